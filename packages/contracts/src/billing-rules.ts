import { PRICE_PERIODS, periodMonths, type PricePeriod, type SubscriptionStatus } from './constants.ts';
import { addDays, addMonths, daysBetween, fromApiDate, type ApiDate } from './dates.ts';
import { multiplyTetri, sumTetri, type Tetri } from './money.ts';

/** The fields of a purchased item that decide what it owes. */
export interface OwingItem {
  status: SubscriptionStatus | string;
  period: PricePeriod | string;
  /** The day its first period started; period n starts on anchor + n periods. */
  anchorDate: ApiDate | null;
  nextPaymentDate: ApiDate | null;
  paidPeriods: number;
  unitCost: Tetri;
  quantity: number;
}

/** One unpaid period: it starts on `periodStart`, the next one on `periodEnd`. */
export interface OwedPeriod {
  periodStart: ApiDate;
  periodEnd: ApiDate;
  amount: Tetri;
}

/** A safety bound: a subscription is never asked for more periods than this at once. */
export const MAX_OWED_PERIODS = 120;

/*
 * The billing rules, each written once (issue 27 item 1, ADR 030). The API, the seed and the web
 * import them; SQL that needs one builds its condition from the parameters exported here
 * (`apps/api/src/lib/billing-sql.ts`), and a test holds the two to the same answers.
 */

/** Decision 6: only an item in this status can be overdue (a cancelling one is not charged again). */
export const OVERDUE_STATUS = 'ACTIVE' satisfies SubscriptionStatus;

/** The periods that renew (and so can owe): every price period with a length in months. */
export const RENEWING_PERIODS = PRICE_PERIODS.filter((p) => periodMonths(p) !== null) as readonly Exclude<PricePeriod, 'PREMISE'>[];

/**
 * Decision 6: an item is overdue from its next payment day itself (0 days overdue counts) while it
 * is ACTIVE. An item with no next payment date (on-premise) never is.
 */
export const isOverdue = (item: Pick<OwingItem, 'status' | 'nextPaymentDate'>, today: ApiDate): boolean =>
  item.status === OVERDUE_STATUS && !!item.nextPaymentDate && item.nextPaymentDate <= today;

/** Decision 6: days since the next payment day of an overdue item (0 on the day itself); null while not overdue. */
export const overdueDays = (item: Pick<OwingItem, 'status' | 'nextPaymentDate'>, today: ApiDate): number | null =>
  isOverdue(item, today) ? daysBetween(item.nextPaymentDate!, today) : null;

/** An overdue subscription of a renewing period owes (what Pay now charges and the renewal pass claims). */
export const isOwing = (item: Pick<OwingItem, 'status' | 'period' | 'nextPaymentDate'>, today: ApiDate): boolean =>
  (RENEWING_PERIODS as readonly string[]).includes(item.period) && isOverdue(item, today);

/** An ACTIVE subscription of a renewing period: the renewal pass will charge it (a cancelling one ends instead). */
export const willRenew = (item: Pick<OwingItem, 'status' | 'period'>): boolean =>
  item.status === OVERDUE_STATUS && (RENEWING_PERIODS as readonly string[]).includes(item.period);

/** Period `n` of a subscription of `months`-long periods anchored on `anchor` starts on anchor + n periods. */
export const periodStart = (anchor: ApiDate, months: number, n: number): ApiDate => addMonths(anchor, months * n);

/**
 * The start of an item's `k`-th unpaid period (k = 0: the one its next payment date names):
 * anchor + months × (paid + k); an item with no anchor counts from its next payment date.
 */
export function unpaidPeriodStart(item: Pick<OwingItem, 'period' | 'anchorDate' | 'nextPaymentDate' | 'paidPeriods'>, k: number): ApiDate {
  const months = periodMonths(item.period as PricePeriod);
  if (months === null) throw new RangeError(`A ${item.period} item has no periods`);
  return item.anchorDate ? periodStart(item.anchorDate, months, item.paidPeriods + k) : addMonths(item.nextPaymentDate!, months * k);
}

/**
 * The number of the period starting on `start` of a subscription anchored on `anchor`: the first n
 * in [0, maxN] with that start, or null (a start that is not one of its periods).
 */
export function periodNumberOf(anchor: ApiDate, months: number, start: ApiDate, maxN: number): number | null {
  for (let n = 0; n <= maxN; n += 1) if (periodStart(anchor, months, n) === start) return n;
  return null;
}

/**
 * The automatic retries after a refused renewal (spec: the due day, then 1, 3 and 7 days after
 * it): days after the period's start. `RENEWAL_RETRY_DAYS` may set others (tests, staging).
 */
export const DEFAULT_RETRY_DAYS: readonly number[] = [1, 3, 7];

/**
 * The day of the next automatic try of a period starting on `periodStart` that has been tried
 * `tries` times (the first on its due day) and refused; null when the schedule is spent.
 */
export function retryDate(periodStart: ApiDate, tries: number, retryDays: readonly number[] = DEFAULT_RETRY_DAYS): ApiDate | null {
  const days = retryDays[tries - 1];
  return days === undefined ? null : addDays(periodStart, days);
}

/** That try as an instant: the start of its Tbilisi day (when a renewal pass may claim it). */
export function retryAt(periodStart: ApiDate, tries: number, retryDays: readonly number[] = DEFAULT_RETRY_DAYS): Date | null {
  const day = retryDate(periodStart, tries, retryDays);
  return day === null ? null : fromApiDate(day);
}

/**
 * What an item owes on `today`, period by period (decision 27): every period that has come and is
 * unpaid, from its next payment date on, each at the price it was bought at (unit cost × quantity).
 * The one rule behind both the amount the customer is shown (row and Pay now dialog) and the amount
 * Pay now charges, so the two cannot disagree. Nothing for an item that is not owing (a cancelled or
 * cancelling one, a licence, one not yet due).
 */
export function owedPeriods(item: OwingItem, today: ApiDate): OwedPeriod[] {
  if (!isOwing(item, today)) return [];
  const startOf = (k: number): ApiDate => unpaidPeriodStart(item, k);
  const amount = multiplyTetri(item.unitCost, item.quantity);
  const periods: OwedPeriod[] = [];
  for (let k = 0; periods.length < MAX_OWED_PERIODS; k += 1) {
    const periodStart = startOf(k);
    if (periodStart > today) break;
    periods.push({ periodStart, periodEnd: startOf(k + 1), amount });
  }
  return periods;
}

/** The total of those periods, in tetri. */
export const owedTotal = (periods: readonly OwedPeriod[]): Tetri => sumTetri(periods.map((p) => p.amount));

/*
 * Notices before money is taken (issue 28 item 4, ADR 033).
 */

/** Days before a renewal the customer is told of it: 3 for a monthly subscription, 7 for an annual one. */
export const RENEWAL_NOTICE_DAYS = { M1: 3, Y1: 7 } as const satisfies Record<(typeof RENEWING_PERIODS)[number], number>;

/** The longest of those: how far ahead a notice pass looks. */
export const MAX_RENEWAL_NOTICE_DAYS: number = Math.max(...Object.values(RENEWAL_NOTICE_DAYS));

/**
 * The upcoming-renewal notice of the period starting on the item's next payment date is due on
 * `today`: the item is ACTIVE (a CANCELING one ends instead of renewing), of a renewing period (not
 * an on-premise licence), and its next payment date is after today and at most its notice days
 * away. A pass that runs late (5 days before an annual renewal) still finds it due; the day of the
 * renewal itself does not (the charge and its receipt come then).
 */
export function renewalNoticeDue(item: Pick<OwingItem, 'status' | 'period' | 'nextPaymentDate'>, today: ApiDate): boolean {
  const days = (RENEWAL_NOTICE_DAYS as Record<string, number | undefined>)[item.period];
  if (days === undefined || item.status !== OVERDUE_STATUS || !item.nextPaymentDate) return false;
  const ahead = daysBetween(today, item.nextPaymentDate);
  return ahead > 0 && ahead <= days;
}

/** A card's expiry as printed on it: valid through the last day of `month` of `year`. */
export interface CardExpiry {
  month: number;
  year: number;
}

/** The first day a card no longer pays: the 1st of the month after its expiry month. */
export function cardLapsesOn(expiry: CardExpiry): ApiDate {
  const next = expiry.year * 12 + expiry.month; // the month after, counted from January of year 0
  const year = Math.floor(next / 12);
  const month = next - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** How long before a saved card lapses the customer is told, when a charge falls after it. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;

/** `expiry` as months since year 0 (for a comparison in SQL: a card lapses by day D when this ≤ D's year × 12 + D's month − 1). */
export const expiryMonthIndex = (expiry: CardExpiry): number => expiry.year * 12 + expiry.month;

/**
 * The card-expiring notice: the first of the customer's next charge dates that the saved card no
 * longer covers (on or after the day it lapses), when the card lapses within
 * `CARD_EXPIRY_NOTICE_DAYS` of `today` (or already has); otherwise null (nothing to tell yet).
 */
export function cardExpiryNoticeDue(expiry: CardExpiry, nextChargeDates: readonly ApiDate[], today: ApiDate): ApiDate | null {
  const lapses = cardLapsesOn(expiry);
  if (today < addDays(lapses, -CARD_EXPIRY_NOTICE_DAYS)) return null;
  const uncovered = nextChargeDates.filter((d) => d >= lapses).sort();
  return uncovered[0] ?? null;
}
