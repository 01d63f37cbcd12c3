import { expect, type Page } from '@playwright/test';
import { saveCardByRequest } from '../billing/saved-card';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';

/** Setup for the keyboard journeys: a signed-in English customer with a saved card and `productKey` in the cart. */
export async function customerWithCart(page: Page, lastName: string, productKey = 'ORIONI_RETAIL_M1'): Promise<Record<string, string>> {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const { email, password } = await registerAndVerify(page.request, { language: 'EN', firstName: 'Nino', lastName });
  const token = await loginViaApi(page, email, password);
  const auth = { authorization: `Bearer ${token}` };
  await saveCardByRequest(page.request, auth, '4242 4242 4242 4242');
  expect((await page.request.put(`/api/product/cart?productKey=${productKey}&quantity=1`, { headers: auth })).status()).toBe(200);
  return auth;
}

/** The cart bought with the saved card; the new subscription's item id. */
export async function buyCart(page: Page, auth: Record<string, string>, fullName: string): Promise<number> {
  const bought = await page.request.put('/api/product/purchase', {
    headers: { ...auth, 'idempotency-key': `keys-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { fullName, idNumber: uniquePersonalNumber() },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const items = await (await page.request.get('/api/user/report/purchase-history?onPremise=false', { headers: auth })).json();
  return items.data.list[0].purchasedItemId as number;
}
