import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLines, payments, purchasedItems, renewalAttempts } from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TEST_DATABASE_URL } from '../../test/test-database.ts';

/**
 * Issue 39 item 12: Pay now beside the renewal pass's retry claim, on PostgreSQL (PGlite is one
 * connection, so nothing runs in parallel there). Each customer's item was refused on a declining
 * card three periods ago (its FAILED attempt is due for a retry), then a good card was saved; the
 * customers send Pay nows while a pass runs. Before the fix the retry claim locked the attempt rows
 * first and took the item (the foreign key's share lock when it wrote the attempt again) second,
 * while Pay now locks the item and then the attempts: PostgreSQL found the deadlock (40P01 on
 * `purchased_items`) and both answered 500. ADR 023: the item first, everywhere.
 */
const noon = (day: string) => `${day}T08:00:00Z`;
let t: TestContext;
const errors: string[] = [];

describe.skipIf(!TEST_DATABASE_URL)('issue 39 item 12: Pay now beside the pass retrying a refused period (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      beforeReady: (app) => {
        app.addHook('onError', async (_request, _reply, error) => {
          errors.push(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`);
        });
      },
    });
  });
  afterAll(() => t?.close());

  /** A customer whose 6 April renewal was refused; by 6 June three periods are owed and a good card is saved. */
  async function agedOnDecliningCard(): Promise<{ who: TestUser; itemId: number }> {
    t.clock.set(noon('2026-03-06'));
    const who = await createSignedInUser(t);
    await saveCard(t, who, '4242 4242 4242 4242');
    await addToCart(t, who, 'ORIONI_RETAIL_M1', 1);
    await purchaseCart(t, who);
    const [item] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id));
    await saveCard(t, await signInAgain(t, who), '4000 0000 0000 0002');
    await t.app.services.renewals.runPass(new Date(noon('2026-04-06')), who.id);
    return { who, itemId: item!.id };
  }

  /** Other sessions of the test database waiting for a lock (the app's connections). */
  async function waiting(probe: pg.Client): Promise<string[]> {
    const found = await probe.query<{ query: string }>(
      `select query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    return found.rows.map((r) => r.query);
  }
  async function until(probe: pg.Client, what: (queries: string[]) => boolean): Promise<void> {
    for (let i = 0; i < 500; i++) {
      if (what(await waiting(probe))) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`never reached: ${JSON.stringify(await waiting(probe))}`);
  }

  it('the pass claims the retry and is held writing its payment while 8 Pay nows come: the item is locked first, nobody deadlocks', async () => {
    const { who, itemId } = await agedOnDecliningCard();
    t.clock.set(noon('2026-06-06'));
    await saveCard(t, await signInAgain(t, who), '4242 4242 4242 4242');
    const headers = (await signInAgain(t, who)).headers;
    const [attempt] = await t.db.select().from(renewalAttempts).where(eq(renewalAttempts.purchasedItemId, itemId));
    expect(attempt).toMatchObject({ status: 'FAILED', tries: 1 });

    // Another session holds the key the pass's retry payment will be written under (uncommitted), so the
    // pass stops there, after its claim, with whatever it has locked: the window the deadlock needs.
    const url = (t.database as { url?: string }).url!;
    const holder = new pg.Client({ connectionString: url });
    const probe = new pg.Client({ connectionString: url });
    await holder.connect();
    await probe.connect();
    try {
      await holder.query('begin');
      await holder.query(`insert into payments (user_id, kind, status, amount, idempotency_key) values ($1, 'RENEWAL', 'PENDING', 1, $2)`, [
        who.id,
        `renewal:${attempt!.id}:2`,
      ]);
      const pass = t.app.services.renewals.runPass(new Date(noon('2026-06-06')), who.id).then(
        () => 'ok',
        (error: unknown) => `pass failed: ${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`,
      );
      await until(probe, (q) => q.some((s) => /insert into "payments"/i.test(s)));
      const repays = Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/product/repay', headers, payload: { purchasedItemId: itemId } }),
      );
      // The Pay nows are queued behind the pass (on the item now; on the attempt before the fix).
      await until(probe, (q) => q.length >= 2);
      await holder.query('rollback');
      const answers = await Promise.all(repays);
      expect(await pass).toBe('ok');
      expect(errors.filter((e) => /deadlock/i.test(e))).toEqual([]);
      expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    } finally {
      await holder.end();
      await probe.end();
    }
    // The pass's retry paid April; one Pay now pays May and June.
    const last = await t.app.inject({ method: 'POST', url: '/api/product/repay', headers, payload: { purchasedItemId: itemId } });
    if (last.statusCode !== 200) expect(last.json().errorKey).toBe('REPAY_IN_PROGRESS');
    const [after] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.id, itemId));
    expect(after).toMatchObject({ nextPaymentDate: '2026-07-06', paidPeriods: 4 });
  });

  it('8 Pay nows per customer and a pass at once, 4 rounds: no 5xx, no deadlock, each owed period charged once', async () => {
    const asOf = new Date(noon('2026-06-06'));
    for (let round = 0; round < 4; round++) {
      const customers = [];
      for (let i = 0; i < 6; i++) customers.push(await agedOnDecliningCard());
      t.clock.set(noon('2026-06-06'));
      for (const c of customers) await saveCard(t, await signInAgain(t, c.who), '4242 4242 4242 4242');
      const sessions = await Promise.all(customers.map(async (c) => ({ ...c, headers: (await signInAgain(t, c.who)).headers })));
      const failed = await t.db
        .select()
        .from(renewalAttempts)
        .where(
          inArray(
            renewalAttempts.purchasedItemId,
            customers.map((c) => c.itemId),
          ),
        );
      expect(failed.map((a) => a.status)).toEqual(customers.map(() => 'FAILED'));

      const repays = sessions.flatMap((c) =>
        Array.from({ length: 8 }, () =>
          t.app.inject({ method: 'POST', url: '/api/product/repay', headers: c.headers, payload: { purchasedItemId: c.itemId } }),
        ),
      );
      const pass = t.app.services.renewals.runPass(asOf).then(
        () => 'ok',
        (error: unknown) => `pass failed: ${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`,
      );
      const answers = await Promise.all(repays);
      expect(await pass).toBe('ok');
      expect(errors.filter((e) => /deadlock/i.test(e))).toEqual([]);
      expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
      for (const a of answers.filter((r) => r.statusCode !== 200)) expect(a.json().errorKey, a.body).toBe('REPAY_IN_PROGRESS');

      // Whatever is still owed is paid by one more Pay now; then each period was paid exactly once.
      for (const c of sessions) {
        const [item] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.id, c.itemId));
        if (item!.nextPaymentDate! <= '2026-06-06') {
          const last = await t.app.inject({
            method: 'POST',
            url: '/api/product/repay',
            headers: c.headers,
            payload: { purchasedItemId: c.itemId },
          });
          expect(last.statusCode, last.body).toBe(200);
        }
        const lines = await t.db
          .select({ periodStart: paymentLines.periodStart })
          .from(paymentLines)
          .innerJoin(payments, eq(payments.id, paymentLines.paymentId))
          .where(
            sql`${paymentLines.purchasedItemId} = ${c.itemId} and ${payments.status} = 'SUCCEEDED' and ${paymentLines.periodStart} is not null`,
          );
        expect(lines.map((l) => l.periodStart).sort()).toEqual(['2026-04-06', '2026-05-06', '2026-06-06']);
        const [after] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.id, c.itemId));
        expect(after).toMatchObject({ nextPaymentDate: '2026-07-06', paidPeriods: 4 });
      }
    }
  }, 240_000);
});
