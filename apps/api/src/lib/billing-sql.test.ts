import { addDays, addMonths, periodMonths, PRICE_PERIODS, SUBSCRIPTION_STATUSES, toApiDate, type PricePeriod } from '@orioni/contracts';
import {
  DEFAULT_RETRY_DAYS,
  isOverdue,
  isOwing,
  MAX_RENEWAL_NOTICE_DAYS,
  overdueDays,
  RENEWING_PERIODS,
  renewalNoticeDue,
  unpaidPeriodStart,
  willRenew,
} from '@orioni/contracts/billing-rules';
import { bucketOf, churnDay, isRunningOn, owedPeriodCount, wholeMonths } from '@orioni/contracts/revenue-rules';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { freshTestDatabase } from '../test/test-database.ts';
import {
  churnedSql,
  notOverdueSql,
  onOrAfterDaySql,
  onOrBeforeDaySql,
  overdueBucketSql,
  overdueDaysSql,
  overdueSql,
  owedPeriodCountSql,
  owingSql,
  periodMonthsSql,
  renewalNoticeDueSql,
  renewingPeriodSql,
  runningEndSql,
  runningOnSql,
  tbilisiDaySql,
  unpaidPeriodStartSql,
  wholeMonthsSql,
  willRenewSql,
} from './billing-sql.ts';

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

/*
 * Issue 40 item 5: the SQL forms the dashboard, the notices and the exports used to restate by hand,
 * each held to its contracts rule on the same kind of grid: month ends and leap days for the period
 * arithmetic, every instant around Tbilisi's midnight (20:00 UTC) for the calendar day.
 */

/** Anchors and next payment dates where month arithmetic clamps: month ends, leap days, the 28th–31st. */
const EDGE_DAYS = [
  '2023-12-31',
  '2024-01-28',
  '2024-01-29',
  '2024-01-30',
  '2024-01-31',
  '2024-02-28',
  '2024-02-29',
  '2024-03-31',
  '2025-01-31',
  '2025-02-28',
  '2025-05-15',
  '2025-06-30',
  '2026-01-15',
  '2026-02-28',
  '2026-03-29',
  '2026-03-31',
  '2026-05-31',
  '2026-06-14',
  '2026-06-15',
  '2026-06-16',
];
/** Days to compare on: month ends and the days around them, a leap day, mid-month. */
const ON_DAYS = [
  '2024-02-28',
  '2024-02-29',
  '2024-03-01',
  '2025-02-28',
  '2026-02-28',
  '2026-03-30',
  '2026-03-31',
  '2026-06-15',
  '2026-06-30',
];

interface GridItem {
  status: string;
  period: string;
  anchorDate: string | null;
  nextPaymentDate: string | null;
  paidPeriods: number;
  unitCost: number;
  quantity: number;
  createdAt: string;
}

/** Every status and period, with and without an anchor, over the edge days and a few paid counts. */
const GRID: GridItem[] = SUBSCRIPTION_STATUSES.flatMap((status) =>
  PRICE_PERIODS.flatMap((period) =>
    [null, ...EDGE_DAYS].flatMap((anchorDate) =>
      [0, 1, 5, 13].flatMap((paidPeriods) =>
        (anchorDate === null ? [null, ...EDGE_DAYS] : [unpaidPeriodStartOr(period, anchorDate, paidPeriods)]).map((nextPaymentDate) => ({
          status,
          period,
          anchorDate,
          nextPaymentDate,
          paidPeriods,
          unitCost: 1_000,
          quantity: 1,
        })),
      ),
    ),
  ),
).map((item, n) => ({
  ...item,
  // Bought at an instant around some Tbilisi midnight (20:00 UTC): just before it, on it, or in the morning.
  createdAt: `2026-0${1 + (n % 6)}-1${n % 10}T${['19:59:59.999', '20:00:00.000', '03:00:00.000'][n % 3]}Z`,
}));

/** A renewing item's next payment date from its anchor and paid periods; any day for one that does not renew. */
function unpaidPeriodStartOr(period: string, anchor: string, paid: number): string {
  const months = periodMonths(period as PricePeriod);
  return months === null ? anchor : addMonths(anchor, months * paid);
}

const gridColumns = {
  status: sql`i.status`,
  period: sql`i.period`,
  nextPaymentDate: sql`i.next_payment_date`,
  anchorDate: sql`i.anchor_date`,
  paidPeriods: sql`i.paid_periods`,
  createdAt: sql`i.created_at`,
};

/** The expression's value (as text, null kept) for every grid item, in order. */
async function values(items: GridItem[], expression: SQL): Promise<(string | null)[]> {
  const rows = items.map(
    (i, n) =>
      sql`(${n}::int, ${i.status}::text, ${i.period}::text, ${i.nextPaymentDate}::date, ${i.anchorDate}::date, ${i.paidPeriods}::int, ${i.createdAt}::timestamptz)`,
  );
  const result = (await database.db.execute(
    sql`select n, (${expression})::text as v from (values ${sql.join(rows, sql`, `)})
        as i(n, status, period, next_payment_date, anchor_date, paid_periods, created_at) order by n`,
  )) as unknown as { rows: { n: number; v: string | null }[] };
  return result.rows.map((r) => r.v);
}
const asBoolean = (v: string | null) => v === 'true';
const asNumber = (v: string | null) => (v === null ? null : Number(v));

describe('issue 40 item 5: the dashboard, notices and export forms of the rules agree with contracts', () => {
  it('renewingPeriodSql and periodMonthsSql are RENEWING_PERIODS and periodMonths', async () => {
    const items = PRICE_PERIODS.map((period) => ({ ...GRID[0]!, period }));
    expect((await values(items, renewingPeriodSql(sql`i.period`))).map(asBoolean)).toEqual(
      items.map((i) => (RENEWING_PERIODS as readonly string[]).includes(i.period)),
    );
    expect((await values(items, periodMonthsSql(sql`i.period`))).map(asNumber)).toEqual(
      items.map((i) => periodMonths(i.period as PricePeriod)),
    );
  });

  it('willRenewSql is willRenew', async () => {
    expect((await values(GRID, sql`coalesce(${willRenewSql(gridColumns)}, false)`)).map(asBoolean)).toEqual(GRID.map((i) => willRenew(i)));
  });

  it('wholeMonthsSql is wholeMonths, from every day of two years (leap day included) to month ends and mid-months', async () => {
    const from = Array.from({ length: 2 * 366 }, (_, d) => addDays('2023-12-01', d));
    const items = from.map((day) => ({ ...GRID[0]!, anchorDate: day }));
    for (const to of ON_DAYS) {
      expect((await values(items, wholeMonthsSql(sql`i.anchor_date`, to))).map(asNumber), to).toEqual(
        from.map((day) => wholeMonths(day, to)),
      );
    }
  });

  it('owedPeriodCountSql is owedPeriodCount (0 for an item that does not owe)', async () => {
    for (const today of ON_DAYS) {
      expect((await values(GRID, owedPeriodCountSql(gridColumns, today))).map(asNumber), today).toEqual(
        GRID.map((i) => owedPeriodCount(i, today)),
      );
    }
  });

  it('unpaidPeriodStartSql is unpaidPeriodStart for the next four unpaid periods (clamped to month ends)', async () => {
    const renewing = GRID.filter((i) => periodMonths(i.period as PricePeriod) !== null && i.nextPaymentDate !== null);
    for (const k of [0, 1, 2, 3]) {
      expect(await values(renewing, unpaidPeriodStartSql(gridColumns, k)), `k=${k}`).toEqual(renewing.map((i) => unpaidPeriodStart(i, k)));
    }
  });

  it('overdueDaysSql and overdueBucketSql are overdueDays and bucketOf', async () => {
    for (const today of ON_DAYS) {
      expect((await values(GRID, overdueDaysSql(gridColumns, today))).map(asNumber), today).toEqual(GRID.map((i) => overdueDays(i, today)));
    }
    const ages = Array.from({ length: 400 }, (_, d) => d);
    const items = ages.map((d) => ({ ...GRID[0]!, paidPeriods: d }));
    expect(await values(items, overdueBucketSql(sql`i.paid_periods`))).toEqual(ages.map(bucketOf));
  });

  it('renewalNoticeDueSql is renewalNoticeDue on every day from the day before to past the longest notice', async () => {
    const today = '2026-06-15';
    const items = SUBSCRIPTION_STATUSES.flatMap((status) =>
      PRICE_PERIODS.flatMap((period) =>
        [null, ...Array.from({ length: MAX_RENEWAL_NOTICE_DAYS + 4 }, (_, d) => addDays(today, d - 1))].map((nextPaymentDate) => ({
          ...GRID[0]!,
          status,
          period,
          nextPaymentDate,
        })),
      ),
    );
    expect((await values(items, sql`coalesce(${renewalNoticeDueSql(gridColumns, today)}, false)`)).map(asBoolean)).toEqual(
      items.map((i) => renewalNoticeDue(i, today)),
    );
    expect(items.filter((i) => renewalNoticeDue(i, today)).length).toBe(3 + 7);
  });

  it('tbilisiDaySql is toApiDate, around Tbilisi midnight, whatever the session time zone', async () => {
    const instants = ['2024-02-28', '2024-02-29', '2025-12-31', '2026-06-14'].flatMap((day) =>
      ['00:00:00.000', '03:59:59.999', '04:00:00.000', '19:59:59.999', '20:00:00.000', '23:59:59.999'].map((t) => `${day}T${t}Z`),
    );
    const items = instants.map((createdAt) => ({ ...GRID[0]!, createdAt }));
    const expected = instants.map((i) => toApiDate(new Date(i)));
    expect(await values(items, tbilisiDaySql(sql`i.created_at`))).toEqual(expected);
    // A session in another zone (west and east of UTC) reads the same days.
    for (const zone of ['America/New_York', 'Pacific/Kiritimati']) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        const rows = items.map((i, n) => sql`(${n}::int, ${i.createdAt}::timestamptz)`);
        const result = (await tx.execute(
          sql`select n, (${tbilisiDaySql(sql`i.created_at`)})::text as v from (values ${sql.join(rows, sql`, `)}) as i(n, created_at) order by n`,
        )) as unknown as { rows: { v: string }[] };
        expect(
          result.rows.map((r) => r.v),
          zone,
        ).toEqual(expected);
      });
    }
  });

  it('onOrAfterDaySql and onOrBeforeDaySql are toApiDate(instant) >= day and <= day', async () => {
    const instants = GRID.filter((_, n) => n % 7 === 0);
    for (const day of ['2026-01-10', '2026-01-11', '2026-03-12', '2026-06-14']) {
      expect((await values(instants, onOrAfterDaySql(sql`i.created_at`, day))).map(asBoolean), day).toEqual(
        instants.map((i) => toApiDate(new Date(i.createdAt)) >= day),
      );
      expect((await values(instants, onOrBeforeDaySql(sql`i.created_at`, day))).map(asBoolean), day).toEqual(
        instants.map((i) => toApiDate(new Date(i.createdAt)) <= day),
      );
    }
  });

  it('runningOnSql, runningEndSql and churnedSql are isRunningOn and churnDay', async () => {
    const revenueItem = (i: GridItem) => ({ ...i, createdDay: toApiDate(new Date(i.createdAt)) });
    for (const day of ['2026-01-10', '2026-02-28', '2026-03-31', '2026-06-15']) {
      const running = GRID.map((i) => isRunningOn(revenueItem(i), day));
      expect((await values(GRID, sql`coalesce(${runningOnSql(gridColumns, day)}, false)`)).map(asBoolean), day).toEqual(running);
      // The end form: bought by the day, renewing, and its end after the day.
      const byEnd = sql`coalesce(${renewingPeriodSql(sql`i.period`)} and ${onOrBeforeDaySql(sql`i.created_at`, day)} and ${runningEndSql(gridColumns)} > ${day}::date, false)`;
      expect((await values(GRID, byEnd)).map(asBoolean), day).toEqual(running);
      expect((await values(GRID, sql`coalesce(${churnedSql(gridColumns, day)}, false)`)).map(asBoolean), day).toEqual(
        GRID.map((i) => churnDay(i, day) !== null),
      );
    }
  });
});
