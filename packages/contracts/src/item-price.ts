import { periodMonths, type PricePeriod } from './constants.ts';
import { multiplyTetri, type Tetri } from './money.ts';

/*
 * What a purchased item costs, as the subscriptions table, the admin lists and the exports show it
 * (issue 39 item 21: they showed the first purchase's 299.00 ₾ for ever as the price of an item the
 * customer pays 149.00 ₾ a month for). A subscription's price is what each period costs (unit cost ×
 * quantity, what the renewal charges); its first payment, when it was something else (a first
 * purchase's introductory unit, a promotion), is shown apart. A licence's price is what was paid.
 */

/** The fields of an item its price is read from. */
export interface PricedItem {
  period: PricePeriod | string;
  /** Tetri per unit per period. */
  unitCost: Tetri;
  quantity: number;
  /** Tetri paid for the line in its first payment. */
  price: Tetri;
}

const renews = (item: PricedItem) => periodMonths(item.period as PricePeriod) !== null;

/** The price shown for an item: a subscription's every period, a licence's one payment. */
export const recurringPrice = (item: PricedItem): Tetri => (renews(item) ? multiplyTetri(item.unitCost, item.quantity) : item.price);

/** A subscription's first payment when it differs from its recurring price (shown apart), else null. */
export const differentFirstPayment = (item: PricedItem): Tetri | null =>
  renews(item) && item.price !== recurringPrice(item) ? item.price : null;
