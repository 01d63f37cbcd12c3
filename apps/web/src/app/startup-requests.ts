import type { QueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY, fetchCart } from '@/features/cart/api/cart-query';
import { answer, api, getToken } from '@/lib/api-client';
import { CARD_QUERY_KEY, fetchCard } from '@/lib/saved-card';
import { USER_QUERY_KEY } from '@/lib/session';

/** Pages that show the saved card on their first screen. */
const CARD_PAGES = /^\/(cart|currentproducts)(\/|$)/;

/**
 * Starts, at once and side by side, the signed-in requests the first screen needs — the user, the
 * cart (the header's badge and the cart page) and, on the cart and current products pages, the saved
 * card — while the page's chunk is still loading. Without this they formed a waterfall: the card
 * was asked for only after the user had arrived and the page had rendered (issue 14). The answers
 * land in the query cache under the keys the components read; a failure is left to them as before.
 */
export function startSignedInRequests(queryClient: QueryClient, pathname: string): void {
  const token = getToken();
  if (!token) return;
  void queryClient.prefetchQuery({
    queryKey: [...USER_QUERY_KEY, token],
    queryFn: ({ signal }) => answer(api.GET('/api/user', { signal })),
  });
  void queryClient.prefetchQuery({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => fetchCart(signal) });
  if (CARD_PAGES.test(pathname)) {
    void queryClient.prefetchQuery({ queryKey: CARD_QUERY_KEY, queryFn: ({ signal }) => fetchCard(signal) });
  }
}
