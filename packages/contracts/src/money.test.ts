import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLari, lariToTetri, multiplyTetri, sumTetri } from './money.ts';

describe('money', () => {
  it('formats tetri as lari with two decimals, grouping and the lari sign joined by a no-break space', () => {
    expect(formatLari(0)).toBe('0.00\u00a0₾');
    expect(formatLari(5)).toBe('0.05\u00a0₾');
    expect(formatLari(14900)).toBe('149.00\u00a0₾');
    expect(formatLari(123456789)).toBe('1,234,567.89\u00a0₾');
    expect(formatLari(-250)).toBe('-2.50\u00a0₾');
    expect(formatLari(14900, { sign: false })).toBe('149.00');
  });

  it("writes each language's convention (decision 31, CLDR): Georgian and Russian 1 850,00 ₾, English 1,850.00 ₾ (issue 39 item 26)", () => {
    expect(formatLari(185_000, { locale: 'ka' })).toBe('1\u00a0850,00\u00a0₾');
    expect(formatLari(185_000, { locale: 'ru' })).toBe('1\u00a0850,00\u00a0₾');
    expect(formatLari(185_000, { locale: 'en' })).toBe('1,850.00\u00a0₾');
    expect(formatLari(-123_456_789, { locale: 'ka' })).toBe('-1\u00a0234\u00a0567,89\u00a0₾');
    expect(formatLari(5, { locale: 'ru', sign: false })).toBe('0,05');
    // The same as the platform's own CLDR data writes the number (where it has the language).
    for (const locale of ['en', 'ru'] as const) {
      const cldr = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1_234_567.89);
      expect(formatLari(123_456_789, { locale, sign: false })).toBe(cldr.replace(/\u202f/g, '\u00a0'));
    }
    // No ordinary space anywhere: the amount and its sign never part at the end of a line.
    for (const locale of ['ka', 'en', 'ru'] as const) expect(formatLari(123_456_789, { locale })).not.toMatch(/ /);
  });

  it('refuses amounts that are not whole tetri', () => {
    expect(() => formatLari(1.5)).toThrow(RangeError);
  });

  it('writes every amount with exactly its digits and two decimals, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom('ka', 'en', 'ru' as const), (tetri, locale) => {
        const text = formatLari(tetri, { sign: false, locale });
        expect(text).toMatch(locale === 'en' ? /^-?\d{1,3}(,\d{3})*\.\d{2}$/ : /^-?\d{1,3}(\u00a0\d{3})*,\d{2}$/);
        expect(Number(text.replace(/[,.\u00a0]/g, ''))).toBe(tetri);
      }),
    );
  });

  it('converts lari to tetri without float drift', () => {
    expect(lariToTetri(0.1 + 0.2)).toBe(30);
    expect(lariToTetri(1490)).toBe(149000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (tetri) => {
        expect(lariToTetri(tetri / 100)).toBe(tetri);
      }),
    );
  });

  it('multiplies and sums exactly, refusing results past safe integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 999_999_999 }), (unit, qty) => {
        const exact = BigInt(unit) * BigInt(qty);
        if (exact <= BigInt(Number.MAX_SAFE_INTEGER)) expect(multiplyTetri(unit, qty)).toBe(Number(exact));
        else expect(() => multiplyTetri(unit, qty)).toThrow(RangeError);
      }),
    );
    expect(() => multiplyTetri(100_000_000_000, 999_999_999)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 })), (list) => {
        expect(sumTetri(list)).toBe(list.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
