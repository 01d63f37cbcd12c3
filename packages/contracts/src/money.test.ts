import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLari, lariToTetri, multiplyTetri, sumTetri } from './money.ts';

describe('money', () => {
  it('formats tetri as lari with two decimals, grouping and the lari sign', () => {
    expect(formatLari(0)).toBe('0.00 ₾');
    expect(formatLari(5)).toBe('0.05 ₾');
    expect(formatLari(14900)).toBe('149.00 ₾');
    expect(formatLari(123456789)).toBe('1,234,567.89 ₾');
    expect(formatLari(-250)).toBe('-2.50 ₾');
    expect(formatLari(14900, { sign: false })).toBe('149.00');
  });

  it('refuses amounts that are not whole tetri', () => {
    expect(() => formatLari(1.5)).toThrow(RangeError);
  });

  it('writes every amount with exactly its digits and two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (tetri) => {
        const text = formatLari(tetri, { sign: false });
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.replace(/,/g, '').replace('.', ''))).toBe(tetri);
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
