import { expect, test } from '@playwright/test';
import { registerAndVerify, loginViaApi } from '../support/auth';

/** The helpers other journeys use to sign in without the UI (e2e/support/auth.ts). */
test('registerAndVerify + loginViaApi give a signed-in page', async ({ page, request }) => {
  const { email, password } = await registerAndVerify(request, { customerType: 'LEGAL', companyName: 'Helper Trading', language: 'EN' });
  await loginViaApi(page, email, password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.profile-head')).toContainText(email);
  await expect(page.locator('input[type=email]')).toHaveValue(email);
});
