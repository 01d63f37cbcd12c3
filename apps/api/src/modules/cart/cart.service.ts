import { sql } from 'drizzle-orm';
import { toLocale, type CartItem, type CartUpdateQuery, type Language } from '@orioni/contracts';
import { prepareStatement, type DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  cartRows,
  cartRowsStatement,
  clearCart,
  deleteCartLine,
  deleteCartLines,
  lockedCartRows,
  setCartLine,
  type BoughtBefore,
  type CartRow,
} from './cart.repository.ts';

export type { CartRow };

/** What the cart asks of purchases: whether this customer has bought a product before (a condition on its id). */
export interface PurchaseHistory {
  boughtBefore: BoughtBefore;
}

/** Distinct lines a cart may hold; more is a script, not a customer. */
export const MAX_CART_LINES = 50;

export const productNotFound = () => new AppError('PRODUCT_NOT_FOUND');

export function toCartItem(row: CartRow, language: Language): CartItem {
  return {
    product: {
      productKey: row.productKey,
      price: row.price,
      basePrice: row.basePrice,
      period: row.period,
      type: row.type,
      name: row.names[toLocale(language)],
      slug: row.slug,
    },
    quantity: row.quantity,
    productId: row.productId,
    productQwt: row.quantity,
    hasBasicItem: false,
    isPermise: row.period === 'PREMISE',
    firstPurchase: row.firstPurchase,
    training: row.training,
    countable: row.countable,
    fixedQuantity: row.fixedQuantity,
    porting: row.porting,
  };
}

/**
 * The customer's cart. Prices, names and flags always come from the catalogue in the database;
 * the client only names a price (`productKey`) and the absolute quantity it wants.
 */
export class CartService {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    /** Purchases (checkout's data) answer which products the customer bought before: the cart does not read them. */
    private readonly purchases: PurchaseHistory,
  ) {}

  async items(userId: number, language: Language, db: DbOrTx = this.db): Promise<CartItem[]> {
    const rows = await this.rows(db, userId);
    return rows.map((r) => toCartItem(r, language));
  }

  /**
   * The cart read of every cart call, as a named prepared statement on the service's database: built
   * once, planned by PostgreSQL once per connection (issue 14). Inside a transaction it is built as usual.
   */
  private prepared: ((values: Record<string, unknown>) => Promise<CartRow[]>) | undefined;

  /** Rows of the cart with their catalogue data and first-purchase flags, without locking. */
  rows(db: DbOrTx, userId: number): Promise<CartRow[]> {
    if (db !== this.db) return cartRows(db, userId, this.purchases.boughtBefore);
    this.prepared ??= prepareStatement<CartRow>(
      this.db,
      'cart_rows',
      cartRowsStatement(sql.placeholder('userId'), this.purchases.boughtBefore),
    );
    return this.prepared({ userId });
  }

  /** Rows of the cart locked for the caller's transaction (checkout). */
  lockedRows(tx: DbOrTx, userId: number): Promise<CartRow[]> {
    return lockedCartRows(tx, userId, this.purchases.boughtBefore);
  }

  /** Sets a line's quantity (0 removes it) and returns the cart. */
  async update(userId: number, language: Language, query: CartUpdateQuery): Promise<CartItem[]> {
    if (query.quantity === 0) {
      // Removing a line is allowed even when its price was withdrawn meanwhile.
      await deleteCartLine(this.db, userId, query.productKey);
      return this.items(userId, language);
    }
    // One statement: sellable price check, the quantity rules of spec 5 and decision 12, the line limit,
    // and the cart as it is after the write.
    const { found, written, rows } = await setCartLine(
      this.db,
      {
        userId,
        productKey: query.productKey,
        quantity: query.quantity,
        promoCode: query.promoCode ? query.promoCode : null,
        porting: query.porting === 'Y',
        now: this.clock.now(),
        maxLines: MAX_CART_LINES,
      },
      this.purchases.boughtBefore,
    );
    if (!found) throw productNotFound();
    if (!written) {
      throw new AppError('VALIDATION_ERROR', {
        message: `A cart holds at most ${MAX_CART_LINES} products`,
        fieldErrors: { productKey: `A cart holds at most ${MAX_CART_LINES} products` },
      });
    }
    return rows.map((r) => toCartItem(r, language));
  }

  async clear(userId: number): Promise<void> {
    await clearCart(this.db, userId);
  }

  /** Removes bought lines after a purchase (in the purchase's transaction). */
  async removeLines(tx: DbOrTx, userId: number, productKeys: string[]): Promise<void> {
    await deleteCartLines(tx, userId, productKeys);
  }
}
