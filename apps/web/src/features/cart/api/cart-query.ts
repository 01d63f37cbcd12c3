import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@orioni/contracts/entities';
import { answer, api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The cart as the server keeps it, under the query key ['cart'] (the session removes it on
 * logout). Loaded on every page for the header badge, so this module imports types only.
 */
export const CART_QUERY_KEY = ['cart'] as const;

export const fetchCart = (signal?: AbortSignal) => answer(api.GET('/api/product/cart', { signal }));

/** Sets a price's absolute quantity in the cart (0 removes it); answers the new cart. */
export const putCartQuantity = (productKey: string, quantity: number, porting = false) =>
  answer(
    api.PUT('/api/product/cart', { params: { query: { productKey, quantity: String(quantity), porting: porting ? 'Y' : undefined } } }),
  );

export const clearCartRequest = () => answer(api.DELETE('/api/product/cart'));

const EMPTY: CartItem[] = [];

/** With no signed-in user the cart is empty (spec section 4). */
export function useCart() {
  const { token } = useSession();
  const query = useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await fetchCart(signal);
      } catch (error) {
        // Spec section 8: a cart load failure is only logged.
        if ((error as Error).name !== 'AbortError') console.warn('cart load failed', error);
        throw error;
      }
    },
    enabled: Boolean(token),
    staleTime: 30_000,
    retry: false,
  });
  return { ...query, items: token ? (query.data ?? EMPTY) : EMPTY };
}
