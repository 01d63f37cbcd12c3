import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';
import { saveCardByRequest } from './saved-card';
import { seriousAxe } from '../support/axe';

/**
 * Issue 11 journey: a customer with a monthly subscription whose saved card now declines; the
 * renewal fails (a development route ages the subscription one month and runs a renewal pass), the
 * billing tab shows the warning and Pay now, Pay now is refused, the customer adds a working card on
 * the bank's page, comes back to Pay now, pays, the warning is gone; then cancels, and the row is
 * faded as CANCELING. At 1440 and 375 px, with axe on the page. Issue 25: two periods are owed, the
 * row and the dialog list both and the total charged (items 1 and 9: the aged item stays payable);
 * the cancel is confirmed with its end date and the row shows no upcoming payment (item 2).
 */
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`a failed renewal is paid, then the subscription cancelled, at ${viewport.width}px (${label})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
    const { email, password } = await registerAndVerify(page.request, { language: 'EN', firstName: 'Nino', lastName: 'Renewal' });
    const token = await loginViaApi(page, email, password);
    const auth = { authorization: `Bearer ${token}` };

    // A monthly subscription bought with a good card; then the saved card is one that declines.
    await saveCardByRequest(page.request, auth, GOOD_CARD);
    expect((await page.request.put('/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=1', { headers: auth })).status()).toBe(200);
    const bought = await page.request.put('/api/product/purchase', {
      headers: { ...auth, 'idempotency-key': `journey-${Date.now()}-${label}` },
      data: { fullName: 'Nino Renewal', idNumber: uniquePersonalNumber() },
    });
    expect(bought.status(), await bought.text()).toBe(200);
    const items = await (await page.request.get('/api/user/report/purchase-history?onPremise=false', { headers: auth })).json();
    const itemId: number = items.data.list[0].purchasedItemId;
    await saveCardByRequest(page.request, auth, DECLINED_CARD);

    // Two months later the renewal is refused: two periods are owed.
    const pass = await page.request.post('/api/dev/billing/run', {
      headers: auth,
      data: { backdate: { purchasedItemId: itemId, periods: 2 } },
    });
    expect(pass.status(), await pass.text()).toBe(200);
    expect((await pass.json()).data.failed).toBeGreaterThanOrEqual(1);

    await page.goto('/currentproducts/default/id/billing');
    const row = page.getByTestId(`item-${itemId}`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId(`overdue-${itemId}`)).toHaveText(/Payment (due today|overdue by \d+ days?)/);
    // Decision 27: the row shows the total Pay now charges, each period on its own line.
    await expect(row.getByTestId(`due-${itemId}`)).toContainText('178.00');
    await expect(row.getByTestId(`due-${itemId}`).getByRole('listitem')).toHaveCount(2);
    // The search box shows because the tab has rows; nothing scrolls sideways.
    await expect(page.getByTestId('products-search')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxe(page)).toEqual([]);

    // Pay now with the declining card: refused, the dialog says so.
    await row.getByTestId(`pay-${itemId}`).click();
    const pay = page.getByRole('dialog', { name: 'Pay the overdue amount' });
    await expect(pay).toBeVisible();
    // Decision 1: the route names the item whose Pay now is open.
    await expect(page).toHaveURL(new RegExp(`/currentproducts/default/id/${itemId}$`));
    await expect(pay.getByTestId('pay-amount')).toHaveText(/178\.00/);
    await expect(pay.getByTestId(`due-periods-${itemId}`).getByRole('listitem')).toHaveCount(2);
    await expect(pay.getByTestId('pay-card')).toContainText('0002');
    await pay.getByTestId('pay-overdue').click();
    await expect(pay.getByRole('alert')).toContainText('declined');
    // Refused: the way on is another card, not the same charge again.
    await expect(pay.getByTestId('pay-overdue')).toHaveCount(0);
    expect(await seriousAxe(page)).toEqual([]);

    // Another card, on the bank's page, and back to this item.
    await pay.getByRole('button', { name: 'Use another card' }).click();
    const terms = page.getByRole('dialog', { name: 'Add a payment card' });
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Continue to the bank' }).click();
    await page.waitForURL(/\/sandbox-gateway\//);
    await page.locator('#cc-name').fill('NINO RENEWAL');
    await page.locator('#cc-number').fill(GOOD_CARD);
    await page.locator('#cc-exp').fill('12/30');
    await page.locator('#cc-csc').fill('123');
    await page.locator('button[value="save"]').click();
    await page.waitForURL(new RegExp(`/currentproducts/default/id/${itemId}\\?productId=success$`));
    await expect(page.getByTestId('card-success')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    // Pay now opens again for the overdue item, now with the new card.
    await expect(pay).toBeVisible();
    await expect(pay.getByTestId('pay-card')).toContainText('4242');
    await expect(pay.getByTestId('pay-amount')).toHaveText(/178\.00/);
    await pay.getByTestId('pay-overdue').click();
    await expect(page.getByTestId('repay-success')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(row.getByTestId(`pay-${itemId}`)).toHaveCount(0);
    await expect(row.getByTestId(`overdue-${itemId}`)).toHaveCount(0);
    await expect(row).not.toHaveClass(/is-overdue/);

    // Cancel: the row is faded as CANCELING and offers nothing more.
    await row.getByTestId(`cancel-${itemId}`).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel the subscription?' });
    await expect(cancel).toBeVisible();
    await cancel.getByTestId('confirm-cancel').click();
    await expect(cancel).toBeHidden();
    // Issue 25 item 2: the cancel is confirmed with the day it ends, and no payment is shown any more.
    const confirmed = page.getByRole('dialog', { name: 'Subscription cancelled' });
    await expect(confirmed.getByTestId('cancel-success')).toContainText('stays active until');
    await confirmed.getByRole('button', { name: 'Close' }).first().click();
    await expect(confirmed).toBeHidden();
    await expect(row).not.toContainText('Upcoming payment');
    if (label === 'mobile') await expect(row).toContainText('Ends on');
    else await expect(row.getByTestId(`due-${itemId}`)).toHaveText(/^—\s*No further payments$/);
    await expect(row.getByTestId(`canceling-${itemId}`)).toBeVisible();
    await expect(row).toHaveClass(/is-canceling/);
    await expect(row.getByTestId(`cancel-${itemId}`)).toHaveCount(0);
    expect(await seriousAxe(page)).toEqual([]);
  });
}
