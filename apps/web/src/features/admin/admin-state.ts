import type { AdminTransaction } from '@orioni/contracts/admin';
import type { AdminUser } from '@orioni/contracts/entities';
import { EMPTY_FILTERS, type AdminTab, type Filters } from './admin-filters';

/**
 * The admin console's state (spec section 2) as one pure reducer: the tab, each tab's page, the
 * search as typed and as applied (after the pause), each tab's filters, the open dialog or record,
 * and the Payment History download. Switching a tab clears the search and resets that tab's paging.
 */
export type AdminDialog = 'filter' | 'export' | 'testMail' | null;

export type AdminState = {
  tab: AdminTab;
  pages: Record<AdminTab, number>;
  searchInput: string;
  search: string;
  filters: Filters;
  dialog: AdminDialog;
  openUser: AdminUser | null;
  details: AdminTransaction | null;
  /** Bytes so far while the payments workbook downloads (null when none is), and its error. */
  paymentsDownload: { bytes: number | null; error: unknown };
};

export type AdminAction =
  | { type: 'tab'; tab: AdminTab }
  | { type: 'typed'; value: string }
  | { type: 'searchSettled' }
  | { type: 'page'; page: number }
  | { type: 'resetAll' }
  | { type: 'filters'; value: Filters[AdminTab] }
  | { type: 'dialog'; dialog: AdminDialog }
  | { type: 'openUser'; user: AdminUser | null }
  | { type: 'details'; item: AdminTransaction | null }
  | { type: 'download'; bytes: number | null; error?: unknown };

const FIRST_PAGES: Record<AdminTab, number> = { users: 0, onPremise: 0, billings: 0, payments: 0 };
const NO_DOWNLOAD = { bytes: null, error: null };

export const initialAdminState: AdminState = {
  tab: 'users',
  pages: FIRST_PAGES,
  searchInput: '',
  search: '',
  filters: EMPTY_FILTERS,
  dialog: null,
  openUser: null,
  details: null,
  paymentsDownload: NO_DOWNLOAD,
};

/**
 * The state a link opens the console in: `?tab=billings&isOverdue=true&overdueFrom=8&overdueTo=30`
 * (the revenue dashboard's overdue ages, issue 29) shows Current Billings with those filters; any
 * other address the users tab, unfiltered.
 */
export function adminStateFromSearch(search: string): AdminState {
  const params = new URLSearchParams(search);
  if (params.get('tab') !== 'billings') return initialAdminState;
  const days = (key: string) => (/^\d{1,5}$/.test(params.get(key) ?? '') ? params.get(key)! : '');
  const isOverdue = params.get('isOverdue') === 'true' ? 'true' : params.get('isOverdue') === 'false' ? 'false' : '';
  const billings = { ...EMPTY_FILTERS.billings, isOverdue, overdueFrom: days('overdueFrom'), overdueTo: days('overdueTo') } as const;
  return { ...initialAdminState, tab: 'billings', filters: { ...EMPTY_FILTERS, billings } };
}

const onPage = (state: AdminState, page: number): AdminState => ({ ...state, pages: { ...state.pages, [state.tab]: page } });

export function adminReducer(state: AdminState, action: AdminAction): AdminState {
  switch (action.type) {
    case 'tab':
      if (action.tab === state.tab) return state;
      return {
        ...state,
        tab: action.tab,
        searchInput: '',
        search: '',
        pages: { ...state.pages, [action.tab]: 0 },
        paymentsDownload: NO_DOWNLOAD,
      };
    case 'typed':
      return { ...state, searchInput: action.value };
    case 'searchSettled':
      // The list follows the box after the pause, from the first page.
      return state.searchInput === state.search ? state : onPage({ ...state, search: state.searchInput }, 0);
    case 'page':
      return onPage(state, action.page);
    case 'resetAll':
      return onPage({ ...state, searchInput: '', search: '', filters: { ...state.filters, [state.tab]: EMPTY_FILTERS[state.tab] } }, 0);
    case 'filters':
      return onPage({ ...state, filters: { ...state.filters, [state.tab]: action.value }, dialog: null }, 0);
    case 'dialog':
      return { ...state, dialog: action.dialog };
    case 'openUser':
      return { ...state, openUser: action.user };
    case 'details':
      return { ...state, details: action.item };
    case 'download':
      return { ...state, paymentsDownload: { bytes: action.bytes, error: action.error ?? null } };
  }
}
