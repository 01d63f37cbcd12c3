import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addedAmount, firstUnitPrice, purchaseAmount, wasPrice } from './cart-rules.ts';

/** Seeded catalogue prices (tetri): Orioni ERP monthly and annual, Accounting monthly. */
const ERP_M1 = { price: 14900, basePrice: 29900, oldPrice: null };
const ERP_Y1 = { price: 149000, basePrice: 179000, oldPrice: 178800 };
const ACCOUNTING_M1 = { price: 5900, basePrice: 11900, oldPrice: null };

describe('issue 25 item 7: one first-purchase amount for the dialog, the cart and the charge', () => {
  it('issue 25 item 7: ERP monthly costs 299.00 on a first purchase (149.00 after), Accounting monthly 119.00, ERP annual 1,790.00', () => {
    expect(purchaseAmount(ERP_M1, 1, true)).toBe(29900);
    expect(purchaseAmount(ERP_M1, 1, false)).toBe(14900);
    expect(purchaseAmount(ERP_M1, 3, true)).toBe(29900 + 2 * 14900);
    expect(purchaseAmount(ACCOUNTING_M1, 1, true)).toBe(11900);
    expect(purchaseAmount(ERP_Y1, 1, true)).toBe(179000);
    expect(firstUnitPrice(ERP_Y1, false)).toBe(149000);
    // One more unit of a line already in the cart costs the plain price.
    expect(addedAmount(ERP_M1, 1, 2, true)).toBe(14900);
    expect(addedAmount(ERP_M1, 0, 2, true)).toBe(29900 + 14900);
  });

  it('issue 25 item 7: a struck-through price is never lower than a unit this purchase charges', () => {
    // First purchase of ERP annual: the first unit costs 1,790, so 1,788 is not a "was" price.
    expect(wasPrice(ERP_Y1, true)).toBeNull();
    // A returning customer pays 1,490: 1,788 struck through is true.
    expect(wasPrice(ERP_Y1, false)).toBe(178800);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        fc.boolean(),
        (price, basePrice, oldPrice, first) => {
          const shown = wasPrice({ price, basePrice, oldPrice }, first);
          if (shown !== null) expect(shown).toBeGreaterThan(firstUnitPrice({ price, basePrice }, first));
          if (shown !== null) expect(shown).toBeGreaterThan(price);
        },
      ),
    );
  });
});
