import { describe, expect, it } from 'vitest';
import { debtOf, isOverdue, overdueShown } from './admin-billing';

describe('what staff read about a subscription', () => {
  it('issue 25 item 8: an item due today shows 0 overdue days and counts as overdue', () => {
    expect(overdueShown({ overdueDays: 0 })).toBe('0');
    expect(isOverdue({ overdueDays: 0 })).toBe(true);
    expect(overdueShown({ overdueDays: 12 })).toBe('12');
    expect(overdueShown({ overdueDays: null })).toBeNull();
    expect(isOverdue({ overdueDays: null })).toBe(false);
  });

  it('issue 25 item 2: the debt is what is owed today, none for an item that owes nothing', () => {
    expect(debtOf({ amountDue: 0 })).toBe(0);
    expect(debtOf({ amountDue: 53_400 })).toBe(53_400);
  });
});
