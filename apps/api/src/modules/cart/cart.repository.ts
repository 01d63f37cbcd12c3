import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, prices, products, purchasedItems } from '../../db/schema/index.ts';

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
  /** The customer has never bought this product (any of its prices) before. */
  firstPurchase: boolean;
}

/** Cart lines with their catalogue data; lines whose price is no longer sellable are left out. */
export async function listCartRows(db: DbOrTx, userId: number, options: { forUpdate?: boolean } = {}): Promise<CartRow[]> {
  if (options.forUpdate) {
    // Lock the customer's cart rows for the rest of the transaction (checkout step 1).
    await db.execute(sql`select id from ${cartItems} where ${cartItems.userId} = ${userId} for update`);
  }
  const bought = sql<boolean>`exists (
      select 1 from ${purchasedItems} pi join ${prices} p2 on p2.product_key = pi.product_key
      where pi.user_id = ${cartItems.userId} and p2.product_id = ${products.id})`;
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
      bought,
    })
    .from(cartItems)
    .innerJoin(prices, eq(prices.productKey, cartItems.productKey))
    .innerJoin(products, eq(products.id, prices.productId))
    .where(and(eq(cartItems.userId, userId), eq(prices.active, true), eq(prices.isDemo, false), eq(products.active, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(({ bought: wasBought, ...r }) => ({ ...r, firstPurchase: !wasBought }));
}

/** How many lines the cart holds, and whether one of them is `productKey`. */
export async function countCartLines(db: DbOrTx, userId: number, productKey: string): Promise<{ count: number; hasKey: boolean }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      hasKey: sql<boolean>`coalesce(bool_or(${cartItems.productKey} = ${productKey}), false)`,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return { count: Number(row?.count ?? 0), hasKey: Boolean(row?.hasKey) };
}

export async function upsertCartLine(
  db: DbOrTx,
  line: { userId: number; productKey: string; quantity: number; promoCode: string | null; porting: boolean; now: Date },
): Promise<void> {
  await db
    .insert(cartItems)
    .values({
      userId: line.userId,
      productKey: line.productKey,
      quantity: line.quantity,
      promoCode: line.promoCode,
      porting: line.porting,
      createdAt: line.now,
      updatedAt: line.now,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productKey],
      set: {
        quantity: line.quantity,
        // An update without a promo code or porting flag keeps what the line had.
        promoCode: line.promoCode === null ? sql`${cartItems.promoCode}` : line.promoCode,
        porting: line.porting ? true : sql`${cartItems.porting}`,
        updatedAt: line.now,
      },
    });
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
