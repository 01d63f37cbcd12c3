import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, formatDateNumeric, formatDateShort, fromApiDate, isValidApiDate, toApiDate } from './dates.ts';

describe('dates', () => {
  it('uses the Tbilisi calendar day (UTC+4) for API dates', () => {
    expect(toApiDate(new Date('2026-03-04T19:59:59Z'))).toBe('2026-03-04');
    expect(toApiDate(new Date('2026-03-04T20:00:00Z'))).toBe('2026-03-05');
    expect(fromApiDate('2026-03-05').toISOString()).toBe('2026-03-04T20:00:00.000Z');
  });

  it('round-trips every day between API date and instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80_000 }), (n) => {
        const day = toApiDate(new Date(Date.UTC(1970, 0, 1) + n * 86_400_000));
        expect(isValidApiDate(day)).toBe(true);
        expect(toApiDate(fromApiDate(day))).toBe(day);
      }),
    );
  });

  it('rejects malformed and impossible dates', () => {
    for (const bad of ['2026-2-01', '2026-02-30', '2026-13-01', '26-01-01', '2026-01-01T00:00']) {
      expect(isValidApiDate(bad), bad).toBe(false);
    }
    expect(isValidApiDate('2028-02-29')).toBe(true);
  });

  it('formats DD/MM/YYYY and d MMM yyyy in each language', () => {
    expect(formatDateNumeric('2026-03-05')).toBe('05/03/2026');
    expect(formatDateNumeric('2026-03-04T21:00:00Z')).toBe('05/03/2026');
    expect(formatDateShort('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(formatDateShort('2026-03-05', 'ka')).toBe('5 მარ 2026');
    expect(formatDateShort('2026-12-31', 'ru')).toBe('31 дек 2026');
  });

  it('adds months clamping to the last day, and counts days', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
    expect(addMonths('2026-05-10', -5)).toBe('2025-12-10');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 240 }), (n, months) => {
        const day = toApiDate(new Date(Date.UTC(2000, 0, 1) + n * 86_400_000));
        const later = addMonths(day, months);
        expect(daysBetween(day, later)).toBeGreaterThanOrEqual(months * 28);
        expect(Number(later.slice(8))).toBeLessThanOrEqual(Number(day.slice(8)));
      }),
    );
  });
});
