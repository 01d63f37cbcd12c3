import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QuietBoundary } from '@/components/ui/quiet-boundary';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-media-query';
import { HIGHLIGHT_MS, onAdded } from '../api/cart-events';
import { useCart } from '../api/cart-query';
import './header-cart.css';

const HeaderCartDropdown = lazy(() => import('./header-cart-dropdown'));

function CartGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M3 4h2l2.2 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The header cart of spec section 2: an item-count badge; on desktop a dropdown listing the items
 * (loaded on first use), opened also 500 ms after an add with that line highlighted for 2 s; on
 * mobile the icon goes to /cart.
 */
export function HeaderCart() {
  const { t } = useI18n();
  const { token } = useSession();
  const { openAuthModal } = useAuthModal();
  const { items } = useCart();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const count = items.length;
  const label = t(count === 1 ? 'cartBadgeOne' : 'cartBadge').replace('{count}', String(count));

  useEffect(
    () =>
      onAdded((productKey) => {
        setHighlight(productKey);
        setOpen(true);
      }),
    [],
  );

  useEffect(() => {
    if (!highlight) return;
    const timer = window.setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlight]);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!token) setOpen(false);
  }, [token]);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const badge =
    count > 0 ? (
      <span className="header-cart__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    ) : null;

  return (
    <div className="header-cart" ref={rootRef}>
      {mobile || !token ? (
        <Link
          to="/cart"
          className="icon-button header-cart__button"
          aria-label={label}
          data-testid="header-cart"
          onClick={(event) => {
            if (!token) {
              event.preventDefault();
              openAuthModal('login');
            }
          }}
        >
          <CartGlyph />
          {badge}
        </Link>
      ) : (
        <button
          type="button"
          className="icon-button header-cart__button"
          aria-label={label}
          aria-expanded={open}
          aria-controls="header-cart-panel"
          data-testid="header-cart"
          onClick={() => setOpen((value) => !value)}
        >
          <CartGlyph />
          {badge}
        </button>
      )}
      {open && token ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <HeaderCartDropdown items={items} highlight={highlight} onClose={close} />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </div>
  );
}
