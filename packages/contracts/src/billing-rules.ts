import { periodMonths, type PricePeriod, type SubscriptionStatus } from './constants.ts';
import { addMonths, type ApiDate } from './dates.ts';
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

/** Decision 6: an ACTIVE subscription whose next payment day has come (0 days overdue counts) owes. */
export const isOwing = (item: Pick<OwingItem, 'status' | 'period' | 'nextPaymentDate'>, today: ApiDate): boolean =>
  item.status === 'ACTIVE' && periodMonths(item.period as PricePeriod) !== null && !!item.nextPaymentDate && item.nextPaymentDate <= today;

/**
 * What an item owes on `today`, period by period (decision 27): every period that has come and is
 * unpaid, from its next payment date on, each at the price it was bought at (unit cost × quantity).
 * The one rule behind both the amount the customer is shown (row and Pay now dialog) and the amount
 * Pay now charges, so the two cannot disagree. Nothing for an item that is not owing (a cancelled or
 * cancelling one, a licence, one not yet due).
 */
export function owedPeriods(item: OwingItem, today: ApiDate): OwedPeriod[] {
  if (!isOwing(item, today)) return [];
  const months = periodMonths(item.period as PricePeriod)!;
  const startOf = (k: number): ApiDate =>
    item.anchorDate ? addMonths(item.anchorDate, months * (item.paidPeriods + k)) : addMonths(item.nextPaymentDate!, months * k);
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
