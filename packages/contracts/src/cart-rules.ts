/**
 * The cart rules of spec sections 4 and 5, zod-free and shared by the API and the web: cart line
 * keys and the `_BASIC` line, the first-purchase split, quantity rules for countable, fixed and
 * basic lines, support items, and what the web sends back when a split line changes.
 */
import type { PricePeriod } from './constants.ts';
import type { CartItem } from './entities.ts';
import { LIMITS } from './spec-constants.ts';

export const BASIC_SUFFIX = '_BASIC';
export const isBasicKey = (productKey: string): boolean => productKey.includes(BASIC_SUFFIX);
/** When sending to the server, the _BASIC suffix is removed from the key. */
export const toServerProductKey = (productKey: string): string => productKey.replace(BASIC_SUFFIX, '');

/** A cart line as the web shows it, after the first-purchase split. */
export type CartLine = CartItem & { basic: boolean };

/** A price as the split reads it, in tetri. */
type UnitPrices = { price: number; basePrice: number | null };

/**
 * What the first unit of a price costs on this purchase: the base price on the customer's first
 * purchase of a product that has one, else the price. The one rule behind the split (so the cart
 * and the charge) and the add-to-cart dialog (issue 25 item 7).
 */
export const firstUnitPrice = (price: UnitPrices, firstPurchase: boolean): number =>
  firstPurchase && price.basePrice !== null ? price.basePrice : price.price;

/** What `quantity` units of one price cost on this purchase, in tetri: the split's lines summed. */
export const purchaseAmount = (price: UnitPrices, quantity: number, firstPurchase: boolean): number =>
  quantity <= 0 ? 0 : firstUnitPrice(price, firstPurchase) + price.price * (quantity - 1);

/** What taking a price's cart quantity from `existing` to `next` adds to the cart's total, in tetri. */
export const addedAmount = (price: UnitPrices, existing: number, next: number, firstPurchase: boolean): number =>
  purchaseAmount(price, next, firstPurchase) - purchaseAmount(price, existing, firstPurchase);

/**
 * The struck-through "was" price to show beside a price, or null: only one above every unit price
 * this purchase charges (a first unit at the base price included), never one lower than the charge.
 */
export const wasPrice = (price: UnitPrices & { oldPrice: number | null }, firstPurchase: boolean): number | null =>
  price.oldPrice !== null && price.oldPrice > Math.max(price.price, firstUnitPrice(price, firstPurchase)) ? price.oldPrice : null;

/**
 * First-purchase split (spec section 4): a first-purchase item whose product has a basePrice becomes
 * a line of quantity 1 at the base price (key suffixed _BASIC, no basePrice of its own) plus the
 * original line reduced by one and flagged hasBasicItem. A reduced line left at quantity 0 is not
 * shown: the first unit is the basic line.
 */
export function splitFirstPurchase(items: readonly CartItem[]): CartLine[] {
  const lines: CartLine[] = [];
  for (const item of items) {
    if (item.firstPurchase && item.product.basePrice !== null && item.quantity > 0 && !isBasicKey(item.product.productKey)) {
      const rest = item.quantity - 1;
      if (rest > 0) lines.push({ ...item, quantity: rest, hasBasicItem: true, basic: false });
      lines.push({
        ...item,
        product: {
          ...item.product,
          productKey: `${item.product.productKey}${BASIC_SUFFIX}`,
          price: firstUnitPrice(item.product, true),
          basePrice: null,
        },
        quantity: 1,
        hasBasicItem: false,
        basic: true,
      });
    } else {
      lines.push({ ...item, basic: isBasicKey(item.product.productKey) });
    }
  }
  return lines;
}

/** Sum of a split cart, in tetri. */
export const cartTotal = (lines: readonly Pick<CartLine, 'quantity' | 'product'>[]): number =>
  lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);

/** Cart sections of the cart page. */
export function cartSections<T extends { product: { period: PricePeriod } }>(lines: readonly T[]) {
  return {
    onPremise: lines.filter((l) => l.product.period === 'PREMISE'),
    monthly: lines.filter((l) => l.product.period === 'M1'),
    annual: lines.filter((l) => l.product.period === 'Y1'),
  };
}

/**
 * Quantity sent when a product is added (spec section 4, decision 12): existing + added; a support
 * item without `incrementOnRepeat` sends 1 when it is not in the cart and 0 when it already is
 * (R4.qty.03: buying it again takes it out; the dialog says so and offers "remove").
 */
export function quantityOnAdd(existing: number, added: number, product: { category: string | null; incrementOnRepeat: boolean }): number {
  if (product.category === 'supports' && !product.incrementOnRepeat) return existing > 0 ? 0 : 1;
  return Math.min(existing + added, LIMITS.quantityMax);
}

/** Whether a cart line's quantity may be edited by typing or stepping (spec section 5). */
export function quantityEditable(line: Pick<CartLine, 'countable' | 'fixedQuantity' | 'basic'>): { type: boolean; increment: boolean } {
  if (line.basic) return { type: false, increment: false };
  return { type: line.countable, increment: line.countable && !line.fixedQuantity };
}

/**
 * Whether the add-to-cart modal offers a quantity: countable products do, except a support item
 * that adding again never increments (it stays at 1). `incrementOnRepeat` unset means: a countable
 * support item increments.
 */
export function supportRule(product: { category: string | null; countable: boolean; incrementOnRepeat?: boolean | null }): {
  incrementOnRepeat: boolean;
  showsQuantity: boolean;
} {
  const support = product.category === 'supports';
  const incrementOnRepeat = product.incrementOnRepeat ?? (support && product.countable);
  return { incrementOnRepeat, showsQuantity: product.countable && !(support && !incrementOnRepeat) };
}

/** Quantity the server holds for a (possibly `_BASIC`) line key; 0 when not in the cart. */
export const quantityInCart = (items: readonly CartItem[], productKey: string): number =>
  items.find((i) => i.product.productKey === toServerProductKey(productKey))?.quantity ?? 0;

/**
 * The absolute quantity to send when a line shown after the split is set to `shown`: the basic
 * line stands for the first unit, the reduced line for the rest (spec section 4).
 */
export function serverQuantity(
  line: { basic: boolean; hasBasicItem: boolean; product: { productKey: string } },
  shown: number,
  items: readonly CartItem[],
): number {
  const total = quantityInCart(items, line.product.productKey);
  if (line.basic) return shown >= 1 ? total : Math.max(total - 1, 0);
  if (line.hasBasicItem) return shown + 1;
  return shown;
}
