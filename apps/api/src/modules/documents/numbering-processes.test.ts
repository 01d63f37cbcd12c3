import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { freshTestDatabase, TEST_DATABASE_URL } from '../../test/test-database.ts';

/**
 * Issue 28, "done when", and issue 39 item 19 (decision 32): documents are numbered as their payments
 * succeed, by two API processes at once (each its own process and connection pool,
 * `test/issue-documents-process.ts`) over many payments, some in transactions that roll back: each
 * series' numbers a year (receipts, credit notes) are 1..N with no gap and no duplicate, one per
 * succeeded payment, none for a payment whose success rolled back. PostgreSQL only: PGlite is one
 * process's single connection.
 */
const CHILD = path.join(REPO_ROOT, 'apps/api/src/test/issue-documents-process.ts');
let database: Database & { url?: string };
const PER_YEAR = { 2026: 150, 2027: 50 } as const;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A process of its own issuing the payments' documents in a shuffled order (its own), `parallel` at a time. */
function issueInProcess(ids: number[], seed: number, parallel: number, rollback: number[] = []): Promise<void> {
  const order = [...ids].sort((a, b) => ((a * seed) % 97) - ((b * seed) % 97) || a - b);
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      IDS: order.join(','),
      ROLLBACK: rollback.join(','),
      PARALLEL: String(parallel),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`issuing process exited ${code}: ${out}`)))),
  );
}

describe.skipIf(!TEST_DATABASE_URL)('document numbers across instances (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await freshTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('two processes making 200 payments succeed at once number each series 1..N a year, no gap, no duplicate', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'numbers@example.ge', passwordHash: 'x', customerType: 'PHYSICAL', fullName: 'Numbers' })
      .returning();
    for (const [year, n] of Object.entries(PER_YEAR)) {
      await database.db.execute(sql`insert into payments (user_id, kind, status, amount, idempotency_key, paid_at)
        select ${user!.id}, 'PURCHASE', 'PENDING', 1000, 'numbers-' || ${year} || '-' || g, ${`${year}-06-01T08:00:00Z`}::timestamptz
        from generate_series(1, ${n}) g`);
    }
    // Two refunds in 2026: their credit notes are a series of their own.
    await database.db.execute(sql`insert into payments (user_id, kind, status, amount, idempotency_key, paid_at, refund_of_payment_id)
      select ${user!.id}, 'REFUND', 'PENDING', -1000, 'numbers-refund-' || g, '2026-07-01T08:00:00Z', (select min(id) from payments)
      from generate_series(1, 2) g`);
    const ids = (await rows<{ id: number }>(sql`select id from payments order by id`)).map((r) => Number(r.id));
    expect(ids).toHaveLength(PER_YEAR[2026] + PER_YEAR[2027] + 2);
    // Ten payments' success is rolled back by both processes: they stay PENDING and take no number.
    const rolledBack = ids.filter((_, i) => i % 20 === 7);

    // Two processes make every payment succeed, each in its own order, eight at a time: every payment is tried twice at once.
    await Promise.all([issueInProcess(ids, 31, 8, rolledBack), issueInProcess(ids, 57, 8, rolledBack)]);

    const perSeries = await rows<{
      kind: string;
      year: number;
      n: string;
      lo: number;
      hi: number;
      distinct_numbers: string;
      payments: string;
    }>(
      sql`select kind, year, count(*) as n, min(number) as lo, max(number) as hi, count(distinct number) as distinct_numbers,
        count(distinct payment_id) as payments from documents group by kind, year order by kind, year`,
    );
    const receipts2026 = PER_YEAR[2026] - rolledBack.filter((id) => id <= ids[PER_YEAR[2026] - 1]!).length;
    const receipts2027 = PER_YEAR[2026] + PER_YEAR[2027] - rolledBack.length - receipts2026;
    expect(
      perSeries.map((r) => ({ ...r, n: Number(r.n), distinct_numbers: Number(r.distinct_numbers), payments: Number(r.payments) })),
    ).toEqual([
      { kind: 'CREDIT_NOTE', year: 2026, n: 2, lo: 1, hi: 2, distinct_numbers: 2, payments: 2 },
      { kind: 'RECEIPT', year: 2026, n: receipts2026, lo: 1, hi: receipts2026, distinct_numbers: receipts2026, payments: receipts2026 },
      { kind: 'RECEIPT', year: 2027, n: receipts2027, lo: 1, hi: receipts2027, distinct_numbers: receipts2027, payments: receipts2027 },
    ]);
    expect(await rows(sql`select kind, year, last_number from document_counters order by kind, year`)).toEqual([
      { kind: 'CREDIT_NOTE', year: 2026, last_number: 2 },
      { kind: 'RECEIPT', year: 2026, last_number: receipts2026 },
      { kind: 'RECEIPT', year: 2027, last_number: receipts2027 },
    ]);
    // Every succeeded payment has its document, and no other.
    expect(
      await rows(
        sql`select count(*)::int as n from payments p where (p.status = 'SUCCEEDED') <> exists (select 1 from documents d where d.payment_id = p.id)`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(await rows(sql`select count(*)::int as n from documents where payment_id in (${sql.join(rolledBack, sql`, `)})`)).toEqual([
      { n: 0 },
    ]);
  }, 120_000);
});
