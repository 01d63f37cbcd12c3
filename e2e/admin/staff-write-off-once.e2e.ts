import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';
import { saveCardByRequest } from '../billing/saved-card';

/**
 * Issue 39 item 14, as staff click it: the write-off confirmation sends one idempotency key per
 * opening, so the same request sent again (a double click, a retried request) forgives one period,
 * not two. A customer owing two periods of 89.00 ₾ owes 89.00 ₾ afterwards.
 */
const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };

test('issue 39 item 14: a write-off confirmed and its request sent again forgives one period', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const customer = await browser.newPage();
  const { email, password } = await registerAndVerify(customer.request, { language: 'EN', firstName: 'Write', lastName: 'Once' });
  const auth = { authorization: `Bearer ${await loginViaApi(customer, email, password)}` };
  await saveCardByRequest(customer.request, auth, '4242 4242 4242 4242');
  expect((await customer.request.put('/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=1', { headers: auth })).status()).toBe(200);
  const bought = await customer.request.put('/api/product/purchase', {
    headers: { ...auth, 'idempotency-key': `write-off-once-${Date.now()}` },
    data: { fullName: 'Write Once', idNumber: uniquePersonalNumber() },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const owed = async () =>
    (
      (await (await customer.request.get('/api/user/report/purchase-history?onPremise=false', { headers: auth })).json()).data.list as {
        purchasedItemId: number;
        amountDue: number;
      }[]
    )[0]!;
  const itemId = (await owed()).purchasedItemId;
  await saveCardByRequest(customer.request, auth, '4000 0000 0000 0002');
  const pass = await customer.request.post('/api/dev/billing/run', {
    headers: auth,
    data: { backdate: { purchasedItemId: itemId, periods: 2 } },
  });
  expect(pass.status(), await pass.text()).toBe(200);
  expect((await owed()).amountDue).toBe(17_800);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Current Billings' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await page.getByRole('button', { name: `More about item ${itemId}` }).click();
  await page.getByRole('dialog', { name: 'Other details' }).getByTestId('staff-writeOff').click();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/admin/purchase/write-off') && r.method() === 'POST');
  const confirm = page.getByTestId('staff-confirm');
  await confirm.click();
  const request = await sent;
  const body = request.postDataJSON() as { purchasedItemId: number; idempotencyKey?: string };
  expect(body).toMatchObject({ purchasedItemId: itemId, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/) });
  await expect(page.getByTestId('staff-done')).toBeVisible();

  // The same request again, as a second click of that confirmation would send it: the first answer, nothing more forgiven.
  const again = await page.request.post('/api/admin/purchase/write-off', { headers: await request.allHeaders(), data: body });
  expect(again.status(), await again.text()).toBe(200);
  expect((await owed()).amountDue).toBe(8_900);
  await customer.close();
});
