import { describe, expect, it } from 'vitest';
import type { RefundableLine } from '@orioni/contracts/staff-billing';
import { refundAmounts, tetriOf } from './refund-amounts';

const line = (paymentLineId: number, left: number): RefundableLine => ({
  paymentLineId,
  purchasedItemId: 1,
  productKey: 'ORIONI_ERP_M1',
  productName: 'Orioni ERP',
  period: 'M1',
  periodStart: null,
  quantity: 1,
  paid: left,
  refunded: 0,
  left,
});

describe('the staff refund dialog’s amounts (issue 39 item 26)', () => {
  it('states no amount while one line asks for more than is left on it (the summary said 3,000.00 ₾ with 2,400.00 ₾ left)', () => {
    const lines = [line(1, 240_000), line(2, 10_000)];
    expect(refundAmounts(lines, { 1: '3000', 2: '50' })).toMatchObject({ invalid: true, refundable: null });
    expect(refundAmounts(lines, { 1: 'x' })).toMatchObject({ invalid: true, refundable: null });
    expect(refundAmounts(lines, {})).toMatchObject({ invalid: false, refundable: null });
    expect(refundAmounts(lines, { 1: '2400', 2: '50' })).toMatchObject({ invalid: false, refundable: 245_000 });
  });

  it('reads an amount typed in either language’s convention', () => {
    expect(tetriOf('44,5')).toBe(4_450);
    expect(tetriOf('44.50')).toBe(4_450);
    expect(tetriOf('1 850,00')).toBe(185_000);
    expect(tetriOf('1\u00a0850,00')).toBe(185_000);
    expect(tetriOf('1,850.00')).toBe(185_000);
    expect(tetriOf('')).toBe(0);
    expect(tetriOf('1.2.3')).toBeNull();
    expect(tetriOf('-5')).toBeNull();
  });
});
