import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, type Dispatch } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Mode } from '@orioni/contracts/constants';
import type { BillingItem } from '@orioni/contracts/entities';
import { DEBOUNCE_MS, PAGE_SIZES } from '@orioni/contracts/spec-constants';
import { useErrorText } from '@/components/ui/error-display';
import { ApiError } from '@/lib/api-client';
import { CARD_QUERY_KEY, fetchCard, startCardOrder } from '@/lib/saved-card';
import {
  cancelItem,
  countOverdue,
  fetchProducts,
  fetchSubscriptionsToCount,
  locateItem,
  OVERDUE_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  repayItem,
  waitUntilPaid,
} from '../api/billing-api';
import { cardReturnUrls, payFailureOf, productsPath, savePlace, takePlace, type ProductsTab } from '../billing-logic';
import { useBillingText } from '../billing-messages';
import {
  initialProductsState,
  needsAttention,
  productsReducer,
  routeAfterLocate,
  type ProductsAction,
  type ProductsState,
} from '../products-state';

/** The page's reducer, started from the route (or the place kept while the customer was at the bank). */
function useProductsState(mode: Mode) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const productIdParam = searchParams.get('productId');
  const outcome = productIdParam === 'success' || productIdParam === 'failure' ? productIdParam : null;
  // Issue 39 item 23: how many subscriptions are overdue (the tab's badge); on a bare
  // `/currentproducts`, Subscriptions opens when there are any: at once when the page came with
  // the subscriptions (a signed-in page from the server), else when they arrive.
  const overdue = useQuery({
    queryKey: OVERDUE_QUERY_KEY,
    queryFn: ({ signal }) => fetchSubscriptionsToCount(signal),
    select: countOverdue,
    retry: false,
  });
  const overdueCount = overdue.data ?? 0;
  const [state, dispatch] = useReducer(productsReducer, null, () => {
    const initial = initialProductsState(params.id, outcome, outcome ? takePlace(PAGE_SIZES.billing) : null, PAGE_SIZES.billing);
    return productsReducer(initial, { type: 'attention', overdue: overdueCount });
  });

  // The search applies after a 1 s pause and starts again from the first page.
  useEffect(() => {
    if (state.searchInput.trim() === state.search) return;
    const timer = window.setTimeout(() => dispatch({ type: 'searchSettled' }), DEBOUNCE_MS.purchaseHistorySearch);
    return () => window.clearTimeout(timer);
  }, [state.searchInput, state.search]);

  // The route changed under the page (a link to it, the back button): the reducer follows it.
  useEffect(() => dispatch({ type: 'route', routeId: params.id }), [params.id]);

  // The item a route or the stored place names, on whichever tab and page it is.
  const namedItem = useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, 'item', state.locateId],
    queryFn: ({ signal }) => locateItem(state.locateId!, signal),
    enabled: state.locateId !== null,
    retry: false,
  });
  const { locateId, located, tab, resultOpen } = state;
  useEffect(() => {
    if (locateId === null || located === locateId || namedItem.isPending) return;
    const item = namedItem.data ?? null;
    dispatch({ type: 'located', item, failed: namedItem.isError });
    const to = routeAfterLocate({ tab, resultOpen }, item, namedItem.isError);
    if (to !== null) navigate(productsPath(mode, to), { replace: true });
  }, [locateId, located, tab, resultOpen, namedItem.isPending, namedItem.data, namedItem.isError, mode, navigate]);

  useEffect(() => {
    const opened = state.routeId === undefined && state.tab === 'billing' && overdueCount > 0;
    if (!opened && !needsAttention(state, overdueCount)) return;
    if (!opened) dispatch({ type: 'attention', overdue: overdueCount });
    navigate(productsPath(mode, 'billing'), { replace: true });
  }, [state, overdueCount, mode, navigate]);

  return { state, dispatch, outcome, overdueCount };
}

/** The list of the shown tab, page and search. */
export function useProductsList(state: ProductsState) {
  const { tab, search, offset, limit } = state;
  return useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, tab, search, offset, limit],
    queryFn: ({ signal }) => fetchProducts({ onPremise: tab === 'onPremise', query: search, offset, limit }, signal),
    enabled: tab !== null,
    // Paging keeps the rows on screen while the next page loads; another tab never shows this one's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tab ? previous : undefined),
    retry: false,
  });
}

/**
 * Current products' state and actions: the reducer, the saved card, and what Pay now, Cancel and
 * adding a card do (requests, then actions for the reducer; the route names the open item, decision 1).
 */
export function useProductsPage() {
  const params = useParams();
  const mode: Mode = params.mode === 'isOffer' ? 'isOffer' : 'default';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state, dispatch, outcome, overdueCount } = useProductsState(mode);
  const cardQuery = useQuery({ queryKey: CARD_QUERY_KEY, queryFn: ({ signal }) => fetchCard(signal), retry: false });
  const toTab = () => navigate(productsPath(mode, state.tab ?? 'billing'), { replace: true });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
  const run = useRunners(state, dispatch, mode, refresh, toTab);

  const openDialog = (kind: 'pay' | 'cancel', item: BillingItem) => {
    dispatch({ type: 'open', kind, item });
    // Decision 1: the route names the item whose dialog is open.
    navigate(productsPath(mode, item.purchasedItemId), { replace: true });
  };
  const chooseTab = (next: ProductsTab) => {
    if (next === state.tab) return;
    dispatch({ type: 'tab', tab: next });
    navigate(productsPath(mode, next), { replace: true });
  };
  const close = () => {
    if (state.busy) return;
    dispatch({ type: 'close' });
    toTab();
  };
  const closeResult = () => {
    dispatch({ type: 'resultClosed' });
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
    const item = state.pendingPay;
    // Back with the stored item overdue: Pay now again (spec section 2).
    if (item && !state.paidIds.has(item.purchasedItemId)) openDialog('pay', item);
    else toTab();
  };
  return { state, dispatch, overdueCount, card: cardQuery, openDialog, chooseTab, close, closeResult, toTab, ...run };
}

/** The requests behind Pay now, Cancel and adding a card, each turned into reducer actions. */
function useRunners(state: ProductsState, dispatch: Dispatch<ProductsAction>, mode: Mode, refresh: () => Promise<void>, toTab: () => void) {
  const text = useBillingText();
  const errorText = useErrorText();
  const queryClient = useQueryClient();

  const payFailed = async (item: BillingItem, error: unknown, paid: () => void) => {
    const key = error instanceof ApiError ? error.key : undefined;
    const failure = payFailureOf(key);
    if (key === 'REPAY_IN_PROGRESS') {
      // Another payment of the item is in flight (a second tab, a double click, the renewal
      // pass): wait for it and show its result, paid or not.
      dispatch({ type: 'waiting', waiting: true });
      const done = await waitUntilPaid(item.purchasedItemId);
      dispatch({ type: 'waiting', waiting: false });
      if (done) paid();
      else dispatch({ type: 'failed', error: text.inProgressSlow });
    } else if (key === 'PAYMENT_PENDING') {
      // The bank has the payment and has not decided yet: it is settled later, never charged twice.
      dispatch({ type: 'failed', error: text.inProgressSlow });
      void refresh();
    } else if (key === 'AMOUNT_DUE_CHANGED') {
      // Show the new lines and total; the customer confirms again.
      const fresh = await locateItem(item.purchasedItemId).catch(() => null);
      dispatch({ type: 'amountChanged', fresh, error });
      void refresh();
    } else if (failure === 'needsCard') {
      // No card to charge (any more): straight on to adding one.
      void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
      dispatch({ type: 'needsCard', termsError: errorText(error) });
    } else dispatch({ type: 'failed', error, declined: failure === 'declined' });
  };

  const pay = async () => {
    const item = state.dialogItem;
    if (!item) return;
    dispatch({ type: 'payStarted' });
    const paid = () => {
      dispatch({ type: 'paid', itemId: item.purchasedItemId });
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['payment-history'] });
    };
    try {
      // Decision 27: the total the customer confirmed; a debt that changed meanwhile is not charged.
      const { redirectUrl } = await repayItem(item.purchasedItemId, item.amountDue);
      if (redirectUrl) {
        // Bank of Georgia: the total is paid on the bank's page; the receipt page follows its answer.
        window.location.assign(redirectUrl);
        return;
      }
      paid();
    } catch (error) {
      await payFailed(item, error, paid);
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  const cancel = async () => {
    const item = state.dialogItem;
    if (!item) return;
    dispatch({ type: 'cancelStarted' });
    try {
      const result = await cancelItem(item.purchasedItemId);
      await refresh();
      // Confirmed: when it ends (the focus returns to the list when this closes).
      dispatch({ type: 'canceled', name: item.itemName, endDate: result.endDate });
      toTab();
    } catch (error) {
      dispatch({ type: 'failed', error });
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  const addCard = async () => {
    dispatch({ type: 'cardStarted' });
    const itemId = state.dialogItem?.purchasedItemId ?? state.activeId;
    try {
      savePlace({ itemId, offset: state.offset, limit: state.limit });
      const back = cardReturnUrls(mode, itemId);
      const { redirectUrl } = await startCardOrder(back.success, back.failure);
      window.location.assign(redirectUrl);
    } catch (error) {
      dispatch({ type: 'cardFailed', termsError: errorText(error) });
    }
  };

  return { pay, cancel, addCard };
}
