import type { PricePeriod } from '@orioni/contracts/constants';
import type { CartRemoveModalContent, ProductPriceContent } from '@orioni/contracts/content';
import { toServerProductKey } from '@orioni/contracts/cart-rules';
import type { CartItem } from '@orioni/contracts/entities';

/**
 * Pure rules of the cart screens that only the web needs (the add modal's prices, conflicts, seats,
 * card display), kept apart so they are unit-tested. Cart line rules shared with the API live in
 * `@orioni/contracts/cart-rules`.
 */

/** Prices the add-to-cart modal offers: demo prices excluded (spec section 4). */
export const sellablePrices = (prices: readonly ProductPriceContent[]): ProductPriceContent[] => prices.filter((p) => !p.isDemo);

/** 500 px with exactly one non-demo price, else 640 px (spec section 2). */
export const addModalWidth = (prices: readonly ProductPriceContent[]): 500 | 640 => (sellablePrices(prices).length === 1 ? 500 : 640);

/**
 * The price preselected in the add-to-cart modal: Y1 by default; with one or two non-demo prices,
 * PREMISE when it is among them, otherwise the first (decision 11). Y1 missing → the first.
 */
export function preselectedPrice(prices: readonly ProductPriceContent[]): ProductPriceContent | null {
  const offered = sellablePrices(prices);
  if (offered.length === 0) return null;
  const find = (period: PricePeriod) => offered.find((p) => p.period === period);
  if (offered.length <= 2) return find('PREMISE') ?? offered[0]!;
  return find('Y1') ?? offered[0]!;
}

/**
 * Cart products that make a buy click ask first (spec section 4): those named in checkProduct,
 * and those named in blocker. Keys are compared without the _BASIC suffix.
 */
export function conflicts(
  modal: CartRemoveModalContent | null | undefined,
  items: readonly CartItem[],
): { checked: CartItem[]; blockers: CartItem[] } {
  if (!modal) return { checked: [], blockers: [] };
  const inCart = (keys: readonly string[]) =>
    items.filter(
      (i) => keys.includes(toServerProductKey(i.product.productKey)) || (i.product.slug !== null && keys.includes(i.product.slug)),
    );
  return { checked: inCart(modal.checkProduct ?? []), blockers: inCart(modal.blocker ?? []) };
}

/** One e-mail per training seat (spec section 5). */
export const trainingSeats = (items: readonly CartItem[]): { name: string; productKey: string }[] =>
  items
    .filter((i) => i.training)
    .flatMap((i) => Array.from({ length: Math.min(i.quantity, 500) }, () => ({ name: i.product.name, productKey: i.product.productKey })));

/** Last four digits of a card mask ("424242******4242" → "4242"). */

/** An idempotency key for one pay attempt. */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
