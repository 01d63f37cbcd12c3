import { z } from 'zod';
import type { Locale } from './enums.ts';

/**
 * Dates travel through the API as `YYYY-MM-DD` (calendar days) and timestamps as ISO 8601 UTC.
 * The storefront shows them in Tbilisi time (UTC+4, no daylight saving) as `DD/MM/YYYY` or `d MMM yyyy`.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Tbilisi';
const TBILISI_OFFSET_MINUTES = 4 * 60;

export const apiDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((s) => isValidApiDate(s), 'Not a real calendar date');
export type ApiDate = string;

export function isValidApiDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of an instant in Tbilisi, as `YYYY-MM-DD`. */
export function toApiDate(instant: Date): ApiDate {
  const shifted = new Date(instant.getTime() + TBILISI_OFFSET_MINUTES * 60_000);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Start of a Tbilisi calendar day as an instant (`2026-01-31` → 2026-01-30T20:00:00Z). */
export function fromApiDate(day: ApiDate): Date {
  if (!isValidApiDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: "${day}"`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - TBILISI_OFFSET_MINUTES * 60_000);
}

function parts(value: Date | string): { y: number; m: number; d: number } {
  const day = typeof value === 'string' && isValidApiDate(value) ? value : toApiDate(new Date(value));
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

/** `DD/MM/YYYY`. Accepts an API date or a timestamp. */
export function formatDateNumeric(value: Date | string): string {
  const { y, m, d } = parts(value);
  return `${pad(d)}/${pad(m)}/${pad(y, 4)}`;
}

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ka: ['იან', 'თებ', 'მარ', 'აპრ', 'მაი', 'ივნ', 'ივლ', 'აგვ', 'სექ', 'ოქტ', 'ნოე', 'დეკ'],
  ru: ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
};

/** `d MMM yyyy` in the interface language: "5 Mar 2026", "5 მარ 2026", "5 мар 2026". */
export function formatDateShort(value: Date | string, locale: Locale = 'en'): string {
  const { y, m, d } = parts(value);
  return `${d} ${MONTHS[locale][m - 1]} ${pad(y, 4)}`;
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

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: ApiDate, to: ApiDate): number {
  return Math.round((fromApiDate(to).getTime() - fromApiDate(from).getTime()) / 86_400_000);
}
