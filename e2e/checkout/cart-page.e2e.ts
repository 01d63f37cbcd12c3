import { expect, test } from '@playwright/test';
import { loginViaApi, registerAndVerify } from '../support/auth';

/** Cart page rules (spec sections 2 and 5, decision 17). */
test('quantity edits are sent once after 800 ms, 0 removes a line, clearing asks first, empty state', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const { email, password } = await registerAndVerify(page.request, { language: 'EN' });
  const token = await loginViaApi(page, email, password);
  const headers = { authorization: `Bearer ${token}` };
  for (const [key, quantity] of [
    ['HW_RECEIPT_PRINTER_PREMISE', 1],
    ['SUPPORT_STANDARD_M1', 1],
  ] as const) {
    expect((await page.request.put(`/api/product/cart?productKey=${key}&quantity=${quantity}`, { headers })).ok()).toBeTruthy();
  }
  await page.goto('/cart');
  const printer = page.locator('[data-testid=cart-row][data-key=HW_RECEIPT_PRINTER_PREMISE]');
  await expect(printer).toBeVisible();
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Cart, 2 items');

  // Three quick clicks send one PUT with the final quantity.
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/product/cart')) puts.push(r.url());
  });
  const plus = printer.getByRole('button', { name: /Add one/ });
  await plus.click();
  await plus.click();
  await plus.click();
  await expect(printer.getByTestId('line-total')).toHaveText('2,080.00 ₾');
  await expect.poll(() => puts.length, { timeout: 3000 }).toBe(1);
  expect(puts[0]).toContain('quantity=4');

  // A non-countable support cannot be typed or increased.
  const support = page.locator('[data-testid=cart-row][data-key=SUPPORT_STANDARD_M1]');
  await expect(support.getByRole('textbox')).toHaveAttribute('readonly', '');
  await expect(support.getByRole('button', { name: /Add one/ })).toBeDisabled();

  // Typing 0 removes the line; digits only.
  await printer.getByRole('textbox').fill('a0');
  await expect(printer).toHaveCount(0, { timeout: 4000 });

  // Clearing asks for confirmation, then the empty state shows.
  await page.getByRole('button', { name: 'Clear cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear the cart?' });
  await confirm.getByRole('button', { name: 'Yes, clear it' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Cart, 0 items');
});

test('card-add failure route opens its dialog and closing returns to the cart', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const { email, password } = await registerAndVerify(page.request, { language: 'EN' });
  await loginViaApi(page, email, password);
  await page.goto('/cart/default/failure');
  await expect(page.getByTestId('card-failure')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
});
