import { addDays, PRICE_PERIODS, SUBSCRIPTION_STATUSES } from '@orioni/contracts';
import { DEFAULT_RETRY_DAYS, isOverdue, isOwing } from '@orioni/contracts/billing-rules';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { freshTestDatabase } from '../test/test-database.ts';
import { notOverdueSql, overdueSql, owingSql } from './billing-sql.ts';

/**
 * Issue 27 item 1: the SQL of a billing rule and its TypeScript answer the same on the edge days:
 * due today (0 days overdue), yesterday, tomorrow, on each retry day, and with no next payment
 * date; for every status and period.
 */
const TODAY = '2026-06-15';
const OFFSETS = [-400, -DEFAULT_RETRY_DAYS.at(-1)!, ...DEFAULT_RETRY_DAYS.map((d) => -d), 0, 1, 30];
const ITEMS = SUBSCRIPTION_STATUSES.flatMap((status) =>
  PRICE_PERIODS.flatMap((period) =>
    [null, ...OFFSETS.map((d) => addDays(TODAY, d))].map((nextPaymentDate) => ({ status, period, nextPaymentDate })),
  ),
);

let database: Database;
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(() => database?.close());

const columns = { status: sql`i.status`, period: sql`i.period`, nextPaymentDate: sql`i.next_payment_date` };

/** The condition's answer for every item, in order. */
async function answers(condition: SQL): Promise<boolean[]> {
  const values = ITEMS.map((item, n) => sql`(${n}::int, ${item.status}::text, ${item.period}::text, ${item.nextPaymentDate}::date)`);
  const result = (await database.db.execute(
    sql`select n, coalesce(${condition}, false) as hit from (values ${sql.join(values, sql`, `)}) as i(n, status, period, next_payment_date) order by n`,
  )) as unknown as { rows: { n: number; hit: boolean }[] };
  return result.rows.map((r) => r.hit);
}

describe('issue 27 item 1: the billing rules in SQL agree with the contracts rules', () => {
  it('overdueSql is isOverdue: due today and every day before it, ACTIVE only, never without a date', async () => {
    expect(await answers(overdueSql(columns, TODAY))).toEqual(ITEMS.map((i) => isOverdue(i, TODAY)));
    // The edges themselves: due today counts, tomorrow does not.
    expect(isOverdue({ status: 'ACTIVE', nextPaymentDate: TODAY }, TODAY)).toBe(true);
    expect(isOverdue({ status: 'ACTIVE', nextPaymentDate: addDays(TODAY, 1) }, TODAY)).toBe(false);
  });

  it('notOverdueSql is its null-safe negation (an on-premise item with no date is kept)', async () => {
    expect(await answers(notOverdueSql(columns, TODAY))).toEqual(ITEMS.map((i) => !isOverdue(i, TODAY)));
  });

  it('owingSql is isOwing: overdue and of a renewing period', async () => {
    expect(await answers(owingSql(columns, TODAY))).toEqual(ITEMS.map((i) => isOwing(i, TODAY)));
  });
});
