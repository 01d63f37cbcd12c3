import {
  isOwing,
  MAX_OWED_PERIODS,
  overdueDays,
  RENEWING_PERIODS,
  unpaidPeriodStart,
  OVERDUE_STATUS,
  willRenew,
  type OwingItem,
} from './billing-rules.ts';
import { periodMonths, type PricePeriod } from './constants.ts';
import { addDays, addMonths, type ApiDate } from './dates.ts';
import type { Tetri } from './money.ts';

/*
 * The revenue dashboard's definitions (issue 29 item 1, ADR 034), each written once over plain rows
 * and built on the billing rules. The reports module's SQL states the same definitions from the
 * parameters exported here; `dashboard.test.ts` holds the two to the same answers on a seeded set.
 * Every figure has one sentence in `REVENUE_DEFINITIONS` that the page prints under it.
 */

/** A purchased item as the dashboard reads it. */
export interface RevenueItem extends OwingItem {
  userId: number;
  productKey: string;
  /** The Tbilisi day it was bought. */
  createdDay: ApiDate;
}

/** A payment as the dashboard reads it: the Tbilisi day it was paid (or made, when it was not paid). */
export interface RevenuePayment {
  kind: 'PURCHASE' | 'RENEWAL' | 'REPAY' | 'REFUND' | string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | string;
  amount: Tetri;
  day: ApiDate;
}

/** The period whose price is already monthly, and the one divided by 12. */
export const MONTHLY_PERIOD = 'M1';
export const ANNUAL_PERIOD = 'Y1';
export const MONTHS_PER_YEAR = 12;

/**
 * MRR of a set of items: monthly items at their price (unit cost × quantity), annual items at price
 * / 12, on-premise licences excluded. The annual total is divided once and rounded to the tetri
 * (half up), so the sum is exact in tetri whatever the order of the items.
 */
export function mrrOf(items: readonly Pick<RevenueItem, 'period' | 'unitCost' | 'quantity'>[]): Tetri {
  let monthly = 0;
  let annual = 0;
  for (const i of items) {
    if (i.period === MONTHLY_PERIOD) monthly += i.unitCost * i.quantity;
    else if (i.period === ANNUAL_PERIOD) annual += i.unitCost * i.quantity;
  }
  return mrrFromTotals(monthly, annual);
}

/** MRR from the total price of monthly and of annual items (what the SQL sums): the annual total / 12, rounded half up. */
export const mrrFromTotals = (monthly: Tetri, annual: Tetri): Tetri => monthly + Math.round(annual / MONTHS_PER_YEAR);

/**
 * A subscription runs on `day` when it was bought on or before that day and has not ended by it:
 * an ACTIVE one runs (overdue or not); a cancelling or cancelled one runs until its paid period
 * ends (its next payment date), not on that day.
 */
export function isRunningOn(item: Pick<RevenueItem, 'period' | 'status' | 'createdDay' | 'nextPaymentDate'>, day: ApiDate): boolean {
  if (!(RENEWING_PERIODS as readonly string[]).includes(item.period) || item.createdDay > day) return false;
  return item.status === OVERDUE_STATUS || (item.nextPaymentDate !== null && item.nextPaymentDate > day);
}

/** MRR on a day: of the subscriptions running on it. */
export const mrrOn = (items: readonly RevenueItem[], day: ApiDate): Tetri => mrrOf(items.filter((i) => isRunningOn(i, day)));

/** ARR: twelve times MRR. */
export const arrOf = (mrr: Tetri): Tetri => mrr * MONTHS_PER_YEAR;

/** The first and last day of the month `day` is in, and of the month `n` months before it. */
export function monthOf(day: ApiDate, back = 0): { first: ApiDate; last: ApiDate; month: string } {
  const first = addMonths(`${day.slice(0, 8)}01`, -back);
  return { first, last: addDays(addMonths(first, 1), -1), month: first.slice(0, 7) };
}

/**
 * The points of the MRR chart: the last day of each of the 12 months before `today`'s month, then
 * `today` itself.
 */
export function mrrPoints(today: ApiDate): ApiDate[] {
  const points: ApiDate[] = [];
  for (let back = 12; back >= 1; back -= 1) points.push(monthOf(today, back).last);
  points.push(today);
  return points;
}

/** The months of the movements chart: the 11 before `today`'s month and that month (to today). */
export const movementMonths = (today: ApiDate): { first: ApiDate; last: ApiDate; month: string }[] =>
  Array.from({ length: 12 }, (_, i) => monthOf(today, 11 - i));

/**
 * Expansion: a subscription bought while the same customer already had a subscription of the same
 * product running the day before (more of it). Any other subscription bought is new.
 */
export function isExpansion(item: RevenueItem, all: readonly RevenueItem[]): boolean {
  const before = addDays(item.createdDay, -1);
  return all.some(
    (o) =>
      o !== item &&
      o.userId === item.userId &&
      o.productKey === item.productKey &&
      o.createdDay < item.createdDay &&
      isRunningOn(o, before),
  );
}

/**
 * A subscription churned on the day its paid period ended after a cancellation (status not ACTIVE,
 * next payment date on or before today); null while it has not ended.
 */
export const churnDay = (item: Pick<RevenueItem, 'period' | 'status' | 'nextPaymentDate'>, today: ApiDate): ApiDate | null =>
  (RENEWING_PERIODS as readonly string[]).includes(item.period) &&
  item.status !== OVERDUE_STATUS &&
  item.nextPaymentDate !== null &&
  item.nextPaymentDate <= today
    ? item.nextPaymentDate
    : null;

/** A payment that pays an overdue debt: Pay now (kind REPAY), succeeded. */
export const isRecovery = (p: RevenuePayment): boolean => p.kind === 'REPAY' && p.status === 'SUCCEEDED';

export interface MonthMovements {
  month: string;
  newMrr: Tetri;
  expansionMrr: Tetri;
  churnedMrr: Tetri;
  recovered: Tetri;
}

/** MRR movements of a month: new, expansion and churned in MRR; recovered in money paid. */
export function movementsOf(
  items: readonly RevenueItem[],
  payments: readonly RevenuePayment[],
  month: { first: ApiDate; last: ApiDate; month: string },
  today: ApiDate,
): MonthMovements {
  // The month so far: nothing after today counts (the current month ends today).
  const inMonth = (d: ApiDate | null) => d !== null && d >= month.first && d <= month.last && d <= today;
  const bought = items.filter((i) => (RENEWING_PERIODS as readonly string[]).includes(i.period) && inMonth(i.createdDay));
  const expansion = bought.filter((i) => isExpansion(i, items));
  return {
    month: month.month,
    newMrr: mrrOf(bought.filter((i) => !expansion.includes(i))),
    expansionMrr: mrrOf(expansion),
    churnedMrr: mrrOf(items.filter((i) => inMonth(churnDay(i, today)))),
    recovered: payments.filter((p) => isRecovery(p) && inMonth(p.day)).reduce((s, p) => s + p.amount, 0),
  };
}

/** The overdue ages, in days overdue (0 on the due day itself): 0–7, 8–30, 31–90, over 90. */
export const OVERDUE_BUCKETS = [
  { key: 'd0_7', minDays: 0, maxDays: 7 },
  { key: 'd8_30', minDays: 8, maxDays: 30 },
  { key: 'd31_90', minDays: 31, maxDays: 90 },
  { key: 'd91', minDays: 91, maxDays: null },
] as const;
export type OverdueBucketKey = (typeof OVERDUE_BUCKETS)[number]['key'];

/** The bucket of an age in days. */
export const bucketOf = (days: number): OverdueBucketKey =>
  OVERDUE_BUCKETS.find((b) => days >= b.minDays && (b.maxDays === null || days <= b.maxDays))!.key;

/** Months from `from` to the last day `d` with addMonths(from, m) on or before `to` (addMonths clamps to a month's last day). */
export function wholeMonths(from: ApiDate, to: ApiDate): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const lastOfTo = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return (ty - fy) * 12 + (tm - fm) - (Math.min(fd, lastOfTo) > td ? 1 : 0);
}

/**
 * `owedPeriods(item, today).length` without listing the periods: the unpaid periods that have
 * started by today (at most `MAX_OWED_PERIODS`). Period starts only grow with their number, so the
 * count is the last number starting by today less the first unpaid one, plus one. The dashboard
 * counts 100,000 items with it; a property test holds it to `owedPeriods`.
 */
export function owedPeriodCount(item: OwingItem, today: ApiDate): number {
  if (!isOwing(item, today)) return 0;
  const months = periodMonths(item.period as PricePeriod)!;
  const count = item.anchorDate
    ? Math.floor(wholeMonths(item.anchorDate, today) / months) - item.paidPeriods + 1
    : Math.floor(wholeMonths(item.nextPaymentDate!, today) / months) + 1;
  return Math.max(0, Math.min(MAX_OWED_PERIODS, count));
}

/** Overdue debt by age: owing subscriptions (billing rule `isOwing`) and what they owe (`owedPeriods`, counted by `owedPeriodCount`). */
export function overdueByAge(items: readonly OwingItem[], today: ApiDate): Record<OverdueBucketKey, { items: number; amount: Tetri }> {
  const out = Object.fromEntries(OVERDUE_BUCKETS.map((b) => [b.key, { items: 0, amount: 0 }])) as Record<
    OverdueBucketKey,
    { items: number; amount: Tetri }
  >;
  for (const item of items) {
    const periods = owedPeriodCount(item, today);
    if (periods === 0) continue;
    const bucket = out[bucketOf(overdueDays(item, today)!)];
    bucket.items += 1;
    bucket.amount += periods * item.unitCost * item.quantity;
  }
  return out;
}

/** The days of the forecast: tomorrow and the 29 after it. */
export const FORECAST_DAYS = 30;

/**
 * The forecast: for each of the next 30 days, what the renewal pass will charge on it — every
 * period of an ACTIVE subscription that owes nothing today starting on that day, at unit cost ×
 * quantity. Debts already overdue are in the overdue figure, not here.
 */
export function forecastOf(items: readonly OwingItem[], today: ApiDate): { day: ApiDate; amount: Tetri; items: number }[] {
  const days = Array.from({ length: FORECAST_DAYS }, (_, i) => addDays(today, i + 1));
  const byDay = new Map(days.map((d) => [d, { day: d, amount: 0, items: 0 }]));
  const last = days.at(-1)!;
  for (const item of items) {
    if (!willRenew(item)) continue;
    if (!item.nextPaymentDate || item.nextPaymentDate <= today) continue;
    for (let k = 0; ; k += 1) {
      const start = unpaidPeriodStart(item, k);
      if (start > last) break;
      const slot = byDay.get(start)!;
      slot.amount += item.unitCost * item.quantity;
      slot.items += 1;
    }
  }
  return days.map((d) => byDay.get(d)!);
}

/** The days of the payments chart: the 89 before today and today. */
export const PAYMENT_DAYS = 90;

/** A charge that took money: succeeded, not a refund. Refunds (negative) are counted apart, never as charges. */
export const isSucceededCharge = (p: RevenuePayment): boolean => p.status === 'SUCCEEDED' && p.kind !== 'REFUND';
/** A charge the bank refused. */
export const isRefusedCharge = (p: RevenuePayment): boolean => p.status === 'FAILED' && p.kind !== 'REFUND';
/** Money given back: a succeeded refund (its amount is negative). */
export const isRefund = (p: RevenuePayment): boolean => p.status === 'SUCCEEDED' && p.kind === 'REFUND';

export interface PaymentDay {
  day: ApiDate;
  succeeded: number;
  succeededAmount: Tetri;
  refused: number;
  refusedAmount: Tetri;
  refunds: number;
  refundedAmount: Tetri;
}

/** Payments per day for the last 90 days: succeeded charges, refused charges and refunds, each counted and summed. */
export function paymentsPerDay(payments: readonly RevenuePayment[], today: ApiDate): PaymentDay[] {
  const days = Array.from({ length: PAYMENT_DAYS }, (_, i) => addDays(today, i - PAYMENT_DAYS + 1));
  const byDay = new Map<ApiDate, PaymentDay>(
    days.map((day) => [day, { day, succeeded: 0, succeededAmount: 0, refused: 0, refusedAmount: 0, refunds: 0, refundedAmount: 0 }]),
  );
  for (const p of payments) {
    const slot = byDay.get(p.day);
    if (!slot) continue;
    if (isSucceededCharge(p)) {
      slot.succeeded += 1;
      slot.succeededAmount += p.amount;
    } else if (isRefusedCharge(p)) {
      slot.refused += 1;
      slot.refusedAmount += p.amount;
    } else if (isRefund(p)) {
      slot.refunds += 1;
      slot.refundedAmount += p.amount;
    }
  }
  return days.map((d) => byDay.get(d)!);
}

/** The figures of the dashboard, each with the sentence printed under it. */
export const REVENUE_FIGURES = ['mrr', 'movements', 'subscriptions', 'customers', 'overdue', 'forecast', 'payments'] as const;
export type RevenueFigure = (typeof REVENUE_FIGURES)[number];

/** One sentence per figure and language: the definition above as the page prints it. */
export const REVENUE_DEFINITIONS: Record<'ka' | 'en' | 'ru', Record<RevenueFigure, string>> = {
  en: {
    mrr: 'MRR is monthly subscriptions at their price plus annual ones at a twelfth of it, on-premise licences excluded, counted on each month’s last day; ARR is twelve times MRR.',
    movements:
      'New is subscriptions bought in the month, expansion those bought while the customer already had the same product, churned those whose paid period ended after a cancellation, and recovered the overdue debts paid with Pay now.',
    subscriptions: 'Subscriptions running today (active, or cancelled but still within their paid period), by product and by period.',
    customers: 'Customer accounts by the status the console shows (staff accounts are not counted).',
    overdue:
      'Active subscriptions whose payment day has passed, by days overdue (0 on the day itself), with every unpaid period they owe at the price they were bought at.',
    forecast:
      'What the renewal pass will charge on each of the next 30 days: the periods of active subscriptions that owe nothing today, at quantity × unit price.',
    payments: 'Succeeded and refused charges per day for the last 90 days; refunds are not charges and are counted apart.',
  },
  ka: {
    mrr: 'MRR არის თვიური გამოწერები მათი ფასით და წლიური გამოწერები ფასის მეთორმეტედით, სამუდამო ლიცენზიების გარეშე, დათვლილი ყოველი თვის ბოლო დღეს; ARR არის MRR-ის თორმეტჯერადი.',
    movements:
      'ახალი — თვეში შეძენილი გამოწერები; გაფართოება — შეძენილი მაშინ, როცა მომხმარებელს იგივე პროდუქტი უკვე ჰქონდა; გასული — გაუქმების შემდეგ დასრულებული გადახდილი პერიოდით; აღდგენილი — ღილაკით „გადახდა“ დაფარული ვადაგადაცილებული დავალიანება.',
    subscriptions: 'დღეს მოქმედი გამოწერები (აქტიური, ან გაუქმებული, მაგრამ ჯერ კიდევ გადახდილ პერიოდში) პროდუქტისა და პერიოდის მიხედვით.',
    customers: 'მომხმარებლის ანგარიშები კონსოლში ნაჩვენები სტატუსის მიხედვით (თანამშრომლების ანგარიშები არ ითვლება).',
    overdue:
      'აქტიური გამოწერები, რომელთა გადახდის დღე გავიდა, ვადაგადაცილების დღეების მიხედვით (თავად იმ დღეს — 0), ყველა გადაუხდელი პერიოდით შეძენის ფასად.',
    forecast:
      'რას ჩამოჭრის განახლების პროცესი მომდევნო 30 დღიდან თითოეულში: აქტიური, დღეს დავალიანების არმქონე გამოწერების პერიოდები, რაოდენობა × ერთეულის ფასი.',
    payments:
      'წარმატებული და უარყოფილი გადახდები დღეების მიხედვით ბოლო 90 დღისთვის; თანხის დაბრუნება გადახდად არ ითვლება და ცალკეა დათვლილი.',
  },
  ru: {
    mrr: 'MRR — ежемесячные подписки по их цене плюс годовые по двенадцатой части цены, без бессрочных лицензий, на последний день каждого месяца; ARR — MRR, умноженный на двенадцать.',
    movements:
      'Новые — подписки, купленные за месяц; расширение — купленные, когда у клиента уже был тот же продукт; отток — подписки, чей оплаченный период закончился после отмены; возвращено — просроченные долги, оплаченные кнопкой «Оплатить».',
    subscriptions: 'Подписки, действующие сегодня (активные или отменённые, но ещё в оплаченном периоде), по продуктам и по периодам.',
    customers: 'Учётные записи клиентов по статусу, который показывает консоль (записи сотрудников не считаются).',
    overdue:
      'Активные подписки, чей день оплаты прошёл, по дням просрочки (в сам этот день — 0), со всеми неоплаченными периодами по цене покупки.',
    forecast:
      'Сколько списание продлений снимет в каждый из следующих 30 дней: периоды активных подписок без долга на сегодня, количество × цена за единицу.',
    payments: 'Успешные и отклонённые платежи по дням за последние 90 дней; возвраты — не платежи и считаются отдельно.',
  },
};
