import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductEntry } from '@orioni/contracts/content';
import { QuietBoundary } from '@/components/ui/quiet-boundary';
import { useCommerceActions } from '@/lib/commerce-actions';
import { closingFlow, doneFlow, openFlow, type ActiveFlow } from '@/lib/flow-host-state';

const DemoModal = lazy(() => import('./demo-modal'));

/** Opens the demo request modal (loaded on first use) when a page asks for it. */
export function DemoHost() {
  const { request, clear } = useCommerceActions();
  const [active, setActive] = useState<ActiveFlow<ProductEntry | null> | null>(null);

  useEffect(() => {
    if (request?.kind !== 'demo') return;
    const product = request.product;
    clear();
    // A repeated request while the modal is open for the same product keeps it as it is; one while it closes opens it again.
    setActive((previous) => openFlow(previous, product, (a, b) => (a?.id ?? null) === (b?.id ?? null)));
  }, [request, clear]);

  if (!active) return null;
  const { n } = active;
  return (
    <QuietBoundary resetKey={active.n}>
      <Suspense fallback={null}>
        <DemoModal
          key={n}
          product={active.subject}
          onClosing={() => setActive((a) => closingFlow(a, n))}
          onDone={() => setActive((a) => doneFlow(a, n))}
        />
      </Suspense>
    </QuietBoundary>
  );
}
