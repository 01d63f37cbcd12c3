import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  cartUpdateQuerySchema,
  checkoutSchemaFor,
  purchaseAmount,
  quantityEditable,
  quantityOnAdd,
  splitFirstPurchase,
  toServerProductKey,
} from './cart.ts';
import type { CartItem } from './entities.ts';
import { MESSAGES } from './validation.ts';

const item = (over: Partial<CartItem> & { key?: string; price?: number; basePrice?: number | null } = {}): CartItem => ({
  product: {
    productKey: over.key ?? 'ORIONI_ERP_M1',
    price: over.price ?? 14900,
    basePrice: over.basePrice ?? null,
    period: 'M1',
    type: 'SOLUTION',
    name: 'Orioni ERP',
    slug: 'orioni-erp',
  },
  quantity: over.quantity ?? 1,
  productId: 1,
  productQwt: over.quantity ?? 1,
  hasBasicItem: false,
  isPermise: false,
  firstPurchase: over.firstPurchase ?? false,
  training: false,
  countable: true,
  fixedQuantity: false,
  porting: false,
});

describe('first-purchase split (spec section 4)', () => {
  it('splits a first purchase with a base price into a _BASIC line and the rest', () => {
    const lines = splitFirstPurchase([item({ quantity: 3, firstPurchase: true, basePrice: 29900 })]);
    expect(lines).toHaveLength(2);
    const [rest, basic] = lines;
    expect(rest).toMatchObject({ quantity: 2, hasBasicItem: true, basic: false, product: { productKey: 'ORIONI_ERP_M1', price: 14900 } });
    expect(basic).toMatchObject({
      quantity: 1,
      basic: true,
      product: { productKey: 'ORIONI_ERP_M1_BASIC', price: 29900, basePrice: null },
    });
    expect(toServerProductKey(basic!.product.productKey)).toBe('ORIONI_ERP_M1');
  });

  it('leaves items that are not first purchases or have no base price', () => {
    const plain = [item({ quantity: 2 }), item({ key: 'X_Y1', quantity: 1, firstPurchase: true, basePrice: null })];
    expect(splitFirstPurchase(plain).map((l) => [l.product.productKey, l.quantity])).toEqual([
      ['ORIONI_ERP_M1', 2],
      ['X_Y1', 1],
    ]);
  });

  it('keeps units and charges the first at the base price, for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 50 }),
            price: fc.integer({ min: 0, max: 10_000_00 }),
            base: fc.option(fc.integer({ min: 0, max: 10_000_00 })),
            first: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        (specs) => {
          const items = specs.map((s, i) =>
            item({ key: `P${i}_M1`, quantity: s.quantity, price: s.price, basePrice: s.base, firstPurchase: s.first }),
          );
          const lines = splitFirstPurchase(items);
          const units = (ls: { quantity: number }[]) => ls.reduce((n, l) => n + l.quantity, 0);
          expect(units(lines)).toBe(units(items));
          const expected = specs.reduce(
            (sum, s) => sum + (s.first && s.base !== null ? s.base + s.price * (s.quantity - 1) : s.price * s.quantity),
            0,
          );
          expect(cartTotal(lines)).toBe(expected);
          // Issue 25 item 7: the add-to-cart dialog's amount (purchaseAmount) is this same total.
          expect(specs.reduce((sum, s) => sum + purchaseAmount({ price: s.price, basePrice: s.base }, s.quantity, s.first), 0)).toBe(
            expected,
          );
          expect(lines.filter((l) => l.basic).length).toBe(specs.filter((s) => s.first && s.base !== null).length);
          for (const l of lines) expect(l.quantity).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('quantity rules (spec section 5)', () => {
  it('accepts digits only up to 999999999, 0 allowed (removes)', () => {
    expect(cartUpdateQuerySchema.parse({ productKey: 'ORIONI_ERP_M1', quantity: '0' }).quantity).toBe(0);
    expect(cartUpdateQuerySchema.parse({ productKey: 'ORIONI_ERP_M1', quantity: '999999999' }).quantity).toBe(999999999);
    for (const bad of ['-1', '1.5', '1e3', ' 2', 'abc', '1000000000']) {
      expect(cartUpdateQuerySchema.safeParse({ productKey: 'ORIONI_ERP_M1', quantity: bad }).success, bad).toBe(false);
    }
  });

  it('issue 26 item 5 (R4.qty.01-04): adds to the existing quantity; a plain support sends 1 when new and 0 when already in the cart; flagged supports increment', () => {
    expect(quantityOnAdd(2, 3, { category: null, incrementOnRepeat: false })).toBe(5);
    expect(quantityOnAdd(1, 1, { category: 'supports', incrementOnRepeat: false })).toBe(0);
    expect(quantityOnAdd(0, 1, { category: 'supports', incrementOnRepeat: false })).toBe(1);
    expect(quantityOnAdd(1, 1, { category: 'supports', incrementOnRepeat: true })).toBe(2);
    expect(quantityOnAdd(999_999_999, 5, { category: null, incrementOnRepeat: false })).toBe(999_999_999);
  });

  it('locks BASIC lines and non-countable products', () => {
    expect(quantityEditable({ basic: true, countable: true, fixedQuantity: false })).toEqual({ type: false, increment: false });
    expect(quantityEditable({ basic: false, countable: false, fixedQuantity: true })).toEqual({ type: false, increment: false });
    expect(quantityEditable({ basic: false, countable: true, fixedQuantity: true })).toEqual({ type: true, increment: false });
  });
});

describe('checkout form (spec section 5)', () => {
  it('personal: 11-digit ID, Latin names', () => {
    const schema = checkoutSchemaFor('PHYSICAL');
    const bad = schema.safeParse({ firstName: 'ნინო', lastName: 'B', idNumber: '123' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([MESSAGES.onlyLatins, MESSAGES.nameMin, MESSAGES.personalId]));
    expect(schema.safeParse({ firstName: 'Nino', lastName: 'Beridze', idNumber: '01001012345' }).success).toBe(true);
  });

  it('corporate: 9-digit company number, director and field of activity required', () => {
    const schema = checkoutSchemaFor('LEGAL');
    const bad = schema.safeParse({ fullName: 'Kavkasia Trade', idNumber: '40512345', chiefManager: '', fieldOfActivity: '' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(expect.arrayContaining([MESSAGES.companyId, MESSAGES.required]));
    expect(
      schema.safeParse({ fullName: 'Kavkasia Trade', idNumber: '405123456', chiefManager: 'Levan Kobakhidze', fieldOfActivity: 'Retail' })
        .success,
    ).toBe(true);
  });
});
