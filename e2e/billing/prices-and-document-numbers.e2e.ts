import { expect, test, type Locator } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { newCustomerWhoBought } from './saved-card';

/**
 * Issue 39 on a Georgian customer's screens, at 1440 and 375 px:
 * - item 21: a subscription first bought at 299,00 ₾ that renews at 149,00 ₾ a month shows 149,00 ₾ as
 *   its price, the first payment apart;
 * - item 26: amounts as Georgian writes them (decision 31, "1 850,00 ₾"), the lari sign never alone
 *   on a line (a no-break space);
 * - item 19: the payment's receipt number beside its id, in the history and the receipt dialog.
 */

/** The element's text as it is, its no-break spaces kept (Playwright's text matchers fold them). */
const rawText = (locator: Locator) => locator.evaluate((el) => el.textContent ?? '');

/** How many lines the element's text takes: the amount and its sign on one. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`prices, amounts and receipt numbers on a Georgian customer's screens, at ${viewport.width}px (${label})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'KA'));
    const { auth, paymentId } = await newCustomerWhoBought(page, { firstName: 'Price', label, productKey: 'ORIONI_ERP_M1', quantity: 1 });
    const items = await (await page.request.get('/api/user/report/purchase-history?onPremise=false', { headers: auth })).json();
    const itemId: number = items.data.list[0].purchasedItemId;
    const receipt = await (await page.request.get(`/api/user/report/payment-receipt?paymentId=${paymentId}`, { headers: auth })).json();
    const documentNumber: string = receipt.data.documentNumber;
    expect(documentNumber).toMatch(/^ORI-\d{4}-\d{6}$/);

    // Item 21: the price per month, the first purchase's price apart.
    await page.goto('/currentproducts/default/id/billing');
    const price = page.getByTestId(`price-${itemId}`);
    await expect(price).toBeVisible();
    expect(await rawText(price)).toBe('149,00\u00a0₾პირველი გადახდა 299,00\u00a0₾');
    await expect(page.getByTestId(`first-payment-${itemId}`)).toBeVisible();

    // Items 19 and 26: the history's amount in Georgian figures on one line, the receipt number beside the id.
    await page.goto('/transactionHistory');
    const card = page.getByTestId('payment').filter({ has: page.locator(`#payment-${paymentId}`) });
    await expect(card).toBeVisible();
    const amount = card.locator('.payment__amount dd');
    expect(await rawText(amount)).toBe('299,00\u00a0₾');
    expect(await lineCount(amount)).toBe(1);
    await expect(card.getByTestId('payment-document')).toHaveText(documentNumber);
    await expect(card.getByText('გადახდის ქვითარი', { exact: true })).toBeVisible();

    await card
      .getByRole('button', { name: new RegExp(`${paymentId}.*ქვითრის გახსნა`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('receipt-order')).toHaveText(`#${paymentId}`);
    await expect(dialog.getByTestId('receipt-document')).toHaveText(documentNumber);
    expect(await rawText(dialog.getByTestId('receipt-total'))).toBe('299,00\u00a0₾');
  });
}
