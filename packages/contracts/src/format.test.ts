import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from './constants.ts';
import { formatDateNumeric, formatDateShort, formatDateUntil, MONTH_NAMES, tbilisiClock, toApiDate } from './format.ts';

const PlatformDateTimeFormat = Intl.DateTimeFormat;
const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-05`);

afterEach(() => vi.restoreAllMocks());

describe('month names (decision 30)', () => {
  it('issue 26 item 2: a Georgian date has Georgian month names on a platform without Georgian locale data (Debian’s Chromium)', () => {
    // Such a platform answers every locale it lacks with English.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      (_locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) => new PlatformDateTimeFormat('en', options),
    );
    expect(formatDateShort('2026-11-19', 'ka')).toBe('19 ნოე 2026');
    expect(formatDateShort('2026-12-07', 'ka')).toBe('7 დეკ 2026');
    expect(months.map((day) => formatDateShort(day, 'ka').split(' ')[1])).toEqual([
      'იან',
      'თებ',
      'მარ',
      'აპრ',
      'მაი',
      'ივნ',
      'ივლ',
      'აგვ',
      'სექ',
      'ოქტ',
      'ნოე',
      'დეკ',
    ]);
    expect(formatDateShort('2026-05-05', 'ru')).toBe('5 мая 2026');
  });

  it('issue 26 item 2: the product’s short names are the ones full locale data gives (CLDR), Russian’s without the dot', () => {
    for (const locale of LOCALES) {
      const platform = new PlatformDateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
      const expected = months.map((day) =>
        platform
          .formatToParts(new Date(`${day}T12:00:00Z`))
          .find((p) => p.type === 'month')!
          .value.replace(/\.$/, ''),
      );
      expect(MONTH_NAMES[locale].short, locale).toEqual(expected);
    }
  });

  it('writes a timestamp as its Tbilisi day', () => {
    expect(formatDateShort('2026-11-18T20:30:00Z', 'ka')).toBe('19 ნოე 2026');
  });
});

describe('a date after "until" (issue 32 item 4)', () => {
  it('issue 26 item 2: Georgian puts the year first in the genitive and -მდე on the month, so the suffix never attaches to the year', () => {
    expect(formatDateUntil('2026-03-05', 'ka')).toBe('2026 წლის 5\u00a0მარტამდე');
    expect(formatDateUntil('2026-12-07', 'ka')).toBe('2026 წლის 7\u00a0დეკემბრამდე');
    expect(formatDateUntil('2027-01-31', 'ka')).toBe('2027 წლის 31\u00a0იანვრამდე');
    expect(formatDateUntil('2026-08-01', 'ka')).toBe('2026 წლის 1\u00a0აგვისტომდე');
    expect(formatDateUntil('2026-03-04T21:00:00Z', 'ka')).toBe('2026 წლის 5\u00a0მარტამდე');
    // The same words whatever form the screen writes other dates in.
    expect(formatDateUntil('2026-03-05', 'ka', formatDateNumeric)).toBe('2026 წლის 5\u00a0მარტამდე');
    for (const [i, until] of MONTH_NAMES.ka.until.entries()) {
      const full = MONTH_NAMES.ka.full[i]!;
      expect(until.endsWith('მდე'), until).toBe(true);
      // The stem is the name's, less its last vowel and (in -ერი, -ალი) the vowel Georgian drops.
      expect(until.slice(0, 3), until).toBe(full.slice(0, 3));
    }
  });

  it('issue 26 item 2: English and Russian keep their word before the date, which is written as the screen writes dates', () => {
    expect(formatDateUntil('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(formatDateUntil('2026-03-05', 'ru')).toBe('5 мар 2026');
    expect(formatDateUntil('2026-03-05', 'en', formatDateNumeric)).toBe('05/03/2026');
  });
});

describe("Tbilisi's clock (issue 40 item 5: one definition for the day and for a spreadsheet's time)", () => {
  it('tbilisiClock reads UTC+4 in its UTC fields, and toApiDate is its calendar day', () => {
    expect(tbilisiClock(new Date('2026-03-10T21:30:00Z')).toISOString()).toBe('2026-03-11T01:30:00.000Z');
    expect(toApiDate(new Date('2026-03-10T19:59:59.999Z'))).toBe('2026-03-10');
    expect(toApiDate(new Date('2026-03-10T20:00:00Z'))).toBe('2026-03-11');
  });
});
