import { useEffect, useRef } from 'react';
import { cartTotal, splitFirstPurchase } from '@orioni/contracts/cart-rules';
import type { Locale } from '@orioni/contracts/constants';
import type { CartItem } from '@orioni/contracts/entities';
import { formatLari } from '@orioni/contracts/format';
import { ButtonLink } from '@/components/ui/button';
import { useCartText } from '../cart-messages';
import { useI18n, usePeriodName } from '@/lib/i18n';

/** One item's lines after the first-purchase split (the cart's rule), the first unit at the base price first. */
const splitLines = (item: CartItem) => splitFirstPurchase([item]).sort((a, b) => Number(b.basic) - Number(a.basic));

/** Line total with the first-purchase split folded in (the first unit at the base price). */
export const itemTotal = (item: CartItem): number => cartTotal(splitFirstPurchase([item]));

/** "1 × 200,00 ₾ + 2 × 50,00 ₾": each unit price in the screen's language (decision 31). */
export const unitsText = (item: CartItem, locale: Locale): string =>
  splitLines(item)
    .map((line) => `${line.quantity} × ${formatLari(line.product.price, { locale })}`)
    .join(' + ');

/** The header cart dropdown: items in a 50–300 px scroll area, the last added one highlighted. */
export default function HeaderCartDropdown({
  items,
  highlight,
  onClose,
}: {
  items: CartItem[];
  highlight: string | null;
  onClose(): void;
}) {
  const text = useCartText();
  const { locale } = useI18n();
  const periodName = usePeriodName();
  const listRef = useRef<HTMLUListElement>(null);
  const total = cartTotal(splitFirstPurchase(items));

  // After an add, scroll the list to the added line (the bottom of the cart).
  useEffect(() => {
    const list = listRef.current;
    if (!highlight || !list) return;
    const frame = window.requestAnimationFrame(() => {
      const row = list.querySelector<HTMLElement>(`[data-key="${CSS.escape(highlight)}"]`);
      if (row) list.scrollTop = Math.max(0, row.offsetTop + row.offsetHeight - list.clientHeight + 4);
      else list.scrollTop = list.scrollHeight;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [highlight, items]);

  return (
    <div id="header-cart-panel" className="header-cart__panel" role="region" aria-label={text.cartList}>
      <p className="header-cart__title">{text.cartTitle}</p>
      {items.length === 0 ? (
        <p className="header-cart__empty">{text.emptyTitle}</p>
      ) : (
        <ul className="header-cart__list" ref={listRef} data-testid="header-cart-list">
          {items.map((item) => (
            <li
              key={item.product.productKey}
              data-key={item.product.productKey}
              className={`header-cart__item ${highlight === item.product.productKey ? 'header-cart__item--new' : ''}`}
            >
              <span className="header-cart__name">{item.product.name}</span>
              <span className="header-cart__meta">
                {periodName(item.product.period, item.product.type)} · {unitsText(item, locale)}
              </span>
              <span className="header-cart__price">{formatLari(itemTotal(item), { locale })}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="header-cart__footer">
        {items.length > 0 ? (
          <p className="header-cart__total">
            <span>{text.total}</span>
            <strong>{formatLari(total, { locale })}</strong>
          </p>
        ) : null}
        <ButtonLink to="/cart" block size="sm" onClick={onClose}>
          {text.goToCart}
        </ButtonLink>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {highlight ? text.added(items.find((i) => i.product.productKey === highlight)?.product.name ?? '') : ''}
      </p>
    </div>
  );
}
