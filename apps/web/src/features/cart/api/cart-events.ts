import { TIMINGS_MS } from '@orioni/contracts/spec-constants';

/**
 * After an add, the buy flow asks the header cart to open (500 ms later) and highlight the line it
 * added. Both live in this feature; a tiny event channel keeps the header free of the buy flow.
 */
type Listener = (productKey: string) => void;
const listeners = new Set<Listener>();

export const CART_OPEN_DELAY_MS = TIMINGS_MS.cartOpensAfterAdd;
export const HIGHLIGHT_MS = TIMINGS_MS.lastItemHighlight;

export function announceAdded(productKey: string): void {
  window.setTimeout(() => {
    for (const listener of listeners) listener(productKey);
  }, CART_OPEN_DELAY_MS);
}

export function onAdded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
