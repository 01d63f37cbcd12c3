import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from '../support/app';
import { uniqueEmail } from '../support/auth';

/** Issue 32 item 13: a refused registration takes focus to its first problem, and the terms box says why. */

async function openRegistration(page: Page): Promise<Locator> {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  await openPage(page, '/?auth=login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);

test('issue 32 item 13: the empty registration form sends focus to its first field, a person and a company alike', async ({ page }) => {
  const dialog = await openRegistration(page);
  const submit = dialog.getByRole('button', { name: 'Register', exact: true }).last();
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedName(page)).toBe('firstName');
  await expect(dialog.locator('input[name="firstName"]')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByRole('tab', { name: 'Company' }).click();
  await dialog.getByRole('button', { name: 'Register', exact: true }).last().focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedName(page)).toBe('fullName');
});

test('issue 32 item 13: with the fields right and the terms unticked, focus goes to the terms box, which names its error', async ({
  page,
}) => {
  const dialog = await openRegistration(page);
  await dialog.locator('input[name="firstName"]').fill('Nino');
  await dialog.locator('input[name="lastName"]').fill('Beridze');
  await dialog.locator('input[name="username"]').fill(uniqueEmail('terms'));
  await dialog.locator('input[name="mobile"]').fill('+995 555 12 34 56');
  await dialog.locator('input[name="password"]').fill('Orioni#Keys2026');
  const terms = dialog.getByRole('checkbox');
  await expect(terms).not.toHaveAttribute('aria-describedby');

  await dialog.getByRole('button', { name: 'Register', exact: true }).last().focus();
  await page.keyboard.press('Enter');
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toHaveAccessibleDescription('To register, please accept the terms of use');
  await expect(dialog.getByText('To register, please accept the terms of use')).toBeVisible();

  // Ticked with the space bar, the error goes.
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expect(terms).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByText('To register, please accept the terms of use')).toHaveCount(0);
});
