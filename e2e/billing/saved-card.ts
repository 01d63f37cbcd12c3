import { expect, type APIRequestContext } from '@playwright/test';

/** Saves a card the way the bank's page does, without the browser (setup for the billing and staff journeys). */
export async function saveCardByRequest(request: APIRequestContext, auth: Record<string, string>, number: string): Promise<void> {
  const order = await request.post('/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure', {
    headers: auth,
  });
  expect(order.status()).toBe(200);
  const page = new URL((await order.json()).data.redirectUrl);
  const saved = await request.post(`${page.pathname}${page.search}`, {
    form: { cardholder: 'NINO JOURNEY', cardnumber: number, expiry: '12/30', cvc: '123' },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
}
