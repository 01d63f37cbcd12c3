import type { BillingItem } from '@orioni/contracts/entities';
import { parseRouteId, rowState, tabOf, type ProductsTab, type SavedPlace } from './billing-logic';

/**
 * The current-products page's state (spec section 2; decisions 1, 5, 6, 7) as one pure reducer: the
 * tab, paging and search; the item a route names; the open dialog and what it shows; the payment in
 * flight. The page turns what the customer does and what the API answers into actions; navigation
 * and requests stay in the page.
 */
export type ProductsDialog = 'pay' | 'cancel' | 'canceled' | 'terms' | 'paid' | null;
export type CardOutcome = 'success' | 'failure';

export type ProductsState = {
  /** The route's item or tab segment the state last followed. */
  routeId: string | undefined;
  /** null until the named item's tab is known. */
  tab: ProductsTab | null;
  limit: number;
  offset: number;
  /** What is typed in the search box, and the search the list shows (after the pause). */
  searchInput: string;
  search: string;
  /** The highlighted row. */
  activeId: number | null;
  /** The item a route or the stored place names, and the last one handled. */
  locateId: number | null;
  located: number | null;
  dialog: ProductsDialog;
  dialogItem: BillingItem | null;
  /** An overdue named item whose Pay now waits for the card result to close. */
  pendingPay: BillingItem | null;
  busy: boolean;
  actionError: unknown;
  declined: boolean;
  /** Waiting for another payment of the item to finish. */
  progress: boolean;
  canceled: { name: string; endDate: string | null } | null;
  termsError: string | null;
  /** Items paid on this page: shown as paid before the list reloads. */
  paidIds: ReadonlySet<number>;
  /** The card result dialog after the bank's page. */
  resultOpen: CardOutcome | null;
};

export type ProductsAction =
  | { type: 'typed'; value: string }
  | { type: 'searchSettled' }
  | { type: 'clearSearch' }
  | { type: 'tab'; tab: ProductsTab }
  | { type: 'attention'; overdue: number }
  | { type: 'page'; offset: number }
  | { type: 'route'; routeId: string | undefined }
  | { type: 'located'; item: BillingItem | null; failed: boolean }
  | { type: 'open'; kind: 'pay' | 'cancel'; item: BillingItem }
  | { type: 'close' }
  | { type: 'dialogClosed' }
  | { type: 'terms' }
  | { type: 'payStarted' }
  | { type: 'paid'; itemId: number }
  | { type: 'waiting'; waiting: boolean }
  | { type: 'failed'; error: unknown; declined?: boolean }
  | { type: 'amountChanged'; fresh: BillingItem | null; error: unknown }
  | { type: 'needsCard'; termsError: string }
  | { type: 'settled' }
  | { type: 'cancelStarted' }
  | { type: 'canceled'; name: string; endDate: string | null }
  | { type: 'cardStarted' }
  | { type: 'cardFailed'; termsError: string }
  | { type: 'resultClosed' };

/** The first state: back from the bank, the place the customer left; else the route's tab or item. */
export function initialProductsState(
  routeId: string | undefined,
  outcome: CardOutcome | null,
  returned: SavedPlace | null,
  pageSize: number,
): ProductsState {
  const route = parseRouteId(routeId);
  const start = returned
    ? { tab: 'billing' as ProductsTab | null, itemId: returned.itemId, offset: returned.offset, limit: returned.limit }
    : { tab: route.tab, itemId: route.itemId, offset: 0, limit: pageSize };
  return {
    routeId,
    tab: start.tab,
    limit: start.limit,
    offset: start.offset,
    searchInput: '',
    search: '',
    activeId: start.itemId,
    locateId: start.itemId,
    located: null,
    dialog: null,
    dialogItem: null,
    pendingPay: null,
    busy: false,
    actionError: null,
    declined: false,
    progress: false,
    canceled: null,
    termsError: null,
    paidIds: new Set(),
    resultOpen: outcome,
  };
}

const freshSearch = { offset: 0, searchInput: '', search: '' };

/** A route the page did not make (a link, the back button): a new item is located, a new tab shown. */
function followRoute(state: ProductsState, routeId: string | undefined): ProductsState {
  if (routeId === state.routeId) return state;
  const next = parseRouteId(routeId);
  if (next.itemId !== null) {
    if (next.itemId === state.activeId) return { ...state, routeId };
    return { ...state, routeId, locateId: next.itemId, tab: null, offset: 0 };
  }
  if (next.tab !== state.tab) return { ...state, routeId, tab: next.tab, ...freshSearch };
  return { ...state, routeId };
}

/** The named item answered: its tab is shown, and Pay now opens for it if it is overdue (after the card result). */
function locate(state: ProductsState, item: BillingItem | null, failed: boolean): ProductsState {
  if (state.locateId === null || state.located === state.locateId) return state;
  const located = { ...state, located: state.locateId };
  if (!item) return { ...located, tab: state.tab ?? (failed ? 'billing' : 'onPremise'), activeId: null };
  const shown = { ...located, tab: state.tab ?? tabOf(item), activeId: item.purchasedItemId };
  if (rowState(item) !== 'overdue') return shown;
  if (state.resultOpen) return { ...shown, pendingPay: item };
  return openDialog(shown, 'pay', item);
}

function openDialog(state: ProductsState, kind: 'pay' | 'cancel', item: BillingItem): ProductsState {
  return { ...state, activeId: item.purchasedItemId, dialogItem: item, actionError: null, declined: false, dialog: kind };
}

/**
 * Issue 39 item 23: a bare `/currentproducts` (the account menu's link: no tab, no item in the route)
 * opens on Subscriptions while one is overdue, instead of on-premise licences with nothing saying so.
 * An explicit `0` or `billing` (decision 1), an item, the place kept at the bank or a tab the
 * customer chose (each puts a tab in the route) keeps its tab.
 */
export function needsAttention(state: Pick<ProductsState, 'routeId' | 'locateId' | 'tab' | 'resultOpen'>, overdue: number): boolean {
  return overdue > 0 && state.routeId === undefined && state.locateId === null && state.resultOpen === null && state.tab === 'onPremise';
}

export function productsReducer(state: ProductsState, action: ProductsAction): ProductsState {
  switch (action.type) {
    case 'typed':
      return { ...state, searchInput: action.value };
    case 'searchSettled': {
      const search = state.searchInput.trim();
      return search === state.search ? state : { ...state, search, offset: 0 };
    }
    case 'clearSearch':
      return { ...state, ...freshSearch };
    case 'tab':
      return action.tab === state.tab ? state : { ...state, tab: action.tab, ...freshSearch };
    case 'attention':
      return needsAttention(state, action.overdue) ? { ...state, tab: 'billing', ...freshSearch } : state;
    case 'page':
      return { ...state, offset: action.offset };
    case 'route':
      return followRoute(state, action.routeId);
    case 'located':
      return locate(state, action.item, action.failed);
    case 'open':
      return openDialog(state, action.kind, action.item);
    case 'close':
      return state.busy ? state : { ...state, dialog: null, actionError: null, declined: false };
    case 'dialogClosed':
      return { ...state, dialog: null };
    case 'terms':
      return { ...state, termsError: null, dialog: 'terms' };
    case 'payStarted':
      return { ...state, busy: true, actionError: null, declined: false };
    case 'paid':
      return { ...state, paidIds: new Set(state.paidIds).add(action.itemId), dialog: 'paid' };
    case 'waiting':
      return { ...state, progress: action.waiting };
    case 'failed':
      return { ...state, actionError: action.error, declined: action.declined ?? state.declined };
    case 'amountChanged':
      return { ...state, dialogItem: action.fresh ?? state.dialogItem, actionError: action.error };
    case 'needsCard':
      return { ...state, termsError: action.termsError, dialog: 'terms' };
    case 'settled':
      return { ...state, busy: false };
    case 'cancelStarted':
      return { ...state, busy: true, actionError: null };
    case 'canceled':
      return { ...state, canceled: { name: action.name, endDate: action.endDate }, dialog: 'canceled' };
    case 'cardStarted':
      return { ...state, busy: true, termsError: null };
    case 'cardFailed':
      return { ...state, termsError: action.termsError, busy: false };
    case 'resultClosed':
      return { ...state, resultOpen: null, pendingPay: null };
  }
}

/** An item as the list shows it: one paid on this page has nothing due any more. */
export const withPaid = (state: Pick<ProductsState, 'paidIds'>, item: BillingItem): BillingItem =>
  state.paidIds.has(item.purchasedItemId) ? { ...item, overdueDays: null, amountDue: 0, duePeriods: [] } : item;

/**
 * Where the route goes once the named item answered (decision 1): to the item whose Pay now opens,
 * to On-premise when no item of that id is the customer's, else nowhere.
 */
export function routeAfterLocate(
  state: Pick<ProductsState, 'tab' | 'resultOpen'>,
  item: BillingItem | null,
  failed: boolean,
): ProductsTab | number | null {
  if (!item) return state.tab === null && !failed ? 'onPremise' : null;
  return rowState(item) === 'overdue' && !state.resultOpen ? item.purchasedItemId : null;
}
