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

/** The no-break space: between an amount and its sign, and Georgian's and Russian's group separator. */
export const NBSP = '\u00a0';

/**
 * How each language writes a number (decision 31, CLDR): the separator of thousands and the decimal
 * sign. Georgian and Russian group with a no-break space and use a decimal comma ("1 850,00"),
 * English groups with a comma and uses a decimal point ("1,850.00").
 */
export const NUMBER_FORMATS = {
  ka: { group: NBSP, decimal: ',' },
  en: { group: ',', decimal: '.' },
  ru: { group: NBSP, decimal: ',' },
} as const satisfies Record<Locale, { group: string; decimal: string }>;

/**
 * Formats tetri as lari in a language's convention (decision 31): 123456 → "1,234.56 ₾" in English,
 * "1 234,56 ₾" in Georgian and Russian. Two decimals always; a no-break space keeps the sign with
 * its amount (it never wraps alone onto the next line); negative amounts keep their minus. `locale`:
 * the language of the screen, mail or document the amount is shown in (English when not given).
 */
export function formatLari(tetri: Tetri, options: { locale?: Locale; sign?: boolean } = {}): string {
  assertTetri(tetri);
  const { group, decimal } = NUMBER_FORMATS[options.locale ?? 'en'];
  const negative = tetri < 0;
  const abs = Math.abs(tetri);
  const lari = Math.floor(abs / TETRI_PER_LARI);
  const rest = abs % TETRI_PER_LARI;
  const grouped = String(lari).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const text = `${negative ? '-' : ''}${grouped}${decimal}${String(rest).padStart(2, '0')}`;
  return options.sign === false ? text : `${text}${NBSP}${LARI_SIGN}`;
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

/**
 * Tbilisi's clock at an instant, as a Date whose UTC fields read it (12:00Z → 16:00 "UTC"): for
 * what has no time zone of its own (a spreadsheet cell) and for the calendar day below.
 */
export const tbilisiClock = (instant: Date): Date => new Date(instant.getTime() + TBILISI_OFFSET_MINUTES * 60_000);

/** The calendar day of an instant in Tbilisi, as `YYYY-MM-DD`. */
export function toApiDate(instant: Date): ApiDate {
  const shifted = tbilisiClock(instant);
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

/**
 * Month names the product carries itself (decision 30), so a date reads the same in every browser
 * and in the e-mails: Debian's Chromium has no Georgian locale data and wrote "19 Nov 2026" on a
 * Georgian page. `short` follows a day number ("5 მარ 2026", "5 мар 2026": Russian in the genitive,
 * CLDR's abbreviations without their dot); Georgian's `until` is its `full` name with the suffix
 * -მდე ("until"), the stem as Georgian grammar shortens it (იანვარი → იანვრამდე).
 */
export const MONTH_NAMES = {
  ka: {
    short: ['იან', 'თებ', 'მარ', 'აპრ', 'მაი', 'ივნ', 'ივლ', 'აგვ', 'სექ', 'ოქტ', 'ნოე', 'დეკ'],
    full: [
      'იანვარი',
      'თებერვალი',
      'მარტი',
      'აპრილი',
      'მაისი',
      'ივნისი',
      'ივლისი',
      'აგვისტო',
      'სექტემბერი',
      'ოქტომბერი',
      'ნოემბერი',
      'დეკემბერი',
    ],
    until: [
      'იანვრამდე',
      'თებერვლამდე',
      'მარტამდე',
      'აპრილამდე',
      'მაისამდე',
      'ივნისამდე',
      'ივლისამდე',
      'აგვისტომდე',
      'სექტემბრამდე',
      'ოქტომბრამდე',
      'ნოემბრამდე',
      'დეკემბრამდე',
    ],
  },
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  ru: {
    short: ['янв', 'февр', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сент', 'окт', 'нояб', 'дек'],
  },
} as const satisfies Record<Locale, { short: readonly string[]; full?: readonly string[]; until?: readonly string[] }>;

/** `d MMM yyyy` in the interface language: "5 Mar 2026", "5 მარ 2026", "5 мар 2026". */
export function formatDateShort(value: Date | string, locale: Locale = 'en'): string {
  const { y, m, d } = dateParts(value);
  return `${d} ${MONTH_NAMES[locale].short[m - 1]} ${pad(y, 4)}`;
}

/**
 * A date as the end of "until …" in a sentence ("active until …"; issue 32 item 4). Georgian says
 * "until" with a suffix, which after "5 მარ 2026" attached to the year ("until 2026"): it is written
 * as Georgian writes a date in a sentence, the year in the genitive first and the suffix on the
 * month, "2026 წლის 5 მარტამდე", and the sentence adds nothing after it. English and Russian put
 * their word before the date ("until", "до"): for them it is the date as `date` writes it (the short
 * form unless the screen writes dates as numbers).
 */
export function formatDateUntil<T extends Date | string>(
  value: T,
  locale: Locale = 'en',
  date: (value: T) => string = (v) => formatDateShort(v, locale),
): string {
  if (locale !== 'ka') return date(value);
  const { y, m, d } = dateParts(value);
  // The day keeps to its month on a line (a no-break space between them).
  return `${pad(y, 4)} წლის ${d}\u00a0${MONTH_NAMES.ka.until[m - 1]}`;
}
