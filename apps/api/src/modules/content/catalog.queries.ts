import { eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ProductType } from '@orioni/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { prices, products } from '../../db/schema/content.ts';

/**
 * The catalogue as other modules may read it (ADR 044). The content module owns `products` and `prices`
 * (the seed writes them; the content API answers from them). A module that prices its own rows joins
 * the catalogue's read views in its own statement, one round trip, instead of asking row by row: the
 * cart's lines, the first-purchase rule, the admin lists and the reports do. A view is a subquery of
 * the table's columns under an alias: it can be joined, never written or locked.
 */

const views = new QueryBuilder();
export const pricesView = <A extends string = 'prices'>(as = 'prices' as A) => views.select().from(prices).as(as);
export const productsView = <A extends string = 'products'>(as = 'products' as A) => views.select().from(products).as(as);

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

/** Product names by price key, for e-mails (the catalogue's names in every language). */
export async function productNames(db: DbOrTx, productKeys: readonly string[]): Promise<Map<string, { ka: string; en: string; ru: string }>> {
  return new Map([...(await productsOfKeys(db, productKeys))].map(([key, product]) => [key, product.names]));
}
