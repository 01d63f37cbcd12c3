import { addDays, fromApiDate, periodMonths, type ApiDate } from '@orioni/contracts';
import { MAX_OWED_PERIODS, OVERDUE_STATUS, RENEWAL_NOTICE_DAYS, RENEWING_PERIODS } from '@orioni/contracts/billing-rules';
import { TBILISI_OFFSET_MINUTES } from '@orioni/contracts/format';
import { OVERDUE_BUCKETS } from '@orioni/contracts/revenue-rules';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The billing rules of `@orioni/contracts/billing-rules` (and the revenue definitions built on them,
 * `revenue-rules`) as SQL, built from the rules' own parameters (ADR 030): a query filtering or
 * computing by a rule states it through here, never by hand. `billing-sql.test.ts` holds each form
 * to its TypeScript rule on a real database, over the edge days. The columns are passed in (a
 * Drizzle column, or `sql\`i.status\`` in a raw query with an alias); days (`today`) are parameters.
 */
export interface OverdueColumns {
  status: SQLWrapper;
  nextPaymentDate: SQLWrapper;
}

/** The item columns the period rules read. */
export interface PeriodColumns extends OverdueColumns {
  period: SQLWrapper;
  anchorDate: SQLWrapper;
  paidPeriods: SQLWrapper;
}

/** Literals, not parameters: the statement's text stays the same for every call (one plan). */
const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);
const RENEWING = sql.raw(RENEWING_PERIODS.map((p) => `'${p}'`).join(', '));

/** `RENEWING_PERIODS.includes(period)`: a period that renews (has a length in months). */
export const renewingPeriodSql = (period: SQLWrapper): SQL => sql`${period} in (${RENEWING})`;

/** `periodMonths(period)`: the months of a renewing period; null for one that does not renew. */
export const periodMonthsSql = (period: SQLWrapper): SQL =>
  sql`(case ${period} ${sql.join(
    RENEWING_PERIODS.map((p) => sql.raw(`when '${p}' then ${periodMonths(p)}`)),
    sql` `,
  )} end)`;

/** `isOverdue(item, today)`: ACTIVE and its next payment day has come (a null date never is). */
export const overdueSql = (c: OverdueColumns, today: string): SQL =>
  sql`(${c.status} = ${literal(OVERDUE_STATUS)} and ${c.nextPaymentDate} <= ${today})`;

/** `!isOverdue(item, today)`, null-safe: an item with no next payment date (on-premise) is kept. */
export const notOverdueSql = (c: OverdueColumns, today: string): SQL =>
  sql`not (${c.status} = ${literal(OVERDUE_STATUS)} and coalesce(${c.nextPaymentDate} <= ${today}, false))`;

/** `isOwing(item, today)`: overdue, of a period that renews. */
export const owingSql = (c: OverdueColumns & { period: SQLWrapper }, today: string): SQL =>
  sql`(${c.status} = ${literal(OVERDUE_STATUS)} and ${renewingPeriodSql(c.period)} and ${c.nextPaymentDate} <= ${today})`;

/** `willRenew(item)`: ACTIVE, of a period that renews (the renewal pass will charge it). */
export const willRenewSql = (c: Pick<PeriodColumns, 'status' | 'period'>): SQL =>
  sql`(${c.status} = ${literal(OVERDUE_STATUS)} and ${renewingPeriodSql(c.period)})`;

/** `overdueDays(item, today)`: days since the next payment day of an overdue item (0 on the day); null otherwise. */
export const overdueDaysSql = (c: OverdueColumns, today: string): SQL =>
  sql`(case when ${overdueSql(c, today)} then ${today}::date - ${c.nextPaymentDate} end)`;

/** `bucketOf(days)`: the overdue bucket (`OVERDUE_BUCKETS`) of an age in days. */
export const overdueBucketSql = (days: SQLWrapper): SQL =>
  sql`(case ${sql.join(
    OVERDUE_BUCKETS.map(
      (b) =>
        sql`when ${days} >= ${sql.raw(String(b.minDays))}${b.maxDays === null ? sql`` : sql` and ${days} <= ${sql.raw(String(b.maxDays))}`} then ${literal(b.key)}`,
    ),
    sql` `,
  )} end)`;

/**
 * `wholeMonths(from, to)`: the months m from `from` to the last day with addMonths(from, m) on or
 * before `to`: one less than the calendar months between them when `from`'s day, clamped to the
 * last day of `to`'s month, has not come by `to`.
 */
export function wholeMonthsSql(from: SQLWrapper, to: ApiDate): SQL {
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return sql`((${ty} - extract(year from ${from})::int) * 12 + (${tm} - extract(month from ${from})::int)
      - case when least(extract(day from ${from})::int, ${lastOfMonth}) > ${td} then 1 else 0 end)`;
}

/**
 * `owedPeriodCount(item, today)`: the unpaid periods started by today (at most MAX_OWED_PERIODS) of
 * an owing item, 0 for any other: the whole months from the anchor (or the next payment date) to
 * today over the period's months, less the periods paid, plus one.
 */
export function owedPeriodCountSql(c: PeriodColumns, today: ApiDate): SQL {
  const months = periodMonthsSql(c.period);
  return sql`(case when ${owingSql(c, today)} then greatest(0, least(${sql.raw(String(MAX_OWED_PERIODS))}, case when ${c.anchorDate} is null
      then floor(${wholeMonthsSql(c.nextPaymentDate, today)}::numeric / ${months})::int + 1
      else floor(${wholeMonthsSql(c.anchorDate, today)}::numeric / ${months})::int - ${c.paidPeriods} + 1 end)) else 0 end)`;
}

/**
 * `unpaidPeriodStart(item, k)`: the start of an item's k-th unpaid period (k = 0: its next payment
 * date), anchor + months × (paid + k), or next payment date + months × k without an anchor
 * (PostgreSQL clamps to a month's last day as `addMonths` does). Null for a period that does not renew.
 */
export function unpaidPeriodStartSql(c: PeriodColumns, k: number): SQL {
  const months = periodMonthsSql(c.period);
  const n = sql.raw(String(Math.trunc(k)));
  return sql`(case when ${c.anchorDate} is null then ${c.nextPaymentDate} + make_interval(months => ${months} * ${n})
    else ${c.anchorDate} + make_interval(months => ${months} * (${c.paidPeriods} + ${n})) end)::date`;
}

/**
 * `renewalNoticeDue(item, today)`: ACTIVE, of a renewing period, its next payment date after today
 * and at most its period's notice days (`RENEWAL_NOTICE_DAYS`) away. A condition for a `where`.
 */
export const renewalNoticeDueSql = (c: Pick<PeriodColumns, 'status' | 'period' | 'nextPaymentDate'>, today: ApiDate): SQL =>
  sql`(${willRenewSql(c)} and ${c.nextPaymentDate} > ${today}::date
    and ${c.nextPaymentDate} <= ${today}::date + (case ${c.period} ${sql.join(
      Object.entries(RENEWAL_NOTICE_DAYS).map(([p, days]) => sql.raw(`when '${p}' then ${days}`)),
      sql` `,
    )} end))`;

/** `toApiDate(instant)`: the Tbilisi calendar day of a `timestamptz`, whatever the session's time zone. */
export const tbilisiDaySql = (instant: SQLWrapper): SQL =>
  sql`((${instant} at time zone 'UTC') + interval '${sql.raw(String(TBILISI_OFFSET_MINUTES))} minutes')::date`;

/**
 * `toApiDate(instant) >= day`, as a range on the instant itself (an index on it answers it; no
 * per-row day arithmetic): on or after the instant `day` starts in Tbilisi (`fromApiDate`).
 */
export const onOrAfterDaySql = (instant: SQLWrapper, day: ApiDate): SQL =>
  sql`${instant} >= ${fromApiDate(day).toISOString()}::timestamptz`;

/** `toApiDate(instant) <= day`, as a range on the instant: before the next Tbilisi day starts. */
export const onOrBeforeDaySql = (instant: SQLWrapper, day: ApiDate): SQL =>
  sql`${instant} < ${fromApiDate(addDays(day, 1)).toISOString()}::timestamptz`;

/**
 * `isRunningOn(item, day)`: a renewing item bought by that day (its Tbilisi day, as a range on
 * `createdAt`) that has not ended by it: ACTIVE, or its paid period ends after the day.
 */
export const runningOnSql = (
  c: Pick<PeriodColumns, 'status' | 'period' | 'nextPaymentDate'> & { createdAt: SQLWrapper },
  day: ApiDate,
): SQL =>
  sql`(${renewingPeriodSql(c.period)} and ${onOrBeforeDaySql(c.createdAt, day)} and (${c.status} = ${literal(OVERDUE_STATUS)} or ${c.nextPaymentDate} > ${day}::date))`;

/**
 * The first day a renewing item no longer runs (`isRunningOn`): never for an ACTIVE one
 * (`infinity`), else its next payment date (its paid period ends then).
 */
export const runningEndSql = (c: Pick<PeriodColumns, 'status' | 'nextPaymentDate'>): SQL =>
  sql`(case when ${c.status} = ${literal(OVERDUE_STATUS)} then 'infinity'::date else ${c.nextPaymentDate} end)`;

/** `churnDay(item, today) !== null`: a renewing item not ACTIVE whose paid period ended by today (churned on its next payment date). */
export const churnedSql = (c: Pick<PeriodColumns, 'status' | 'period' | 'nextPaymentDate'>, today: ApiDate): SQL =>
  sql`(${renewingPeriodSql(c.period)} and ${c.status} <> ${literal(OVERDUE_STATUS)} and ${c.nextPaymentDate} <= ${today}::date)`;
