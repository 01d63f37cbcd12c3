import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addedAmount, quantityInCart, quantityOnAdd, supportRule, wasPrice } from '@orioni/contracts/cart-rules';
import type { ProductEntry, ProductPriceContent } from '@orioni/contracts/content';
import type { CartItem } from '@orioni/contracts/entities';
import { formatLari } from '@orioni/contracts/format';
import { TIMINGS_MS } from '@orioni/contracts/spec-constants';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Modal } from '@/components/ui/modal';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { announceAdded } from '../api/cart-events';
import { CART_QUERY_KEY, putCartQuantity, useCart } from '../api/cart-query';
import { fetchFirstPurchase } from '../api/checkout-api';
import { addModalWidth, conflicts, preselectedPrice, sellablePrices } from '../cart-logic';
import { useCartText } from '../cart-messages';
import './buy-flow.css';
import { useI18n, usePeriodName } from '@/lib/i18n';

type Stage = 'confirm' | 'add';

/** The buy click after the token check: conflict confirmation, then the add-to-cart modal. */
export default function BuyFlow({ product, onClosing, onDone }: { product: ProductEntry; onClosing?(): void; onDone(): void }) {
  const cart = useCart();
  const [stage, setStage] = useState<Stage | null>(null);
  const [open, setOpen] = useState(true);
  const ready = !cart.isPending || cart.isError;
  const attrs = product.attributes;

  useEffect(() => {
    if (!ready || stage) return;
    const found = conflicts(attrs.cartRemoveModal, cart.items);
    setStage(found.checked.length + found.blockers.length > 0 ? 'confirm' : 'add');
  }, [ready, stage, attrs.cartRemoveModal, cart.items]);

  const finish = () => {
    setOpen(false);
    onClosing?.();
    window.setTimeout(onDone, TIMINGS_MS.modalCloseDelay);
  };

  if (!stage) return null;
  if (stage === 'confirm')
    return <ConflictModal product={product} items={cart.items} open={open} onCancel={finish} onContinue={() => setStage('add')} />;
  return <AddToCartModal product={product} items={cart.items} open={open} onCancel={finish} onAdded={finish} />;
}

function ConflictModal({
  product,
  items,
  open,
  onCancel,
  onContinue,
}: {
  product: ProductEntry;
  items: CartItem[];
  open: boolean;
  onCancel(): void;
  onContinue(): void;
}) {
  const text = useCartText();
  const queryClient = useQueryClient();
  const modal = product.attributes.cartRemoveModal;
  const found = conflicts(modal, items);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      let latest: CartItem[] | undefined;
      for (const item of [...found.checked, ...found.blockers]) latest = await putCartQuantity(item.product.productKey, 0);
      if (latest) queryClient.setQueryData(CART_QUERY_KEY, latest);
      onContinue();
    } catch (error) {
      console.warn('cart remove failed', error);
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={modal?.title || text.conflictTitle}
      width={520}
      closeLabel={text.close}
      footer={
        <>
          {found.blockers.length === 0 ? (
            <Button variant="secondary" onClick={onContinue} disabled={busy}>
              {modal?.addButton || text.conflictAdd}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {text.cancel}
            </Button>
          )}
          <Button onClick={remove} loading={busy}>
            {modal?.removeButton || text.conflictRemove}
          </Button>
        </>
      }
    >
      <p className="dialog-text">{modal?.description || text.conflictText}</p>
      <ul className="buy-conflicts">
        {[...found.checked, ...found.blockers].map((item) => (
          <li key={item.product.productKey}>{item.product.name}</li>
        ))}
      </ul>
    </Modal>
  );
}

function PriceOption({
  price,
  checked,
  onSelect,
  name,
  periodLabel,
  bestLabel,
  firstPurchase,
}: {
  price: ProductPriceContent;
  checked: boolean;
  onSelect(): void;
  name: string;
  periodLabel: string;
  bestLabel: string | null;
  /** Whether this purchase would be the customer's first of the product (null while unknown). */
  firstPurchase: boolean | null;
}) {
  const text = useCartText();
  const { locale } = useI18n();
  // Never a struck-through price lower than a unit this purchase charges (issue 25 item 7).
  const was = firstPurchase === null ? null : wasPrice(price, firstPurchase);
  return (
    <label className={`buy-price ${checked ? 'buy-price--checked' : ''}`} data-testid={`price-${price.productKey}`}>
      <input type="radio" name={name} value={price.productKey} checked={checked} onChange={onSelect} className="buy-price__radio" />
      <span className="buy-price__body">
        <span className="buy-price__title">
          {price.title || periodLabel}
          {price.sale ? (
            <span className="buy-price__sale">{price.sale}</span>
          ) : bestLabel && price.period === 'Y1' ? (
            <span className="buy-price__sale">{bestLabel}</span>
          ) : null}
        </span>
        <span className="buy-price__period">
          {text.perPeriod[price.period]}
          {price.basePrice !== null && firstPurchase !== false ? ` · ${text.firstUnit(formatLari(price.basePrice, { locale }))}` : ''}
        </span>
        {price.info ? <span className="buy-price__info">{price.info}</span> : null}
      </span>
      <span className="buy-price__amount">
        {was !== null ? <s className="buy-price__old">{formatLari(was, { locale })}</s> : null}
        <strong>{formatLari(price.price, { locale })}</strong>
      </span>
    </label>
  );
}

/**
 * The add-to-cart modal (spec sections 2, 4 and 5): demo prices excluded; Y1 or PREMISE preselected
 * (decision 11); choosing a price sets quantity 1; 0 is refused in the error colour; adding sends
 * the cart's quantity plus the new one; a porting consent adds the flag Y.
 */
function AddToCartModal({
  product,
  items,
  open,
  onCancel,
  onAdded,
}: {
  product: ProductEntry;
  items: CartItem[];
  open: boolean;
  onCancel(): void;
  onAdded(): void;
}) {
  const text = useCartText();
  const periodName = usePeriodName();
  const queryClient = useQueryClient();
  const attrs = product.attributes;
  // The entry's kind (solution, service, hardware) names a one-time price (issue 39 item 25).
  const kind = (attrs as { kind?: string }).kind;
  const productType = kind === 'solution' ? 'SOLUTION' : kind === 'service' ? 'SERVICE' : kind === 'hardware' ? 'HARDWARE' : undefined;
  const modal = attrs.modal;
  const prices = sellablePrices(attrs.prices ?? []);
  const [selected, setSelected] = useState<string | null>(() => preselectedPrice(attrs.prices ?? [])?.productKey ?? null);
  const [quantity, setQuantity] = useState(1);
  const [porting, setPorting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const price = prices.find((p) => p.productKey === selected) ?? null;
  const { incrementOnRepeat, showsQuantity: showQuantity } = supportRule(attrs);
  const zero = quantity === 0;
  const groupName = `price-${product.id}`;
  // The first unit of a first purchase costs the base price: the dialog shows what the cart and the
  // charge will take (issue 25 item 7). Every price of a product answers the same.
  const probeKey = prices[0]?.productKey ?? null;
  const firstQuery = useQuery({
    queryKey: ['first-purchase', probeKey],
    queryFn: ({ signal }) => fetchFirstPurchase(probeKey!, signal),
    enabled: probeKey !== null,
    staleTime: 0,
    retry: false,
  });
  const firstPurchase = firstQuery.data?.firstPurchase ?? null;
  const existing = price ? quantityInCart(items, price.productKey) : 0;
  const next = price
    ? quantityOnAdd(existing, showQuantity ? Math.max(quantity, 0) : 1, { category: attrs.category, incrementOnRepeat })
    : 0;
  // A plain support already in the cart: buying it again sends 0 and takes it out (R4.qty.03).
  const removing = price !== null && existing > 0 && next === 0;
  const amount = price && firstPurchase !== null ? addedAmount(price, existing, next, firstPurchase) : null;
  const firstUnitShown = price !== null && firstPurchase === true && price.basePrice !== null && existing === 0 && next > 0;

  const add = async () => {
    if (!price || zero) return;
    setBusy(true);
    setFailed(false);
    try {
      const cart = await putCartQuantity(price.productKey, next, porting);
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      if (!removing) announceAdded(price.productKey);
      onAdded();
    } catch (error) {
      // Spec section 8: a cart add failure is only logged; the modal stays for another try.
      console.warn('add to cart failed', error);
      setBusy(false);
      setFailed(true);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={modal?.title || attrs.name}
      width={addModalWidth(attrs.prices ?? [])}
      closeLabel={text.close}
      className="buy-modal"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {modal?.btnCancel || text.cancel}
          </Button>
          <Button onClick={add} loading={busy} disabled={!price || zero} data-testid="add-to-cart">
            {removing ? modal?.btnRemove || text.removeFromCart : modal?.btn || text.addButton}
          </Button>
        </>
      }
    >
      <div className="buy-modal__body" data-testid="add-to-cart-modal">
        {modal?.description ? <p className="dialog-text">{modal.description}</p> : null}
        {prices.length > 0 ? (
          <fieldset className="buy-prices">
            <legend className="buy-prices__legend">{modal?.subTitle || text.choosePrice}</legend>
            <div className={`buy-prices__list ${prices.length > 1 ? 'buy-prices__list--grid' : ''}`}>
              {prices.map((p) => (
                <PriceOption
                  key={p.productKey}
                  price={p}
                  name={groupName}
                  checked={p.productKey === selected}
                  periodLabel={periodName(p.period, productType)}
                  bestLabel={prices.length > 1 ? (modal?.bestOffers ?? null) : null}
                  firstPurchase={firstPurchase}
                  onSelect={() => {
                    setSelected(p.productKey);
                    setQuantity(1);
                  }}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        {showQuantity ? (
          <BuyQuantity
            value={quantity}
            onChange={setQuantity}
            idBase={groupName}
            label={modal?.quantity || text.quantity}
            productName={attrs.name}
          />
        ) : null}
        {modal?.Porting ? (
          <Checkbox label={modal.Porting} checked={porting} onChange={(e) => setPorting(e.target.checked)} className="buy-modal__porting" />
        ) : null}
        {removing ? (
          <p className="buy-modal__first" role="status" data-testid="add-removes">
            {text.alreadyInCart(`${attrs.name} (${price.title || periodName(price.period, productType)})`)}
          </p>
        ) : price && !firstQuery.isError ? (
          <BuyTotal amount={amount} firstUnit={firstUnitShown ? price.basePrice : null} />
        ) : null}
        <p className="dialog-error" role="status">
          {failed ? text.updateFailed : ''}
        </p>
      </div>
    </Modal>
  );
}

/** The quantity stepper of the add-to-cart dialog; 0 is refused in the error colour. */
function BuyQuantity({
  value,
  onChange,
  idBase,
  label,
  productName,
}: {
  value: number;
  onChange(value: number): void;
  idBase: string;
  label: string;
  productName: string;
}) {
  const text = useCartText();
  const zero = value === 0;
  return (
    <div className="buy-modal__qty">
      <span className="buy-modal__qty-label" id={`${idBase}-qty`}>
        {label}
      </span>
      <QuantityStepper
        value={value}
        onChange={onChange}
        min={1}
        invalid={zero}
        label={label}
        increaseLabel={text.increase(productName)}
        decreaseLabel={text.decrease(productName)}
        describedBy={zero ? `${idBase}-zero` : undefined}
      />
      {zero ? (
        <p className="field__error" id={`${idBase}-zero`} role="alert">
          {text.quantityZero}
        </p>
      ) : null}
    </div>
  );
}

/** What adding takes from the customer (… while the first-purchase answer loads), and the first unit's base price. */
function BuyTotal({ amount, firstUnit }: { amount: number | null; firstUnit: number | null }) {
  const text = useCartText();
  const { locale } = useI18n();
  return (
    <>
      <p className="buy-modal__total">
        <span>{text.total}</span>
        <strong data-testid="add-total" aria-busy={amount === null}>
          {amount === null ? '…' : formatLari(amount, { locale })}
        </strong>
      </p>
      {firstUnit !== null ? (
        <p className="buy-modal__first" data-testid="add-first-unit">
          {text.totalFirstUnit(formatLari(firstUnit, { locale }))}
        </p>
      ) : null}
    </>
  );
}
