import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductEntry } from '@orioni/contracts/content';
import { QuietBoundary } from '@/components/ui/quiet-boundary';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useCommerceActions } from '@/lib/commerce-actions';
import { useSession } from '@/lib/session';
import { closingFlow, doneFlow, openFlow, type ActiveFlow } from '@/lib/flow-host-state';

const BuyFlow = lazy(() => import('./buy-flow'));

/**
 * Acts on buy clicks (spec section 4): without a token the auth modal opens; otherwise the buy
 * flow (support and porting, conflict confirmation, add-to-cart modal) loads on first use.
 */
export function BuyFlowHost() {
  const { request, clear } = useCommerceActions();
  const { token } = useSession();
  const { openAuthModal } = useAuthModal();
  const [active, setActive] = useState<ActiveFlow<ProductEntry> | null>(null);

  useEffect(() => {
    if (request?.kind !== 'buy' || !request.product) return;
    const product = request.product;
    clear();
    if (!token) {
      openAuthModal('login');
      return;
    }
    // A repeated request for the product already open keeps the open flow; one while it closes opens a new one.
    setActive((previous) => openFlow(previous, product, (a, b) => a.id === b.id));
  }, [request, clear, token, openAuthModal]);

  if (!active) return null;
  const { n } = active;
  return (
    <QuietBoundary resetKey={active.n}>
      <Suspense fallback={null}>
        <BuyFlow
          key={n}
          product={active.subject}
          onClosing={() => setActive((a) => closingFlow(a, n))}
          onDone={() => setActive((a) => doneFlow(a, n))}
        />
      </Suspense>
    </QuietBoundary>
  );
}
