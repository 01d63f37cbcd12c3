import { and, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { prepareStatement, type DbOrTx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { pricesView, productsView } from '../content/catalog.queries.ts';

/** The other modules' tables this read model joins, as their owners' read views (ADR 044). */
const prices = pricesView();
const products = productsView();

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
 * The select of a cart read: the lines of the CTE `lines` (columns of cart_items: id, product_key,
 * quantity, porting, promo_code, created_at) with their catalogue data, in the order they were added.
 * Lines whose price is no longer sellable are left out. `userId` may be a placeholder of a prepared
 * statement. With `flags`, the rows also carry the columns of the one-row CTE `flags`, and there is
 * one row of nulls but for those when the cart has no line to show.
 */
function selectCartRows(userId: number | Placeholder, boughtBefore: BoughtBefore, flags?: 'flags'): SQL {
  const sellable = sql`lines
    join ${prices} on ${prices.productKey} = lines.product_key and ${prices.active} and not ${prices.isDemo}
    join ${products} on ${products.id} = ${prices.productId} and ${products.active}`;
  return sql`select lines.id as "cartItemId", lines.product_key as "productKey", lines.quantity, lines.porting,
      lines.promo_code as "promoCode", ${prices.amount} as "price", ${prices.baseAmount} as "basePrice", ${prices.period} as "period",
      ${products.id} as "productId", ${products.code} as "productCode", ${products.type} as "type", ${products.slug} as "slug",
      ${products.names} as "names", ${products.training} as "training", ${products.countable} as "countable",
      ${products.fixedQuantity} as "fixedQuantity", not ${boughtBefore(userId, products.id)} as "firstPurchase"
      ${flags ? sql`, flags.found, flags.written from flags left join (${sellable}) on true` : sql`from ${sellable}`}
    order by lines.created_at, lines.id`;
}

/** The statement of a customer's cart read; `userId` may be a placeholder, for a prepared statement. */
export function cartRowsStatement(userId: number | Placeholder, boughtBefore: BoughtBefore): SQL {
  return sql`with lines as (
      select id, product_key, quantity, porting, promo_code, created_at from ${cartItems} where ${cartItems.userId} = ${userId}
    ) ${selectCartRows(userId, boughtBefore)}`;
}

/** A customer's cart lines with their catalogue data, built and planned per call (inside a transaction). */
export async function cartRows(db: DbOrTx, userId: number, boughtBefore: BoughtBefore): Promise<CartRow[]> {
  const result = (await db.execute(cartRowsStatement(userId, boughtBefore))) as unknown as { rows: CartRow[] };
  return result.rows;
}

/** Cart lines with their catalogue data, the customer's rows locked for the caller's transaction (checkout step 1). */
export async function lockedCartRows(tx: DbOrTx, userId: number, boughtBefore: BoughtBefore): Promise<CartRow[]> {
  await tx.execute(sql`select id from ${cartItems} where ${cartItems.userId} = ${userId} for update`);
  return cartRows(tx, userId, boughtBefore);
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
 * Sets a line to `quantity` and reads the cart back, in one statement (one round trip; issue 14): only
 * for a sellable price (active, of an active product, not a demo), clamped to 1 for non-countable or
 * fixed-quantity products, and only while the cart has room for a new line. Tells whether the price
 * was found and whether a line was written; `rows` is the cart after the write.
 *
 * The statement commits without waiting for its WAL to reach the disk (`synchronous_commit` off for
 * this transaction only): a cart line is not money, and waiting for the flush was most of an add to
 * cart's time (ADR 019). Other sessions see the line at once; only a crash of the database server
 * itself could lose the last fraction of a second of cart edits. Payments keep the synchronous commit.
 */
export async function setCartLine(
  db: DbOrTx,
  line: { userId: number; productKey: string; quantity: number; promoCode: string | null; porting: boolean; now: Date; maxLines: number },
  boughtBefore: BoughtBefore,
): Promise<{ found: boolean; written: boolean; rows: CartRow[] }> {
  let statement = setLineStatements.get(db);
  if (!statement)
    setLineStatements.set(db, (statement = prepareStatement<SetLineRow>(db, 'cart_set_line', setLineStatement(boughtBefore))));
  const rows = await statement({ ...line, now: line.now.toISOString() });
  const [first] = rows;
  return {
    found: Number(first?.found ?? 0) > 0,
    written: Number(first?.written ?? 0) > 0,
    rows: rows.filter((r) => r.cartItemId !== null),
  };
}

/** A cart row, all null when the cart has no line to show, with the counts of the statement. */
type SetLineRow = CartRow & { found: number; written: number };
const param = (name: string) => sql.placeholder(name);

/**
 * The write, then the cart as it is after it: a statement sees the table as it was when it began, so
 * the lines are the written row (`ins`, as RETURNING gives it) and the customer's other rows.
 */
function setLineStatement(boughtBefore: BoughtBefore): SQL {
  return sql`
    with price as (
      select p.product_key, pr.countable, pr.fixed_quantity
      from ${pricesView('p')} join ${productsView('pr')} on pr.id = p.product_id
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
      returning id, product_key, quantity, porting, promo_code, created_at
    ), lines as (
      select id, product_key, quantity, porting, promo_code, created_at from ins
      union all
      select c.id, c.product_key, c.quantity, c.porting, c.promo_code, c.created_at from ${cartItems} c
      where c.user_id = ${param('userId')} and not exists (select 1 from ins where ins.id = c.id)
    ), flags as (
      select (select count(*) from price)::int as found, (select count(*) from ins)::int as written,
             set_config('synchronous_commit', 'off', true) as relaxed
    ) ${selectCartRows(param('userId'), boughtBefore, 'flags')}`;
}
const setLineStatements = new WeakMap<DbOrTx, (values: Record<string, unknown>) => Promise<SetLineRow[]>>();
