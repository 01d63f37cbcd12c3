import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { runSeed } from '../../seed/seed.ts';
import { seedDueSubscriptions } from '../../test/billing-fixtures.ts';
import { freshTestDatabase, TEST_DATABASE_URL } from '../../test/test-database.ts';
import { loadConfig } from '../../config.ts';

/**
 * Issue 11, "done when": renewal passes as separate processes (the `billing:renew` command) against
 * one PostgreSQL. Two at once over 1,000 due subscriptions charge each period exactly once; a pass
 * killed with SIGKILL midway is finished by the next pass with no double charge. PostgreSQL only:
 * PGlite is one process's database.
 */
const CLI = path.join(REPO_ROOT, 'apps/api/src/cli/billing-renew.ts');
let database: Database & { url?: string };

const pass = (asOf: string): { child: ChildProcess; done: Promise<{ code: number | null; out: string }> } => {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--as-of', asOf], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  return { child, done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, out }))) };
};

const count = async (query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
};

/** Every period of the due items charged exactly once, by the bank and in our books. */
async function expectEachPeriodChargedOnce(items: number) {
  // Our books: one SUCCEEDED line per item and period, every item one period further on.
  expect(
    await count(sql`select count(*) as n from (select purchased_item_id, period_start from payment_lines pl
      join payments p on p.id = pl.payment_id where p.kind = 'RENEWAL' and p.status = 'SUCCEEDED'
      group by 1, 2 having count(*) > 1) d`),
  ).toBe(0);
  expect(
    await count(sql`select count(*) as n from payment_lines pl join payments p on p.id = pl.payment_id
      where p.kind = 'RENEWAL' and p.status = 'SUCCEEDED'`),
  ).toBe(items);
  expect(await count(sql`select count(*) as n from purchased_items where next_payment_date = '2026-11-10' and paid_periods = 2`)).toBe(
    items,
  );
  // The bank: one charge per payment, and the money it took equals what we recorded.
  expect(await count(sql`select count(*) as n from sandbox_bank_charges where status = 'succeeded'`)).toBe(
    await count(sql`select count(*) as n from payments where kind = 'RENEWAL' and status = 'SUCCEEDED'`),
  );
  expect(await count(sql`select coalesce(sum(amount), 0) as n from sandbox_bank_charges where status = 'succeeded'`)).toBe(
    await count(sql`select coalesce(sum(amount), 0) as n from payments where kind = 'RENEWAL' and status = 'SUCCEEDED'`),
  );
  expect(await count(sql`select count(*) as n from payments where kind = 'RENEWAL' and status <> 'SUCCEEDED'`)).toBe(0);
}

describe.skipIf(!TEST_DATABASE_URL)('renewal passes in several processes (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await freshTestDatabase();
    await runSeed(database.db, loadConfig({ NODE_ENV: 'test' }));
  });
  afterAll(() => database.close());

  const reset = async (customers: number, perCustomer: 1 | 2) => {
    await database.db.execute(
      sql`truncate payment_lines, renewal_attempts, sandbox_bank_charges, outbox_emails, purchased_items, payments, cards restart identity cascade`,
    );
    await database.db.execute(sql`delete from users where email like 'renewal-%'`);
    await seedDueSubscriptions(database.db, { customers, perCustomer, dueDate: '2026-10-10' });
  };

  it('two workers at once over 1,000 due subscriptions charge each period exactly once', async () => {
    await reset(500, 2);
    const [a, b] = [pass('2026-10-10T08:00:00Z'), pass('2026-10-10T08:00:00Z')];
    const [ra, rb] = await Promise.all([a.done, b.done]);
    expect(ra.code, ra.out).toBe(0);
    expect(rb.code, rb.out).toBe(0);
    const charged = [ra, rb].map((r) => JSON.parse(r.out.trim().split('\n').at(-1)!).charged as number);
    expect(charged[0]! + charged[1]!).toBe(1000);
    await expectEachPeriodChargedOnce(1000);
    // One payment per customer: both items of a customer in one charge.
    expect(await count(sql`select count(*) as n from payments where kind = 'RENEWAL'`)).toBeLessThanOrEqual(510);
  }, 120_000);

  it('a pass killed with SIGKILL midway is finished by the next pass, with no double charge', async () => {
    await reset(1000, 1);
    const victim = pass('2026-10-10T08:00:00Z');
    // Kill it once the bank has taken some of its charges but not all.
    for (let i = 0; i < 600; i += 1) {
      if ((await count(sql`select count(*) as n from sandbox_bank_charges`)) >= 50) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    victim.child.kill('SIGKILL');
    const killed = await victim.done;
    expect(killed.code).toBeNull();
    const left = await count(sql`select count(*) as n from payments where kind = 'RENEWAL' and status = 'PENDING'`);
    const charged = await count(sql`select count(*) as n from sandbox_bank_charges`);
    expect(charged).toBeGreaterThanOrEqual(50);
    expect(charged).toBeLessThan(1000);

    // The next pass (after the in-flight window) settles what the dead one left and charges the rest.
    const next = await pass('2026-10-10T08:05:00Z').done;
    expect(next.code, next.out).toBe(0);
    const summary = JSON.parse(next.out.trim().split('\n').at(-1)!);
    expect(summary.reconciled).toBe(left);
    await expectEachPeriodChargedOnce(1000);
  }, 120_000);
});
