import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { cards, outboxEmails, paymentLines, payments, purchasedItems, users } from '../../../db/schema/index.ts';
import { ManualClock } from '../../../lib/clock.ts';
import { startFakeBogServer, type FakeBogServer } from '../../../test/fake-bog/fake-bog-server.ts';
import { createSignedInUser } from '../../../test/auth.ts';
import { seedDueSubscriptions } from '../../../test/billing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { CallbackVerificationError, PaymentPendingError, RefundRefusedError } from '../gateway.ts';
import { BogGateway, bogIdempotencyKey, statusOf } from './bog-gateway.ts';
import { MemoryBogStore } from './bog-store.ts';

let bank: FakeBogServer;
let clock: ManualClock;
let gateway: BogGateway;

const CALLBACK = 'https://shop.test/api/payment/callback/bog';
const urls = {
  successUrl: 'https://shop.test/cart/default/success',
  failUrl: 'https://shop.test/cart/default/failure',
  callbackUrl: CALLBACK,
};
const cardOrder = (reference: string = randomUUID()) => gateway.createCardOrder({ reference, language: 'EN', ...urls });
const requestsTo = (method: string, path: RegExp) => bank.requests.filter((r) => r.method === method && path.test(r.path));

/** The customer pays a first purchase on the bank's page; the order becomes the item's parent. */
async function firstPurchase(purchasedItemId: number, amount: number, g: BogGateway = gateway) {
  const order = await g.createPaymentOrder({
    reference: `first-${randomUUID()}`,
    language: 'KA',
    ...urls,
    amount,
    description: 'Orioni order',
    saveForAutomaticCharges: true,
  });
  const callback = bank.pay(order.gatewayOrderId);
  expect(await g.verifyCallback({ 'callback-signature': callback.signature }, callback.body)).toMatchObject({
    kind: 'payment',
    externalId: order.gatewayOrderId,
    status: 'succeeded',
  });
  await g.registerRenewalParent({ purchasedItemId, gatewayOrderId: order.gatewayOrderId });
  return order.gatewayOrderId;
}

/** One item's renewal without the customer: its line's answer. */
const renew = async (token: string, idempotencyKey: string, purchasedItemId: number, amount: number) =>
  (await gateway.chargeRenewal({ token, idempotencyKey, description: 'Renewal', lines: [{ purchasedItemId, amount }] }))[0]!.result;

beforeAll(async () => {
  bank = await startFakeBogServer();
  clock = new ManualClock();
  // Order lifetimes (`ttl`) run on the adapter's clock.
  bank.now = () => clock.now().getTime();
  gateway = new BogGateway({
    clientId: bank.clientId,
    clientSecret: bank.clientSecret,
    apiUrl: bank.apiUrl,
    authUrl: bank.authUrl,
    publicKey: bank.publicKeyPem,
    clock,
    callbackUrl: CALLBACK,
    timeoutMs: 300,
    retryDelayMs: 5,
    pollAttempts: 3,
    pollIntervalMs: 5,
    store: new MemoryBogStore(),
  });
});
afterAll(() => bank.close());

describe('Bank of Georgia adapter against a bank built from its documentation', () => {
  it('gets an OAuth2 token with client credentials and reuses it until it is about to expire', async () => {
    const before = bank.tokensIssued;
    await cardOrder();
    await cardOrder();
    expect(bank.tokensIssued).toBe(before + 1);
    clock.advance(3_600_000 - 30_000); // inside the last minute of its life
    await cardOrder();
    expect(bank.tokensIssued).toBe(before + 2);
    const wrong = new BogGateway({ ...gateway['options'], clientSecret: 'nope' });
    await expect(wrong.getPaymentStatus('x')).rejects.toThrow(/token request failed: 401/);
  });

  it('issue 31 item 8: every documented status is read; only rejected is a refusal, undecided ones are pending', () => {
    const of = (key: string, code?: string) => statusOf({ order_id: 'o', order_status: { key }, payment_detail: { code: code ?? null } });
    expect(['created', 'processing', 'auth_requested', 'blocked', 'something_new'].map((k) => of(k))).toEqual(Array(5).fill('pending'));
    expect(['completed', 'partial_completed', 'refund_requested', 'refunded', 'refunded_partially'].map((k) => of(k))).toEqual(
      Array(5).fill('succeeded'),
    );
    expect([of('rejected', '101'), of('rejected', '107')]).toEqual(['declined', 'insufficient_funds']);
    // An order whose page expired unpaid (after its ttl): failed, nothing moved.
    const expires = { order_id: 'o', order_status: { key: 'created' }, zoned_expire_date: '2027-01-01T10:15:00.000000Z' };
    expect(statusOf(expires, new Date('2027-01-01T10:14:59Z'))).toBe('pending');
    // issue 39 item 2: not at that instant; only a margin after it (a page paid a moment late is still paid).
    expect(statusOf(expires, new Date('2027-01-01T10:15:01Z'))).toBe('pending');
    expect(statusOf(expires, new Date('2027-01-01T10:19:59Z'))).toBe('pending');
    expect(statusOf(expires, new Date('2027-01-01T10:20:01Z'))).toBe('failed');
    expect(statusOf({ order_id: 'o', order_status: { key: 'rejected' }, purchase_units: { transfer_amount: '0.00' } })).toBe('failed');
  });

  it('issue 31 item 1: saving a card alone is an automatic payment given back at once, never an amount held', async () => {
    const order = await cardOrder('ref-1');
    const create = requestsTo('POST', /\/ecommerce\/orders$/).find(
      (r) => (r.body as { external_order_id?: string }).external_order_id === 'card:ref-1',
    )!;
    expect(create.body).toMatchObject({
      callback_url: CALLBACK,
      capture: 'automatic',
      purchase_units: { currency: 'GEL', total_amount: 0.1 },
    });
    expect(create.headers['accept-language']).toBe('en');
    // Customer-present reuse only: a 0.10 ₾ order must never be a parent of automatic charges.
    expect(bank.orders.get(order.gatewayOrderId)!.saved).toEqual({ cards: true, subscriptions: false });

    const callback = bank.pay(order.gatewayOrderId, { payerIdentifier: '548888xxxxxx9893', cardType: 'mc' });
    expect(callback.status).toBe('completed');
    expect(await gateway.verifyCallback({ 'callback-signature': callback.signature }, callback.body)).toEqual({
      kind: 'card_order',
      gatewayOrderId: order.gatewayOrderId,
      outcome: 'succeeded',
      card: { token: order.gatewayOrderId, mask: '548888******9893', brand: 'MASTERCARD' },
    });
    await gateway.settled();
    expect(bank.orders.get(order.gatewayOrderId)).toMatchObject({ status: 'refunded', transferred: 10, refunded: 10 });
  });

  it('issue 31 item 1: an older manual-capture card order left blocked saves the card and its hold is released', async () => {
    // An order created the old way (capture manual) ends `blocked` at the bank, never `completed`.
    const order = await cardOrder();
    bank.orders.get(order.gatewayOrderId)!.capture = 'manual';
    const callback = bank.pay(order.gatewayOrderId);
    expect(callback.status).toBe('blocked');
    expect(await gateway.verifyCallback({ 'callback-signature': callback.signature }, callback.body)).toMatchObject({
      kind: 'card_order',
      outcome: 'succeeded',
    });
    await gateway.settled();
    expect(requestsTo('POST', new RegExp(`/payment/authorization/cancel/${order.gatewayOrderId}$`))).toHaveLength(1);
    expect(bank.orders.get(order.gatewayOrderId)!.status).toBe('rejected');
  });

  it('issue 31 item 7: a card order whose callback never came is finished by asking the bank', async () => {
    const order = await cardOrder();
    bank.pay(order.gatewayOrderId, { payerIdentifier: '411111xxxxxx1111', cardType: 'visa' }); // the callback is lost
    expect(await gateway.pollCardOrder(order.gatewayOrderId)).toMatchObject({
      kind: 'card_order',
      outcome: 'succeeded',
      card: { mask: '411111******1111', brand: 'VISA' },
    });
  });

  it('verifies the callback signature with the bank key before reading it', async () => {
    const order = await cardOrder();
    const { body, signature } = bank.pay(order.gatewayOrderId);
    await expect(async () => gateway.verifyCallback({ 'callback-signature': signature }, body.replace('9893', '0000'))).rejects.toThrow(
      CallbackVerificationError,
    );
    await expect(async () => gateway.verifyCallback({}, body)).rejects.toThrow(CallbackVerificationError);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = sign('sha256', Buffer.from(body), other).toString('base64');
    await expect(async () => gateway.verifyCallback({ 'callback-signature': forged }, body)).rejects.toThrow(CallbackVerificationError);
    const keyless = new BogGateway({ ...gateway['options'], publicKey: undefined });
    await expect(async () => keyless.verifyCallback({ 'callback-signature': signature }, body)).rejects.toThrow(/BOG_PUBLIC_KEY/);
  });

  it('issue 31 items 2 and 3: a first purchase saves the card and the next renewal is charged without the customer, at the right amount, once', async () => {
    const parent = await firstPurchase(101, 14900);
    // Save Card for Automatic Payments: `/subscriptions` before the customer reaches the page.
    const put = bank.requests.findIndex((r) => r.method === 'PUT' && r.path === `/payments/v1/orders/${parent}/subscriptions`);
    expect(put).toBeGreaterThanOrEqual(0);
    const charges = bank.charges;

    const renewal = {
      token: parent,
      idempotencyKey: 'orioni-payment-7',
      description: 'Renewal 7',
      lines: [{ purchasedItemId: 101, amount: 14900 }],
    };
    const [line] = await gateway.chargeRenewal(renewal);
    expect(line!.result).toMatchObject({ status: 'succeeded', reason: null });
    const subscribe = requestsTo('POST', new RegExp(`/ecommerce/orders/${parent}/subscribe$`));
    expect(subscribe).toHaveLength(1);
    expect(subscribe[0]!.body).toEqual({ callback_url: CALLBACK, external_order_id: 'orioni-payment-7:101' });
    expect(subscribe[0]!.headers['idempotency-key']).toBe(bogIdempotencyKey('orioni-payment-7:101'));
    expect(bank.orders.get(line!.result!.externalId!)).toMatchObject({ amount: 14900, transferred: 14900, parentId: parent });
    expect(bank.charges).toBe(charges + 1);

    // The same renewal again (a crash, a second instance): read, never charged twice.
    const [again] = await gateway.chargeRenewal(renewal);
    expect(again!.result!.externalId).toBe(line!.result!.externalId);
    expect(bank.charges).toBe(charges + 1);

    // An amount the parent does not carry is refused before the bank: it would charge 149.00 ₾.
    const [other] = await gateway.chargeRenewal({
      ...renewal,
      idempotencyKey: 'orioni-payment-8',
      lines: [{ purchasedItemId: 101, amount: 9900 }],
    });
    expect(other!.result).toMatchObject({ status: 'failed', externalId: null });
    expect(bank.charges).toBe(charges + 1);
  });

  it('issue 31 item 3: two items renew from their own parents, each at its own amount, never summed', async () => {
    const a = await firstPurchase(201, 14900);
    const b = await firstPurchase(202, 4900);
    const lines = await gateway.chargeRenewal({
      token: a,
      idempotencyKey: 'orioni-payment-20',
      description: 'Renewal 20',
      lines: [
        { purchasedItemId: 201, amount: 14900 },
        { purchasedItemId: 202, amount: 4900 },
      ],
    });
    expect(lines.map((l) => l.result!.status)).toEqual(['succeeded', 'succeeded']);
    expect(lines.map((l) => bank.orders.get(l.result!.externalId!)!.parentId)).toEqual([a, b]);
    expect(lines.map((l) => bank.orders.get(l.result!.externalId!)!.transferred)).toEqual([14900, 4900]);
  });

  it('issue 31 item 4: a renewal left processing stays pending and is settled later without a second charge', async () => {
    const parent = await firstPurchase(301, 14900);
    const renewal = {
      token: parent,
      idempotencyKey: 'orioni-payment-30',
      description: 'Renewal 30',
      lines: [{ purchasedItemId: 301, amount: 14900 }],
    };
    bank.holdCharges(true);
    const charges = bank.charges;
    const [line] = await gateway.chargeRenewal(renewal);
    expect(line!.result).toBeNull(); // no decision yet: the payment stays pending, never failed
    const child = [...bank.orders.values()].find((o) => o.parentId === parent && o.externalOrderId === 'orioni-payment-30:301')!;
    expect(child.status).toBe('processing');
    await expect(gateway.getPaymentStatus(child.id)).rejects.toBeInstanceOf(PaymentPendingError);
    // The legacy one-amount path answers the same way: pending, with the bank's order id kept.
    await expect(
      gateway.chargeSavedCard({ token: parent, amount: 14900, idempotencyKey: 'orioni-payment-30:301', description: 'x' }),
    ).rejects.toMatchObject({
      externalId: child.id,
    });

    bank.holdCharges(false);
    const callback = bank.finish(child.id);
    expect(await gateway.verifyCallback({ 'callback-signature': callback.signature }, callback.body)).toMatchObject({
      kind: 'payment',
      status: 'succeeded',
    });
    const [later] = await gateway.chargeRenewal(renewal);
    expect(later!.result).toMatchObject({ status: 'succeeded', externalId: child.id });
    expect(bank.charges).toBe(charges + 1);
  });

  it('issue 31 item 5: a token expiry mid-pass costs no renewal', async () => {
    const a = await firstPurchase(401, 14900);
    const b = await firstPurchase(402, 4900);
    const tokens = bank.tokensIssued;
    const first = await renew(a, 'orioni-payment-40', 401, 14900);
    bank.expireTokens(); // the bank's token lapses between two charges of the same pass
    const second = await renew(b, 'orioni-payment-41', 402, 4900);
    expect([first!.status, second!.status]).toEqual(['succeeded', 'succeeded']);
    expect(bank.tokensIssued).toBe(tokens + 1);
    expect(requestsTo('POST', new RegExp(`/ecommerce/orders/${b}/subscribe$`))).toHaveLength(2); // 401, then again
  });

  it('issue 31 item 5: a hung call times out and is retried with the same key; the bank charges once', async () => {
    const parent = await firstPurchase(501, 14900);
    const charges = bank.charges;
    bank.fault(/subscribe$/, { slowMs: 5_000 }); // the bank charges, then answers too late
    const line = await renew(parent, 'orioni-payment-50', 501, 14900);
    expect(line).toMatchObject({ status: 'succeeded' });
    const tries = requestsTo('POST', new RegExp(`/ecommerce/orders/${parent}/subscribe$`));
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((r) => r.headers['idempotency-key']))).toEqual(new Set([bogIdempotencyKey('orioni-payment-50:501')]));
    expect(bank.charges).toBe(charges + 1);
  });

  it('issue 31 item 5: 429, 409 and 5xx are retried with the same key; when they persist the outcome is unknown, not a decline', async () => {
    const parent = await firstPurchase(601, 14900);
    bank.fault(/subscribe$/, { status: 429 });
    bank.fault(/subscribe$/, { status: 409 });
    const ok = await renew(parent, 'orioni-payment-60', 601, 14900);
    expect(ok).toMatchObject({ status: 'succeeded' });

    for (let i = 0; i < 3; i += 1) bank.fault(/subscribe$/, { status: 503 });
    const charges = bank.charges;
    const unknown = await renew(parent, 'orioni-payment-61', 601, 14900);
    expect(unknown).toBeNull();
    expect(bank.charges).toBe(charges);
    // The next pass asks again with the same key and charges once.
    const later = await renew(parent, 'orioni-payment-61', 601, 14900);
    expect(later).toMatchObject({ status: 'succeeded' });
    expect(bank.charges).toBe(charges + 1);
  });

  it('maps refused charges to declined and insufficient funds', async () => {
    const declined = await gateway.createPaymentOrder({
      reference: randomUUID(),
      language: 'EN',
      ...urls,
      amount: 100,
      description: 'd',
      saveForAutomaticCharges: true,
    });
    bank.pay(declined.gatewayOrderId);
    await gateway.registerRenewalParent({ purchasedItemId: 701, gatewayOrderId: declined.gatewayOrderId });
    bank.orders.get(declined.gatewayOrderId)!.card!.outcome = 'insufficient_funds'; // the card is empty a month later
    const [poor] = await gateway.chargeRenewal({
      token: 'x',
      idempotencyKey: 'k-i',
      description: 'i',
      lines: [{ purchasedItemId: 701, amount: 100 }],
    });
    expect(poor!.result!.status).toBe('insufficient_funds');
    bank.orders.get(declined.gatewayOrderId)!.card!.outcome = 'declined';
    const [refused] = await gateway.chargeRenewal({
      token: 'x',
      idempotencyKey: 'k-d',
      description: 'd',
      lines: [{ purchasedItemId: 701, amount: 100 }],
    });
    expect(refused!.result!.status).toBe('declined');
  });

  it('issue 31 item 7: whole and partial refunds reach the bank', async () => {
    const parent = await firstPurchase(801, 14900);
    const line = await renew(parent, 'orioni-payment-80', 801, 14900);
    const paid = line!.externalId!;
    expect(await gateway.refund({ externalId: paid, amount: 4950, idempotencyKey: 'refund-1' })).toEqual({
      status: 'refunded_partially',
      refundedAmount: 4950,
    });
    // The same refund asked again does not refund twice, and reads the order once.
    const receipts = () => requestsTo('GET', new RegExp(`/receipt/${paid}$`)).length;
    const readBefore = receipts();
    expect(await gateway.refund({ externalId: paid, amount: 4950, idempotencyKey: 'refund-1' })).toEqual({
      status: 'refunded_partially',
      refundedAmount: 4950,
    });
    expect(receipts() - readBefore).toBe(1);
    expect(await gateway.refund({ externalId: paid, idempotencyKey: 'refund-2' })).toEqual({ status: 'refunded', refundedAmount: 14900 });
    // The repeated key is read back from our own record (`bog_refunds`): the bank is not asked again.
    const asked = requestsTo('POST', new RegExp(`/payment/refund/${paid}$`));
    expect(asked.map((r) => r.body)).toEqual([{ amount: 49.5 }, { amount: 99.5 }]);
    // Never more than was paid: nothing is left, so a further refund is refused before the bank is asked.
    await expect(gateway.refund({ externalId: paid, amount: 1, idempotencyKey: 'refund-3' })).rejects.toThrow(RefundRefusedError);
    expect(requestsTo('POST', new RegExp(`/payment/refund/${paid}$`))).toHaveLength(2);
    expect(bank.callbacks.filter((c) => c.orderId === paid).map((c) => c.status)).toEqual(['completed', 'refunded_partially', 'refunded']);
  });

  it('a refund whose answer never came is settled by what the bank shows: never asked anew once the bank has it, asked again when it has no trace', async () => {
    const parent = await firstPurchase(811, 14900);
    const paid = (await renew(parent, 'orioni-payment-81', 811, 14900))!.externalId!;
    const posts = () => requestsTo('POST', new RegExp(`/payment/refund/${paid}$`)).length;

    // The bank gives 50.00 back, but no answer reaches the shop (each try times out).
    for (let i = 0; i < 3; i += 1) bank.fault(/payment\/refund\//, { slowMs: 2_000 });
    await expect(gateway.refund({ externalId: paid, amount: 5000, idempotencyKey: 'lost-answer' })).rejects.not.toThrow(RefundRefusedError);
    expect(bank.orders.get(paid)!.refunded).toBe(5000);
    const asked = posts();
    // Asked again: the bank shows it, so it is over, and the bank is not asked again.
    expect(await gateway.refund({ externalId: paid, amount: 5000, idempotencyKey: 'lost-answer' })).toEqual({
      status: 'refunded_partially',
      refundedAmount: 5000,
    });
    expect(posts()).toBe(asked);

    // The bank never got the request (each try refused with 503): asked again, it is asked anew, once.
    for (let i = 0; i < 3; i += 1) bank.fault(/payment\/refund\//, { status: 503 });
    await expect(gateway.refund({ externalId: paid, amount: 2000, idempotencyKey: 'never-arrived' })).rejects.not.toThrow(
      RefundRefusedError,
    );
    expect(bank.orders.get(paid)!.refunded).toBe(5000);
    expect(await gateway.refund({ externalId: paid, amount: 2000, idempotencyKey: 'never-arrived' })).toEqual({
      status: 'refunded_partially',
      refundedAmount: 7000,
    });
    expect(await gateway.refund({ externalId: paid, amount: 2000, idempotencyKey: 'never-arrived' })).toEqual({
      status: 'refunded_partially',
      refundedAmount: 7000,
    });
    expect(bank.orders.get(paid)!.refunded).toBe(7000);
  });

  it('issue 31 item 6: deleting the card reaches the bank, and no automatic charge follows', async () => {
    const parent = await firstPurchase(901, 14900);
    await gateway.deleteCard(parent);
    expect(requestsTo('DELETE', new RegExp(`/charges/card/${parent}$`))).toHaveLength(1);
    const line = await renew(parent, 'orioni-payment-90', 901, 14900);
    expect(line).toMatchObject({ status: 'failed', reason: 'bank answered 404' });
    await expect(gateway.deleteCard('no-such-order')).rejects.toThrow(/404/);
  });

  it('issue 31 item 7: PAYMENT_GATEWAY=bog without BOG_PUBLIC_KEY stops the production start with a clear message', () => {
    const env = {
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'bog',
      BOG_CLIENT_ID: 'id',
      BOG_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.test:25',
      ACCOUNTS_SECRET: 'a'.repeat(40),
      PUBLIC_URL: 'https://orioni.ge',
    };
    expect(() => loadConfig(env)).toThrow(/BOG_PUBLIC_KEY/);
    expect(loadConfig({ ...env, BOG_PUBLIC_KEY: bank.publicKeyPem }).payments.bog.timeoutMs).toBe(5000);
  });
});

describe('the storefront on the Bank of Georgia gateway', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      config: {
        // create-order: the callback address "must be HTTPS" (the fake bank refuses http://).
        publicUrl: 'https://shop.test',
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
    bank.now = () => t.clock.now().getTime();
  });
  afterAll(() => t.close());

  it('saves a card through a signed callback, gives the verification amount back, and deletes it at the bank', async () => {
    const user = await createSignedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = (res.json().data.redirectUrl as string).split('/').pop()!;
    const { body, signature } = bank.pay(orderId, { payerIdentifier: '411111xxxxxx1111', cardType: 'visa' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/bog',
      headers: { 'content-type': 'application/json', 'callback-signature': signature },
      payload: body.replace('1111', '2222'),
    });
    expect(forged.statusCode).toBe(401);
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/bog',
      headers: { 'content-type': 'application/json', 'callback-signature': signature },
      payload: body,
    });
    expect(callback.statusCode, callback.body).toBe(200);
    const card = (await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data;
    expect(card).toMatchObject({ mask: '411111******1111', brand: 'VISA' });
    await (t.app.services.gateway as BogGateway).settled();
    expect(bank.orders.get(orderId)!.status).toBe('refunded');

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/payment/card?cardId=${card.cardId}`, headers: user.headers });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(requestsTo('DELETE', new RegExp(`/charges/card/${orderId}$`))).toHaveLength(1);
  });

  it('issue 31: the parents and charge keys live in the database (migration 0008): a renewal asked twice charges once', async () => {
    const g = t.app.services.gateway as BogGateway;
    const parent = await firstPurchase(1001, 17800, g);
    const charges = bank.charges;
    const renewal = {
      token: parent,
      idempotencyKey: `orioni-payment-${randomUUID()}`,
      description: 'r',
      lines: [{ purchasedItemId: 1001, amount: 17800 }],
    };
    const [first] = await g.chargeRenewal(renewal);
    bank.ageIdempotencyKeys(0); // the bank forgot the key: our own record still answers
    const [again] = await g.chargeRenewal(renewal);
    expect(first!.result).toMatchObject({ status: 'succeeded' });
    expect(again!.result!.externalId).toBe(first!.result!.externalId);
    expect(bank.charges).toBe(charges + 1);
    expect(bank.orders.get(first!.result!.externalId!)!.transferred).toBe(17800);
  });

  /** A customer whose saved card is a BOG order paid at exactly the monthly renewal amount. */
  async function customerWithParent(prefix: string) {
    const today = t.clock.now().toISOString().slice(0, 10);
    await seedDueSubscriptions(t.db, { customers: 1, perCustomer: 1, dueDate: today, emailPrefix: prefix });
    const [item] = await t.db
      .select({ id: purchasedItems.id, userId: purchasedItems.userId, unitCost: purchasedItems.unitCost })
      .from(purchasedItems)
      .innerJoin(users, eq(users.id, purchasedItems.userId))
      .where(like(users.email, `${prefix}-%`));
    const g = t.app.services.gateway as BogGateway;
    const parent = await firstPurchase(item!.id, item!.unitCost, g);
    await t.db.update(cards).set({ gateway: 'bog', gatewayToken: parent }).where(eq(cards.userId, item!.userId));
    return { parent, amount: item!.unitCost };
  }

  it('issue 31 item 4: a renewal the bank leaves processing stays pending in the pass, and the next pass settles it without a second charge', async () => {
    const { parent, amount } = await customerWithParent(`bog-pending-${randomUUID().slice(0, 8)}`);
    const subscribes = () => requestsTo('POST', new RegExp(`/ecommerce/orders/${parent}/subscribe$`));
    bank.holdCharges(true);
    const first = await t.app.services.renewals.runPass(t.clock.now());
    bank.holdCharges(false);
    expect(first).toMatchObject({ charged: 0, failed: 0, unknown: 1 });
    expect(subscribes()).toHaveLength(1);
    const child = [...bank.orders.values()].find((o) => o.parentId === parent)!;
    expect(child).toMatchObject({ status: 'processing', amount });

    bank.finish(child.id);
    const later = await t.app.services.renewals.runPass(new Date(t.clock.now().getTime() + 10 * 60_000));
    expect(later).toMatchObject({ reconciled: 1, failed: 0, unknown: 0 });
    expect(subscribes()).toHaveLength(1); // read by its key, never charged again
    expect(bank.orders.get(child.id)!.transferred).toBe(amount);
  });

  it('a refund the bank takes and finishes later is settled by the reconciler: PENDING until then, one e-mail, never asked twice', async () => {
    const prefix = `bog-refund-${randomUUID().slice(0, 8)}`;
    await customerWithParent(prefix);
    expect(await t.app.services.renewals.runPass(t.clock.now())).toMatchObject({ charged: 1 });
    const [paid] = await t.db
      .select({ id: payments.id, userId: payments.userId, externalId: payments.externalId, email: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(like(users.email, `${prefix}-%`), eq(payments.kind, 'RENEWAL'), eq(payments.status, 'SUCCEEDED')));
    const [line] = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paid!.id));
    const mails = () =>
      t.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, paid!.email), eq(outboxEmails.template, 'refund-receipt')));
    const refundPosts = () => requestsTo('POST', new RegExp(`/payment/refund/${paid!.externalId}$`));

    bank.holdRefunds(true);
    const asked = await t.app.services.refunds.refund({
      paymentId: paid!.id,
      lines: [{ paymentLineId: line!.id, amount: line!.amount }],
      idempotencyKey: randomUUID(),
    });
    bank.holdRefunds(false);
    expect(asked).toMatchObject({ status: 'PENDING', amount: line!.amount });
    expect(bank.orders.get(paid!.externalId!)!.status).toBe('refund_requested');
    expect(await mails()).toHaveLength(0);

    // A minute on, the bank still works on it: asked again (read back, not refunded again), still PENDING.
    t.clock.advance(2 * 60_000);
    expect(await t.app.services.refunds.reconcilePending()).toEqual({ settled: 0, unresolved: 1 });
    expect(await mails()).toHaveLength(0);

    bank.finishRefund(paid!.externalId!);
    expect(await t.app.services.refunds.reconcilePending()).toEqual({ settled: 1, unresolved: 0 });
    const [refund] = await t.db.select().from(payments).where(eq(payments.id, asked.refundPaymentId));
    expect(refund).toMatchObject({ kind: 'REFUND', status: 'SUCCEEDED', amount: -line!.amount });
    expect(await mails()).toHaveLength(1);

    // Nothing is left to settle, and nothing is sent or refunded twice.
    expect(await t.app.services.refunds.reconcilePending()).toEqual({ settled: 0, unresolved: 0 });
    expect(await mails()).toHaveLength(1);
    expect(refundPosts()).toHaveLength(1);
    expect(bank.orders.get(paid!.externalId!)!.refunded).toBe(line!.amount);
  });
});
