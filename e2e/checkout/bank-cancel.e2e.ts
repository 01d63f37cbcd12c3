import { expect, test } from '@playwright/test';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';

/**
 * Issue 26 item 15: leaving the bank page by its Cancel comes back as its own outcome and says so
 * neutrally ("No card was added"), not "the card could not be added".
 */
test('issue 26 item 15: cancelling on the bank page says no card was added, not that the card failed', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const { email, password } = await registerAndVerify(page.request, { language: 'EN', firstName: 'Nino', lastName: 'Cancel' });
  const token = await loginViaApi(page, email, password);
  const added = await page.request.put('/api/product/cart?productKey=HW_RECEIPT_PRINTER_PREMISE&quantity=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/cart');
  await page.getByLabel('Personal ID number').fill(uniquePersonalNumber());
  await page.getByTestId('checkout-button').click();
  const terms = page.getByRole('dialog', { name: 'Add a payment card' });
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Continue to the bank' }).click();
  await page.waitForURL(/\/sandbox-gateway\//);
  await page.locator('button[value="cancel"]').click();

  await page.waitForURL(/\/cart\/default\/failure\?outcome=cancelled$/);
  const dialog = page.getByRole('dialog', { name: 'No card was added' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('card-cancelled')).toHaveText(
    /You left the bank’s page before saving a card\. Nothing was charged; you can add a card whenever you are ready\./,
  );
  await expect(dialog).not.toContainText(/could not|not saved/i);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);

  // A real refusal keeps its own message.
  await page.goto('/cart/default/failure');
  await expect(page.getByTestId('card-failure')).toBeVisible();
});
