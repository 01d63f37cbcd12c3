import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductEntry } from '@orioni/contracts/content';
import { QuietBoundary } from '@/components/ui/quiet-boundary';
import { useCommerceActions } from '@/lib/commerce-actions';

const DemoModal = lazy(() => import('./demo-modal'));

/** Opens the demo request modal (loaded on first use) when a page asks for it. */
export function DemoHost() {
  const { request, clear } = useCommerceActions();
  const [active, setActive] = useState<{ product: ProductEntry | null; n: number } | null>(null);

  useEffect(() => {
    if (request?.kind !== 'demo') return;
    const product = request.product;
    clear();
    // A repeated request while the modal is open for the same product keeps it as it is.
    setActive((previous) =>
      previous && (previous.product?.id ?? null) === (product?.id ?? null) ? previous : { product, n: (previous?.n ?? 0) + 1 },
    );
  }, [request, clear]);

  if (!active) return null;
  return (
    <QuietBoundary resetKey={active.n}>
      <Suspense fallback={null}>
        <DemoModal key={active.n} product={active.product} onDone={() => setActive(null)} />
      </Suspense>
    </QuietBoundary>
  );
}
