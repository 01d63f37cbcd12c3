import { eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { purchasedItems } from '../../db/schema/checkout.ts';
import { prices } from '../content/catalog.queries.ts';

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
