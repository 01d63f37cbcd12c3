import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cards, paymentLines, payments, purchasedItems, sandboxBankCharges } from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain } from '../../test/auth.ts';
import { seedDueSubscriptions } from '../../test/billing-fixtures.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TEST_DATABASE_URL } from '../../test/test-database.ts';
import type { SandboxGateway } from '../payments/sandbox/sandbox-gateway.ts';

/**
 * Issue 25 item 4: eight Pay nows of one overdue item at once, with a renewal pass beside them, on
 * PostgreSQL (PGlite is one connection, so nothing runs in parallel there). Every lock is taken in
 * one order (the item, its attempts, the payments), so nobody deadlocks: each answer is the payment
 * or a catalogue 409 naming the payment in progress, and each owed period is charged once.
 */
const noon = (day: string) => `${day}T08:00:00Z`;

let t: TestContext;
const errors: string[] = [];

describe.skipIf(!TEST_DATABASE_URL)('issue 25 item 4: parallel Pay now (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      // What the error handler would log: every error any request ended with.
      beforeReady: (app) => {
        app.addHook('onError', async (_request, _reply, error) => {
          errors.push(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`);
        });
      },
    });
  });
  afterAll(() => t?.close());
  it('issue 25 item 4: 8 parallel repays plus a renewal pass: no 5xx, no deadlock, each owed period charged once', async () => {
    t.clock.set(noon('2026-06-12'));
    const who = await createSignedInUser(t);
    await saveCard(t, who, '4242 4242 4242 4242');
    await addToCart(t, who, 'ORIONI_RETAIL_M1', 3);
    await purchaseCart(t, who);
    const [item] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id));
    // Other customers due the same day, so the pass has work beside ours.
    await seedDueSubscriptions(t.db, { customers: 40, perCustomer: 2, dueDate: '2026-08-12', emailPrefix: 'parallel' });

    // Two periods (12 July and 12 August) owed, never tried: the renewal pass and Pay now both want them.
    const asOf = new Date(noon('2026-08-12'));
    t.clock.set(asOf.toISOString());
    const headers = (await signInAgain(t, who)).headers;
    const token = (await t.db.select().from(cards).where(eq(cards.userId, who.id)))[0]!.gatewayToken;
    const repay = () => t.app.inject({ method: 'POST', url: '/api/product/repay', headers, payload: { purchasedItemId: item!.id } });
    // The customer's clicks keep coming while the bank answers and the first answers arrive: each
    // bank answer for this card and each answer to a Pay now sends another, up to 8, so they take the
    // item's lock while the winner (or the renewal pass) records its payment.
    const gateway = t.app.services.gateway as SandboxGateway;
    const original = gateway.chargeSavedCard.bind(gateway);
    const requests: ReturnType<typeof repay>[] = [];
    const click = () => {
      if (requests.length >= 8) return;
      const sent = repay();
      requests.push(sent);
      void sent.then(click, click);
    };
    const spy = vi.spyOn(gateway, 'chargeSavedCard').mockImplementation(async (request) => {
      const result = await original(request);
      if (request.token === token) click();
      return result;
    });
    click();
    const passDone = t.app.services.renewals.runPass(asOf);
    click();
    let answers: Awaited<ReturnType<typeof repay>>[] = [];
    while (answers.length < 8) answers = await Promise.all([...requests]);
    const pass = await passDone;
    spy.mockRestore();
    expect(answers).toHaveLength(8);

    expect(errors.filter((e) => /deadlock/i.test(e))).toEqual([]);
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(pass.charged).toBeGreaterThanOrEqual(80);

    const mine = await t.db.select().from(payments).where(eq(payments.userId, who.id));
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      // A loser is told which payment pays the item (Pay now's or the renewal pass's).
      expect(answer.statusCode, answer.body).toBe(409);
      const body = answer.json();
      expect(body.errorKey, answer.body).toBe('REPAY_IN_PROGRESS');
      const named = Number(/Payment (\d+)/.exec(body.errorMessage)?.[1]);
      expect(mine.map((p) => p.id)).toContain(named);
    }

    // Whatever the burst left owed (a period that came due when the renewal moved the item on) is paid by one more Pay now.
    const [between] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.id, item!.id));
    if (between!.nextPaymentDate! <= '2026-08-12') expect((await repay()).statusCode).toBe(200);

    // Each owed period charged once: one line per period among the successful payments ...
    const lines = await t.db
      .select({ periodStart: paymentLines.periodStart, paymentId: paymentLines.paymentId })
      .from(paymentLines)
      .innerJoin(payments, eq(payments.id, paymentLines.paymentId))
      .where(
        sql`${paymentLines.purchasedItemId} = ${item!.id} and ${payments.status} = 'SUCCEEDED' and ${paymentLines.periodStart} is not null`,
      );
    const starts = lines.map((l) => l.periodStart);
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts.sort()).toEqual(['2026-07-12', '2026-08-12']);
    const [after] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.id, item!.id));
    expect(after).toMatchObject({ nextPaymentDate: '2026-09-12', paidPeriods: 3 });
    // ... and the bank took exactly what our books record, charge for charge.
    const [card] = await t.db.select().from(cards).where(eq(cards.userId, who.id));
    const charges = (await t.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.token, card!.gatewayToken))).filter(
      (c) => c.status === 'succeeded',
    );
    const succeeded = (await t.db.select().from(payments).where(eq(payments.userId, who.id))).filter((p) => p.status === 'SUCCEEDED');
    expect(charges.length).toBe(succeeded.length);
    expect(charges.reduce((s, c) => s + c.amount, 0)).toBe(succeeded.reduce((s, p) => s + p.amount, 0));
  }, 120_000);
});
