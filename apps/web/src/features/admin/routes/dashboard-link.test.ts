import { describe, expect, it } from 'vitest';
import { purchaseListQuery } from '../admin-filters';
import { adminStateFromSearch, initialAdminState } from '../admin-state';

describe('the dashboard’s overdue links open Current Billings filtered (issue 29)', () => {
  it('reads the tab and the overdue age from the address, and the list asks for them', () => {
    const state = adminStateFromSearch('?tab=billings&isOverdue=true&overdueFrom=8&overdueTo=30');
    expect(state.tab).toBe('billings');
    expect(state.filters.billings).toMatchObject({ isOverdue: 'true', overdueFrom: '8', overdueTo: '30' });
    expect(purchaseListQuery('billings', state.filters.billings, '', 0)).toMatchObject({
      onPremise: 'false',
      isOverdue: 'true',
      overdueFrom: '8',
      overdueTo: '30',
    });
    // Over 90 days: no upper end.
    expect(adminStateFromSearch('?tab=billings&isOverdue=true&overdueFrom=91').filters.billings).toMatchObject({
      overdueFrom: '91',
      overdueTo: '',
    });
  });

  it('ignores anything else: another tab, or days that are not a number', () => {
    expect(adminStateFromSearch('')).toBe(initialAdminState);
    expect(adminStateFromSearch('?tab=users&overdueFrom=8')).toBe(initialAdminState);
    expect(adminStateFromSearch('?tab=billings&overdueFrom=-1&overdueTo=x').filters.billings).toMatchObject({
      overdueFrom: '',
      overdueTo: '',
    });
  });
});
