import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prices, products } from '../../db/schema/index.ts';

/** A price that may be put in a cart: active, of an active product, not a demo price. */
export interface SellablePrice {
  productKey: string;
  productId: number;
  period: 'M1' | 'Y1' | 'PREMISE';
  amount: number;
  baseAmount: number | null;
  countable: boolean;
  fixedQuantity: boolean;
}

/** Catalogue reads the cart and checkout need (the catalogue lives in the database only). */
export async function findSellablePrice(db: DbOrTx, productKey: string): Promise<SellablePrice | null> {
  const [row] = await db
    .select({
      productKey: prices.productKey,
      productId: prices.productId,
      period: prices.period,
      amount: prices.amount,
      baseAmount: prices.baseAmount,
      isDemo: prices.isDemo,
      priceActive: prices.active,
      productActive: products.active,
      countable: products.countable,
      fixedQuantity: products.fixedQuantity,
    })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(and(eq(prices.productKey, productKey)))
    .limit(1);
  if (!row || row.isDemo || !row.priceActive || !row.productActive) return null;
  return {
    productKey: row.productKey,
    productId: row.productId,
    period: row.period,
    amount: row.amount,
    baseAmount: row.baseAmount,
    countable: row.countable,
    fixedQuantity: row.fixedQuantity,
  };
}
