import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, prices, products } from '../../db/schema/index.ts';

export interface CartRow {
  cartItemId: number;
  productKey: string;
  quantity: number;
  porting: boolean;
  promoCode: string | null;
  price: number;
  basePrice: number | null;
  period: 'M1' | 'Y1' | 'PREMISE';
  productId: number;
  productCode: string;
  type: 'SOLUTION' | 'SERVICE' | 'HARDWARE';
  slug: string;
  names: { ka: string; en: string; ru: string };
  training: boolean;
  countable: boolean;
  fixedQuantity: boolean;
  /** The customer has never bought this product (any of its prices) before (a condition purchases gives, read with the line). */
  firstPurchase: boolean;
}

/** Cart lines with their catalogue data; lines whose price is no longer sellable are left out. */
export async function listCartRows(
  db: DbOrTx,
  userId: number,
  options: { boughtBefore: (userId: number, productId: AnyColumn) => SQL<boolean>; forUpdate?: boolean },
): Promise<CartRow[]> {
  if (options.forUpdate) {
    // Lock the customer's cart rows for the rest of the transaction (checkout step 1).
    await db.execute(sql`select id from ${cartItems} where ${cartItems.userId} = ${userId} for update`);
  }
  const rows = await db
    .select({
      cartItemId: cartItems.id,
      productKey: cartItems.productKey,
      quantity: cartItems.quantity,
      porting: cartItems.porting,
      promoCode: cartItems.promoCode,
      price: prices.amount,
      basePrice: prices.baseAmount,
      period: prices.period,
      productId: products.id,
      productCode: products.code,
      type: products.type,
      slug: products.slug,
      names: products.names,
      training: products.training,
      countable: products.countable,
      fixedQuantity: products.fixedQuantity,
      firstPurchase: sql<boolean>`not ${options.boughtBefore(userId, products.id)}`,
    })
    .from(cartItems)
    .innerJoin(prices, eq(prices.productKey, cartItems.productKey))
    .innerJoin(products, eq(products.id, prices.productId))
    .where(and(eq(cartItems.userId, userId), eq(prices.active, true), eq(prices.isDemo, false), eq(products.active, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows;
}

export async function deleteCartLine(db: DbOrTx, userId: number, productKey: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productKey, productKey)));
}

export async function deleteCartLines(db: DbOrTx, userId: number, productKeys: string[]): Promise<void> {
  if (productKeys.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productKey, productKeys)));
}

export async function clearCart(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/**
 * Sets a line to `quantity` in one statement: only for a sellable price (active, of an active
 * product, not a demo), clamped to 1 for non-countable or fixed-quantity products, and only while
 * the cart has room for a new line. Tells whether the price was found and whether a line was written.
 */
export async function setCartLine(
  db: DbOrTx,
  line: { userId: number; productKey: string; quantity: number; promoCode: string | null; porting: boolean; now: Date; maxLines: number },
): Promise<{ found: boolean; written: boolean }> {
  const now = line.now.toISOString();
  const result = await db.execute<{ found: number; written: number }>(sql`
    with price as (
      select p.product_key, pr.countable, pr.fixed_quantity
      from ${prices} p join ${products} pr on pr.id = p.product_id
      where p.product_key = ${line.productKey} and p.active and not p.is_demo and pr.active
    ), ins as (
      insert into ${cartItems} (user_id, product_key, quantity, promo_code, porting, created_at, updated_at)
      select ${line.userId}, price.product_key,
             case when not price.countable or price.fixed_quantity then least(${line.quantity}::int, 1) else ${line.quantity}::int end,
             ${line.promoCode}, ${line.porting}, ${now}::timestamptz, ${now}::timestamptz
      from price
      where (select count(*) from ${cartItems} c where c.user_id = ${line.userId}) < ${line.maxLines}
         or exists (select 1 from ${cartItems} c where c.user_id = ${line.userId} and c.product_key = ${line.productKey})
      on conflict (user_id, product_key) do update set
        quantity = excluded.quantity,
        promo_code = coalesce(excluded.promo_code, ${cartItems}.promo_code),
        porting = ${cartItems}.porting or excluded.porting,
        updated_at = excluded.updated_at
      returning 1
    )
    select (select count(*) from price)::int as found, (select count(*) from ins)::int as written`);
  const row = (result as unknown as { rows: { found: number; written: number }[] }).rows[0];
  return { found: Number(row?.found ?? 0) > 0, written: Number(row?.written ?? 0) > 0 };
}
