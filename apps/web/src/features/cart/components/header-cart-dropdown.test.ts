import { describe, expect, it } from 'vitest';
import type { CartItem } from '@orioni/contracts/entities';
import { itemTotal, unitsText } from './header-cart-dropdown';

const item = (quantity: number, firstPurchase: boolean, basePrice: number | null): CartItem => ({
  product: { productKey: 'CRM_M1', price: 5_000, basePrice, period: 'M1', type: 'SOLUTION', name: 'CRM', slug: null },
  quantity,
  productId: 1,
  productQwt: 0,
  hasBasicItem: false,
  isPermise: false,
  firstPurchase,
  training: false,
  countable: true,
  fixedQuantity: false,
  porting: false,
});

describe('the header cart dropdown follows the cart’s first-purchase split (issue 27 item 4)', () => {
  it('prices the first unit of a first purchase at the base price', () => {
    expect(itemTotal(item(3, true, 20_000))).toBe(20_000 + 2 * 5_000);
    expect(unitsText(item(3, true, 20_000), 'en')).toBe('1 × 200.00\u00a0₾ + 2 × 50.00\u00a0₾');
    expect(unitsText(item(1, true, 20_000), 'en')).toBe('1 × 200.00\u00a0₾');
    // Each unit price as the screen's language writes numbers (decision 31): a decimal comma in Georgian and Russian.
    expect(unitsText(item(3, true, 20_000), 'ka')).toBe('1 × 200,00\u00a0₾ + 2 × 50,00\u00a0₾');
    expect(unitsText(item(3, true, 20_000), 'ru')).toBe('1 × 200,00\u00a0₾ + 2 × 50,00\u00a0₾');
  });
  it('prices every unit alike otherwise', () => {
    expect(itemTotal(item(3, false, 20_000))).toBe(15_000);
    expect(itemTotal(item(2, true, null))).toBe(10_000);
    expect(unitsText(item(2, false, 20_000), 'en')).toBe('2 × 50.00\u00a0₾');
  });
});
