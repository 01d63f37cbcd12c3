import { eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { ProductType } from '@orioni/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { paymentLines, payments, purchasedItems } from '../../db/schema/checkout.ts';
import { prices, products } from '../content/catalog.queries.ts';

/**
 * What other modules may read of checkout's tables (ADR 028). Checkout owns `payments`,
 * `payment_lines` and `purchased_items`: read functions here, and the tables themselves as join
 * sources for the read models that page and filter them with customers and products in one statement
 * (the admin lists and exports, the reports, the renewal pass). The architecture test refuses an
 * insert, update or delete of them outside `modules/checkout`, except the subscriptions writes it
 * lists by name.
 */
export { paymentLines, payments, purchasedItems } from '../../db/schema/checkout.ts';

/**
 * Whether the customer has bought the product `productId` names before, by any of its prices: the
 * first-purchase rule asks this. A condition for the caller's query (the cart reads it with its
 * lines in one statement) rather than a query of its own.
 */
export function boughtBefore(userId: number | Placeholder, productId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${purchasedItems} bought join ${prices} bought_price on bought_price.product_key = bought.product_key
    where bought.user_id = ${userId} and bought_price.product_id = ${productId})`;
}

/** The ids of a customer's subscription items (their parent orders at the bank go with the card). */
export async function itemIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: purchasedItems.id }).from(purchasedItems).where(eq(purchasedItems.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * The names and kind (catalogue type) of the products these price keys sell: a mail's lines name the
 * product in the customer's language and a one-time price by what was bought (issue 39 item 25). A key
 * the catalogue no longer has is missing from the map.
 */
export async function productsOfKeys(
  db: DbOrTx,
  keys: readonly string[],
): Promise<Map<string, { names: { ka: string; en: string; ru: string }; type: ProductType }>> {
  if (keys.length === 0) return new Map();
  const found = await db
    .select({ productKey: prices.productKey, names: products.names, type: products.type })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(inArray(prices.productKey, [...new Set(keys)]));
  return new Map(found.map((r) => [r.productKey, { names: r.names, type: r.type }]));
}

/**
 * One payment with its lines, for its document (issue 28 item 1): each line's product names, the
 * period it paid (a refund line: the refunded line's) and its item's anchor day; the buyer's name as
 * the checkout form gave it. Null when there is no such payment.
 */
export async function paymentWithLines(db: DbOrTx, paymentId: number) {
  const [head] = await db
    .select({
      id: payments.id,
      userId: payments.userId,
      kind: payments.kind,
      status: payments.status,
      amount: payments.amount,
      idNumber: payments.idNumber,
      refundOfPaymentId: payments.refundOfPaymentId,
      cardMask: payments.cardMask,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
      buyerName: sql<
        string | null
      >`coalesce(${payments.checkout}->'form'->>'fullName', nullif(concat_ws(' ', ${payments.checkout}->'form'->>'firstName', ${payments.checkout}->'form'->>'lastName'), ''))`,
      buyerDirector: sql<string | null>`${payments.checkout}->'form'->>'chiefManager'`,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!head) return null;
  const refunded = alias(paymentLines, 'refunded_line');
  const lines = await db
    .select({
      productKey: paymentLines.productKey,
      names: products.names,
      /** The product's kind: a one-time line is named by it (issue 39 item 25). */
      type: products.type,
      period: paymentLines.period,
      quantity: paymentLines.quantity,
      unitAmount: paymentLines.unitAmount,
      amount: paymentLines.amount,
      periodStart: sql<string | null>`coalesce(${paymentLines.periodStart}, ${refunded.periodStart})`,
      anchorDate: purchasedItems.anchorDate,
    })
    .from(paymentLines)
    .leftJoin(refunded, eq(refunded.id, paymentLines.refundOfLineId))
    .leftJoin(purchasedItems, eq(purchasedItems.id, paymentLines.purchasedItemId))
    .leftJoin(prices, eq(prices.productKey, paymentLines.productKey))
    .leftJoin(products, eq(products.id, prices.productId))
    .where(eq(paymentLines.paymentId, paymentId))
    .orderBy(paymentLines.id);
  return { ...head, lines };
}
