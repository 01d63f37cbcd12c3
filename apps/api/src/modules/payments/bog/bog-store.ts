import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bogCharges, bogParentOrders, bogPaymentPages, bogRefunds, bogReleases, bogUnsavedCards } from '../../../db/schema/bog.ts';

/** A refund asked of the bank: its order, its amount (null: all that was left) and what the order had given back before it. */
export interface BogRefund {
  orderId: string;
  amount: number | null;
  refundedBefore: number | null;
}

export interface BogParent {
  orderId: string;
  /** Tetri. */
  amount: number;
  purchasedItemId: number | null;
}

/** A bank page opened for one of our references, open until `expiresAt` (the order's `ttl`). */
export interface BogPage {
  reference: string;
  orderId: string;
  redirectUrl: string;
  expiresAt: Date;
}

/** A give-back of a card order's verification amount (`refund`) or of an old hold (`cancel`) not yet accepted by the bank. */
export interface BogRelease {
  orderId: string;
  kind: 'refund' | 'cancel';
  tries: number;
  lastError: string | null;
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
  pageByReference(reference: string): Promise<BogPage | null>;
  /** Keeps the page; a reference already kept keeps its first page. */
  savePage(page: BogPage): Promise<void>;
  refundByKey(key: string): Promise<BogRefund | null>;
  /** Kept before the bank is asked; a key already kept keeps its first record. */
  saveRefund(key: string, refund: BogRefund): Promise<void>;
  /** Kept before the bank is asked; crossed out by `releaseDone` once the bank accepted it. */
  saveRelease(orderId: string, kind: BogRelease['kind']): Promise<void>;
  releaseFailed(orderId: string, error: string): Promise<void>;
  releaseDone(orderId: string): Promise<void>;
  openReleases(): Promise<BogRelease[]>;
  /** The bank did not keep this order's card (`/cards` refused): its payment saves no card. */
  markCardUnsaved(orderId: string, reason: string): Promise<void>;
  cardUnsaved(orderId: string): Promise<string | null>;
}

/** Tests and a single process. */
export class MemoryBogStore implements BogStore {
  private readonly parents = new Map<string, BogParent>();
  private readonly charges = new Map<string, { orderId: string; parentOrderId: string }>();
  private readonly pages = new Map<string, BogPage>();
  private readonly refunds = new Map<string, BogRefund>();
  private readonly releases = new Map<string, BogRelease>();
  private readonly unsaved = new Map<string, string>();

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
  async pageByReference(reference: string) {
    return this.pages.get(reference) ?? null;
  }
  async savePage(page: BogPage) {
    if (!this.pages.has(page.reference)) this.pages.set(page.reference, page);
  }
  async refundByKey(key: string) {
    return this.refunds.get(key) ?? null;
  }
  async saveRefund(key: string, refund: BogRefund) {
    if (!this.refunds.has(key)) this.refunds.set(key, refund);
  }
  async saveRelease(orderId: string, kind: BogRelease['kind']) {
    if (!this.releases.has(orderId)) this.releases.set(orderId, { orderId, kind, tries: 0, lastError: null });
  }
  async releaseFailed(orderId: string, error: string) {
    const r = this.releases.get(orderId);
    if (r) Object.assign(r, { tries: r.tries + 1, lastError: error });
  }
  async releaseDone(orderId: string) {
    this.releases.delete(orderId);
  }
  async openReleases() {
    return [...this.releases.values()].map((r) => ({ ...r }));
  }
  async markCardUnsaved(orderId: string, reason: string) {
    if (!this.unsaved.has(orderId)) this.unsaved.set(orderId, reason);
  }
  async cardUnsaved(orderId: string) {
    return this.unsaved.get(orderId) ?? null;
  }
}

/** Production: `bog_parent_orders`, `bog_charges` (migration 0008), `bog_payment_pages` and `bog_refunds` (0012). */
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
  async pageByReference(reference: string) {
    const [row] = await this.db.select().from(bogPaymentPages).where(eq(bogPaymentPages.reference, reference));
    return row ? { reference: row.reference, orderId: row.orderId, redirectUrl: row.redirectUrl, expiresAt: row.expiresAt } : null;
  }
  async savePage(page: BogPage) {
    await this.db.insert(bogPaymentPages).values(page).onConflictDoNothing();
  }
  async refundByKey(key: string) {
    const [row] = await this.db.select().from(bogRefunds).where(eq(bogRefunds.idempotencyKey, key));
    return row ? { orderId: row.orderId, amount: row.amount, refundedBefore: row.refundedBefore } : null;
  }
  async saveRefund(key: string, refund: BogRefund) {
    await this.db
      .insert(bogRefunds)
      .values({ idempotencyKey: key, ...refund })
      .onConflictDoNothing();
  }
  async saveRelease(orderId: string, kind: BogRelease['kind']) {
    await this.db.insert(bogReleases).values({ orderId, kind }).onConflictDoNothing();
  }
  async releaseFailed(orderId: string, error: string) {
    await this.db
      .update(bogReleases)
      .set({ tries: sql`${bogReleases.tries} + 1`, lastError: error.slice(0, 500) })
      .where(eq(bogReleases.orderId, orderId));
  }
  async releaseDone(orderId: string) {
    await this.db.delete(bogReleases).where(eq(bogReleases.orderId, orderId));
  }
  async openReleases() {
    return this.db
      .select({ orderId: bogReleases.orderId, kind: bogReleases.kind, tries: bogReleases.tries, lastError: bogReleases.lastError })
      .from(bogReleases)
      .orderBy(asc(bogReleases.createdAt))
      .limit(100);
  }
  async markCardUnsaved(orderId: string, reason: string) {
    await this.db
      .insert(bogUnsavedCards)
      .values({ orderId, reason: reason.slice(0, 500) })
      .onConflictDoNothing();
  }
  async cardUnsaved(orderId: string) {
    const [row] = await this.db.select().from(bogUnsavedCards).where(eq(bogUnsavedCards.orderId, orderId));
    return row?.reason ?? null;
  }
}
