import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, EMPTY_TRANSACTION_FILTER } from './admin-filters';
import { adminReducer, initialAdminState, type AdminAction, type AdminState } from './admin-state';

const run = (state: AdminState, ...actions: AdminAction[]) => actions.reduce(adminReducer, state);

describe('the admin console state (issue 27 item 3)', () => {
  it('pages each tab on its own; the search applies after the pause from the first page', () => {
    const paged = run(initialAdminState, { type: 'page', page: 3 }, { type: 'typed', value: 'nino' });
    expect(paged).toMatchObject({ search: '', pages: { users: 3 } });
    const settled = adminReducer(paged, { type: 'searchSettled' });
    expect(settled).toMatchObject({ search: 'nino', pages: { users: 0 } });
    expect(adminReducer(settled, { type: 'searchSettled' })).toBe(settled);
  });

  it('a new tab clears the search, resets its own paging and the payments download; the others keep theirs', () => {
    const state = run(
      initialAdminState,
      { type: 'page', page: 2 },
      { type: 'tab', tab: 'billings' },
      { type: 'typed', value: 'x' },
      { type: 'searchSettled' },
      { type: 'page', page: 4 },
      { type: 'download', bytes: 10 },
    );
    expect(adminReducer(state, { type: 'tab', tab: 'billings' })).toBe(state);
    const users = adminReducer(state, { type: 'tab', tab: 'users' });
    expect(users).toMatchObject({ tab: 'users', search: '', searchInput: '', paymentsDownload: { bytes: null, error: null } });
    expect(users.pages).toEqual({ users: 0, onPremise: 0, billings: 4, payments: 0 });
  });

  it('filters apply to the shown tab from the first page and close the dialog; reset clears search and filters', () => {
    const filter = { ...EMPTY_TRANSACTION_FILTER, idNumber: '0100' };
    const filtered = run(
      initialAdminState,
      { type: 'tab', tab: 'onPremise' },
      { type: 'page', page: 2 },
      { type: 'dialog', dialog: 'filter' },
      { type: 'filters', value: filter },
    );
    expect(filtered).toMatchObject({ dialog: null, pages: { onPremise: 0 } });
    expect(filtered.filters.onPremise).toEqual(filter);
    expect(filtered.filters.billings).toEqual(EMPTY_FILTERS.billings);
    const reset = run(filtered, { type: 'typed', value: 'a' }, { type: 'searchSettled' }, { type: 'page', page: 1 }, { type: 'resetAll' });
    expect(reset).toMatchObject({ search: '', searchInput: '', pages: { onPremise: 0 } });
    expect(reset.filters.onPremise).toEqual(EMPTY_FILTERS.onPremise);
  });

  it('keeps the download progress and its error', () => {
    expect(adminReducer(initialAdminState, { type: 'download', bytes: 0 }).paymentsDownload).toEqual({ bytes: 0, error: null });
    expect(adminReducer(initialAdminState, { type: 'download', bytes: null, error: 'x' }).paymentsDownload).toEqual({
      bytes: null,
      error: 'x',
    });
  });
});
