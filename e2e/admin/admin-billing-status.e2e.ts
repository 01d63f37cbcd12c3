import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';
import { saveCardByRequest } from '../billing/saved-card';

/**
 * Issue 25 items 2 and 8, as staff see them: an item due today (overdue days 0, decision 6) shows 0
 * and its debt, not "—"; a cancelled item shows its status, when it ends, and no debt. At 1440 and
 * 375 px, in the table and in Other details.
 */
const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };

for (const [label, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const) {
  test(`issue 25 items 2 and 8: staff see 0 overdue days for an item due today and a cancelled item's status with no debt, at ${viewport.width}px (${label})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // The customer: a monthly subscription due today (its renewal refused) and one cancelled.
    const customer = await browser.newPage();
    // Letters only: the purchase refuses a name with digits (Only Latins Allowed).
    const fullName = `Staff View ${label}`;
    const { email, password } = await registerAndVerify(customer.request, { language: 'EN', firstName: 'Staff', lastName: 'View' });
    const customerAuth = { authorization: `Bearer ${await loginViaApi(customer, email, password)}` };
    await saveCardByRequest(customer.request, customerAuth, '4242 4242 4242 4242');
    for (const key of ['ORIONI_RETAIL_M1', 'ORIONI_HR_M1']) {
      expect((await customer.request.put(`/api/product/cart?productKey=${key}&quantity=1`, { headers: customerAuth })).status()).toBe(200);
    }
    const bought = await customer.request.put('/api/product/purchase', {
      headers: { ...customerAuth, 'idempotency-key': `staff-view-${Date.now()}-${label}` },
      data: { fullName, idNumber: uniquePersonalNumber() },
    });
    expect(bought.status(), await bought.text()).toBe(200);
    const list = (await (await customer.request.get('/api/user/report/purchase-history?onPremise=false', { headers: customerAuth })).json())
      .data.list as { purchasedItemId: number; product: { productKey: string } }[];
    const due = list.find((i) => i.product.productKey === 'ORIONI_RETAIL_M1')!.purchasedItemId;
    const canceled = list.find((i) => i.product.productKey === 'ORIONI_HR_M1')!.purchasedItemId;
    expect(
      (await customer.request.put('/api/product/cancel', { headers: customerAuth, data: { purchasedItemId: canceled } })).status(),
    ).toBe(200);
    await saveCardByRequest(customer.request, customerAuth, '4000 0000 0000 0002');
    const pass = await customer.request.post('/api/dev/billing/run', {
      headers: customerAuth,
      data: { backdate: { purchasedItemId: due, periods: 1 } },
    });
    expect(pass.status(), await pass.text()).toBe(200);
    await customer.close();

    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
    await loginViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Current Billings' }).click();
    await expect(page.getByTestId('billings-table')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    const rows = page.getByTestId('transaction-row');
    await expect(rows).toHaveCount(2);

    // Item 8: due today is 0 overdue days, with its debt.
    const dueRow = rows.filter({ has: page.getByTestId(`overdue-days-${due}`) });
    await expect(page.getByTestId(`overdue-days-${due}`)).toHaveText('0');
    await expect(dueRow).toContainText('89.00');
    await dueRow.getByRole('button', { name: `More about item ${due}` }).click();
    const details = page.getByRole('dialog', { name: 'Other details' });
    await expect(details).toContainText(/Overdue days\s*0/);
    await expect(details).toContainText(/Debt\s*89\.00/);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Item 2: the cancelled item shows its status and no debt.
    await expect(page.getByTestId(`status-${canceled}`)).toHaveText('Canceling');
    await expect(page.getByTestId(`overdue-days-${canceled}`)).toHaveText('—');
    await page.getByRole('button', { name: `More about item ${canceled}` }).click();
    await expect(details).toContainText(/Status\s*Canceling/);
    await expect(details).toContainText(/Debt\s*0\.00/);
    await expect(details).toContainText(/Ends\s*\d/);
  });
}
