import type { Locale } from './constants.ts';

/**
 * Display formatting with no zod dependency, so code on every page (the header cart) can format
 * money and dates without pulling the validator into the first bundle. `money.ts` and `dates.ts`
 * re-export these beside their schemas.
 */

/* Money: an integer number of tetri (1 lari = 100 tetri). */
export const LARI_SIGN = '₾';
export const TETRI_PER_LARI = 100;
export type Tetri = number;

export function assertTetri(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer of tetri, got ${value}`);
}

/** Formats tetri as lari: 123456 → "1,234.56 ₾"; negative amounts keep their sign. */
export function formatLari(tetri: Tetri, options: { sign?: boolean } = {}): string {
  assertTetri(tetri);
  const negative = tetri < 0;
  const abs = Math.abs(tetri);
  const lari = Math.floor(abs / TETRI_PER_LARI);
  const rest = abs % TETRI_PER_LARI;
  const grouped = String(lari).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${negative ? '-' : ''}${grouped}.${String(rest).padStart(2, '0')}`;
  return options.sign === false ? text : `${text} ${LARI_SIGN}`;
}

/* Dates: API `YYYY-MM-DD`, timestamps ISO 8601 UTC, shown in Tbilisi time (UTC+4, no DST). */
export const DISPLAY_TIME_ZONE = 'Asia/Tbilisi';
export const TBILISI_OFFSET_MINUTES = 4 * 60;
export type ApiDate = string;

export function isValidApiDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The calendar day of an instant in Tbilisi, as `YYYY-MM-DD`. */
export function toApiDate(instant: Date): ApiDate {
  const shifted = new Date(instant.getTime() + TBILISI_OFFSET_MINUTES * 60_000);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

export function dateParts(value: Date | string): { y: number; m: number; d: number } {
  const day = typeof value === 'string' && isValidApiDate(value) ? value : toApiDate(new Date(value));
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

/** `DD/MM/YYYY`. Accepts an API date or a timestamp. */
export function formatDateNumeric(value: Date | string): string {
  const { y, m, d } = dateParts(value);
  return `${pad(d)}/${pad(m)}/${pad(y, 4)}`;
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
/** The short month name as written after a day number, from the platform's locale data (Russian's dot dropped). */
function shortMonth(m: number, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  const month = format.formatToParts(new Date(Date.UTC(2000, m - 1, 15))).find((p) => p.type === 'month')?.value ?? String(m);
  return month.replace(/\.$/, '');
}

/** `d MMM yyyy` in the interface language: "5 Mar 2026", "5 მარ 2026", "5 мар 2026". */
export function formatDateShort(value: Date | string, locale: Locale = 'en'): string {
  const { y, m, d } = dateParts(value);
  return `${d} ${shortMonth(m, locale)} ${pad(y, 4)}`;
}
