import { answer, api } from '@/lib/api-client';
import { atLeast } from '@/lib/min-loading';

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

/** Pay now: charges the saved card for what is overdue on the item. */
export const repayItem = (purchasedItemId: number) => answer(api.POST('/api/product/repay', { body: { purchasedItemId } }));

/** Cancels a subscription: CANCELING until its paid period ends. */
export const cancelItem = (purchasedItemId: number) => answer(api.PUT('/api/product/cancel', { body: { purchasedItemId } }));
