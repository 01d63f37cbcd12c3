import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';
import { saveCardByRequest } from './saved-card';

/**
 * Issue 39 item 23: with a subscription overdue, current products opened from the account menu
 * (`/currentproducts`, no tab in the route) shows the Subscriptions tab, whose tab carries the overdue
 * count; an explicit `0` still shows the one-time purchases (decision 1), the badge still there.
 * Issue 39 item 25: the cart's first-unit line says why its "+" does nothing. Georgian, 375 and 1440 px.
 */
for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`the tab that needs attention, and the first unit's "+", at ${viewport.width}px (${label})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'KA'));
    const { email, password } = await registerAndVerify(page.request, { language: 'KA', firstName: 'Nino', lastName: 'Overdue' });
    const token = await loginViaApi(page, email, password);
    const auth = { authorization: `Bearer ${token}` };
    await saveCardByRequest(page.request, auth, '4242 4242 4242 4242');
    expect((await page.request.put('/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=1', { headers: auth })).status()).toBe(200);
    const bought = await page.request.put('/api/product/purchase', {
      headers: { ...auth, 'idempotency-key': `overdue-tab-${Date.now()}-${label}` },
      data: { fullName: 'Nino Overdue', idNumber: uniquePersonalNumber() },
    });
    expect(bought.status(), await bought.text()).toBe(200);
    const items = await (await page.request.get('/api/user/report/purchase-history?onPremise=false', { headers: auth })).json();
    const itemId: number = items.data.list[0].purchasedItemId;
    await saveCardByRequest(page.request, auth, '4000 0000 0000 0002');
    const pass = await page.request.post('/api/dev/billing/run', {
      headers: auth,
      data: { backdate: { purchasedItemId: itemId, periods: 1 } },
    });
    expect(pass.status(), await pass.text()).toBe(200);

    await page.goto('/currentproducts');
    await expect(page).toHaveURL(/\/currentproducts\/default\/id\/billing$/);
    const billingTab = page.getByRole('tab', { name: /გამოწერები/ });
    await expect(billingTab).toHaveAttribute('aria-selected', 'true');
    await expect(billingTab.getByTestId('overdue-badge')).toContainText('1');
    await expect(billingTab).toHaveAccessibleName(/ვადაგადაცილებული: 1/);
    await expect(page.getByTestId(`item-${itemId}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `/tmp/shots-web/current-products-overdue-${viewport.width}.png`, fullPage: true });

    // Decision 1: an explicit 0 chooses the one-time purchases; the badge still says what waits.
    await page.goto('/currentproducts/default/id/0');
    await expect(page.getByRole('tab', { name: /ერთჯერადი შენაძენები/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('overdue-badge')).toBeVisible();

    // The cart: a first purchase of a product with an introductory price, three units.
    expect((await page.request.put('/api/product/cart?productKey=ORIONI_ERP_M1&quantity=3', { headers: auth })).status()).toBe(200);
    await page.goto('/cart');
    const basic = page.locator('[data-key="ORIONI_ERP_M1_BASIC"]');
    await expect(basic).toBeVisible();
    const plus = basic.getByRole('button', { name: /ერთით მეტი/ });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveAccessibleDescription(/საწყის ფასად მხოლოდ პირველი ერთეულია/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `/tmp/shots-web/cart-first-unit-${viewport.width}.png`, fullPage: true });
  });
}
