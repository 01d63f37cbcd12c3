import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { cartSections, quantityEditable, serverQuantity, toServerProductKey, type CartLine } from '@orioni/contracts/cart-rules';
import type { PricePeriod } from '@orioni/contracts/constants';
import type { CartItem } from '@orioni/contracts/entities';
import { formatLari } from '@orioni/contracts/format';
import { DEBOUNCE_MS } from '@orioni/contracts/spec-constants';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { CART_QUERY_KEY, putCartQuantity } from '../api/cart-query';
import { useCartText } from '../cart-messages';
import { useI18n, usePeriodName } from '@/lib/i18n';

const SECTION_ORDER: { key: 'onPremise' | 'monthly' | 'annual'; period: PricePeriod }[] = [
  { key: 'onPremise', period: 'PREMISE' },
  { key: 'monthly', period: 'M1' },
  { key: 'annual', period: 'Y1' },
];

function CartRow({ line, items, onStatus }: { line: CartLine; items: CartItem[]; onStatus(text: string): void }) {
  const text = useCartText();
  const { locale } = useI18n();
  const periodName = usePeriodName();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(line.quantity);
  const timer = useRef<number | undefined>(undefined);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const editable = quantityEditable(line);
  const name = line.product.name;
  const hintId = useId();
  // The first unit's line: further units are on the product's regular line when the cart has more than one.
  const serverKey = toServerProductKey(line.product.productKey);
  const moreUnitsOnAnotherLine = (items.find((i) => i.product.productKey === serverKey)?.quantity ?? 0) > 1;

  useEffect(() => setShown(line.quantity), [line.quantity]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: number) => {
    // Non-countable products: only removal (0) is sent (spec section 5).
    if (!line.countable && value > 0) return;
    setShown(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      try {
        const cart = await putCartQuantity(toServerProductKey(line.product.productKey), serverQuantity(line, value, itemsRef.current));
        queryClient.setQueryData(CART_QUERY_KEY, cart);
        onStatus(text.updated);
      } catch (error) {
        console.warn('cart update failed', error);
        setShown(line.quantity);
        onStatus(text.updateFailed);
      }
    }, DEBOUNCE_MS.cartQuantity);
  };

  return (
    <li className="cart-row" data-testid="cart-row" data-key={line.product.productKey}>
      <div className="cart-row__product">
        <span className="cart-row__name">{name}</span>
        <span className="cart-row__period">
          {periodName(line.product.period, line.product.type)}
          {line.basic ? ` · ${text.basicNote}` : ''}
        </span>
        {line.basic ? (
          // Issue 39 item 25: why "+" does nothing on this line, read with the button (which stays focusable).
          <span className="cart-row__hint" id={hintId}>
            {moreUnitsOnAnotherLine ? text.basicMoreBelow(name) : text.basicMoreFromPage}
          </span>
        ) : null}
      </div>
      <div className="cart-row__qty">
        <span className="cart-row__label" aria-hidden="true">
          {text.quantity}
        </span>
        <QuantityStepper
          size="sm"
          value={line.basic ? 1 : shown}
          onChange={change}
          label={text.quantityOf(name)}
          increaseLabel={text.increase(name)}
          decreaseLabel={text.decrease(name)}
          typeable={editable.type}
          incrementable={editable.increment}
          incrementNoteId={line.basic ? hintId : undefined}
        />
      </div>
      <div className="cart-row__cell">
        <span className="cart-row__label">{text.unitPrice}</span>
        <span className="cart-row__value" data-testid="unit-price">
          {formatLari(line.product.price, { locale })}
        </span>
      </div>
      <div className="cart-row__cell">
        <span className="cart-row__label">{text.lineTotal}</span>
        <span className="cart-row__value cart-row__value--strong" data-testid="line-total">
          {formatLari(line.product.price * (line.basic ? 1 : shown), { locale })}
        </span>
      </div>
    </li>
  );
}

/** The cart's on-premise, monthly and annual sections (spec section 2). */
export function CartSections({ lines, items, onStatus }: { lines: CartLine[]; items: CartItem[]; onStatus(text: string): void }) {
  const text = useCartText();
  const sections = cartSections(lines);
  return (
    <div className="cart-sections">
      {SECTION_ORDER.map(({ key, period }) =>
        sections[key].length === 0 ? null : (
          <section key={key} className="cart-section" aria-labelledby={`cart-section-${key}`} data-testid={`cart-section-${key}`}>
            <h2 id={`cart-section-${key}`} className="cart-section__title">
              {text.sections[period]}
            </h2>
            <div className="cart-section__head" aria-hidden="true">
              <span>{text.product}</span>
              <span>{text.quantity}</span>
              <span>{text.unitPrice}</span>
              <span>{text.lineTotal}</span>
            </div>
            <ul className="cart-section__list">
              {sections[key].map((line) => (
                <CartRow key={line.product.productKey} line={line} items={items} onStatus={onStatus} />
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
