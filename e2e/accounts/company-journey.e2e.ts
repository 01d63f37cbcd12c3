import { expect, test } from '@playwright/test';
import { chooseLanguage, openPage } from '../support/app';
import { readOutbox, resetOtpPattern, uniqueEmail, verificationLinkPattern, waitForMailMatch } from '../support/auth';

/**
 * Issue 4 journey, desktop, English: register a company → verify from the e-mail → log in → edit the
 * profile → change the password → log out → reset the password with the e-mailed OTP → log in.
 */
test('company customer: register, verify, log in, profile, password change, logout, reset, log in again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('company');
  const first = 'Company#Pass42';
  const second = 'Changed#Pass42';
  const third = 'Resetted#Pass42';

  await openPage(page, '/');
  await chooseLanguage(page, 'English');
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Register' }).click();

  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('tab', { name: 'Company' }).click();
  await expect(register.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
  await register.getByLabel('Company name').fill('Kavkasia Trade');
  await register.getByLabel('E-mail').fill(email);
  await register.getByLabel('Mobile number', { exact: true }).fill('+995 555 12 34 56');
  await register.getByLabel('Representative mobile number').fill('+995 599 00 11 22');
  await register.getByLabel('Password', { exact: true }).fill('weak');
  // Live checklist follows the typing.
  await expect(register.locator('.checklist__item[data-ok="true"]')).toHaveCount(0);
  await register.getByLabel('Password', { exact: true }).fill(first);
  await expect(register.locator('.checklist__item[data-ok="true"]')).toHaveCount(4);

  // R5: terms unticked → flagged red, nothing submitted.
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  expect(await readOutbox(request, email)).toHaveLength(0);
  await expect(register.getByRole('link', { name: 'terms of use' })).toHaveAttribute('target', '_blank');
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Register' }).click();

  const verify = page.getByRole('dialog', { name: 'Confirm your e-mail' });
  await expect(verify).toBeVisible();
  await expect(verify).toContainText(email);
  await expect(verify.locator('.auth-resend__timer')).toHaveText(/^00:(30|2\d)$/);

  // Login before verifying answers "User is not verified" → verification view.
  const link = await waitForMailMatch(request, email, verificationLinkPattern);
  const mails = await readOutbox(request, email);
  expect(mails[0]!.subject).toBe('Confirm your e-mail — Orioni');

  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const confirmed = page.getByRole('dialog', { name: 'E-mail confirmed' });
  await expect(confirmed).toBeVisible();
  await expect(page).not.toHaveURL(/verificationCode/);
  await confirmed.getByRole('button', { name: 'Log in' }).click();

  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Wrong#Pass42');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' })).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill(first);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  const accountButton = page.locator('.site-header').getByRole('button', { name: /Account: Kavkasia Trade/ });
  await expect(accountButton).toBeVisible();
  await expect(accountButton).toContainText('KA');

  // Spec section 4: changing the language while logged in saves it on the server.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const savedLanguage = async () =>
    ((await (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { language: string } })
      .data.language;
  await chooseLanguage(page, 'Русский');
  await expect.poll(savedLanguage).toBe('RU');
  await chooseLanguage(page, 'English');
  await expect.poll(savedLanguage).toBe('EN');

  // Profile: company fields, e-mail read-only, save only when changed.
  await accountButton.click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Company identification number').fill('1234');
  await page.getByLabel('Director').fill('Giorgi Maisuradze');
  await page.getByLabel('Field of activity').fill('Wholesale trade');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('should contain 9 digits')).toBeVisible();
  await page.getByLabel('Company identification number').fill('204567891');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Company identification number')).toHaveValue('204567891');
  await expect(page.getByLabel('Company identification number')).toBeDisabled();
  await expect(page.getByLabel('Director')).toHaveValue('Giorgi Maisuradze');

  // Change password (the tab also opens with ?activeTab=purchase).
  await page.goto('/profile?activeTab=purchase');
  await expect(page.getByRole('tab', { name: 'Change password' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Current password').fill(first);
  await page.getByLabel('New password', { exact: true }).fill(second);
  await page.getByLabel('Repeat the new password').fill('Different#Pass42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords does not match')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill(second);
  await page.getByRole('button', { name: 'Change password' }).click();
  const changed = page.getByRole('dialog', { name: 'Password changed' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // Log out.
  await page
    .locator('.site-header')
    .getByRole('button', { name: /Account:/ })
    .click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('.site-header').getByRole('button', { name: 'Log in' })).toBeVisible();

  // Reset the password with the OTP from the e-mail (link path).
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot your password?' }).click();
  const forget = page.getByRole('dialog', { name: 'Reset password' });
  await forget.getByLabel('E-mail').fill(email);
  await forget.getByRole('button', { name: 'Send code' }).click();
  const check = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(check).toBeVisible();
  await expect(check.locator('.auth-resend__timer')).toHaveText(/^00:(30|2\d)$/);
  const otp = await waitForMailMatch(request, email, resetOtpPattern);
  expect((await readOutbox(request, email))[0]!.text).toContain(otp);

  await page.goto(`/?otp=${otp}&username=${encodeURIComponent(email)}`);
  const reset = page.getByRole('dialog', { name: 'New password' });
  await expect(reset).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill(third);
  await reset.getByLabel('Repeat the password').fill(third);
  await reset.getByRole('button', { name: 'Save password' }).click();
  const success = page.getByRole('dialog', { name: 'Password changed' });
  await expect(success).toBeVisible();

  // Decision 3: a history link opened without a session continues there after login.
  await page.goto('/transactionHistory/default/id/77');
  const relogin = page.getByRole('dialog', { name: 'Log in' });
  await expect(relogin).toBeVisible();
  await relogin.getByLabel('E-mail').fill(email);
  await relogin.getByLabel('Password', { exact: true }).fill(third);
  await relogin.getByRole('button', { name: 'Log in' }).click();
  await expect(relogin).toBeHidden();
  await expect(page).toHaveURL(/\/transactionHistory\/default\/id\/77$/);
  await expect(page.locator('.site-header').getByRole('button', { name: /Account: Kavkasia Trade/ })).toBeVisible();

  // The same code again is expired.
  await page.goto(`/?otp=${otp}&username=${encodeURIComponent(email)}`);
  await expect(page.getByRole('dialog', { name: 'Link expired' })).toBeVisible();
});
