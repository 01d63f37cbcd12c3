import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@orioni/contracts';
import { createSignedInUser, personalNumberFor, type TestUser } from '../../../test/auth.ts';
import { startFakeBogServer, type FakeBogServer } from '../../../test/fake-bog/fake-bog-server.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/**
 * Issue 39 items 4 and 8, the customer's part: a purchase paid on the bank's page whose card the bank
 * did not keep says so in the payment history (`cardNotSaved`), through the gateway-agnostic path.
 */
let bank: FakeBogServer;
let t: TestContext;
beforeAll(async () => {
  bank = await startFakeBogServer();
  t = await createTestApp({
    seed: true,
    env: {
      PAYMENT_GATEWAY: 'bog',
      PUBLIC_URL: 'https://shop.test',
      BOG_CLIENT_ID: bank.clientId,
      BOG_CLIENT_SECRET: bank.clientSecret,
      BOG_API_URL: bank.apiUrl,
      BOG_AUTH_URL: bank.authUrl,
      BOG_PUBLIC_KEY: bank.publicKeyPem,
      BOG_TIMEOUT_MS: '400',
    },
  });
  bank.now = () => t.clock.now().getTime();
});
afterAll(async () => {
  await t?.close();
  await bank?.close();
});

const post = (body: string, signature = bank.signCallback(body)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/callback/bog',
    headers: { 'content-type': 'application/json', 'callback-signature': signature },
    payload: body,
  });
async function buyOnBankPage(who: TestUser) {
  const added = await t.app.inject({ method: 'PUT', url: '/api/product/cart?productKey=ORIONI_HR_M1&quantity=1', headers: who.headers });
  expect(added.statusCode, added.body).toBe(200);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...who.headers, 'idempotency-key': `test-${randomUUID()}` },
    payload: { fullName: 'Nino Beridze', idNumber: personalNumberFor(who.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const redirectUrl = res.json().data.redirectUrl as string;
  const order = [...bank.orders.values()].find((o) => redirectUrl.includes(o.id));
  if (!order) throw new Error(`no bank order behind ${redirectUrl}`);
  return order;
}
const history = async (who: TestUser) => {
  const res = await t.app.inject({ url: '/api/user/report/payment-history?offset=0&limit=10', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as Payment[];
};

describe('issue 39 items 4 and 8: the payment history says when the card was not saved', () => {
  it('a normal bank-page purchase saves the card and says nothing', async () => {
    const who = await createSignedInUser(t);
    const order = await buyOnBankPage(who);
    const paid = await post(bank.pay(order.id).body);
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await history(who);
    expect(payment!.cardNotSaved).toBe(false);
    expect(await t.app.services.cards.current(who.id)).not.toBeNull();
  });

  it('item 8: the bank refused to keep the card before the redirect: paid, and the history says the card was not saved', async () => {
    const who = await createSignedInUser(t);
    bank.refuse(/^PUT \/payments\/v1\/orders\/[^/]+\/cards$/, 400, 1);
    const order = await buyOnBankPage(who);
    const paid = await post(bank.pay(order.id).body);
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await history(who);
    expect(payment).toMatchObject({ amount: expect.any(Number), cardNotSaved: true });
    // The receipt the customer lands on after the bank's page (its dialog) says it too.
    const receipt = await t.app.inject({ url: `/api/user/report/payment-receipt?paymentId=${payment!.paymentId}`, headers: who.headers });
    expect(receipt.json().data.cardNotSaved).toBe(true);
    expect(await t.app.services.cards.current(who.id)).toBeNull();
  });

  it('item 4: paid by internet bank on a page that was to save a card: the history says the card was not saved', async () => {
    const who = await createSignedInUser(t);
    const order = await buyOnBankPage(who);
    const receipt = {
      order_id: order.id,
      external_order_id: order.externalOrderId,
      order_status: { key: 'completed', value: 'completed' },
      purchase_units: { request_amount: '69.00', transfer_amount: '69.00', refund_amount: '0.00' },
      payment_detail: { transfer_method: { key: 'internet_bank' }, payer_identifier: null, code: '100' },
    };
    const res = await post(JSON.stringify({ event: 'order_payment', body: receipt }));
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await history(who);
    expect(payment!.cardNotSaved).toBe(true);
    expect(await t.app.services.cards.current(who.id)).toBeNull();
  });
});
