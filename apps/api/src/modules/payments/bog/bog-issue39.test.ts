import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMonths } from '@orioni/contracts';
import { cartItems, outboxEmails, payments, purchasedItems } from '../../../db/schema/index.ts';
import { createSignedInUser, personalNumberFor, type TestUser } from '../../../test/auth.ts';
import { startFakeBogServer, type FakeBogServer, type FakeCallback } from '../../../test/fake-bog/fake-bog-server.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { PaymentReconciler } from '../../../jobs/payment-reconciler.ts';
import type { BogGateway } from './bog-gateway.ts';

/**
 * Issue 39 part A: the Bank of Georgia path, through the real services and routes on
 * `PAYMENT_GATEWAY=bog`, against the fake bank built from BOG's documentation (ADR 022).
 */
let bank: FakeBogServer;
let t: TestContext;
let gateway: BogGateway;

const SHOP = 'https://shop.test';
beforeAll(async () => {
  bank = await startFakeBogServer();
  t = await createTestApp({
    seed: true,
    env: {
      PAYMENT_GATEWAY: 'bog',
      PUBLIC_URL: SHOP,
      BOG_CLIENT_ID: bank.clientId,
      BOG_CLIENT_SECRET: bank.clientSecret,
      BOG_API_URL: bank.apiUrl,
      BOG_AUTH_URL: bank.authUrl,
      BOG_PUBLIC_KEY: bank.publicKeyPem,
      BOG_TIMEOUT_MS: '400',
    },
  });
  gateway = t.app.services.gateway as BogGateway;
  bank.now = () => t.clock.now().getTime();
});
afterAll(async () => {
  await t?.close();
  await bank?.close();
});
beforeEach(async () => {
  await t.db.update(purchasedItems).set({ status: 'CANCELED' });
  bank.closeLateMs = 0;
  bank.refundedParentsAccepted = true;
});

const noon = (day: string) => new Date(`${day}T08:00:00Z`);
const requestsTo = (method: string, path: RegExp) => bank.requests.filter((r) => r.method === method && path.test(r.path));
const paymentsOf = (who: TestUser) => t.db.select().from(payments).where(eq(payments.userId, who.id)).orderBy(asc(payments.id));
const cartOf = async (who: TestUser) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, who.id))).map((r) => [r.productKey, r.quantity]);
const mailsTo = (who: TestUser, template: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, template)));
const itemsOf = (who: TestUser) =>
  t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id)).orderBy(asc(purchasedItems.id));
const reconcile = () => new PaymentReconciler(t.app.services.checkout, { info: () => undefined, warn: () => undefined }).runOnce();

/** A signed callback body, delivered to our route as the bank POSTs it; the HTTP answer. */
const post = (body: string, signature = bank.signCallback(body)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/callback/bog',
    headers: { 'content-type': 'application/json', 'callback-signature': signature },
    payload: body,
  });
async function deliver(callback: FakeCallback) {
  const res = await post(callback.body, callback.signature);
  expect(res.statusCode, res.body).toBe(200);
}
const orderOfRedirect = (redirectUrl: string) => {
  const found = [...bank.orders.values()].find((o) => redirectUrl.includes(o.id));
  if (!found) throw new Error(`no bank order behind ${redirectUrl}`);
  return found;
};
async function addToCart(who: TestUser, productKey: string, quantity: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/product/cart?productKey=${productKey}&quantity=${quantity}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const buy = (who: TestUser, idempotencyKey = `test-${randomUUID()}`) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...who.headers, 'idempotency-key': idempotencyKey },
    payload: { fullName: 'Nino Beridze', idNumber: personalNumberFor(who.id) },
  });
async function openCardOrder(who: TestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure',
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderOfRedirect(res.json().data.redirectUrl);
}
async function saveCard(who: TestUser) {
  const order = await openCardOrder(who);
  await deliver(bank.pay(order.id));
  await gateway.settled();
  return order.id;
}

/** A subscription item due on `due`, with its parent order paid at the bank. */
async function itemWithParent(who: TestUser, unitCost: number, due: string) {
  const anchor = addMonths(due, -1);
  const [item] = await t.db
    .insert(purchasedItems)
    .values({
      userId: who.id,
      productKey: 'ORIONI_HR_M1',
      period: 'M1',
      status: 'ACTIVE',
      quantity: 1,
      unitCost,
      price: unitCost,
      upcomingPayment: unitCost,
      anchorDate: anchor,
      nextPaymentDate: due,
      paidPeriods: 1,
      createdAt: noon(anchor),
      lastPaymentAt: noon(anchor),
    })
    .returning();
  const order = await gateway.createPaymentOrder({
    reference: `fixture-${randomUUID()}`,
    language: 'KA',
    successUrl: `${SHOP}/ok`,
    failUrl: `${SHOP}/no`,
    callbackUrl: `${SHOP}/api/payment/callback/bog`,
    amount: unitCost,
    description: 'Orioni order',
    saveForAutomaticCharges: true,
  });
  bank.pay(order.gatewayOrderId);
  await gateway.registerRenewalParent({ purchasedItemId: item!.id, gatewayOrderId: order.gatewayOrderId });
  return { item: item!, parentOrderId: order.gatewayOrderId };
}

describe('issue 39: the Bank of Georgia path', () => {
  it('item 1: a /subscribe whose every answer was lost is recorded from its callback (external_order_id) and never posted again', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    const due = '2028-03-10';
    const { parentOrderId } = await itemWithParent(who, 6_900, due);
    // The bank charges, but each of the three tries times out (our timeout is 400 ms).
    for (let i = 0; i < 3; i += 1) bank.fault(/^POST \/payments\/v1\/ecommerce\/orders\/[^/]+\/subscribe$/, { slowMs: 1_500 });
    const charges = bank.charges;
    await t.app.services.renewals.runPass(noon(due));
    expect(bank.charges).toBe(charges + 1);
    expect((await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL').map((p) => p.status)).toEqual(['PENDING']);
    const child = [...bank.orders.values()].find((o) => o.parentId === parentOrderId)!;
    expect(child.externalOrderId).toMatch(/^orioni-payment-\d+:\d+$/);
    // The bank keeps its Idempotency-Key for an unknown time: here it has forgotten it.
    bank.ageIdempotencyKeys(0);
    // Its callback carries our key as `external_order_id`; our route answers 200 and records the charge.
    await deliver(bank.callbacks.filter((c) => c.orderId === child.id).at(-1)!);

    await t.app.services.renewals.runPass(noon(due));
    expect(bank.charges).toBe(charges + 1);
    expect(requestsTo('POST', new RegExp(`/ecommerce/orders/${parentOrderId}/subscribe$`))).toHaveLength(3);
    const renewals = (await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL');
    expect(renewals.map((p) => [p.status, p.externalId])).toEqual([['SUCCEEDED', child.id]]);
  });

  it('item 2: a page paid a moment after its zoned_expire_date is not settled failed at that instant, and the late payment is recorded', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const first = await buy(who);
    expect(first.statusCode, first.body).toBe(200);
    const order = orderOfRedirect(first.json().data.redirectUrl);
    // The bank still takes a payment begun before the expiry (its page is on the 3-D Secure step).
    bank.closeLateMs = 2 * 60_000;
    t.clock.advance(15 * 60_000 + 30_000);
    await reconcile();
    expect((await paymentsOf(who)).map((p) => p.status)).toEqual(['PENDING']);
    // A second Pay meanwhile answers the same page, and opens none.
    const orders = bank.orders.size;
    const again = await buy(who);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(bank.orders.size).toBe(orders);
    await deliver(bank.pay(order.id));
    expect((await paymentsOf(who)).map((p) => [p.status, p.amount])).toEqual([['SUCCEEDED', 6_900]]);
    expect(await itemsOf(who)).toHaveLength(1);
    expect(await cartOf(who)).toEqual([]);
  });

  it('item 2: a success the bank reports after the page was settled failed is given back at once, and the payment says so', async () => {
    const who = await createSignedInUser(t, { language: 'KA', fullName: 'ნინო ბერიძე' });
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const order = orderOfRedirect((await buy(who)).json().data.redirectUrl);
    bank.closeLateMs = 30 * 60_000;
    t.clock.advance(21 * 60_000); // past the ttl and the margin; the bank still shows `created`
    await reconcile();
    const [failed] = await paymentsOf(who);
    expect([failed!.status, failed!.failureReason]).toEqual(['FAILED', 'The bank page expired unpaid']);
    expect(await cartOf(who)).toEqual([['ORIONI_HR_M1', 1]]);

    const late = bank.pay(order.id);
    await deliver(late);
    await deliver(late); // the bank sends it again: one refund
    expect(bank.orders.get(order.id)).toMatchObject({ transferred: 6_900, refunded: 6_900, status: 'refunded' });
    expect(requestsTo('POST', new RegExp(`/payment/refund/${order.id}$`)).map((r) => r.body)).toEqual([{ amount: 69 }]);
    const [after] = await paymentsOf(who);
    expect(after!.status).toBe('FAILED');
    expect(after!.failureReason).toMatch(/refunded automatically/);

    // The customer is told, once for the two deliveries, in the account's language: the amount, that it
    // came after the page expired, that nothing was bought, the money went back to the card, the cart waits.
    const told = await mailsTo(who, 'late-payment-refunded');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('დაგვიანებული გადახდა დაგიბრუნდათ — ორიონი');
    expect(told[0]!.text).toContain(`გადახდა №${after!.id} (69,00\u00a0₾)`);
    expect(told[0]!.text).toMatch(/გვერდს ვადა გაუვიდა/);
    expect(told[0]!.text).toMatch(/შეძენა არ შედგა/);
    expect(told[0]!.text).toMatch(/დაგიბრუნდათ იმავე ბარათზე/);
    expect(told[0]!.text).toMatch(/კალათა შენახულია/);
    expect(told[0]!.text).toContain(`${SHOP}/cart`);
    expect(await cartOf(who)).toEqual([['ORIONI_HR_M1', 1]]);
    // A third delivery, at the same time as a fourth: still one notice.
    await Promise.all([deliver(late), deliver(late)]);
    expect(await mailsTo(who, 'late-payment-refunded')).toHaveLength(1);
  });

  it('item 3: the bank (fake) refuses an http:// callback address, as create-order requires HTTPS', async () => {
    await expect(
      gateway.createCardOrder({
        reference: randomUUID(),
        language: 'EN',
        successUrl: `${SHOP}/ok`,
        failUrl: `${SHOP}/no`,
        callbackUrl: 'http://shop.test/api/payment/callback/bog',
      }),
    ).rejects.toThrow(/→ 400/);
  });

  it('item 4: orders that save a card offer the card only (payment_method), and a card order paid another way saves no card', async () => {
    const who = await createSignedInUser(t);
    const order = await openCardOrder(who);
    const opened = requestsTo('POST', /^\/payments\/v1\/ecommerce\/orders$/).at(-1)!;
    expect((opened.body as { payment_method?: unknown }).payment_method).toEqual(['card']);
    expect(() => bank.pay(order.id, { method: 'internet_bank' })).toThrow(/does not offer internet_bank/);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    expect((await buy(who)).statusCode).toBe(200);
    expect((requestsTo('POST', /^\/payments\/v1\/ecommerce\/orders/).at(-1)!.body as { payment_method?: unknown }).payment_method).toEqual([
      'card',
    ]);

    // Should the bank take another method anyway, the receipt says so and no card is saved.
    const receipt = {
      order_id: order.id,
      external_order_id: order.externalOrderId,
      order_status: { key: 'completed', value: 'completed' },
      purchase_units: { request_amount: '0.10', transfer_amount: '0.10', refund_amount: '0.00' },
      payment_detail: { transfer_method: { key: 'internet_bank' }, payer_identifier: null, code: '100' },
    };
    const res = await post(JSON.stringify({ event: 'order_payment', body: receipt }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.services.cards.current(who.id)).toBeNull();
  });

  it('item 5: a refused give-back of the 0.10 ₾ card check is kept and finished by the reconciliation', async () => {
    const who = await createSignedInUser(t);
    const order = await openCardOrder(who);
    bank.refuse(new RegExp(`^POST /payments/v1/payment/refund/${order.id}$`), 500, 3);
    await deliver(bank.pay(order.id));
    await gateway.settled();
    expect(await t.app.services.cards.current(who.id)).not.toBeNull();
    expect(bank.orders.get(order.id)).toMatchObject({ status: 'completed', refunded: 0 });
    bank.refuse(new RegExp(`^POST /payments/v1/payment/refund/${order.id}$`), 400, 1);
    await reconcile(); // refused again: still kept
    expect(bank.orders.get(order.id)).toMatchObject({ status: 'completed', refunded: 0 });
    await reconcile();
    expect(bank.orders.get(order.id)).toMatchObject({ status: 'refunded', refunded: 10 });
    const asked = requestsTo('POST', new RegExp(`/payment/refund/${order.id}$`));
    expect(asked.at(-1)!.body).toEqual({ amount: 0.1 });
    await reconcile(); // done: not asked again
    expect(requestsTo('POST', new RegExp(`/payment/refund/${order.id}$`))).toHaveLength(asked.length);
  });

  it('item 7: when the bank refuses the refunded card-check order as a parent, the purchase opens a plain bank page', async () => {
    const who = await createSignedInUser(t);
    const cardOrderId = await saveCard(who);
    expect(bank.orders.get(cardOrderId)!.status).toBe('refunded');
    bank.refundedParentsAccepted = false;
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const res = await buy(who);
    expect(res.statusCode, res.body).toBe(200);
    const order = orderOfRedirect(res.json().data.redirectUrl);
    expect(order.parentId).toBeNull();
    expect(requestsTo('POST', new RegExp(`^/payments/v1/ecommerce/orders/${cardOrderId}$`)).length).toBeGreaterThan(0);
    await deliver(bank.pay(order.id));
    expect((await paymentsOf(who)).map((p) => p.status)).toEqual(['SUCCEEDED']);
  });

  it('item 8: a refused PUT /cards before the redirect does not refuse the sale; the payment is taken and no card is saved', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    bank.refuse(/^PUT \/payments\/v1\/orders\/[^/]+\/cards$/, 400, 1);
    const res = await buy(who);
    expect(res.statusCode, res.body).toBe(200);
    const order = orderOfRedirect(res.json().data.redirectUrl);
    expect(order.saved.cards).toBe(false);
    await deliver(bank.pay(order.id));
    expect((await paymentsOf(who)).map((p) => p.status)).toEqual(['SUCCEEDED']);
    expect(await t.app.services.cards.current(who.id)).toBeNull();
  });

  it('item 9: every well-formed signed callback is answered 200: an unknown order, and a refund notification under another event name', async () => {
    const unknown = {
      order_id: randomUUID(),
      external_order_id: `card:${randomUUID()}`,
      order_status: { key: 'completed' },
      purchase_units: { transfer_amount: '0.10', refund_amount: '0.00' },
      payment_detail: { transfer_method: { key: 'card' }, payer_identifier: '548888xxxxxx9893', card_type: 'mc', code: '100' },
    };
    const res = await post(JSON.stringify({ event: 'order_payment', zoned_request_time: new Date().toISOString(), body: unknown }));
    expect(res.statusCode, res.body).toBe(200);

    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const order = orderOfRedirect((await buy(who)).json().data.redirectUrl);
    await deliver(bank.pay(order.id));
    const [paid] = await paymentsOf(who);
    await t.app.services.gateway.refund!({ externalId: paid!.externalId!, amount: 6_900, idempotencyKey: `refund-${paid!.id}` });
    const refunded = JSON.parse(bank.callbacks.at(-1)!.body) as { body: unknown };
    const asRefund = await post(
      JSON.stringify({ event: 'order_refund', zoned_request_time: new Date().toISOString(), body: refunded.body }),
    );
    expect(asRefund.statusCode, asRefund.body).toBe(200);
    // A forged one is still refused.
    expect((await post(JSON.stringify({ event: 'order_refund', body: refunded.body }), 'forged')).statusCode).toBe(401);
  });

  it('item 10: the bank statement reads "Orioni" and a readable reference, not our external ids', async () => {
    const who = await createSignedInUser(t);
    const card = await openCardOrder(who);
    expect(bank.statementOf(card.id)).toMatch(/^Orioni card check [0-9A-F]{6}$/);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const res = await buy(who);
    const order = orderOfRedirect(res.json().data.redirectUrl);
    expect(bank.statementOf(order.id)).toBe(`Orioni payment ${res.json().data.paymentId}`);
    for (const text of [bank.statementOf(card.id), bank.statementOf(order.id)]) {
      expect(text.length).toBeLessThanOrEqual(25);
      expect(text).not.toMatch(/card:|pay:/);
    }
  });

  it('item 11: a page opened from the saved card that expires unpaid is called expired (nothing moved), not a decline', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const order = orderOfRedirect((await buy(who)).json().data.redirectUrl);
    expect(order.parentId).not.toBeNull(); // recurrent-payment: the saved card's details come with it
    t.clock.advance(16 * 60_000);
    await reconcile();
    expect(bank.orders.get(order.id)).toMatchObject({ status: 'rejected', transferred: 0 });
    const [expired] = await paymentsOf(who);
    expect([expired!.status, expired!.failureKey, expired!.failureReason]).toEqual([
      'FAILED',
      'PAYMENT_FAILED',
      'The bank page expired unpaid',
    ]);
  });
});
