import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock.ts';
import { startFakeBogServer, type FakeBogServer } from '../../../test/fake-bog-server.ts';
import { createSignedInUser } from '../../../test/auth.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { CallbackVerificationError } from '../gateway.ts';
import { BogGateway, bogIdempotencyKey } from './bog-gateway.ts';

let bank: FakeBogServer;
let clock: ManualClock;
let gateway: BogGateway;

const cardOrder = (reference: string = randomUUID()) =>
  gateway.createCardOrder({
    reference,
    language: 'EN',
    successUrl: 'https://shop.test/cart/default/success',
    failUrl: 'https://shop.test/cart/default/failure',
    callbackUrl: 'https://shop.test/api/payment/callback/bog',
  });

beforeAll(async () => {
  bank = await startFakeBogServer();
  clock = new ManualClock();
  gateway = new BogGateway({
    clientId: bank.clientId,
    clientSecret: bank.clientSecret,
    apiUrl: bank.apiUrl,
    authUrl: bank.authUrl,
    publicKey: bank.publicKeyPem,
    clock,
    callbackUrl: 'https://shop.test/api/payment/callback/bog',
    pollIntervalMs: 5,
  });
});
afterAll(() => bank.close());

describe('Bank of Georgia adapter', () => {
  it('gets an OAuth2 token with client credentials and reuses it until it is about to expire', async () => {
    await cardOrder();
    await cardOrder();
    expect(bank.tokensIssued).toBe(1);
    clock.advance(3_600_000 - 30_000); // inside the last minute of its life
    await cardOrder();
    expect(bank.tokensIssued).toBe(2);
    const wrong = new BogGateway({ ...gateway['options'], clientSecret: 'nope' });
    await expect(wrong.getPaymentStatus('x')).rejects.toThrow(/token request failed: 401/);
  });

  it('creates an order with redirect and callback addresses, asks to save the card, and returns the bank page', async () => {
    const order = await cardOrder('ref-1');
    expect(order.redirectUrl).toBe(`${bank.baseUrl}/payment/${order.gatewayOrderId}`);
    const create = bank.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path.endsWith('/ecommerce/orders') &&
        (r.body as { external_order_id?: string }).external_order_id === 'card:ref-1',
    )!;
    expect(create.body).toMatchObject({
      callback_url: 'https://shop.test/api/payment/callback/bog',
      redirect_urls: { success: 'https://shop.test/cart/default/success', fail: 'https://shop.test/cart/default/failure' },
      purchase_units: { currency: 'GEL', total_amount: 0.1 },
    });
    expect(create.headers['accept-language']).toBe('en');
    expect(create.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(bank.requests.some((r) => r.method === 'PUT' && r.path === `/payments/v1/orders/${order.gatewayOrderId}/cards`)).toBe(true);
    expect(bank.orders.get(order.gatewayOrderId)!.saveCard).toBe(true);
  });

  it('verifies the callback signature with the bank key and reads the saved card from it', async () => {
    const order = await cardOrder();
    const { body, signature } = bank.payCardOrder(order.gatewayOrderId, { payerIdentifier: '548888xxxxxx9893', cardType: 'mc' });
    expect(gateway.verifyCallback({ 'callback-signature': signature }, body)).toEqual({
      kind: 'card_order',
      gatewayOrderId: order.gatewayOrderId,
      outcome: 'succeeded',
      card: { token: order.gatewayOrderId, mask: '548888******9893', brand: 'MASTERCARD' },
    });
    expect(() => gateway.verifyCallback({ 'callback-signature': signature }, body.replace('9893', '0000'))).toThrow(
      CallbackVerificationError,
    );
    expect(() => gateway.verifyCallback({}, body)).toThrow(CallbackVerificationError);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = sign('sha256', Buffer.from(body), other).toString('base64');
    expect(() => gateway.verifyCallback({ 'callback-signature': forged }, body)).toThrow(CallbackVerificationError);
  });

  it('charges a saved card by its order id; the same idempotency key charges once', async () => {
    const order = await cardOrder();
    bank.payCardOrder(order.gatewayOrderId);
    const before = bank.charges;
    const first = await gateway.chargeSavedCard({
      token: order.gatewayOrderId,
      amount: 44800,
      idempotencyKey: 'orioni-payment-1',
      description: 'Order 1',
    });
    expect(first).toMatchObject({ status: 'succeeded', reason: null });
    const again = await gateway.chargeSavedCard({
      token: order.gatewayOrderId,
      amount: 44800,
      idempotencyKey: 'orioni-payment-1',
      description: 'Order 1',
    });
    expect(again.externalId).toBe(first.externalId);
    expect(bank.charges).toBe(before + 1);
    const charge = bank.requests.find((r) => r.method === 'POST' && r.path === `/payments/v1/ecommerce/orders/${order.gatewayOrderId}`)!;
    expect(charge.headers['idempotency-key']).toBe(bogIdempotencyKey('orioni-payment-1'));
    expect(charge.body).toMatchObject({
      purchase_units: { currency: 'GEL', total_amount: 448 },
      external_order_id: 'pay:orioni-payment-1',
    });
    expect(await gateway.getPaymentStatus(first.externalId!)).toMatchObject({ status: 'succeeded' });
  });

  it('maps rejected charges to declined and insufficient funds, and an unknown card to failed', async () => {
    const declined = await cardOrder();
    bank.payCardOrder(declined.gatewayOrderId, { outcome: 'declined' });
    expect(
      (await gateway.chargeSavedCard({ token: declined.gatewayOrderId, amount: 100, idempotencyKey: 'k-d', description: 'd' })).status,
    ).toBe('declined');
    const poor = await cardOrder();
    bank.payCardOrder(poor.gatewayOrderId, { outcome: 'insufficient_funds' });
    expect(
      (await gateway.chargeSavedCard({ token: poor.gatewayOrderId, amount: 100, idempotencyKey: 'k-i', description: 'i' })).status,
    ).toBe('insufficient_funds');
    expect((await gateway.chargeSavedCard({ token: 'no-such-order', amount: 100, idempotencyKey: 'k-u', description: 'u' })).status).toBe(
      'failed',
    );
  });

  it('deletes a saved card', async () => {
    const order = await cardOrder();
    bank.payCardOrder(order.gatewayOrderId);
    await gateway.deleteCard(order.gatewayOrderId);
    expect(bank.orders.get(order.gatewayOrderId)!.saveCard).toBe(false);
  });
});

describe('the storefront on the Bank of Georgia gateway', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      config: {
        publicUrl: 'http://shop.test',
        payments: {
          gateway: 'bog',
          sandboxSecret: 'unused',
          bog: {
            clientId: bank.clientId,
            clientSecret: bank.clientSecret,
            apiUrl: bank.apiUrl,
            authUrl: bank.authUrl,
            publicKey: bank.publicKeyPem,
          },
        },
      },
    });
  });
  afterAll(() => t.close());
  let user: Awaited<ReturnType<typeof createSignedInUser>>;
  let orderId: string;

  it('saves a card through a signed callback and pays a purchase with it', async () => {
    user = await createSignedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const redirect: string = res.json().data.redirectUrl;
    expect(redirect.startsWith(`${bank.baseUrl}/payment/`)).toBe(true);
    orderId = redirect.split('/').pop()!;
    const { body, signature } = bank.payCardOrder(orderId, { payerIdentifier: '411111xxxxxx1111', cardType: 'visa' });

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/bog',
      headers: { 'content-type': 'application/json', 'callback-signature': signature },
      payload: body.replace('1111', '2222'),
    });
    expect(forged.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data).toBeNull();

    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/bog',
      headers: { 'content-type': 'application/json', 'callback-signature': signature },
      payload: body,
    });
    expect(callback.statusCode, callback.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data).toMatchObject({
      mask: '411111******1111',
      brand: 'VISA',
    });
    // The sandbox bank's page does not exist on this gateway.
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/abcdefghijklmnop' })).statusCode).toBe(404);

    await t.app.inject({ method: 'PUT', url: '/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=2', headers: user.headers });
    const paid = await t.app.inject({
      method: 'PUT',
      url: '/api/product/purchase',
      headers: { ...user.headers, 'idempotency-key': `bog-${randomUUID()}` },
      payload: { firstName: 'Nino', lastName: 'Beridze', idNumber: '01001012345' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const charged = bank.requests.filter((r) => r.method === 'POST' && r.path === `/payments/v1/ecommerce/orders/${orderId}`);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.body).toMatchObject({ purchase_units: { total_amount: 178 } });
  });

  it('renews the subscription a month later by the saved card token, once (issue 11)', async () => {
    const chargesOf = () => bank.requests.filter((r) => r.method === 'POST' && r.path === `/payments/v1/ecommerce/orders/${orderId}`);
    const before = chargesOf().length;
    const nextMonth = new Date(t.clock.now().getTime() + 32 * 86_400_000);
    const pass = await t.app.services.subscriptions.runPass(nextMonth);
    expect(pass).toMatchObject({ charged: 1, failed: 0, unknown: 0 });
    expect(chargesOf()).toHaveLength(before + 1);
    expect(chargesOf().at(-1)!.body).toMatchObject({ purchase_units: { total_amount: 178 } });
    // The same day again: nothing more is due, nothing is charged.
    expect(await t.app.services.subscriptions.runPass(nextMonth)).toMatchObject({ charged: 0, reconciled: 0 });
    expect(chargesOf()).toHaveLength(before + 1);
  });
});
