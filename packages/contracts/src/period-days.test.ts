import { describe, expect, it } from 'vitest';
import { owedPeriods } from './billing-rules.ts';
import { documentLines, linePeriod } from './document-rules.ts';
import { periodDays } from './period-days.ts';

describe('the days of a billing period, one rule for site, mail and document (issue 39 item 24)', () => {
  it('a monthly period from 28 October runs to 27 November, both days included', () => {
    expect(periodDays('2026-10-28', '2026-11-28')).toEqual({ from: '2026-10-28', to: '2026-11-27' });
    // Across a year and into a short month.
    expect(periodDays('2026-12-31', '2027-01-31')).toEqual({ from: '2026-12-31', to: '2027-01-30' });
    expect(periodDays('2027-01-31', '2027-02-28')).toEqual({ from: '2027-01-31', to: '2027-02-27' });
  });

  it("the owed periods the site shows and the document's lines print the same days", () => {
    const item = {
      status: 'ACTIVE',
      period: 'M1',
      anchorDate: '2026-09-28',
      nextPaymentDate: '2026-10-28',
      paidPeriods: 1,
      unitCost: 14_900,
      quantity: 1,
    };
    const [owed] = owedPeriods(item, '2026-11-01');
    const shown = periodDays(owed!.periodStart, owed!.periodEnd);
    expect(shown).toEqual({ from: '2026-10-28', to: '2026-11-27' });
    expect(linePeriod('M1', owed!.periodStart, null, '2026-11-01')).toEqual(shown);
    const [line] = documentLines(
      [
        {
          productKey: 'ORIONI_ERP_M1',
          names: null,
          period: 'M1',
          quantity: 1,
          unitAmount: 14_900,
          amount: 14_900,
          periodStart: owed!.periodStart,
          anchorDate: null,
        },
      ],
      'EN',
      '2026-11-01T08:00:00Z',
    );
    expect({ from: line!.from, to: line!.to }).toEqual(shown);
  });
});
