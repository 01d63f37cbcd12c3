import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_DAYS,
  isOverdue,
  isOwing,
  overdueDays,
  owedPeriods,
  periodNumberOf,
  periodStart,
  retryAt,
  retryDate,
  unpaidPeriodStart,
  type OwingItem,
} from './billing-rules.ts';
import { fromReportPeriod, PRICE_PERIODS, REPORT_PERIODS, toReportPeriod } from './constants.ts';
import { dayWindow } from './dates.ts';

const TODAY = '2026-06-15';
const monthly: OwingItem = {
  status: 'ACTIVE',
  period: 'M1',
  anchorDate: '2026-01-31',
  nextPaymentDate: '2026-05-31',
  paidPeriods: 4,
  unitCost: 14_900,
  quantity: 1,
};

describe('issue 27 item 1: overdue and overdue days (decision 6)', () => {
  it('an ACTIVE item is overdue from its next payment day itself: 0 days on the day, none the day before', () => {
    expect(overdueDays({ status: 'ACTIVE', nextPaymentDate: TODAY }, TODAY)).toBe(0);
    expect(overdueDays({ status: 'ACTIVE', nextPaymentDate: '2026-06-14' }, TODAY)).toBe(1);
    expect(overdueDays({ status: 'ACTIVE', nextPaymentDate: '2026-06-08' }, TODAY)).toBe(7);
    expect(overdueDays({ status: 'ACTIVE', nextPaymentDate: '2026-06-16' }, TODAY)).toBeNull();
    expect(isOverdue({ status: 'ACTIVE', nextPaymentDate: '2026-06-16' }, TODAY)).toBe(false);
  });

  it('a cancelling or cancelled item, or one with no next payment date, is never overdue', () => {
    expect(overdueDays({ status: 'CANCELING', nextPaymentDate: '2026-06-01' }, TODAY)).toBeNull();
    expect(overdueDays({ status: 'CANCELED', nextPaymentDate: '2026-06-01' }, TODAY)).toBeNull();
    expect(overdueDays({ status: 'ACTIVE', nextPaymentDate: null }, TODAY)).toBeNull();
  });

  it('only a renewing period owes: an on-premise item with a date (never stored) does not', () => {
    expect(isOwing(monthly, TODAY)).toBe(true);
    expect(isOwing({ ...monthly, period: 'Y1' }, TODAY)).toBe(true);
    expect(isOwing({ ...monthly, period: 'PREMISE' }, TODAY)).toBe(false);
  });
});

describe('issue 27 item 1: period starts from the anchor', () => {
  it('period n starts on anchor + n periods, clamped to the month end and never drifting (Jan 31 → Feb 28 → Mar 31)', () => {
    expect(periodStart('2026-01-31', 1, 1)).toBe('2026-02-28');
    expect(periodStart('2026-01-31', 1, 2)).toBe('2026-03-31');
    expect(periodStart('2024-02-29', 12, 1)).toBe('2025-02-28');
    expect(periodStart('2024-02-29', 12, 4)).toBe('2028-02-29');
  });

  it('the k-th unpaid period counts from the paid ones; without an anchor from the next payment date', () => {
    expect(unpaidPeriodStart(monthly, 0)).toBe('2026-05-31');
    expect(unpaidPeriodStart(monthly, 1)).toBe('2026-06-30');
    expect(unpaidPeriodStart({ ...monthly, anchorDate: null }, 1)).toBe('2026-06-30');
    expect(() => unpaidPeriodStart({ ...monthly, period: 'PREMISE' }, 0)).toThrow(RangeError);
    expect(owedPeriods(monthly, TODAY).map((p) => [p.periodStart, p.periodEnd])).toEqual([['2026-05-31', '2026-06-30']]);
  });

  it("a period's number is found from its start, and a start that is no period's is null", () => {
    expect(periodNumberOf('2026-01-31', 1, '2026-02-28', 24)).toBe(1);
    expect(periodNumberOf('2026-01-31', 1, '2026-03-31', 24)).toBe(2);
    expect(periodNumberOf('2026-01-31', 1, '2026-03-28', 24)).toBeNull();
    expect(periodNumberOf('2026-01-31', 1, '2026-03-31', 1)).toBeNull();
  });
});

describe('issue 27 item 1: the retry schedule (the due day, then 1, 3 and 7 days after it)', () => {
  it('the next try after each refused one, and none after the last', () => {
    expect(DEFAULT_RETRY_DAYS).toEqual([1, 3, 7]);
    expect([1, 2, 3, 4].map((tries) => retryDate('2026-05-31', tries))).toEqual(['2026-06-01', '2026-06-03', '2026-06-07', null]);
    expect(retryDate('2026-05-31', 1, [2])).toBe('2026-06-02');
    expect(retryDate('2026-05-31', 2, [2])).toBeNull();
  });

  it('a try may be claimed from the start of its Tbilisi day (UTC+4)', () => {
    expect(retryAt('2026-05-31', 1)?.toISOString()).toBe('2026-05-31T20:00:00.000Z');
    expect(retryAt('2026-05-31', 4)).toBeNull();
  });
});

describe('issue 27 item 1: a filter of Tbilisi days as instants', () => {
  it('[fromDate, toDate] is [start of fromDate, start of the day after toDate); an unset end stays open', () => {
    expect(dayWindow({ fromDate: '2026-06-01', toDate: '2026-06-30' })).toEqual({
      from: new Date('2026-05-31T20:00:00Z'),
      to: new Date('2026-06-30T20:00:00Z'),
    });
    expect(dayWindow({ toDate: '2026-12-31' })).toEqual({ from: undefined, to: new Date('2026-12-31T20:00:00Z') });
    expect(dayWindow({})).toEqual({ from: undefined, to: undefined });
  });
});

describe('issue 27 item 1: the period mapping both ways', () => {
  it('each price period maps to its report period and back', () => {
    expect(PRICE_PERIODS.map(toReportPeriod)).toEqual(['MONTH1', 'MONTH12', 'UNLIMITED']);
    expect(REPORT_PERIODS.map(fromReportPeriod)).toEqual(['M1', 'Y1', 'PREMISE']);
    for (const p of PRICE_PERIODS) expect(fromReportPeriod(toReportPeriod(p))).toBe(p);
  });
});
