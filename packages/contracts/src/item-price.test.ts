import { describe, expect, it } from 'vitest';
import { differentFirstPayment, recurringPrice } from './item-price.ts';

describe("an item's price as lists show it (issue 39 item 21)", () => {
  it('a subscription first bought at 299.00 ₾ that renews at 149.00 ₾ a month shows 149.00 ₾, and the first payment apart', () => {
    const erp = { period: 'M1', unitCost: 14_900, quantity: 1, price: 29_900 };
    expect(recurringPrice(erp)).toBe(14_900);
    expect(differentFirstPayment(erp)).toBe(29_900);
  });

  it('several units renew at unit cost × quantity; a first payment equal to it is not repeated', () => {
    const hr = { period: 'Y1', unitCost: 50_000, quantity: 3, price: 150_000 };
    expect(recurringPrice(hr)).toBe(150_000);
    expect(differentFirstPayment(hr)).toBeNull();
  });

  it('a licence shows what was paid for it, once', () => {
    const drawer = { period: 'PREMISE', unitCost: 12_000, quantity: 2, price: 24_000 };
    expect(recurringPrice(drawer)).toBe(24_000);
    expect(differentFirstPayment(drawer)).toBeNull();
  });
});
