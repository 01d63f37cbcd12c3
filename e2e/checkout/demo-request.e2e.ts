import { expect, test } from '@playwright/test';
import { loginViaApi, registerAndVerify } from '../support/auth';

/** Demo request modal (spec sections 2 and 5, decision 8). */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
});

test('an anonymous visitor sees both tabs, every field is required, then a success panel', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Request a demo: Orioni ERP' }).click();
  const dialog = page.getByRole('dialog', { name: /Request a demo/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText(['Personal', 'Company']);

  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Is Required')).toHaveCount(4);

  await dialog.getByRole('tab', { name: 'Company' }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Is Required')).toHaveCount(3);

  await dialog.getByRole('tab', { name: 'Personal' }).click();
  await dialog.getByLabel('First name').fill('Giorgi');
  await dialog.getByLabel('Last name').fill('Demo');
  await dialog.getByLabel('Phone').fill('+995 555 12 34 56');
  await dialog.getByLabel('E-mail').fill('giorgi.demo@example.ge');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/public/purchase-demo') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ customerType: 'PHYSICAL', fullName: 'Giorgi Demo', productKey: 'ORIONI_ERP_DEMO', language: 'EN' });
  await expect(page.getByTestId('demo-success')).toBeVisible();
});

test('a signed-in company customer sees only the company form (decision 8)', async ({ page }) => {
  const { email, password } = await registerAndVerify(page.request, { customerType: 'LEGAL', language: 'EN', companyName: 'Demo Trading' });
  await loginViaApi(page, email, password);
  await page.goto('/');
  await page.getByRole('button', { name: 'Request a demo: Orioni ERP' }).click();
  const dialog = page.getByRole('dialog', { name: /Request a demo/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await expect(dialog.getByLabel('Company name')).toHaveValue('Demo Trading');
  await expect(dialog.getByLabel('Company e-mail')).toHaveValue(email);
});
