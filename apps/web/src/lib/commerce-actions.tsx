import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ProductEntry } from '@orioni/contracts';

/**
 * What a product card can ask for, without importing the cart feature: open the add-to-cart flow
 * (buy click) or the demo request modal. The app layout renders the hosts that act on these.
 */
export interface CommerceRequest {
  kind: 'buy' | 'demo';
  product: ProductEntry | null;
}

interface CommerceActions {
  request: CommerceRequest | null;
  /** The buy click of spec section 4 (auth modal without a token, then the add-to-cart flow). */
  buy(product: ProductEntry): void;
  /** The demo modal, optionally for one product. */
  requestDemo(product?: ProductEntry | null): void;
  clear(): void;
}

const CommerceContext = createContext<CommerceActions | null>(null);

export function CommerceActionsProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<CommerceRequest | null>(null);
  const value = useMemo<CommerceActions>(
    () => ({
      request,
      buy: (product) => setRequest({ kind: 'buy', product }),
      requestDemo: (product = null) => setRequest({ kind: 'demo', product }),
      clear: () => setRequest(null),
    }),
    [request],
  );
  return <CommerceContext.Provider value={value}>{children}</CommerceContext.Provider>;
}

export function useCommerceActions(): CommerceActions {
  const value = useContext(CommerceContext);
  if (!value) throw new Error('useCommerceActions outside CommerceActionsProvider');
  return value;
}
