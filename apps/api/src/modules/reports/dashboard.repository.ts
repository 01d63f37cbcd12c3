import { periodMonths, type PricePeriod } from '@orioni/contracts';
import { MAX_OWED_PERIODS, OVERDUE_STATUS, RENEWING_PERIODS } from '@orioni/contracts/billing-rules';
import { TBILISI_OFFSET_MINUTES } from '@orioni/contracts/format';
import { OVERDUE_BUCKETS } from '@orioni/contracts/revenue-rules';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { owingSql } from '../../lib/billing-sql.ts';
import { usersView } from '../accounts/accounts.queries.ts';
import { pricesView, productsView } from '../content/catalog.queries.ts';
import { paymentsView } from '../ledger/ledger.queries.ts';
import { purchasedItemsView } from '../subscriptions/items.queries.ts';

/** The other modules' tables this read model joins, as their owners' read views (ADR 044). */
const users = usersView();
const prices = pricesView();
const products = productsView();

/*
 * The revenue dashboard's aggregates (issue 29 item 1, ADR 034), over the read views the ledger,
 * subscriptions, content and accounts modules let others read (ADR 044). Each query states a definition of
 * `@orioni/contracts/revenue-rules` in SQL, from the rules' own parameters; `dashboard.test.ts`
 * holds every answer to the TypeScript definition on a seeded set. Money sums come back as text
 * (bigint) and are read with Number (tetri sums stay far below 2^53).
 */

const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
const RENEWING = list(RENEWING_PERIODS);
const ACTIVE = list([OVERDUE_STATUS]);
/** The Tbilisi calendar day of an instant column. */
const tbilisiDay = (column: SQL) =>
  sql`((${column} at time zone 'UTC') + interval '${sql.raw(String(TBILISI_OFFSET_MINUTES))} minutes')::date`;
/** Months of a renewing period, from the rule's own table. */
const monthsOf = (period: SQL) =>
  sql`(case ${period} ${sql.join(
    RENEWING_PERIODS.map((p) => sql.raw(`when '${p}' then ${periodMonths(p as PricePeriod)}`)),
    sql` `,
  )} end)`;

/**
 * `isRunningOn(item, day)`: a renewing item bought by that day (before the next day starts, an
 * instant: no per-row day arithmetic) that has not ended by it.
 */
const runningOn = (day: string) =>
  sql`(i.period in (${RENEWING}) and i.created_at < ${dayStart(day, 1)}::timestamptz and (i.status in (${ACTIVE}) or i.next_payment_date > ${day}::date))`;

/**
 * Renewing items bought by `to`, by Tbilisi day bought, period and `isExpansion` (the same customer
 * already had a subscription of the same product running the day before). One pass: per customer
 * and product, the latest end (an ACTIVE item never ends) of the items bought on earlier days; the
 * item is an expansion when that end is on or after its own day. The MRR points cumulate these sums
 * too, so the items are read once for both figures.
 */
export function boughtByDay(db: DbOrTx, to: string) {
  const day = tbilisiDay(sql`i.created_at`);
  return rowsOf<{ day: string; period: string; expansion: boolean; total: string }>(
    db,
    // Grouped by the date itself, not its text; the product key partitions bytewise (equality only).
    sql`select y.day::text as day, y.period, y.expansion, sum(y.amount)::text as total
        from (
          select x.day, x.period, coalesce(x.prev_end >= x.day, false) as expansion, x.amount
          from (
            select i.period, i.unit_cost::bigint * i.quantity as amount, ${day} as day,
              max(case when i.status in (${ACTIVE}) then 'infinity'::date else i.next_payment_date end) over (
                partition by i.user_id, i.product_key collate "C" order by ${day} range between unbounded preceding and '1 day' preceding
              ) as prev_end
            from ${purchasedItemsView('i')}
            where i.period in (${RENEWING}) and i.created_at < ${dayStart(to, 1)}::timestamptz
          ) x
        ) y
        group by y.day, y.period, y.expansion`,
  );
}

/**
 * Renewing non-ACTIVE items bought by `to` that ended by it (their next payment date), by period and
 * the later of the day bought and the day ended: what leaves the running total on that day.
 */
export function endedByDay(db: DbOrTx, to: string) {
  return rowsOf<{ period: string; day: string; total: string }>(
    db,
    sql`select i.period, greatest(${tbilisiDay(sql`i.created_at`)}, i.next_payment_date)::text as day, sum(i.unit_cost::bigint * i.quantity)::text as total
        from ${purchasedItemsView('i')}
        where i.period in (${RENEWING}) and i.status not in (${ACTIVE}) and i.next_payment_date <= ${to}::date
          and i.created_at < ${dayStart(to, 1)}::timestamptz
        group by 1, 2`,
  );
}

/** `churnDay`: cancelled (or cancelling) items whose paid period ended in [from, today], by month and period. */
export function churnedByMonth(db: DbOrTx, from: string, today: string) {
  return rowsOf<{ month: string; period: string; total: string }>(
    db,
    sql`select to_char(i.next_payment_date, 'YYYY-MM') as month, i.period, sum(i.unit_cost::bigint * i.quantity)::text as total
        from ${purchasedItemsView('i')}
        where i.period in (${RENEWING}) and i.status not in (${ACTIVE}) and i.next_payment_date >= ${from}::date and i.next_payment_date <= ${today}::date
        group by 1, 2`,
  );
}

/** `isRecovery`: succeeded Pay now payments paid in [from, to], by month. */
export function recoveredByMonth(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ month: string; total: string }>(
    db,
    sql`select to_char(${tbilisiDay(sql`p.paid_at`)}, 'YYYY-MM') as month, sum(p.amount::bigint)::text as total
        from ${paymentsView('p')}
        where p.kind = 'REPAY' and p.status = 'SUCCEEDED' and p.paid_at >= ${dayStart(from)}::timestamptz and p.paid_at < ${dayStart(to, 1)}::timestamptz
        group by 1`,
  );
}

/** Items running today by product and period. */
export function runningByProduct(db: DbOrTx, today: string) {
  return rowsOf<{ productKey: string; period: string; items: number; quantity: string; total: string }>(
    db,
    sql`select i.product_key as "productKey", i.period, count(*)::int as items, sum(i.quantity)::text as quantity,
          sum(i.unit_cost::bigint * i.quantity)::text as total
        from ${purchasedItemsView('i')} where ${runningOn(today)}
        group by 1, 2 order by 1, 2`,
  );
}

/** The names of these price keys' products. */
export async function productNames(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ productKey: prices.productKey, names: products.names })
    .from(prices)
    .innerJoin(products, sql`${products.id} = ${prices.productId}`)
    .where(inArray(prices.productKey, keys));
}

/** Customer accounts (not staff) by the console's status. */
export function customersByStatus(db: DbOrTx) {
  return rowsOf<{ status: string; customers: number }>(
    db,
    sql`select customer_status as status, count(*)::int as customers from ${users} where role = 'USER' group by 1`,
  );
}

/**
 * `overdueByAge` in SQL: the owing items (`owingSql`) by age bucket (`OVERDUE_BUCKETS`, days since
 * the next payment date), with their owed periods counted as `owedPeriodCount` counts them: the
 * whole months from the anchor (or the next payment date) to today — one less when the anchor's
 * day, clamped to today's month, has not come yet — over the period's months, less the periods
 * paid, plus one, within [0, MAX_OWED_PERIODS].
 */
export function overdueBuckets(db: DbOrTx, today: string) {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  const months = monthsOf(sql`i.period`);
  const whole = (from: SQL) =>
    sql`((${ty} - extract(year from ${from})::int) * 12 + (${tm} - extract(month from ${from})::int)
      - case when least(extract(day from ${from})::int, ${lastOfMonth}) > ${td} then 1 else 0 end)`;
  const count = sql`greatest(0, least(${MAX_OWED_PERIODS}, case when i.anchor_date is null
      then floor(${whole(sql`i.next_payment_date`)}::numeric / ${months})::int + 1
      else floor(${whole(sql`i.anchor_date`)}::numeric / ${months})::int - i.paid_periods + 1 end))`;
  const age = sql`(${today}::date - i.next_payment_date)`;
  const bucket = sql.join(
    OVERDUE_BUCKETS.map((b) =>
      sql.raw(`when i.age >= ${b.minDays}${b.maxDays === null ? '' : ` and i.age <= ${b.maxDays}`} then '${b.key}'`),
    ),
    sql` `,
  );
  return rowsOf<{ bucket: string; items: number; total: string }>(
    db,
    sql`select x.bucket, count(*)::int as items, sum(x.owed)::text as total from (
          select ${sql.raw('case')} ${bucket} end as bucket, ${count}::bigint * i.unit_cost * i.quantity as owed
          from (select i.*, ${age} as age from ${purchasedItemsView('i')}
                where ${owingSql({ status: sql`i.status`, period: sql`i.period`, nextPaymentDate: sql`i.next_payment_date` }, today)}) i
        ) x group by 1`,
  );
}

/**
 * `forecastOf`: periods of ACTIVE renewing items due after today starting in (today, last], by day.
 * The first unpaid period starts on the next payment date; the one after it (anchor + months ×
 * (paid + 1), or next + months without an anchor) can fall in a 30-day window too (February). Period
 * starts are at least 28 days apart (the shortest month), so the second start is computed only for
 * items due in the window's first days, not for every item due in it.
 */
export function forecastByDay(db: DbOrTx, today: string, last: string) {
  const months = monthsOf(sql`i.period`);
  const second = sql`(case when i.anchor_date is null then i.next_payment_date + make_interval(months => ${months})
    else i.anchor_date + make_interval(months => ${months} * (i.paid_periods + 1)) end)::date`;
  const due = sql`i.status in (${ACTIVE}) and i.period in (${RENEWING}) and i.next_payment_date > ${today}::date and i.next_payment_date <= ${last}::date`;
  return rowsOf<{ day: string; total: string; items: number }>(
    db,
    sql`select d.day::text as day, sum(d.amount)::text as total, count(*)::int as items from (
          select i.next_payment_date as day, i.unit_cost::bigint * i.quantity as amount from ${purchasedItemsView('i')} where ${due}
          union all
          select ${second} as day, i.unit_cost::bigint * i.quantity as amount from ${purchasedItemsView('i')}
          where ${due} and i.next_payment_date <= ${last}::date - 28
        ) d where d.day <= ${last}::date group by d.day`,
  );
}

/**
 * Payments by Tbilisi day (paid, or made when not paid) from `from`, by whether a refund and by
 * status: succeeded ones by their paid time, refused ones by the time they were made (a refused
 * payment is never paid). Two range reads, each answered from its covering index alone
 * (`payments_paid_idx`, `payments_failed_created_idx`, migration 0018), grouped by the day itself.
 */
export function paymentsByDay(db: DbOrTx, from: string) {
  const start = sql`${dayStart(from)}::timestamptz`;
  return rowsOf<{ day: string; refund: boolean; status: string; n: number; total: string }>(
    db,
    sql`select x.day::text as day, x.refund, x.status, count(*)::int as n, sum(x.amount)::text as total
        from (
          select ${tbilisiDay(sql`p.paid_at`)} as day, p.kind = 'REFUND' as refund, 'SUCCEEDED' as status, p.amount::bigint as amount
          from ${paymentsView('p')} where p.status = 'SUCCEEDED' and p.paid_at >= ${start}
          union all
          select ${tbilisiDay(sql`p.created_at`)}, p.kind = 'REFUND', 'FAILED', p.amount::bigint
          from ${paymentsView('p')} where p.status = 'FAILED' and p.created_at >= ${start}
        ) x
        group by x.day, x.refund, x.status`,
  );
}

/** The instant a Tbilisi day (plus `plus` days) starts, as ISO text. */
function dayStart(day: string, plus = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plus) - TBILISI_OFFSET_MINUTES * 60_000).toISOString();
}
