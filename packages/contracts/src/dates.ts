import { dateParts as parts, isValidApiDate, pad, TBILISI_OFFSET_MINUTES, type ApiDate } from './format.ts';

/**
 * Dates travel through the API as `YYYY-MM-DD` (calendar days) and timestamps as ISO 8601 UTC.
 * The storefront shows them in Tbilisi time (UTC+4, no daylight saving) as `DD/MM/YYYY` or `d MMM yyyy`.
 */
export {
  DISPLAY_TIME_ZONE,
  formatDateNumeric,
  formatDateShort,
  formatDateUntil,
  isValidApiDate,
  MONTH_NAMES,
  toApiDate,
  type ApiDate,
} from './format.ts';

/**
 * The calendar days a date filter takes (issue 25 item 18): a wider range reaches days that date
 * arithmetic cannot write back as `YYYY-MM-DD` (the day after 9999-12-31) or that JavaScript reads
 * as another century (years below 100), and no record of the shop is that old or that far ahead.
 */
export const API_DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const satisfies Record<string, ApiDate>;

/** A valid API date within {@link API_DATE_RANGE}. */
export function isApiDateInRange(day: string): boolean {
  return isValidApiDate(day) && day >= API_DATE_RANGE.min && day <= API_DATE_RANGE.max;
}

/** Start of a Tbilisi calendar day as an instant (`2026-01-31` → 2026-01-30T20:00:00Z). */
export function fromApiDate(day: ApiDate): Date {
  if (!isValidApiDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: "${day}"`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - TBILISI_OFFSET_MINUTES * 60_000);
}

/** Adds calendar months to an API date, clamping to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: ApiDate, months: number): ApiDate {
  const { y, m, d } = parts(day);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = total - ny * 12;
  const last = new Date(Date.UTC(ny, nm + 1, 0)).getUTCDate();
  return `${pad(ny, 4)}-${pad(nm + 1)}-${pad(Math.min(d, last))}`;
}

/** Adds calendar days to an API date. */
export function addDays(day: ApiDate, days: number): ApiDate {
  const { y, m, d } = parts(day);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: ApiDate, to: ApiDate): number {
  return Math.round((fromApiDate(to).getTime() - fromApiDate(from).getTime()) / 86_400_000);
}

/**
 * A filter's Tbilisi days [fromDate, toDate] as instants [from, to): from the start of `fromDate`
 * to the start of the day after `toDate`; an unset end stays open.
 */
export function dayWindow(filter: { fromDate?: ApiDate; toDate?: ApiDate }): { from?: Date; to?: Date } {
  return {
    from: filter.fromDate ? fromApiDate(filter.fromDate) : undefined,
    to: filter.toDate ? fromApiDate(addDays(filter.toDate, 1)) : undefined,
  };
}
