import type { BillingItem } from '@orioni/contracts/entities';
import { answer, api } from '@/lib/api-client';
import { atLeast } from '@/lib/min-loading';
import { rowState } from '../billing-logic';

export const PRODUCTS_QUERY_KEY = ['purchase-history'] as const;

export interface ProductsFilter {
  onPremise: boolean;
  query: string;
  offset: number;
  limit: number;
}

const purchaseHistory = (filter: ProductsFilter, signal?: AbortSignal) =>
  answer(
    api.GET('/api/user/report/purchase-history', {
      params: {
        query: {
          onPremise: filter.onPremise ? 'true' : 'false',
          ...(filter.query ? { query: filter.query } : {}),
          offset: filter.offset,
          limit: filter.limit,
        },
      },
      signal,
    }),
  );

/** On-premise licences (`onPremise`) or subscriptions of the customer, a page at a time. */
export const fetchProducts = (filter: ProductsFilter, signal?: AbortSignal) => atLeast(purchaseHistory(filter, signal));

/**
 * How many of the customer's subscriptions are overdue (decision 6: due today or earlier and
 * unpaid), for the Subscriptions tab's badge (issue 39 item 23). The API's largest page (100): a
 * customer with more subscriptions than that is counted on the newest 100.
 */
export const fetchSubscriptionsToCount = (signal?: AbortSignal) =>
  purchaseHistory({ onPremise: false, query: '', offset: 0, limit: 100 }, signal);

/** The overdue ones of `fetchSubscriptionsToCount`'s page. */
export const countOverdue = (page: { list: BillingItem[] }): number => page.list.filter((item) => rowState(item) === 'overdue').length;

/** The key of `fetchSubscriptionsToCount`'s page; a signed-in current products page comes with it. */
export const OVERDUE_QUERY_KEY = [...PRODUCTS_QUERY_KEY, 'overdue'] as const;

/**
 * The item a route or the stored place names, on whichever tab it is (decision 1): searched by its
 * id among the subscriptions, then among the licences. Null when the customer has no such item.
 */
export async function locateItem(purchasedItemId: number, signal?: AbortSignal) {
  for (const onPremise of [false, true]) {
    const page = await purchaseHistory({ onPremise, query: String(purchasedItemId), offset: 0, limit: 100 }, signal);
    const item = page.list.find((i) => i.purchasedItemId === purchasedItemId);
    if (item) return item;
  }
  return null;
}

/**
 * Pay now: charges the saved card for every period owed on the item. `amount` is the total the
 * customer saw and confirmed (decision 27): if the debt is no longer that, nothing is charged and
 * the answer is AMOUNT_DUE_CHANGED.
 */
export const repayItem = (purchasedItemId: number, amount: number) =>
  answer(api.POST('/api/product/repay', { body: { purchasedItemId, amount } }));

/**
 * After REPAY_IN_PROGRESS (another tab, a double click, the renewal pass): asks for the item again
 * every `intervalMs` until it owes nothing (true) or `tries` run out (false).
 */
export async function waitUntilPaid(purchasedItemId: number, { tries = 20, intervalMs = 1500 } = {}): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    const item = await locateItem(purchasedItemId).catch(() => null);
    if (item && item.amountDue === 0) return true;
    await new Promise((resolve) => window.setTimeout(resolve, intervalMs));
  }
  return false;
}

/** Cancels a subscription: CANCELING until its paid period ends. */
export const cancelItem = (purchasedItemId: number) => answer(api.PUT('/api/product/cancel', { body: { purchasedItemId } }));

/** Undoes a cancellation while the paid period runs (issue 28 item 3): the subscription renews as before. */
export const reactivateItem = (purchasedItemId: number) => answer(api.PUT('/api/product/reactivate', { body: { purchasedItemId } }));
