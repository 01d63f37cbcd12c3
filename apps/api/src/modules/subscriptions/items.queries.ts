import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { purchasedItems } from '../../db/schema/subscriptions.ts';
import { pricesView } from '../content/catalog.queries.ts';

/**
 * What other modules may read of the purchased items (ADR 044). The subscriptions module owns
 * `purchased_items` and writes its whole lifecycle (opened by a purchase through `items.writes.ts`,
 * renewed, cancelled, reactivated, ended, written off); others read it through these functions or its
 * read view, a subquery of its columns under an alias that can be joined but never written or locked.
 */

const views = new QueryBuilder();
export const purchasedItemsView = <A extends string = 'purchased_items'>(as = 'purchased_items' as A) =>
  views.select().from(purchasedItems).as(as);

/**
 * Whether the customer has bought the product `productId` names before, by any of its prices: the
 * first-purchase rule asks this. A condition for the caller's query (the cart reads it with its
 * lines in one statement) rather than a query of its own.
 */
export function boughtBefore(userId: number | Placeholder, productId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${purchasedItems} bought join ${pricesView('bought_price')} on bought_price.product_key = bought.product_key
    where bought.user_id = ${userId} and bought_price.product_id = ${productId})`;
}

/** The ids of a customer's items (their parent orders at the bank go with the card). */
export async function itemIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: purchasedItems.id }).from(purchasedItems).where(eq(purchasedItems.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * Whether buying the price `productKey` would be the customer's first purchase of its product (the
 * rule the split applies); null for a key that is not on sale.
 */
export async function isFirstPurchase(db: DbOrTx, userId: number, productKey: string): Promise<boolean | null> {
  const price = pricesView('price');
  const [row] = await db
    .select({ first: sql<boolean>`not ${boughtBefore(userId, price.productId)}` })
    .from(price)
    .where(and(eq(price.productKey, productKey), eq(price.active, true), eq(price.isDemo, false)))
    .limit(1);
  return row ? Boolean(row.first) : null;
}
