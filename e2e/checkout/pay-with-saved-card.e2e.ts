import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';
import { saveCardOnBankPage } from './bank-page';
import { seriousAxe } from '../support/axe';

/**
 * Issue 5 journeys: a customer fills the cart with a monthly, an annual and an on-premise product,
 * saves a card on the sandbox bank's page, pays, and lands on the receipt in the history; a
 * declining card shows the failure in the pay dialog and keeps the cart.
 */

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

async function signIn(page: Page): Promise<string> {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const { email, password } = await registerAndVerify(page.request, { language: 'EN', firstName: 'Nino', lastName: 'Journey' });
  await loginViaApi(page, email, password);
  return email;
}

/** Clicks a product's buy button, picks a price in the add-to-cart modal and adds it. */
async function addProduct(page: Page, path: string, productName: string, priceKey: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: `Buy: ${productName}` }).click();
  const modal = page.getByTestId('add-to-cart-modal');
  await expect(modal).toBeVisible();
  await page.getByTestId(`price-${priceKey}`).click();
  await expect(page.getByTestId(`price-${priceKey}`).locator('input')).toBeChecked();
  await page.getByTestId('add-to-cart').click();
  await expect(modal).toBeHidden();
  // The header cart lists the new line (it opens 500 ms after the add).
  await expect(page.locator(`#header-cart-panel [data-key="${priceKey}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
}

async function fillCart(page: Page): Promise<void> {
  await addProduct(page, '/', 'Orioni Retail POS', 'ORIONI_RETAIL_M1');
  await addProduct(page, '/', 'Orioni Accounting', 'ORIONI_ACCOUNTING_Y1');
  await addProduct(page, '/hardware', 'Epson TM-T20III receipt printer', 'HW_RECEIPT_PRINTER_PREMISE');
}

/** Shows the checkout form (Next on mobile) and submits it. */
async function submitCheckout(page: Page, mobile: boolean, idNumber?: string): Promise<void> {
  if (mobile) {
    // On mobile the form opens from the Next button once the cart has loaded (it may already be open).
    const next = page.getByTestId('cart-next');
    const form = page.getByTestId('checkout-button');
    await expect(next.or(form).first()).toBeVisible();
    if (await next.isVisible()) await next.click();
  }
  if (idNumber) await page.getByLabel('Personal ID number').fill(idNumber);
  await page.getByTestId('checkout-button').click();
}

async function saveCardOnBank(page: Page, number: string): Promise<void> {
  // Not ticked first: the box turns the error colour and nothing happens.
  await saveCardOnBankPage(page, number, /\/cart\/default\/success$/, true);
  await expect(page.getByTestId('card-success')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
}

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test.describe(`checkout at ${viewport.width}px`, () => {
    test.use({ viewport });
    const mobile = label === 'mobile';

    test('cart → card on the sandbox bank → pay → receipt in the history', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page);
      await fillCart(page);

      await page.goto('/cart');
      await expect(page.getByTestId('cart-section-onPremise')).toBeVisible();
      await expect(page.getByTestId('cart-section-monthly')).toBeVisible();
      await expect(page.getByTestId('cart-section-annual')).toBeVisible();
      await expect(page.getByTestId('cart-row')).toHaveCount(3);
      if (mobile) await expect(page.getByTestId('cart-sticky')).toContainText('1,199.00 ₾');
      else await expect(page.getByTestId('cart-total')).toHaveText('1,199.00 ₾');

      // The form is validated first: the ID number is required.
      await submitCheckout(page, mobile);
      await expect(page.getByText('Is Required')).toBeVisible();

      await submitCheckout(page, mobile, uniquePersonalNumber());
      await saveCardOnBank(page, GOOD_CARD);

      // Back on the cart with the card; the form kept what was typed.
      await submitCheckout(page, mobile);
      const pay = page.getByTestId('pay-dialog');
      await expect(pay).toBeVisible();
      await expect(page.getByTestId('pay-total')).toHaveText('1,199.00 ₾');
      await expect(page.getByTestId('pay-card')).toContainText('Visa •••• 4242');
      await page.getByTestId('pay-button').click();

      await page.waitForURL(/\/transactionHistory\/default\/id\/\d+$/);
      const paymentId = /id\/(\d+)$/.exec(page.url())![1];
      await expect(page.getByTestId('receipt-order')).toHaveText(`#${paymentId}`);
      await expect(page.getByTestId('receipt-total')).toHaveText('1,199.00 ₾');
      await expect(page.getByTestId('receipt')).toContainText('Epson TM-T20III receipt printer');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(/\/transactionHistory\/default\/id\/0$/);
      await expect(page.getByTestId('payment')).toHaveCount(1);
      await expect(page.getByTestId('payment')).toContainText('1,199.00 ₾');
      // The cart is empty after the purchase.
      await expect(page.getByTestId('header-cart')).toHaveAccessibleName(/0/);
    });

    test('a declining card shows the failure in the pay dialog and keeps the cart', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page);
      await fillCart(page);
      await page.goto('/cart');
      await submitCheckout(page, mobile, uniquePersonalNumber());
      await saveCardOnBank(page, DECLINED_CARD);
      await submitCheckout(page, mobile);
      await expect(page.getByTestId('pay-dialog')).toBeVisible();
      await page.getByTestId('pay-button').click();
      await expect(page.getByTestId('pay-error')).toContainText('declined');
      // The pay confirmation does not close on a click outside it.
      await page.mouse.click(5, 5);
      await expect(page.getByTestId('pay-dialog')).toBeVisible();
      await page.getByTestId('pay-dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-row')).toHaveCount(3);
    });
  });
}

test('cart and history pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await addProduct(page, '/hardware', 'Epson TM-T20III receipt printer', 'HW_RECEIPT_PRINTER_PREMISE');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  expect(await seriousAxe(page)).toEqual([]);
  await page.goto('/transactionHistory');
  await expect(page.getByRole('heading', { name: 'No payments found' })).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
});
