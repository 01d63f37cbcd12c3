import { expect, test } from '@playwright/test';
import { openPage } from '../support/app';
import { uniqueEmail, waitForMailMatch } from '../support/auth';

/**
 * Issue 26 item 13: a verification link opened again after it worked says the address is already
 * confirmed and offers sign-in; a failed link's message is on the login form once, not on later
 * visits. Item 15: a bad link opens its failure dialog alone, then the login form (never stacked).
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'EN');
  });
});

test('issue 26 item 13: a verification link opened a second time says the address is already confirmed and offers sign-in', async ({
  page,
}) => {
  const email = uniqueEmail('twice');
  const registered = await page.request.post('/api/user/public/register', {
    data: {
      username: email,
      password: 'Journey#Pass42',
      customerType: 'PHYSICAL',
      language: 'EN',
      mobile: '+995 555 10 20 30',
      firstName: 'Nino',
      lastName: 'Twice',
      repMobile: null,
    },
  });
  expect(registered.status()).toBe(200);
  const code = await waitForMailMatch(page.request, email, /verificationCode=([A-Za-z0-9_-]+)/);

  await openPage(page, `/?verificationCode=${code}`);
  const confirmed = page.getByRole('dialog', { name: 'E-mail confirmed' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: 'Close' }).click();
  await expect(confirmed).toBeHidden();

  // The same link again, later.
  await openPage(page, `/?verificationCode=${code}`);
  const already = page.getByRole('dialog', { name: 'E-mail already confirmed' });
  await expect(already).toBeVisible();
  await expect(already).toContainText('This e-mail address was already confirmed with this link. Log in to your account.');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await already.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(login.getByRole('alert')).toHaveCount(0);
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Journey#Pass42');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page.locator('.site-header').getByRole('button', { name: /^Account: / })).toBeVisible();
});

test('issue 26 items 13 and 15: a bad link shows its dialog alone, then the login form with the message once; a later visit has no message', async ({
  page,
}) => {
  await openPage(page, '/?verificationCode=not-a-real-code-at-all');
  const failed = page.getByRole('dialog', { name: 'Verification Failed' });
  await expect(failed).toBeVisible();
  // One dialog: the login form does not open beneath it.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await failed.getByRole('button', { name: 'OK' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(failed).toBeHidden();
  await expect(login.getByRole('alert')).toContainText(/expired/i);
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toBeHidden();

  // A later visit: the login form is clean.
  await openPage(page, '/');
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toHaveCount(0);
});
