import { describe, expect, it } from 'vitest';
import {
  CARD_EXPIRY_NOTICE_DAYS,
  MAX_RENEWAL_NOTICE_DAYS,
  RENEWAL_NOTICE_DAYS,
  cardExpiryNoticeDue,
  cardLapsesOn,
  expiryMonthIndex,
  renewalNoticeDue,
} from './billing-rules.ts';
import { addDays } from './dates.ts';

/** Issue 28 item 4: the notices before money is taken. */
describe('issue 28 item 4: the upcoming-renewal notice', () => {
  const item = (period: string, nextPaymentDate: string | null, status = 'ACTIVE') => ({ status, period, nextPaymentDate });

  it('is 3 days ahead for a monthly subscription and 7 for an annual one', () => {
    expect(RENEWAL_NOTICE_DAYS).toEqual({ M1: 3, Y1: 7 });
    expect(MAX_RENEWAL_NOTICE_DAYS).toBe(7);
  });

  it('a monthly renewal: due from 3 days before, not 4, not on the day itself', () => {
    const renews = '2026-03-10';
    expect(renewalNoticeDue(item('M1', renews), '2026-03-06')).toBe(false);
    expect(renewalNoticeDue(item('M1', renews), '2026-03-07')).toBe(true);
    expect(renewalNoticeDue(item('M1', renews), '2026-03-09')).toBe(true);
    expect(renewalNoticeDue(item('M1', renews), '2026-03-10')).toBe(false);
  });

  it('an annual renewal: due from 7 days before, and still when a pass runs late (5 days before)', () => {
    const renews = '2027-01-02';
    expect(renewalNoticeDue(item('Y1', renews), '2026-12-25')).toBe(false);
    expect(renewalNoticeDue(item('Y1', renews), '2026-12-26')).toBe(true);
    expect(renewalNoticeDue(item('Y1', renews), '2026-12-28')).toBe(true);
    expect(renewalNoticeDue(item('Y1', renews), '2027-01-01')).toBe(true);
  });

  it('never for a CANCELING or CANCELED item, an on-premise licence or an item with no next payment date', () => {
    expect(renewalNoticeDue(item('M1', '2026-03-10', 'CANCELING'), '2026-03-08')).toBe(false);
    expect(renewalNoticeDue(item('Y1', '2026-03-10', 'CANCELED'), '2026-03-08')).toBe(false);
    expect(renewalNoticeDue(item('PREMISE', '2026-03-10'), '2026-03-08')).toBe(false);
    expect(renewalNoticeDue(item('M1', null), '2026-03-08')).toBe(false);
  });
});

describe('issue 28 item 4: the card-expiring notice', () => {
  it('a card lapses on the 1st of the month after its expiry month, across a year end too', () => {
    expect(cardLapsesOn({ month: 12, year: 2026 })).toBe('2027-01-01');
    expect(cardLapsesOn({ month: 1, year: 2027 })).toBe('2027-02-01');
    expect(cardLapsesOn({ month: 2, year: 2028 })).toBe('2028-03-01');
  });

  it('the month index compares like the lapse day (the SQL form: lapsed by D when index ≤ D.year × 12 + D.month − 1)', () => {
    const lapsedBy = (e: { month: number; year: number }, day: string) =>
      expiryMonthIndex(e) <= Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
    for (const e of [
      { month: 12, year: 2026 },
      { month: 1, year: 2027 },
      { month: 6, year: 2030 },
    ]) {
      const lapses = cardLapsesOn(e);
      expect(lapsedBy(e, lapses)).toBe(true);
      expect(lapsedBy(e, addDays(lapses, -1))).toBe(false);
    }
  });

  it(`is due from ${CARD_EXPIRY_NOTICE_DAYS} days before the card lapses, naming the first charge it will not cover`, () => {
    const expiry = { month: 12, year: 2026 }; // lapses 2027-01-01
    const charges = ['2026-12-20', '2027-01-10', '2027-03-01'];
    expect(cardExpiryNoticeDue(expiry, charges, '2026-12-01')).toBeNull();
    expect(cardExpiryNoticeDue(expiry, charges, '2026-12-02')).toBe('2027-01-10');
    expect(cardExpiryNoticeDue(expiry, charges, '2027-02-15')).toBe('2027-01-10');
  });

  it('not while every charge falls before the card lapses, nor with no charge at all', () => {
    const expiry = { month: 12, year: 2026 };
    expect(cardExpiryNoticeDue(expiry, ['2026-12-31'], '2026-12-20')).toBeNull();
    expect(cardExpiryNoticeDue(expiry, [], '2026-12-20')).toBeNull();
    expect(cardExpiryNoticeDue(expiry, ['2027-01-01'], '2026-12-20')).toBe('2027-01-01');
  });
});
