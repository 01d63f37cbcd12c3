import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { freshTestDatabase, TEST_DATABASE_URL } from '../../test/test-database.ts';

/**
 * Issue 28, "done when": document numbers taken by two API processes at once (each its own process
 * and connection pool, `test/issue-documents-process.ts`) over many payments: each year's numbers
 * are 1..N with no gap and no duplicate, one per payment. PostgreSQL only: PGlite is one process's
 * single connection.
 */
const CHILD = path.join(REPO_ROOT, 'apps/api/src/test/issue-documents-process.ts');
let database: Database & { url?: string };
const PER_YEAR = { 2026: 150, 2027: 50 } as const;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A process of its own issuing the payments' documents in a shuffled order (its own), `parallel` at a time. */
function issueInProcess(ids: number[], seed: number, parallel: number): Promise<void> {
  const order = [...ids].sort((a, b) => ((a * seed) % 97) - ((b * seed) % 97) || a - b);
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: database.url, IDS: order.join(','), PARALLEL: String(parallel), LOG_LEVEL: 'silent' },
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

  it('two processes issuing documents for 200 payments at once hand out 1..N per year, no gap, no duplicate', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'numbers@example.ge', passwordHash: 'x', customerType: 'PHYSICAL', fullName: 'Numbers' })
      .returning();
    for (const [year, n] of Object.entries(PER_YEAR)) {
      await database.db.execute(sql`insert into payments (user_id, kind, status, amount, idempotency_key, paid_at)
        select ${user!.id}, 'PURCHASE', 'SUCCEEDED', 1000, 'numbers-' || ${year} || '-' || g, ${`${year}-06-01T08:00:00Z`}::timestamptz
        from generate_series(1, ${n}) g`);
    }
    // A refund in 2026 takes its credit note's number from the same sequence.
    await database.db.execute(sql`insert into payments (user_id, kind, status, amount, idempotency_key, paid_at, refund_of_payment_id)
      select ${user!.id}, 'REFUND', 'SUCCEEDED', -1000, 'numbers-refund', '2026-07-01T08:00:00Z', min(id) from payments`);
    const ids = (await rows<{ id: number }>(sql`select id from payments order by id`)).map((r) => Number(r.id));
    expect(ids).toHaveLength(PER_YEAR[2026] + PER_YEAR[2027] + 1);

    // Two processes issue every payment, each in its own order, eight at a time: every payment is asked for twice at once.
    await Promise.all([issueInProcess(ids, 31, 8), issueInProcess(ids, 57, 8)]);

    const perYear = await rows<{ year: number; n: string; lo: number; hi: number; distinct_numbers: string; payments: string }>(
      sql`select year, count(*) as n, min(number) as lo, max(number) as hi, count(distinct number) as distinct_numbers,
        count(distinct payment_id) as payments from documents group by year order by year`,
    );
    expect(
      perYear.map((r) => ({ ...r, n: Number(r.n), distinct_numbers: Number(r.distinct_numbers), payments: Number(r.payments) })),
    ).toEqual([
      { year: 2026, n: 151, lo: 1, hi: 151, distinct_numbers: 151, payments: 151 },
      { year: 2027, n: 50, lo: 1, hi: 50, distinct_numbers: 50, payments: 50 },
    ]);
    expect(await rows(sql`select year, last_number from document_counters order by year`)).toEqual([
      { year: 2026, last_number: 151 },
      { year: 2027, last_number: 50 },
    ]);
    expect(await rows(sql`select kind, count(*)::int as n from documents group by kind order by kind`)).toEqual([
      { kind: 'CREDIT_NOTE', n: 1 },
      { kind: 'RECEIPT', n: 200 },
    ]);
    // Asked again, each payment keeps its number.
    const before = await rows<{ payment_id: number; number: number }>(sql`select payment_id, number from documents order by payment_id`);
    await issueInProcess(ids.slice(0, 20), 3, 4);
    expect(await rows(sql`select payment_id, number from documents order by payment_id`)).toEqual(before);
  }, 120_000);
});
