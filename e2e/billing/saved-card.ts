import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';

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

/**
 * A new Georgian customer, signed in on `page`, with a saved card, who bought `quantity` × `productKey`
 * (setup for the receipt journeys): the customer's bearer header and the payment's id.
 */
export async function newCustomerWhoBought(
  page: Page,
  options: { firstName: string; label: string; productKey: string; quantity: number },
): Promise<{ auth: Record<string, string>; paymentId: number }> {
  const { email, password } = await registerAndVerify(page.request, { language: 'KA', firstName: options.firstName, lastName: 'Journey' });
  const auth = { authorization: `Bearer ${await loginViaApi(page, email, password)}` };
  await saveCardByRequest(page.request, auth, '4242 4242 4242 4242');
  const cart = await page.request.put(`/api/product/cart?productKey=${options.productKey}&quantity=${options.quantity}`, { headers: auth });
  expect(cart.status()).toBe(200);
  const bought = await page.request.put('/api/product/purchase', {
    headers: { ...auth, 'idempotency-key': `${options.firstName.toLowerCase()}-${Date.now()}-${options.label}` },
    data: { fullName: `${options.firstName} Journey ${options.label}`, idNumber: uniquePersonalNumber() },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  return { auth, paymentId: (await bought.json()).data.paymentId };
}
