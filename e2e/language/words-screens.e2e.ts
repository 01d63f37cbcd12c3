import { expect, test } from '@playwright/test';
import { saveCardByRequest } from '../billing/saved-card';
import { openPage, VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';

/**
 * Issue 32 items 1, 2 and 6, as a Georgian and a Russian customer reads them at 1440 and 375 px: the
 * starting price wraps its value ("149.00 ₾-დან", "от 149.00 ₾"), the current products tab is the
 * customer's subscriptions, and the cancel dialog; each screen is kept in .test-results/words/.
 */
const LANGUAGES = [
  { code: 'KA', from: /^[\d,\u00a0]+[.,]\d{2}\u00a0₾-დან$/, tab: 'გამოწერები' },
  { code: 'RU', from: /^от [\d,\u00a0]+[.,]\d{2}\u00a0₾$/, tab: 'Подписки' },
] as const;

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`issue 32 items 1, 2, 6: the product list, current products and the cancel dialog in Georgian and Russian at ${viewport.width}px (${label})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { email, password } = await registerAndVerify(page.request, { language: 'KA' });
    const token = await loginViaApi(page, email, password);
    const auth = { authorization: `Bearer ${token}` };
    await saveCardByRequest(page.request, auth, '4242 4242 4242 4242');
    expect((await page.request.put('/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=1', { headers: auth })).status()).toBe(200);
    const bought = await page.request.put('/api/product/purchase', {
      headers: { ...auth, 'idempotency-key': `words-${Date.now()}-${label}` },
      data: { fullName: 'Nino Journey', idNumber: uniquePersonalNumber() },
    });
    expect(bought.status(), await bought.text()).toBe(200);
    const items = await (await page.request.get('/api/user/report/purchase-history?onPremise=false', { headers: auth })).json();
    const itemId: number = items.data.list[0].purchasedItemId;

    for (const language of LANGUAGES) {
      await page.evaluate((code) => window.localStorage.setItem('lang', code), language.code).catch(() => undefined);
      await page.addInitScript((code) => window.localStorage.setItem('lang', code), language.code);
      const shot = (name: string) => `.test-results/words/${name}-${language.code}-${viewport.width}.png`;

      await openPage(page, '/');
      const from = page.locator('.product-row__price-from').first();
      await expect(from).toBeVisible();
      expect((await from.textContent())!.trim()).toMatch(language.from);
      await from.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('product-list') });

      await openPage(page, '/currentproducts/default/id/billing');
      await expect(page.getByRole('tab', { name: language.tab })).toBeVisible();
      const row = page.getByTestId(`item-${itemId}`);
      await expect(row).toBeVisible();
      await page.screenshot({ path: shot('current-products') });

      await row.getByTestId(`cancel-${itemId}`).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: shot('cancel-dialog') });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
