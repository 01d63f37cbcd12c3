import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentLines, payments, purchasedItems } from '../../db/schema/checkout.ts';
import { savedCardMaskOf } from '../payments/cards.queries.ts';
import { prices } from '../content/catalog.queries.ts';
import { boughtBefore } from './checkout.queries.ts';

/** Namespace of the per-customer advisory lock taken by purchases. */
const PURCHASE_LOCK = 727_002;

/** Serialises the purchases of one customer for the rest of the transaction. */
export async function lockCustomerPurchases(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}, ${userId})`);
}

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByKey(db: DbOrTx, userId: number, idempotencyKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

export async function findPaymentById(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** A purchase of this customer still waiting for the bank (another request in flight). */
export async function hasPendingPurchase(db: DbOrTx, userId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, 'PURCHASE'), eq(payments.status, 'PENDING'), gt(payments.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

/** PURCHASE payments still PENDING that were created at or before `before`, oldest first (of one customer, or all). */
/** The PENDING purchase a bank order pays (a customer-present payment on the bank's page). */
export async function findPendingPurchaseByExternalId(db: DbOrTx, externalId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'PURCHASE'), eq(payments.status, 'PENDING'), eq(payments.externalId, externalId)));
  return row ?? null;
}

/** A payment settled FAILED under the bank's order `externalId` (any kind): a late success finds it (issue 39 item 2). */
export async function findFailedPaymentByExternalId(db: DbOrTx, externalId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'FAILED'), eq(payments.externalId, externalId)))
    .limit(1);
  return row ?? null;
}

/** Rewrites a FAILED payment's reason (what staff read on it). */
export async function setFailureReason(db: DbOrTx, id: number, reason: string) {
  await db
    .update(payments)
    .set({ failureReason: reason.slice(0, 500) })
    .where(and(eq(payments.id, id), eq(payments.status, 'FAILED')));
}

export async function findStalePendingPurchases(db: DbOrTx, before: Date, userId?: number, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'PURCHASE'),
        eq(payments.status, 'PENDING'),
        lte(payments.createdAt, before),
        userId === undefined ? undefined : eq(payments.userId, userId),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
}

export async function insertPendingPayment(
  tx: DbOrTx,
  values: { userId: number; amount: number; idempotencyKey: string; idNumber: string; checkout: unknown; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({
      userId: values.userId,
      kind: 'PURCHASE',
      status: 'PENDING',
      amount: values.amount,
      idempotencyKey: values.idempotencyKey,
      idNumber: values.idNumber,
      checkout: values.checkout,
      createdAt: values.now,
    })
    .returning({ id: payments.id });
  return row!.id;
}

export async function markPaymentSucceeded(
  tx: DbOrTx,
  id: number,
  values: { externalId: string | null; response: unknown; now: Date; cardNotSaved?: boolean },
) {
  await tx
    .update(payments)
    .set({
      status: 'SUCCEEDED',
      ...(values.cardNotSaved ? { cardNotSaved: true } : {}),
      externalId: values.externalId,
      response: values.response,
      paidAt: values.now,
      cardMask: sql`coalesce(${payments.cardMask}, ${savedCardMaskOf(sql`${payments.userId}`)})`,
    })
    .where(eq(payments.id, id));
}

export async function markPaymentFailed(
  db: DbOrTx,
  id: number,
  values: { externalId: string | null; failureKey: string; failureReason: string | null; response: unknown },
) {
  await db
    .update(payments)
    .set({
      status: 'FAILED',
      externalId: values.externalId,
      failureKey: values.failureKey,
      failureReason: values.failureReason?.slice(0, 500) ?? null,
      response: values.response,
    })
    .where(eq(payments.id, id));
}

/** A PENDING payment whose charge got no answer from the bank. */
/** No answer yet; `externalId` when the bank named its order (it is asked by that id later). */
export async function markPaymentUnknown(db: DbOrTx, id: number, failureKey: string, externalId?: string) {
  await db
    .update(payments)
    .set(externalId ? { failureKey, externalId } : { failureKey })
    .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')));
}

export async function insertPurchasedItem(tx: DbOrTx, values: typeof purchasedItems.$inferInsert): Promise<number> {
  const [row] = await tx.insert(purchasedItems).values(values).returning({ id: purchasedItems.id });
  return row!.id;
}

export async function insertPaymentLines(tx: DbOrTx, lines: (typeof paymentLines.$inferInsert)[]): Promise<void> {
  if (lines.length) await tx.insert(paymentLines).values(lines);
}

/**
 * Whether buying the price `productKey` would be the customer's first purchase of its product (the
 * rule the split applies); null for a key that is not on sale.
 */
export async function isFirstPurchase(db: DbOrTx, userId: number, productKey: string): Promise<boolean | null> {
  const [row] = await db
    .select({ first: sql<boolean>`not ${boughtBefore(userId, prices.productId)}` })
    .from(prices)
    .where(and(eq(prices.productKey, productKey), eq(prices.active, true), eq(prices.isDemo, false)))
    .limit(1);
  return row ? Boolean(row.first) : null;
}

/**
 * The FAILED payment the bank's order `externalId` paid late, locked for the rest of the transaction:
 * the two deliveries of one callback tell the customer one after the other (issue 39 item 2).
 */
export async function lockFailedPaymentByExternalId(tx: DbOrTx, externalId: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'FAILED'), eq(payments.externalId, externalId)))
    .limit(1)
    .for('update');
  return row ?? null;
}
