import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bogCharges, bogParentOrders } from '../../../db/schema/index.ts';

export interface BogParent {
  orderId: string;
  /** Tetri. */
  amount: number;
  purchasedItemId: number | null;
}

/** What the BOG adapter remembers between calls and across instances (ADR 022). */
export interface BogStore {
  saveParent(orderId: string, amount: number): Promise<void>;
  parentByOrder(orderId: string): Promise<BogParent | null>;
  parentOfItem(purchasedItemId: number): Promise<BogParent | null>;
  /** The item's parent becomes `orderId`; an earlier parent of the item is let go. */
  bindParent(orderId: string, purchasedItemId: number): Promise<void>;
  chargeByKey(key: string): Promise<{ orderId: string; parentOrderId: string } | null>;
  saveCharge(key: string, orderId: string, parentOrderId: string): Promise<void>;
  /** The item no longer renews from `orderId` (its card was deleted at the bank). */
  unbindParent(orderId: string): Promise<void>;
}

/** Tests and a single process. */
export class MemoryBogStore implements BogStore {
  private readonly parents = new Map<string, BogParent>();
  private readonly charges = new Map<string, { orderId: string; parentOrderId: string }>();

  async saveParent(orderId: string, amount: number) {
    if (!this.parents.has(orderId)) this.parents.set(orderId, { orderId, amount, purchasedItemId: null });
  }
  async parentByOrder(orderId: string) {
    return this.parents.get(orderId) ?? null;
  }
  async parentOfItem(purchasedItemId: number) {
    return [...this.parents.values()].find((p) => p.purchasedItemId === purchasedItemId) ?? null;
  }
  async bindParent(orderId: string, purchasedItemId: number) {
    for (const p of this.parents.values()) if (p.purchasedItemId === purchasedItemId) p.purchasedItemId = null;
    const parent = this.parents.get(orderId);
    if (parent) parent.purchasedItemId = purchasedItemId;
  }
  async chargeByKey(key: string) {
    return this.charges.get(key) ?? null;
  }
  async saveCharge(key: string, orderId: string, parentOrderId: string) {
    if (!this.charges.has(key)) this.charges.set(key, { orderId, parentOrderId });
  }
  async unbindParent(orderId: string) {
    const parent = this.parents.get(orderId);
    if (parent) parent.purchasedItemId = null;
  }
}

/** Production: the `bog_parent_orders` and `bog_charges` tables (migration 0008). */
export class DbBogStore implements BogStore {
  constructor(private readonly db: DbOrTx) {}

  async saveParent(orderId: string, amount: number) {
    await this.db.insert(bogParentOrders).values({ orderId, amount }).onConflictDoNothing();
  }
  async parentByOrder(orderId: string) {
    const [row] = await this.db.select().from(bogParentOrders).where(eq(bogParentOrders.orderId, orderId));
    return row ? { orderId: row.orderId, amount: row.amount, purchasedItemId: row.purchasedItemId } : null;
  }
  async parentOfItem(purchasedItemId: number) {
    const [row] = await this.db.select().from(bogParentOrders).where(eq(bogParentOrders.purchasedItemId, purchasedItemId));
    return row ? { orderId: row.orderId, amount: row.amount, purchasedItemId: row.purchasedItemId } : null;
  }
  async bindParent(orderId: string, purchasedItemId: number) {
    await this.db.transaction(async (tx) => {
      await tx.update(bogParentOrders).set({ purchasedItemId: null }).where(eq(bogParentOrders.purchasedItemId, purchasedItemId));
      await tx.update(bogParentOrders).set({ purchasedItemId }).where(eq(bogParentOrders.orderId, orderId));
    });
  }
  async chargeByKey(key: string) {
    const [row] = await this.db.select().from(bogCharges).where(eq(bogCharges.idempotencyKey, key));
    return row ? { orderId: row.orderId, parentOrderId: row.parentOrderId } : null;
  }
  async saveCharge(key: string, orderId: string, parentOrderId: string) {
    await this.db.insert(bogCharges).values({ idempotencyKey: key, orderId, parentOrderId }).onConflictDoNothing();
  }
  async unbindParent(orderId: string) {
    await this.db.update(bogParentOrders).set({ purchasedItemId: null }).where(eq(bogParentOrders.orderId, orderId));
  }
}
