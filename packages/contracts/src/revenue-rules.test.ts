import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { owedPeriods } from './billing-rules.ts';
import { addMonths } from './dates.ts';
import {
  bucketOf,
  churnDay,
  forecastOf,
  isRunningOn,
  movementsOf,
  mrrOf,
  mrrOn,
  mrrPoints,
  overdueByAge,
  owedPeriodCount,
  paymentsPerDay,
  REVENUE_DEFINITIONS,
  REVENUE_FIGURES,
  type RevenueItem,
} from './revenue-rules.ts';

const item = (over: Partial<RevenueItem>): RevenueItem => ({
  userId: 1,
  productKey: 'erp',
  status: 'ACTIVE',
  period: 'M1',
  anchorDate: '2026-01-10',
  nextPaymentDate: '2026-07-10',
  paidPeriods: 6,
  unitCost: 10_000,
  quantity: 1,
  createdDay: '2026-01-10',
  ...over,
});

describe('revenue rules, against rows computed by hand', () => {
  it('MRR: monthly at price, annual at a twelfth (the total divided once, rounded), on-premise excluded', () => {
    // 2 × 50.00 monthly = 100.00; annual 3 × 100.00 + 1 × 0.05 = 300.05 / 12 = 25.004 → 25.00; the licence nothing.
    const rows = [
      item({ unitCost: 5_000, quantity: 2 }),
      item({ period: 'Y1', unitCost: 10_000, quantity: 3 }),
      item({ period: 'Y1', unitCost: 5, quantity: 1 }),
      item({ period: 'PREMISE', unitCost: 99_999 }),
    ];
    expect(mrrOf(rows)).toBe(10_000 + 2_500);
    expect(mrrOf([item({ period: 'Y1', unitCost: 6, quantity: 1 })])).toBe(1); // 0.5 rounds up
  });

  it('a subscription runs from the day it was bought; a cancelled one until its paid period ends', () => {
    const canceled = item({ status: 'CANCELED', nextPaymentDate: '2026-03-10' });
    expect(isRunningOn(canceled, '2026-01-09')).toBe(false);
    expect(isRunningOn(canceled, '2026-01-10')).toBe(true);
    expect(isRunningOn(canceled, '2026-03-09')).toBe(true);
    expect(isRunningOn(canceled, '2026-03-10')).toBe(false);
    expect(isRunningOn(item({ nextPaymentDate: '2026-02-10' }), '2026-06-30')).toBe(true); // overdue still runs
    expect(churnDay(canceled, '2026-03-09')).toBeNull();
    expect(churnDay(canceled, '2026-03-10')).toBe('2026-03-10');
    expect(churnDay(item({ status: 'CANCELING', nextPaymentDate: '2026-03-10' }), '2026-04-01')).toBe('2026-03-10');
  });

  it('MRR points are the last 12 month ends and today', () => {
    expect(mrrPoints('2026-06-15')).toEqual([
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-15',
    ]);
    const rows = [item({}), item({ status: 'CANCELED', nextPaymentDate: '2026-03-10', createdDay: '2026-02-01' })];
    expect(mrrOn(rows, '2026-02-28')).toBe(20_000);
    expect(mrrOn(rows, '2026-03-31')).toBe(10_000);
  });

  it('movements: new, expansion (more of a product the customer has), churned, recovered', () => {
    const first = item({ createdDay: '2026-03-02' });
    const more = item({ createdDay: '2026-03-20', quantity: 2 });
    const other = item({ userId: 2, createdDay: '2026-03-05', period: 'Y1', unitCost: 12_000 });
    const gone = item({ userId: 3, createdDay: '2025-12-01', status: 'CANCELED', nextPaymentDate: '2026-03-01' });
    const m = movementsOf(
      [first, more, other, gone],
      [
        { kind: 'REPAY', status: 'SUCCEEDED', amount: 7_000, day: '2026-03-31' },
        { kind: 'REPAY', status: 'FAILED', amount: 9_000, day: '2026-03-11' },
        { kind: 'RENEWAL', status: 'SUCCEEDED', amount: 9_000, day: '2026-03-11' },
        { kind: 'REPAY', status: 'SUCCEEDED', amount: 1_000, day: '2026-04-01' },
      ],
      { first: '2026-03-01', last: '2026-03-31', month: '2026-03' },
      '2026-06-15',
    );
    expect(m).toEqual({ month: '2026-03', newMrr: 10_000 + 1_000, expansionMrr: 20_000, churnedMrr: 10_000, recovered: 7_000 });
  });

  it('overdue by age: 0–7, 8–30, 31–90, over 90, each with every period owed', () => {
    expect([0, 7, 8, 30, 31, 90, 91].map(bucketOf)).toEqual(['d0_7', 'd0_7', 'd8_30', 'd8_30', 'd31_90', 'd31_90', 'd91']);
    const today = '2026-06-15';
    const rows = [
      item({ nextPaymentDate: '2026-06-15', anchorDate: '2026-01-15', paidPeriods: 5 }), // 0 days, 1 period
      item({ nextPaymentDate: '2026-05-15', anchorDate: '2026-01-15', paidPeriods: 4 }), // 31 days, 2 periods
      item({ nextPaymentDate: '2026-02-15', anchorDate: '2026-01-15', paidPeriods: 1, quantity: 2 }), // 120 days, 5 periods × 2
      item({ status: 'CANCELING', nextPaymentDate: '2026-02-15' }), // not owing
      item({ period: 'PREMISE', nextPaymentDate: null, anchorDate: null }),
    ];
    expect(overdueByAge(rows, today)).toEqual({
      d0_7: { items: 1, amount: 10_000 },
      d8_30: { items: 0, amount: 0 },
      d31_90: { items: 1, amount: 20_000 },
      d91: { items: 1, amount: 100_000 },
    });
  });

  it('forecast: the periods starting on each of the next 30 days of subscriptions that owe nothing today', () => {
    const today = '2026-01-31';
    const rows = [
      item({ anchorDate: '2025-12-01', nextPaymentDate: '2026-02-01', paidPeriods: 2 }), // 1 Feb and 1 Mar (28 days)
      item({ anchorDate: '2025-03-02', nextPaymentDate: '2026-03-02', paidPeriods: 1, period: 'Y1', unitCost: 50_000 }), // 2 Mar = day 30
      item({ nextPaymentDate: '2026-01-20' }), // owing: not forecast
      item({ status: 'CANCELING', nextPaymentDate: '2026-02-05' }),
    ];
    const f = forecastOf(rows, today);
    expect(f).toHaveLength(30);
    expect(f[0]).toEqual({ day: '2026-02-01', amount: 10_000, items: 1 });
    expect(f.find((d) => d.day === '2026-03-01')).toEqual({ day: '2026-03-01', amount: 10_000, items: 1 });
    expect(f.at(-1)).toEqual({ day: '2026-03-02', amount: 50_000, items: 1 });
    expect(f.reduce((s, d) => s + d.amount, 0)).toBe(70_000);
  });

  it('payments per day: refunds are counted apart, never as succeeded charges', () => {
    const days = paymentsPerDay(
      [
        { kind: 'PURCHASE', status: 'SUCCEEDED', amount: 5_000, day: '2026-06-15' },
        { kind: 'RENEWAL', status: 'FAILED', amount: 3_000, day: '2026-06-15' },
        { kind: 'REFUND', status: 'SUCCEEDED', amount: -2_000, day: '2026-06-15' },
        { kind: 'REPAY', status: 'PENDING', amount: 1_000, day: '2026-06-15' },
        { kind: 'PURCHASE', status: 'SUCCEEDED', amount: 5_000, day: '2026-03-16' }, // 91 days ago: outside
      ],
      '2026-06-15',
    );
    expect(days).toHaveLength(90);
    expect(days[0]!.day).toBe('2026-03-18');
    expect(days.at(-1)).toEqual({
      day: '2026-06-15',
      succeeded: 1,
      succeededAmount: 5_000,
      refused: 1,
      refusedAmount: 3_000,
      refunds: 1,
      refundedAmount: -2_000,
    });
  });

  it('every figure has one sentence in each language', () => {
    for (const lang of ['ka', 'en', 'ru'] as const)
      for (const f of REVENUE_FIGURES) expect(REVENUE_DEFINITIONS[lang][f].split(/[.;]\s/).length).toBeGreaterThan(0);
  });
});

describe('owedPeriodCount', () => {
  it('is the number of periods owedPeriods lists, for any item and day (property)', () => {
    const day = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        day,
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom('M1', 'Y1'),
        fc.boolean(),
        (anchor, today, paid, period, withAnchor) => {
          const months = period === 'M1' ? 1 : 12;
          const next = addMonths(anchor, months * paid);
          const row = item({ period, anchorDate: withAnchor ? anchor : null, nextPaymentDate: next, paidPeriods: paid });
          expect(owedPeriodCount(row, today)).toBe(owedPeriods(row, today).length);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('counts month ends as addMonths clamps them (anchor 31 January)', () => {
    const row = item({ anchorDate: '2026-01-31', nextPaymentDate: '2026-02-28', paidPeriods: 1 });
    expect(owedPeriodCount(row, '2026-02-27')).toBe(0);
    expect(owedPeriodCount(row, '2026-02-28')).toBe(1);
    expect(owedPeriodCount(row, '2026-03-30')).toBe(1);
    expect(owedPeriodCount(row, '2026-03-31')).toBe(2);
    expect(owedPeriodCount(row, '2026-04-30')).toBe(3);
  });
});
