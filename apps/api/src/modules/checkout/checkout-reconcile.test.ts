import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, purchasedItems } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import type { App } from '../../app-types.ts';
import { PaymentReconciler } from '../../jobs/payment-reconciler.ts';
import { createSignedInUser, personalNumberFor, type TestUser } from '../../test/auth.ts';
import { addToCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { SandboxGateway } from '../payments/sandbox/sandbox-gateway.ts';
import type { CheckoutService } from './checkout.service.ts';
import { PENDING_IN_FLIGHT_MS } from './checkout-snapshot.ts';

/**
 * Issue 15, item 2: a purchase whose request died (kill -9) while it was PENDING is reconciled with
 * the bank before the customer's next purchase and by the periodic job; never two charges for one cart.
 */
let t: TestContext;
let gateway: SandboxGateway;
let checkout: CheckoutService;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  gateway = t.app.services.gateway as SandboxGateway;
  checkout = t.app.services.checkout;
});
afterAll(() => t.close());

/** A personal customer's form with the account's own personal number (ADR 042). */
const personal = (who: TestUser) => ({ firstName: 'Nino', lastName: 'Beridze', idNumber: personalNumberFor(who.id) });
const purchase = (who: TestUser, idempotencyKey = `test-${randomUUID()}`) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...who.headers, 'idempotency-key': idempotencyKey },
    payload: personal(who),
  });
const paymentsOf = (who: TestUser) => t.db.select().from(payments).where(eq(payments.userId, who.id));
const itemsOf = (who: TestUser) => t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id));
const cartOf = async (who: TestUser) => (await t.app.inject({ url: '/api/product/cart', headers: who.headers })).json().data as unknown[];

/**
 * Starts a purchase whose process "dies" during the charge: the charge either reaches the bank
 * first or not at all, and its answer never comes back (the request never finishes).
 */
async function crashDuringCharge(who: TestUser, reachesBank: boolean): Promise<string> {
  const original = gateway.chargeSavedCard.bind(gateway);
  const spy = vi.spyOn(gateway, 'chargeSavedCard').mockImplementationOnce(async (request) => {
    if (reachesBank) await original(request);
    return new Promise(() => undefined);
  });
  const idempotencyKey = `test-${randomUUID()}`;
  void purchase(who, idempotencyKey);
  await vi.waitFor(async () => expect((await paymentsOf(who)).map((p) => p.status)).toEqual(['PENDING']));
  await vi.waitFor(() => expect(spy).toHaveBeenCalled());
  spy.mockRestore();
  return idempotencyKey;
}

async function customerWithCart(card = '4242 4242 4242 4242') {
  const who = await createSignedInUser(t);
  await saveCard(t, who, card);
  await addToCart(t, who, 'ORIONI_ACCOUNTING_M1', 2);
  return who;
}

describe('a purchase left PENDING by a crash', () => {
  for (const reachesBank of [true, false]) {
    it(`is settled before the next purchase: one charge for the cart (charge ${reachesBank ? 'reached' : 'never reached'} the bank)`, async () => {
      const who = await customerWithCart();
      const charged = gateway.bank.chargeCount;
      const oldKey = await crashDuringCharge(who, reachesBank);
      t.clock.advance(PENDING_IN_FLIGHT_MS + 1000);

      // A new key for the same cart: the old payment is settled first, so nothing is left to charge.
      const again = await purchase(who);
      expect(again.statusCode, again.body).toBe(400);
      expect(again.json().errorKey).toBe('CART_EMPTY');
      const rows = await paymentsOf(who);
      expect(rows.map((p) => p.status)).toEqual(['SUCCEEDED']);
      expect(gateway.bank.chargeCount - charged).toBe(1);
      expect(await itemsOf(who)).toHaveLength(1);
      expect(await cartOf(who)).toEqual([]);

      // The old key, retried by the browser, answers that same single payment.
      const retry = await purchase(who, oldKey);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().data.paymentId).toBe(rows[0]!.id);
      expect(gateway.bank.chargeCount - charged).toBe(1);
      expect(await paymentsOf(who)).toHaveLength(1);
    });
  }

  it('refuses a new purchase while the bank still cannot say what happened, and charges nothing', async () => {
    const who = await customerWithCart();
    const charged = gateway.bank.chargeCount;
    await crashDuringCharge(who, true);
    t.clock.advance(PENDING_IN_FLIGHT_MS + 1000);
    const down = vi.spyOn(gateway, 'chargeSavedCard').mockRejectedValue(new Error('connect ECONNREFUSED'));
    try {
      const refused = await purchase(who);
      expect(refused.statusCode).toBe(503);
      expect((await paymentsOf(who)).map((p) => p.status)).toEqual(['PENDING']);
    } finally {
      down.mockRestore();
    }
    expect(gateway.bank.chargeCount - charged).toBe(1);
  });
});

describe('issue 25 item 5: the same Idempotency-Key retried right after a shutdown', () => {
  // The server as it starts again after the shutdown: a new process on the same database.
  let restarted: App;
  let restartedBank: SandboxGateway['bank'];
  beforeAll(async () => {
    restarted = await buildApp({ config: t.config, database: t.database, clock: t.clock });
    await restarted.ready();
    restartedBank = (restarted.services.gateway as SandboxGateway).bank;
  });
  afterAll(() => restarted.close());
  const charges = () => gateway.bank.chargeCount + restartedBank.chargeCount;
  const retryAfterRestart = (who: TestUser, idempotencyKey: string) =>
    restarted.inject({
      method: 'PUT',
      url: '/api/product/purchase',
      headers: { ...who.headers, 'idempotency-key': idempotencyKey },
      payload: personal(who),
    });

  for (const [card, reachesBank, answer] of [
    ['4242 4242 4242 4242', true, 200],
    ['4242 4242 4242 4242', false, 200],
    ['4000 0000 0000 0002', true, 402],
  ] as const) {
    it(`issue 25 item 5: asks the bank by the payment's key at once and answers within 2 s of the clock (${card.slice(-4)}, charge ${reachesBank ? 'reached' : 'never reached'} the bank)`, async () => {
      const who = await customerWithCart(card);
      const charged = charges();
      // The process stops during the charge; the browser retries the same key as soon as the server is back.
      const key = await crashDuringCharge(who, reachesBank);
      const retriedAt = t.clock.now().getTime();
      const retry = await retryAfterRestart(who, key);
      const waited = t.clock.now().getTime() - retriedAt;

      expect(retry.statusCode, retry.body).toBe(answer);
      expect(waited).toBeLessThanOrEqual(2000);
      const [payment] = await paymentsOf(who);
      if (answer === 200) {
        expect(retry.json().data.paymentId).toBe(payment!.id);
        expect(payment!.status).toBe('SUCCEEDED');
        expect(charges() - charged).toBe(1);
        expect(await itemsOf(who)).toHaveLength(1);
        expect(await cartOf(who)).toEqual([]);
      } else {
        expect(retry.json().errorKey).toBe('CARD_DECLINED');
        expect(payment).toMatchObject({ status: 'FAILED', failureKey: 'CARD_DECLINED' });
        expect(charges() - charged).toBe(0);
        expect(await cartOf(who)).toHaveLength(1);
      }
      // Once more: the stored answer, the bank not charged again.
      const again = await retryAfterRestart(who, key);
      expect(again.statusCode).toBe(answer);
      expect(charges() - charged).toBe(answer === 200 ? 1 : 0);
      expect(await paymentsOf(who)).toHaveLength(1);
    });
  }
});

describe('the periodic reconciliation', () => {
  it('settles stale PENDING payments once even when two instances run at once, and leaves young ones alone', async () => {
    const paid = await customerWithCart();
    const declined = await customerWithCart('4000 0000 0000 0002');
    const charged = gateway.bank.chargeCount;
    await crashDuringCharge(paid, true);
    await crashDuringCharge(declined, false);
    t.clock.advance(PENDING_IN_FLIGHT_MS + 1000);
    const young = await customerWithCart();
    await crashDuringCharge(young, false);

    const log = { info: vi.fn(), warn: vi.fn() };
    const one = new PaymentReconciler(checkout, log);
    const two = new PaymentReconciler(checkout, log);
    await Promise.all([one.runOnce(), two.runOnce()]);
    expect(log.warn).not.toHaveBeenCalled();

    expect((await paymentsOf(paid)).map((p) => p.status)).toEqual(['SUCCEEDED']);
    expect(await itemsOf(paid)).toHaveLength(1);
    const [refused] = await paymentsOf(declined);
    expect(refused).toMatchObject({ status: 'FAILED', failureKey: 'CARD_DECLINED' });
    expect(await cartOf(declined)).toHaveLength(1);
    expect(await itemsOf(declined)).toHaveLength(0);
    expect((await paymentsOf(young)).map((p) => p.status)).toEqual(['PENDING']);
    expect(gateway.bank.chargeCount - charged).toBe(1);

    // A later run finds nothing more to do for the settled ones.
    expect(await checkout.reconcilePending(paid.id)).toEqual({ reconciled: 0, unresolved: 0 });
    const pending = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, young.id), eq(payments.status, 'PENDING')));
    expect(pending).toHaveLength(1);
  });
});
