import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@orioni/contracts';
import { payments, purchasedItems } from '../../../db/schema/index.ts';
import { createSignedInUser, type TestUser } from '../../../test/auth.ts';
import { startFakeBogServer, type FakeBogServer, type FakeCallback } from '../../../test/fake-bog/fake-bog-server.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
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
      BOG_TIMEOUT_MS: '400',
    },
  });
  gateway = t.app.services.gateway as BogGateway;
});
afterAll(async () => {
  await t?.close();
  await bank?.close();
});

const noon = (day: string) => new Date(`${day}T08:00:00Z`);
const requestsTo = (method: string, path: RegExp) => bank.requests.filter((r) => r.method === method && path.test(r.path));
const paymentsOf = (who: TestUser) => t.db.select().from(payments).where(eq(payments.userId, who.id)).orderBy(asc(payments.id));
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

/** Saves a card on its own: the card order, the bank's page, the callback. */
async function saveCard(who: TestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure',
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = orderOfRedirect(res.json().data.redirectUrl);
  await deliver(bank.pay(order.id));
  await gateway.settled();
  return order.id;
}

/** A subscription item bought a month before `due` (written directly), with its parent order paid at the bank. */
async function itemWithParent(who: TestUser, productKey: string, unitCost: number, due: string) {
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
  it('issue 31 item 1: a customer with two items renews with two /subscribe charges from their own parents, once', async () => {
    const who = await createSignedInUser(t);
    await saveCard(who);
    const due = '2027-03-10';
    const retail = await itemWithParent(who, 'ORIONI_RETAIL_M1', 14_900, due);
    const hr = await itemWithParent(who, 'ORIONI_HR_M1', 4_900, due);
    const before = requestsTo('POST', /\/subscribe$/).length;

    await t.app.services.subscriptions.runPass(noon(due));

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
    await t.app.services.subscriptions.runPass(noon(due));
    expect(requestsTo('POST', /\/subscribe$/).length).toBe(before + 2);
    expect((await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL')).toHaveLength(2);
  });
});
