import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { pendingCardRemovals } from '../cards.queries.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMonths } from '@orioni/contracts';
import { cardOrders, cartItems, payments, purchasedItems } from '../../../db/schema/index.ts';
import { createSignedInUser, personalNumberFor, signInAgain, type TestUser } from '../../../test/auth.ts';
import { startFakeBogServer, type FakeBogServer, type FakeCallback } from '../../../test/fake-bog/fake-bog-server.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';
import { PaymentReconciler } from '../../../jobs/payment-reconciler.ts';
import { CARD_ORDER_IN_FLIGHT_MS } from '../cards.service.ts';
import type { BogGateway } from './bog-gateway.ts';

/**
 * Issue 31 at product level: the real services and routes on `PAYMENT_GATEWAY=bog`, against the fake
 * bank built from BOG's documentation (ADR 022).
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
      BOG_TIMEOUT_MS: '1000',
    },
  });
  gateway = t.app.services.gateway as BogGateway;
  // Order lifetimes (`ttl`) run on the application's clock.
  bank.now = () => t.clock.now().getTime();
});
afterAll(async () => {
  await t?.close();
  await bank?.close();
});

const noon = (day: string) => new Date(`${day}T08:00:00Z`);
const requestsTo = (method: string, path: RegExp) => bank.requests.filter((r) => r.method === method && path.test(r.path));
const paymentsOf = (who: TestUser) => t.db.select().from(payments).where(eq(payments.userId, who.id)).orderBy(asc(payments.id));
const cartOf = async (who: TestUser) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, who.id))).map((r) => [r.productKey, r.quantity]);
const itemsOf = (who: TestUser) =>
  t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id)).orderBy(asc(purchasedItems.id));

/** The bank's signed callback, delivered to our route as the bank POSTs it. */
async function deliver(callback: FakeCallback) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/callback/bog',
    headers: { 'content-type': 'application/json', 'callback-signature': callback.signature },
    payload: callback.body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The bank's order behind a redirect address our API answered. */
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

/** Saves a card on its own: the card order, the bank's page, the callback. */
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

/** A subscription item bought a month before `due` (written directly), with its parent order paid at the bank. */
async function itemWithParent(who: TestUser, productKey: string, unitCost: number, due: string, withParent = true) {
  const anchor = addMonths(due, -1);
  const [item] = await t.db
    .insert(purchasedItems)
    .values({
      userId: who.id,
      productKey,
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
  if (!withParent) return { item: item!, parentOrderId: '' };
  const order = await gateway.createPaymentOrder({
    reference: `fixture-${randomUUID()}`,
    language: 'KA',
    successUrl: `${SHOP}/cart/default/success`,
    failUrl: `${SHOP}/cart/default/failure`,
    callbackUrl: `${SHOP}/api/payment/callback/bog`,
    amount: unitCost,
    description: 'Orioni order',
    saveForAutomaticCharges: true,
  });
  bank.pay(order.gatewayOrderId);
  await gateway.registerRenewalParent({ purchasedItemId: item!.id, gatewayOrderId: order.gatewayOrderId });
  return { item: item!, parentOrderId: order.gatewayOrderId };
}

describe('issue 31: the Bank of Georgia path through the product', () => {
  // Each test's pass sees only its own customer's items: the earlier tests' subscriptions are over.
  beforeEach(async () => {
    await t.db.update(purchasedItems).set({ status: 'CANCELED' });
  });

  it('issue 31 item 1: a customer with two items renews with two /subscribe charges from their own parents, once', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    const due = '2027-03-10';
    const retail = await itemWithParent(who, 'ORIONI_RETAIL_M1', 14_900, due);
    const hr = await itemWithParent(who, 'ORIONI_HR_M1', 4_900, due);
    const before = requestsTo('POST', /\/subscribe$/).length;

    await t.app.services.renewals.runPass(noon(due));

    const subscribed = requestsTo('POST', /\/subscribe$/).slice(before);
    expect(subscribed.map((r) => r.path).sort()).toEqual(
      [retail.parentOrderId, hr.parentOrderId].map((id) => `/payments/v1/ecommerce/orders/${id}/subscribe`).sort(),
    );
    const renewals = (await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL');
    expect(renewals.map((p) => [p.status, p.amount]).sort()).toEqual([
      ['SUCCEEDED', 14_900],
      ['SUCCEEDED', 4_900],
    ]);
    expect((await itemsOf(who)).map((i) => i.nextPaymentDate)).toEqual([addMonths(due, 1), addMonths(due, 1)]);

    // A second pass the same day charges nothing.
    await t.app.services.renewals.runPass(noon(due));
    expect(requestsTo('POST', /\/subscribe$/).length).toBe(before + 2);
    expect((await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL')).toHaveLength(2);
  });

  it('issue 31 item 2: a first purchase through checkout answers the bank page; the signed callback records it and saves the card; the next runPass charges the item by /subscribe at its amount, once', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const res = await buy(who);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, redirectUrl } = res.json().data as { paymentId: number; redirectUrl: string };
    const order = orderOfRedirect(redirectUrl);
    // One page, at exactly the total shown (decision 27), kept for automatic charges before the redirect.
    expect(order.amount).toBe(6_900);
    expect(order.saved).toEqual({ cards: true, subscriptions: true });
    expect((await paymentsOf(who)).map((p) => [p.id, p.status])).toEqual([[paymentId, 'PENDING']]);
    expect(await itemsOf(who)).toEqual([]);

    await deliver(bank.pay(order.id));
    const [paid] = await paymentsOf(who);
    expect([paid!.status, paid!.amount, paid!.externalId]).toEqual(['SUCCEEDED', 6_900, order.id]);
    const [item] = await itemsOf(who);
    expect(item!.productKey).toBe('ORIONI_HR_M1');
    expect((await t.app.services.cards.current(who.id))?.mask).toBe('548888******9893');
    // The same callback again records nothing twice.
    await deliver(bank.callbacks.filter((c) => c.orderId === order.id).at(-1)!);
    expect(await itemsOf(who)).toHaveLength(1);

    const before = requestsTo('POST', /\/subscribe$/).length;
    await t.app.services.renewals.runPass(noon(item!.nextPaymentDate!));
    await t.app.services.renewals.runPass(noon(item!.nextPaymentDate!));
    expect(
      requestsTo('POST', /\/subscribe$/)
        .slice(before)
        .map((r) => r.path),
    ).toEqual([`/payments/v1/ecommerce/orders/${order.id}/subscribe`]);
    const renewals = (await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL');
    expect(renewals.map((p) => [p.status, p.amount])).toEqual([['SUCCEEDED', 6_900]]);
    const child = bank.orders.get(renewals[0]!.externalId!);
    expect([child?.parentId, child?.transferred]).toEqual([order.id, 6_900]);
  });

  it('issue 31 item 3: while the bank page is open a second Pay of the same cart answers the same page, a changed cart PAYMENT_PENDING; the reconciliation records it once without a callback', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 2);
    const first = await buy(who);
    const order = orderOfRedirect(first.json().data.redirectUrl);
    const orders = bank.orders.size;
    t.clock.advance(3 * 60_000);
    // The customer left the bank's page open and presses Pay again (a new Idempotency-Key): the same page.
    const again = await buy(who);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(bank.orders.size).toBe(orders);
    // With another cart the earlier page is still open (the bank closes it only at the end of its ttl).
    await addToCart(who, 'ORIONI_HR_M1', 3);
    const changed = await buy(who);
    expect([changed.statusCode, changed.json().errorKey]).toEqual([409, 'PAYMENT_PENDING']);
    expect(changed.json().errorMessage).toMatch(/still open/);
    expect(bank.orders.size).toBe(orders);
    await addToCart(who, 'ORIONI_HR_M1', 2);
    expect((await paymentsOf(who)).map((p) => p.status)).toEqual(['PENDING']);

    bank.pay(order.id); // the callback is lost
    const { reconciled } = await t.app.services.checkout.reconcilePending(who.id);
    expect(reconciled).toBe(1);
    expect((await paymentsOf(who)).map((p) => [p.status, p.amount])).toEqual([['SUCCEEDED', 13_800]]);
    expect(await itemsOf(who)).toHaveLength(1);
    expect((await t.app.services.checkout.reconcilePending(who.id)).reconciled).toBe(0);
    expect(bank.orders.get(order.id)?.transferred).toBe(13_800);
  });

  it('issue 31: a renewal the bank leaves processing stays pending, and a later pass settles it without a second charge', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    const due = '2027-04-12';
    const { parentOrderId } = await itemWithParent(who, 'ORIONI_HR_M1', 6_900, due);
    bank.holdCharges(true);
    try {
      const first = await t.app.services.renewals.runPass(noon(due));
      expect([first.charged, first.unknown]).toEqual([0, 1]);
    } finally {
      bank.holdCharges(false);
    }
    const [renewal] = (await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL');
    expect(renewal!.status).toBe('PENDING');
    const child = [...bank.orders.values()].find((o) => o.parentId === parentOrderId)!;
    expect(child.status).toBe('processing');
    bank.finish(child.id);

    const later = await t.app.services.renewals.runPass(new Date(noon(due).getTime() + 3 * 60_000));
    expect(later.reconciled).toBe(1);
    expect((await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL').map((p) => [p.status, p.amount, p.externalId])).toEqual([
      ['SUCCEEDED', 6_900, child.id],
    ]);
    expect([...bank.orders.values()].filter((o) => o.parentId === parentOrderId)).toHaveLength(1);
  });

  it('issue 31: a token expiry mid-pass costs no renewal', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    const due = '2027-05-14';
    const a = await itemWithParent(who, 'ORIONI_RETAIL_M1', 8_900, due);
    const b = await itemWithParent(who, 'ORIONI_HR_M1', 6_900, due);
    const tokens = bank.tokensIssued;
    bank.expireTokens();
    // The token also expires again between the two charges of the pass (at the second item's charge).
    bank.fault(new RegExp(`^POST /payments/v1/ecommerce/orders/${b.parentOrderId}/subscribe$`), { status: 401 });
    const pass = await t.app.services.renewals.runPass(noon(due));
    expect([pass.charged, pass.failed, pass.unknown]).toEqual([2, 0, 0]);
    expect(bank.tokensIssued).toBeGreaterThan(tokens);
    for (const parent of [a.parentOrderId, b.parentOrderId]) {
      expect([...bank.orders.values()].filter((o) => o.parentId === parent && o.status === 'completed')).toHaveLength(1);
    }
  });

  it('issue 31: a hung /subscribe times out and is retried with the same key; the bank charges once', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    const due = '2027-06-16';
    const { parentOrderId } = await itemWithParent(who, 'ORIONI_HR_M1', 6_900, due);
    const path = `/payments/v1/ecommerce/orders/${parentOrderId}/subscribe`;
    // The bank does the work and answers after 4 s; our call gives up after BOG_TIMEOUT_MS (1 s).
    bank.fault(new RegExp(`^POST ${path}$`), { slowMs: 4_000 });
    const pass = await t.app.services.renewals.runPass(noon(due));
    expect(pass.charged).toBe(1);
    const tries = requestsTo('POST', new RegExp(`^${path}$`));
    expect(tries.length).toBe(2);
    expect(tries[1]!.headers['idempotency-key']).toBe(tries[0]!.headers['idempotency-key']);
    expect([...bank.orders.values()].filter((o) => o.parentId === parentOrderId)).toHaveLength(1);
    expect((await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL').map((p) => p.status)).toEqual(['SUCCEEDED']);
  });

  it('issue 31: refunds, whole and partial, of a purchase paid on the bank page reach the bank; issue 39 item 6: the rest is asked with its amount', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 3);
    const order = orderOfRedirect((await buy(who)).json().data.redirectUrl);
    await deliver(bank.pay(order.id));
    const [paid] = await paymentsOf(who);
    expect([paid!.status, paid!.amount]).toEqual(['SUCCEEDED', 20_700]);

    const part = await gateway.refund({ externalId: paid!.externalId!, amount: 6_900, idempotencyKey: 'refund-part-1' });
    expect(part).toEqual({ status: 'refunded_partially', refundedAmount: 6_900 });
    // The same key again refunds nothing more.
    expect(await gateway.refund({ externalId: paid!.externalId!, amount: 6_900, idempotencyKey: 'refund-part-1' })).toEqual(part);
    const rest = await gateway.refund({ externalId: paid!.externalId!, idempotencyKey: 'refund-rest' });
    expect(rest).toEqual({ status: 'refunded', refundedAmount: 20_700 });
    expect(bank.orders.get(order.id)?.refunded).toBe(20_700);
    const refunds = requestsTo('POST', new RegExp(`^/payments/v1/payment/refund/${order.id}$`));
    expect(new Set(refunds.map((r) => JSON.stringify(r.body)))).toEqual(
      new Set([JSON.stringify({ amount: 69 }), JSON.stringify({ amount: 138 })]),
    );
  });

  it('issue 31 item 5: a card order paid at the bank whose callback is lost is saved by the reconciliation', async () => {
    const who = await createSignedInUser(t);
    const order = await openCardOrder(who);
    bank.pay(order.id); // the callback never arrives
    const job = new PaymentReconciler(t.app.services.checkout, { info: () => undefined, warn: () => undefined });
    await job.runOnce();
    expect(await t.app.services.cards.current(who.id)).toBeNull(); // too young: its callback may still come
    t.clock.advance(CARD_ORDER_IN_FLIGHT_MS + 1_000);
    await job.runOnce();
    expect(await t.app.services.cards.current(who.id)).toMatchObject({ mask: '548888******9893' });
    await gateway.settled();
    expect(bank.orders.get(order.id)?.refunded).toBe(10); // the verification amount given back
  });

  it("issue 31 item 6: deleting the card reaches the bank with the items' parent orders; a refused deletion is logged and retried", async () => {
    const who = await createSignedInUser(t);
    const cardOrderId = await saveCard(who);
    const { parentOrderId } = await itemWithParent(who, 'ORIONI_HR_M1', 6_900, '2027-07-18');
    const card = await t.app.services.cards.current(who.id);
    // The bank fails the deletion on every try of this call.
    for (let i = 0; i < 3; i += 1) bank.fault(/^DELETE \/payments\/v1\/charges\/card\//, { status: 503 });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/payment/card?cardId=${card!.cardId}`, headers: who.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await pendingCardRemovals(t.db, 'bog')).toEqual([expect.objectContaining({ cardId: card!.cardId, tries: 1 })]);
    expect(bank.orders.get(cardOrderId)?.saved.cards).toBe(true);

    const warnings: unknown[] = [];
    await new PaymentReconciler(t.app.services.checkout, { info: () => undefined, warn: (o: unknown) => warnings.push(o) }).runOnce();
    expect(warnings).toEqual([]);
    expect(await pendingCardRemovals(t.db, 'bog')).toEqual([]);
    expect(
      requestsTo('DELETE', /^\/payments\/v1\/charges\/card\//)
        .map((r) => r.path)
        .slice(-2),
    ).toEqual([`/payments/v1/charges/card/${cardOrderId}`, `/payments/v1/charges/card/${parentOrderId}`]);
    expect(bank.orders.get(cardOrderId)?.saved).toEqual({ cards: false, subscriptions: false });
    expect(bank.orders.get(parentOrderId)?.saved).toEqual({ cards: false, subscriptions: false });
  });

  it('issue 31 item 6: a refused card deletion is kept in the database (migration 0012), retried by every run, and done by the app rebuilt over the same database', async () => {
    const who = await createSignedInUser(t);
    const cardOrderId = await saveCard(who);
    const { parentOrderId } = await itemWithParent(who, 'ORIONI_HR_M1', 6_900, '2027-10-24');
    const card = await t.app.services.cards.current(who.id);
    const deletions = /^DELETE \/payments\/v1\/charges\/card\//;
    bank.refuse(deletions, 503, 3); // every try of the first call
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/payment/card?cardId=${card!.cardId}`, headers: who.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await pendingCardRemovals(t.db, 'bog')).toEqual([{ cardId: card!.cardId, tries: 1, error: expect.stringMatching(/503/) }]);

    // The bank refuses again: the run logs it and keeps it.
    bank.refuse(deletions, 503, 3);
    const warnings: unknown[] = [];
    await new PaymentReconciler(t.app.services.checkout, { info: () => undefined, warn: (o: unknown) => warnings.push(o) }).runOnce();
    expect(warnings).toEqual([expect.objectContaining({ cardId: card!.cardId, tries: 2 })]);
    expect(bank.orders.get(cardOrderId)?.saved.cards).toBe(true);

    // A restart: a new app over the same database remembers the deletion and finishes it.
    const rebuilt = await buildApp({ config: t.config, database: t.database, clock: t.clock });
    try {
      await rebuilt.ready();
      expect(await pendingCardRemovals(t.db, 'bog')).toEqual([expect.objectContaining({ cardId: card!.cardId, tries: 2 })]);
      const after: unknown[] = [];
      await new PaymentReconciler(rebuilt.services.checkout, { info: () => undefined, warn: (o: unknown) => after.push(o) }).runOnce();
      expect(after).toEqual([]);
      expect(await pendingCardRemovals(t.db, 'bog')).toEqual([]);
    } finally {
      await rebuilt.close();
    }
    expect(bank.orders.get(cardOrderId)?.saved).toEqual({ cards: false, subscriptions: false });
    expect(bank.orders.get(parentOrderId)?.saved).toEqual({ cards: false, subscriptions: false });
    expect(await pendingCardRemovals(t.db, 'bog')).toEqual([]);
  });

  it('issue 31 item 4: Pay now answers the bank page for the owed total it showed; the callback records it and one period at the renewal amount becomes the parent', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    const due = '2027-08-20';
    const { item } = await itemWithParent(who, 'ORIONI_HR_M1', 6_900, due, false);
    // No parent yet: the renewal is refused without asking the bank, and the period is overdue.
    await t.app.services.renewals.runPass(noon(due));
    expect((await paymentsOf(who)).map((p) => [p.kind, p.status])).toEqual([['RENEWAL', 'FAILED']]);

    t.clock.set(noon('2027-08-22'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/repay',
      headers: (await signInAgain(t, who)).headers,
      payload: { purchasedItemId: item.id, amount: 6_900 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, redirectUrl } = res.json().data as { paymentId: number; redirectUrl: string };
    const order = orderOfRedirect(redirectUrl);
    expect([order.amount, order.saved.subscriptions]).toEqual([6_900, true]);
    expect((await paymentsOf(who)).find((p) => p.id === paymentId)?.status).toBe('PENDING');

    await deliver(bank.pay(order.id));
    const repay = (await paymentsOf(who)).find((p) => p.id === paymentId)!;
    expect([repay.kind, repay.status, repay.amount, repay.externalId]).toEqual(['REPAY', 'SUCCEEDED', 6_900, order.id]);
    const [moved] = await itemsOf(who);
    expect(moved!.nextPaymentDate).toBe(addMonths(due, 1));

    const before = requestsTo('POST', /\/subscribe$/).length;
    await t.app.services.renewals.runPass(noon(addMonths(due, 1)));
    expect(
      requestsTo('POST', /\/subscribe$/)
        .slice(before)
        .map((r) => r.path),
    ).toEqual([`/payments/v1/ecommerce/orders/${order.id}/subscribe`]);
    expect((await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL').map((p) => [p.status, p.amount])).toEqual([
      ['FAILED', 6_900],
      ['SUCCEEDED', 6_900],
    ]);
  });

  it('issue 31 item 2: the same Idempotency-Key again while the bank page is open answers the same page, and no second order', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const key = `test-${randomUUID()}`;
    const first = await buy(who, key);
    const orders = bank.orders.size;
    const again = await buy(who, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(bank.orders.size).toBe(orders);
    // Once paid, the same key answers the recorded purchase.
    await deliver(bank.pay(orderOfRedirect(first.json().data.redirectUrl).id));
    const paid = await buy(who, key);
    expect(paid.json().data).toEqual({ paymentId: first.json().data.paymentId });
  });
});

describe('issue 31: an abandoned bank page expires after its ttl and costs the customer nothing', () => {
  beforeEach(async () => {
    await t.db.update(purchasedItems).set({ status: 'CANCELED' });
  });

  it('a purchase whose bank page nobody paid is settled failed by the reconciliation after the ttl: nothing charged, the cart intact, and the customer pays again', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const first = await buy(who);
    expect(first.statusCode, first.body).toBe(200);
    const order = orderOfRedirect(first.json().data.redirectUrl);
    // create-order `ttl`: the lifetime is sent on the order the product opens.
    const opened = requestsTo('POST', /^\/payments\/v1\/ecommerce\/orders$/).at(-1)!;
    expect((opened.body as { ttl?: number }).ttl).toBe(15);

    const job = new PaymentReconciler(t.app.services.checkout, { info: () => undefined, warn: () => undefined });
    t.clock.advance(10 * 60_000);
    await job.runOnce(); // the page is still open: nothing decided
    expect((await paymentsOf(who)).map((p) => p.status)).toEqual(['PENDING']);

    t.clock.advance(6 * 60_000); // past the 15 minutes
    await job.runOnce();
    const [expired] = await paymentsOf(who);
    expect([expired!.status, expired!.failureKey]).toEqual(['FAILED', 'PAYMENT_FAILED']);
    expect(bank.orders.get(order.id)).toMatchObject({ status: 'rejected', transferred: 0 });
    expect(() => bank.pay(order.id)).toThrow(/not open for payment/);
    expect(await cartOf(who)).toEqual([['ORIONI_HR_M1', 1]]);
    expect(await itemsOf(who)).toEqual([]);

    // The customer pays again: a new page, paid once.
    const second = await buy(who);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.redirectUrl).not.toBe(first.json().data.redirectUrl);
    await deliver(bank.pay(orderOfRedirect(second.json().data.redirectUrl).id));
    expect((await paymentsOf(who)).map((p) => [p.status, p.amount])).toEqual([
      ['FAILED', 6_900],
      ['SUCCEEDED', 6_900],
    ]);
    expect(await itemsOf(who)).toHaveLength(1);
  });

  it('a card page nobody paid is closed as failed by the reconciliation after the ttl, and a new card order opens a new page', async () => {
    const who = await createSignedInUser(t);
    const order = await openCardOrder(who);
    expect((requestsTo('POST', /^\/payments\/v1\/ecommerce\/orders$/).at(-1)!.body as { ttl?: number }).ttl).toBe(15);
    t.clock.advance(16 * 60_000);
    await new PaymentReconciler(t.app.services.checkout, { info: () => undefined, warn: () => undefined }).runOnce();
    const [row] = await t.db.select().from(cardOrders).where(eq(cardOrders.gatewayOrderId, order.id));
    expect(row!.status).toBe('FAILED');
    expect(await t.app.services.cards.current(who.id)).toBeNull();
    const next = await openCardOrder(who);
    expect(next.id).not.toBe(order.id);
  });

  it('a second Pay after the page was paid (its callback not yet in) answers the recorded purchase, once', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const first = await buy(who);
    bank.pay(orderOfRedirect(first.json().data.redirectUrl).id); // the callback is late
    const orders = bank.orders.size;
    const again = await buy(who);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ paymentId: first.json().data.paymentId });
    expect((await paymentsOf(who)).map((p) => [p.status, p.amount])).toEqual([['SUCCEEDED', 6_900]]);
    expect(await itemsOf(who)).toHaveLength(1);
    expect(bank.orders.size).toBe(orders);
  });

  it('a second Pay after the ttl settles the expired page first and opens a new one', async () => {
    const who = await createSignedInUser(t);
    await addToCart(who, 'ORIONI_HR_M1', 1);
    const first = await buy(who);
    t.clock.advance(16 * 60_000);
    const second = await buy(who);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.paymentId).not.toBe(first.json().data.paymentId);
    expect(second.json().data.redirectUrl).not.toBe(first.json().data.redirectUrl);
    expect((await paymentsOf(who)).map((p) => p.status)).toEqual(['FAILED', 'PENDING']);
  });

  it('Pay now: a second Pay now while its page is open answers the same page; after the ttl the pass settles it failed, the period owed as before, and Pay now opens a new page', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    const due = '2027-09-22';
    const { item } = await itemWithParent(who, 'ORIONI_HR_M1', 6_900, due, false);
    await t.app.services.renewals.runPass(noon(due)); // no parent: refused without the bank, overdue
    t.clock.set(noon('2027-09-23'));
    const headers = (await signInAgain(t, who)).headers;
    const payNow = () =>
      t.app.inject({ method: 'POST', url: '/api/product/repay', headers, payload: { purchasedItemId: item.id, amount: 6_900 } });
    const first = await payNow();
    expect(first.statusCode, first.body).toBe(200);
    const orders = bank.orders.size;
    const again = await payNow();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // Another total than the open page's: that page must close first.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/product/repay',
      headers,
      payload: { purchasedItemId: item.id, amount: 13_800 },
    });
    expect([other.statusCode, other.json().errorKey]).toEqual([409, 'REPAY_IN_PROGRESS']);
    expect(bank.orders.size).toBe(orders);
    const order = orderOfRedirect(first.json().data.redirectUrl);
    expect((requestsTo('POST', /^\/payments\/v1\/ecommerce\/orders/).at(-1)!.body as { ttl?: number }).ttl).toBe(15);

    t.clock.advance(16 * 60_000);
    await t.app.services.renewals.runPass(t.clock.now());
    const repay = (await paymentsOf(who)).find((p) => p.id === first.json().data.paymentId)!;
    expect(repay.status).toBe('FAILED');
    expect(bank.orders.get(order.id)).toMatchObject({ status: 'rejected', transferred: 0 });
    const [owing] = await itemsOf(who);
    expect(owing!.nextPaymentDate).toBe(due);

    const third = await payNow();
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().data.redirectUrl).not.toBe(first.json().data.redirectUrl);
    await deliver(bank.pay(orderOfRedirect(third.json().data.redirectUrl).id));
    const [paid] = await itemsOf(who);
    expect(paid!.nextPaymentDate).toBe(addMonths(due, 1));
  });
});
