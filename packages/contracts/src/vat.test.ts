import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEORGIA_VAT_RATE_BP, paymentVat, vatBreakdown, vatIncluded, vatRatePercent } from './vat.ts';

// Exact VAT of an amount as a fraction: amount × rate / (10000 + rate).
const exact = (amount: number, rateBp: number) => (BigInt(amount) * BigInt(rateBp)) as bigint;

describe('VAT included in a price (issue 41 item 1)', () => {
  it('works out 18% included to the tetri, half away from zero', () => {
    expect(vatIncluded(11_800, GEORGIA_VAT_RATE_BP)).toBe(1_800); // 118.00 ₾ holds 18.00 ₾
    expect(vatIncluded(14_900, GEORGIA_VAT_RATE_BP)).toBe(2_273); // 2272.88… → 2273
    expect(vatIncluded(-14_900, GEORGIA_VAT_RATE_BP)).toBe(-2_273);
    expect(vatIncluded(1, GEORGIA_VAT_RATE_BP)).toBe(0); // 0.15… tetri
    expect(vatIncluded(3, GEORGIA_VAT_RATE_BP)).toBe(0); // 0.457…
    expect(vatIncluded(4, GEORGIA_VAT_RATE_BP)).toBe(1); // 0.610…
    expect(vatIncluded(59, 1800)).toBe(9); // exactly 9.0
    expect(vatIncluded(0, GEORGIA_VAT_RATE_BP)).toBe(0);
    expect(vatIncluded(5_000, 0)).toBe(0);
    // A refund line too small to hold a tetri of VAT holds 0, never -0 (which prints "-0,00").
    expect(vatIncluded(-1, GEORGIA_VAT_RATE_BP)).toBe(0);
  });

  it("a payment's VAT: none without a rate, else its lines' breakdown", () => {
    expect(paymentVat([17_800, 8_900], null)).toBeNull();
    expect(paymentVat([17_800, 8_900], undefined)).toBeNull();
    expect(paymentVat([17_800, 8_900], 1800)).toEqual(vatBreakdown([17_800, 8_900], 1800));
    expect(paymentVat([17_800, 8_900], 1800)!.vat).toBe(2_715 + 1_358);
  });

  it('refuses amounts and rates that are not whole', () => {
    expect(() => vatIncluded(1.5, 1800)).toThrow(RangeError);
    expect(() => vatIncluded(100, -1)).toThrow(RangeError);
    expect(() => vatIncluded(100, 10_001)).toThrow(RangeError);
  });

  it('prints the rate as a percent number', () => {
    expect(vatRatePercent(1800)).toBe('18');
    expect(vatRatePercent(1250)).toBe('12.5');
    expect(vatRatePercent(1250, 'ka')).toBe('12,5');
    expect(vatRatePercent(1800, 'ru')).toBe('18');
  });

  it('property: each line is within half a tetri of the exact VAT, and net + VAT = amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.integer({ min: 0, max: 10_000 }), (amount, rateBp) => {
        const vat = vatIncluded(amount, rateBp);
        // |vat × (10000 + rate) − amount × rate| ≤ (10000 + rate) / 2, i.e. within half a tetri.
        const error = BigInt(vat) * BigInt(10_000 + rateBp) - exact(amount, rateBp);
        const bound = BigInt(10_000 + rateBp);
        expect(2n * (error < 0n ? -error : error) <= bound).toBe(true);
        expect(Math.sign(vat) === 0 || Math.sign(vat) === Math.sign(amount)).toBe(true);
        expect(vatIncluded(-amount, rateBp)).toBe(-vat || 0);
      }),
    );
  });

  it('property: for any lines and quantities, the lines sum to the document and every figure is whole tetri', () => {
    const line = fc.record({
      unit: fc.integer({ min: 1, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 1_000 }),
      refund: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), fc.constantFrom(1800, 0, 500, 2000), (lines, rateBp) => {
        const amounts = lines.map((l) => (l.refund ? -1 : 1) * l.unit * l.quantity);
        const doc = vatBreakdown(amounts, rateBp);
        expect(doc.lines.map((l) => l.amount)).toEqual(amounts);
        expect(doc.vat).toBe(doc.lines.reduce((s, l) => s + l.vat, 0));
        expect(doc.net).toBe(doc.lines.reduce((s, l) => s + l.net, 0));
        expect(doc.amount).toBe(amounts.reduce((s, a) => s + a, 0));
        expect(doc.net + doc.vat).toBe(doc.amount);
        for (const l of doc.lines) {
          expect(Number.isSafeInteger(l.vat) && Number.isSafeInteger(l.net)).toBe(true);
          expect(l.net + l.vat).toBe(l.amount);
        }
        // Rounding per line stays within half a tetri per line of the VAT of the total.
        const total = BigInt(doc.vat) * BigInt(10_000 + rateBp) - exact(doc.amount, rateBp);
        expect(2n * (total < 0n ? -total : total) <= BigInt(lines.length) * BigInt(10_000 + rateBp)).toBe(true);
      }),
    );
  });

  it('property: a refund of every line gives back exactly the VAT charged', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000_000 }), { minLength: 1, maxLength: 20 }), (amounts) => {
        const paid = vatBreakdown(amounts, GEORGIA_VAT_RATE_BP);
        const refunded = vatBreakdown(
          amounts.map((a) => -a),
          GEORGIA_VAT_RATE_BP,
        );
        // Never -0: a refund too small to hold a tetri of VAT holds 0.
        expect(refunded.vat).toBe(paid.vat === 0 ? 0 : -paid.vat);
        expect(paid.vat + refunded.vat).toBe(0);
      }),
      // The case a run found (1 tetri: no VAT either way), always tried.
      { examples: [[[1]], [[3, 4]]] },
    );
  });
});
