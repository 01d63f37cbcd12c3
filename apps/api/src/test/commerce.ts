import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.ts';
import { personalNumberFor, type TestUser } from './auth.ts';
import type { TestContext } from './test-app.ts';

/** Saves a card the way a customer does: the card order, then the sandbox bank's own page. */
export async function saveCard(t: TestContext, who: TestUser, number = '4242 4242 4242 4242', expiry = '12/30'): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure',
    headers: who.headers,
  });
  const page = new URL(res.json().data.redirectUrl);
  const done = await t.app.inject({
    method: 'POST',
    url: `${page.pathname}${page.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardholder: 'Test Customer', cardnumber: number, expiry, cvc: '123' }).toString(),
  });
  expect(done.statusCode).toBe(303);
}

/** Sets a cart line's quantity through the API. */
export async function addToCart(t: TestContext, who: TestUser, productKey: string, quantity: number): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/product/cart?productKey=${productKey}&quantity=${quantity}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Pays the cart with the saved card (a personal customer's form, with the account's own personal
 * number: the stored one, else one no other test account holds); returns the payment id.
 */
export async function purchaseCart(t: TestContext, who: TestUser): Promise<number> {
  const stored = (await t.db.select({ idNumber: users.idNumber }).from(users).where(eq(users.id, who.id)))[0]?.idNumber;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...who.headers, 'idempotency-key': `test-${crypto.randomUUID()}` },
    payload: { fullName: 'Nino Beridze', idNumber: stored ?? personalNumberFor(who.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.paymentId as number;
}

/** A company's checkout form (issue 41: its 9-digit number is its tax number). */
export const companyForm = (tin: string) => ({
  fullName: 'Buyer LLC',
  idNumber: tin,
  chiefManager: 'Giorgi Kapanadze',
  fieldOfActivity: 'Consulting',
});

/** Fills the cart with these lines and pays it with the saved card and this checkout form; the payment id. */
export async function buyWith(t: TestContext, who: TestUser, form: Record<string, unknown>, lines: [string, number][]): Promise<number> {
  for (const [key, quantity] of lines) await addToCart(t, who, key, quantity);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...who.headers, 'idempotency-key': `test-${crypto.randomUUID()}` },
    payload: form,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.paymentId as number;
}
