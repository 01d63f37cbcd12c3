import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  churnedSql,
  onOrAfterDaySql,
  onOrBeforeDaySql,
  overdueBucketSql,
  overdueDaysSql,
  owedPeriodCountSql,
  owingSql,
  renewingPeriodSql,
  runningEndSql,
  runningOnSql,
  tbilisiDaySql,
  unpaidPeriodStartSql,
  willRenewSql,
} from '../../lib/billing-sql.ts';
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
 * `@orioni/contracts/revenue-rules` in SQL through `lib/billing-sql.ts` (each form held to its
 * TypeScript rule by `billing-sql.test.ts`); `dashboard.test.ts` holds every answer to the
 * TypeScript definition on a seeded set. Money sums come back as text (bigint) and are read with
 * Number (tetri sums stay far below 2^53).
 */

const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
/** The purchased item `i` of the statements below, for the billing rules' SQL. */
const item = {
  status: sql`i.status`,
  period: sql`i.period`,
  nextPaymentDate: sql`i.next_payment_date`,
  anchorDate: sql`i.anchor_date`,
  paidPeriods: sql`i.paid_periods`,
  createdAt: sql`i.created_at`,
};

/**
 * Renewing items bought by `to`, by Tbilisi day bought, period and `isExpansion` (the same customer
 * already had a subscription of the same product running the day before). One pass: per customer
 * and product, the latest end (an ACTIVE item never ends) of the items bought on earlier days; the
 * item is an expansion when that end is on or after its own day. The MRR points cumulate these sums
 * too, so the items are read once for both figures.
 */
export function boughtByDay(db: DbOrTx, to: string) {
  const day = tbilisiDaySql(item.createdAt);
  return rowsOf<{ day: string; period: string; expansion: boolean; total: string }>(
    db,
    // Grouped by the date itself, not its text; the product key partitions bytewise (equality only).
    sql`select y.day::text as day, y.period, y.expansion, sum(y.amount)::text as total
        from (
          select x.day, x.period, coalesce(x.prev_end >= x.day, false) as expansion, x.amount
          from (
            select i.period, i.unit_cost::bigint * i.quantity as amount, ${day} as day,
              max(${runningEndSql(item)}) over (
                partition by i.user_id, i.product_key collate "C" order by ${day} range between unbounded preceding and '1 day' preceding
              ) as prev_end
            from ${purchasedItemsView('i')}
            where ${renewingPeriodSql(item.period)} and ${onOrBeforeDaySql(item.createdAt, to)}
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
    sql`select i.period, greatest(${tbilisiDaySql(item.createdAt)}, i.next_payment_date)::text as day, sum(i.unit_cost::bigint * i.quantity)::text as total
        from ${purchasedItemsView('i')}
        where ${churnedSql(item, to)} and ${onOrBeforeDaySql(item.createdAt, to)}
        group by 1, 2`,
  );
}

/** `churnDay`: cancelled (or cancelling) items whose paid period ended in [from, today], by month and period. */
export function churnedByMonth(db: DbOrTx, from: string, today: string) {
  return rowsOf<{ month: string; period: string; total: string }>(
    db,
    sql`select to_char(i.next_payment_date, 'YYYY-MM') as month, i.period, sum(i.unit_cost::bigint * i.quantity)::text as total
        from ${purchasedItemsView('i')}
        where ${churnedSql(item, today)} and i.next_payment_date >= ${from}::date
        group by 1, 2`,
  );
}

/** `isRecovery`: succeeded Pay now payments paid in [from, to], by month. */
export function recoveredByMonth(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ month: string; total: string }>(
    db,
    sql`select to_char(${tbilisiDaySql(sql`p.paid_at`)}, 'YYYY-MM') as month, sum(p.amount::bigint)::text as total
        from ${paymentsView('p')}
        where p.kind = 'REPAY' and p.status = 'SUCCEEDED' and ${onOrAfterDaySql(sql`p.paid_at`, from)} and ${onOrBeforeDaySql(sql`p.paid_at`, to)}
        group by 1`,
  );
}

/** Items running today by product and period. */
export function runningByProduct(db: DbOrTx, today: string) {
  return rowsOf<{ productKey: string; period: string; items: number; quantity: string; total: string }>(
    db,
    sql`select i.product_key as "productKey", i.period, count(*)::int as items, sum(i.quantity)::text as quantity,
          sum(i.unit_cost::bigint * i.quantity)::text as total
        from ${purchasedItemsView('i')} where ${runningOnSql(item, today)}
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
 * `overdueByAge` in SQL: the owing items (`owingSql`) by age bucket (`overdueBucketSql` of
 * `overdueDaysSql`), with their owed periods counted as `owedPeriodCount` counts them
 * (`owedPeriodCountSql`).
 */
export function overdueBuckets(db: DbOrTx, today: string) {
  return rowsOf<{ bucket: string; items: number; total: string }>(
    db,
    sql`select x.bucket, count(*)::int as items, sum(x.owed)::text as total from (
          select ${overdueBucketSql(sql`i.age`)} as bucket, ${owedPeriodCountSql(item, today)}::bigint * i.unit_cost * i.quantity as owed
          from (select i.*, ${overdueDaysSql(item, today)} as age from ${purchasedItemsView('i')} where ${owingSql(item, today)}) i
        ) x group by 1`,
  );
}

/**
 * `forecastOf`: periods of items that will renew (`willRenewSql`) due after today starting in
 * (today, last], by day. The first unpaid period starts on the next payment date; the one after it
 * (`unpaidPeriodStartSql(…, 1)`) can fall in a 30-day window too (February). Period starts are at
 * least 28 days apart (the shortest month), so the second start is computed only for items due in
 * the window's first days, not for every item due in it.
 */
export function forecastByDay(db: DbOrTx, today: string, last: string) {
  const second = unpaidPeriodStartSql(item, 1);
  const due = sql`${willRenewSql(item)} and i.next_payment_date > ${today}::date and i.next_payment_date <= ${last}::date`;
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
  return rowsOf<{ day: string; refund: boolean; status: string; n: number; total: string }>(
    db,
    sql`select x.day::text as day, x.refund, x.status, count(*)::int as n, sum(x.amount)::text as total
        from (
          select ${tbilisiDaySql(sql`p.paid_at`)} as day, p.kind = 'REFUND' as refund, 'SUCCEEDED' as status, p.amount::bigint as amount
          from ${paymentsView('p')} where p.status = 'SUCCEEDED' and ${onOrAfterDaySql(sql`p.paid_at`, from)}
          union all
          select ${tbilisiDaySql(sql`p.created_at`)}, p.kind = 'REFUND', 'FAILED', p.amount::bigint
          from ${paymentsView('p')} where p.status = 'FAILED' and ${onOrAfterDaySql(sql`p.created_at`, from)}
        ) x
        group by x.day, x.refund, x.status`,
  );
}
