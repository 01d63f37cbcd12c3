import type { QueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY } from '@/features/cart/api/cart-query';
import { PRODUCTS_QUERY_KEY } from '@/features/billing/api/billing-api';
import { PAYMENT_HISTORY_QUERY_KEY, PAYMENT_RECEIPT_QUERY_KEY } from '@/features/history/api/history-api';

/**
 * The answers that carry product and item names, which the server gives in the language on screen
 * (decision 26): the cart (page and header dropdown), current products, payment history, receipts,
 * and the admin console's lists.
 */
export const NAMED_ANSWERS: readonly (readonly string[])[] = [
  CART_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  PAYMENT_HISTORY_QUERY_KEY,
  PAYMENT_RECEIPT_QUERY_KEY,
  ['admin'],
];

/**
 * After a language switch: answers on screen are asked again at once (one still under way in the
 * old language is cancelled), and the others are dropped, so no page ever shows the old names
 * again; no reload is needed. The API client names the new language in every call.
 */
export function refreshNamedAnswers(queryClient: QueryClient): void {
  for (const queryKey of NAMED_ANSWERS) {
    queryClient.removeQueries({ queryKey, type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey, type: 'active' }, { cancelRefetch: true });
  }
}
