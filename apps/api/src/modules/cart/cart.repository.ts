import { and, asc, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { prepareStatement, type DbOrTx } from '../../db/client.ts';
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

/** Whether a customer (an id, or a placeholder of a prepared statement) bought a product before (purchases give this condition). */
export type BoughtBefore = (userId: number | Placeholder, productId: AnyColumn) => SQL<boolean>;

/**
 * The query of a customer's cart lines with their catalogue data; lines whose price is no longer
 * sellable are left out. `userId` may be a placeholder, for a prepared statement.
 */
export function cartRowsQuery(db: DbOrTx, userId: number | Placeholder, boughtBefore: BoughtBefore) {
  return db
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
      firstPurchase: sql<boolean>`not ${boughtBefore(userId, products.id)}`,
    })
    .from(cartItems)
    .innerJoin(prices, eq(prices.productKey, cartItems.productKey))
    .innerJoin(products, eq(products.id, prices.productId))
    .where(and(eq(cartItems.userId, userId), eq(prices.active, true), eq(prices.isDemo, false), eq(products.active, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** Cart lines with their catalogue data, the customer's rows locked for the caller's transaction (checkout step 1). */
export async function lockedCartRows(tx: DbOrTx, userId: number, boughtBefore: BoughtBefore): Promise<CartRow[]> {
  await tx.execute(sql`select id from ${cartItems} where ${cartItems.userId} = ${userId} for update`);
  return cartRowsQuery(tx, userId, boughtBefore);
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
 *
 * The statement commits without waiting for its WAL to reach the disk (`synchronous_commit` off for
 * this transaction only): a cart line is not money, and waiting for the flush was most of an add to
 * cart's time (ADR 019). Other sessions see the line at once; only a crash of the database server
 * itself could lose the last fraction of a second of cart edits. Payments keep the synchronous commit.
 */
export async function setCartLine(
  db: DbOrTx,
  line: { userId: number; productKey: string; quantity: number; promoCode: string | null; porting: boolean; now: Date; maxLines: number },
): Promise<{ found: boolean; written: boolean }> {
  let statement = setLineStatements.get(db);
  if (!statement)
    setLineStatements.set(db, (statement = prepareStatement<{ found: number; written: number }>(db, 'cart_set_line', SET_LINE)));
  const [row] = await statement({ ...line, now: line.now.toISOString() });
  return { found: Number(row?.found ?? 0) > 0, written: Number(row?.written ?? 0) > 0 };
}

const param = (name: string) => sql.placeholder(name);
const SET_LINE = sql`
    with price as (
      select p.product_key, pr.countable, pr.fixed_quantity
      from ${prices} p join ${products} pr on pr.id = p.product_id
      where p.product_key = ${param('productKey')} and p.active and not p.is_demo and pr.active
    ), ins as (
      insert into ${cartItems} (user_id, product_key, quantity, promo_code, porting, created_at, updated_at)
      select ${param('userId')}, price.product_key,
             case when not price.countable or price.fixed_quantity then least(${param('quantity')}::int, 1) else ${param('quantity')}::int end,
             ${param('promoCode')}, ${param('porting')}, ${param('now')}::timestamptz, ${param('now')}::timestamptz
      from price
      -- an existing line (checked first: the usual case) or room for a new one
      where exists (select 1 from ${cartItems} c where c.user_id = ${param('userId')} and c.product_key = ${param('productKey')})
         or (select count(*) from ${cartItems} c where c.user_id = ${param('userId')}) < ${param('maxLines')}
      on conflict (user_id, product_key) do update set
        quantity = excluded.quantity,
        promo_code = coalesce(excluded.promo_code, ${cartItems}.promo_code),
        porting = ${cartItems}.porting or excluded.porting,
        updated_at = excluded.updated_at
      returning 1
    )
    select (select count(*) from price)::int as found, (select count(*) from ins)::int as written,
           set_config('synchronous_commit', 'off', true) as relaxed`;
const setLineStatements = new WeakMap<DbOrTx, (values: Record<string, unknown>) => Promise<{ found: number; written: number }[]>>();
