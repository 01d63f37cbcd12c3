import { and, asc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { paymentLines, payments } from '../../db/schema/ledger.ts';

/**
 * What other modules may read of the ledger (ADR 044): read functions, and read views of its two tables
 * for the read models that page and filter payments with customers and products in one statement (the
 * admin lists and exports, the reports, the dashboard). A view is a subquery of the table's columns under
 * an alias (`paymentsView('p')` in a raw statement's FROM, `paymentsView()` in a query builder's): it can
 * be selected from and joined, never inserted into, updated, deleted from or locked.
 */

export type PaymentRow = typeof payments.$inferSelect;

const views = new QueryBuilder();
export const paymentsView = <A extends string = 'payments'>(as = 'payments' as A) => views.select().from(payments).as(as);
export const paymentLinesView = <A extends string = 'payment_lines'>(as = 'payment_lines' as A) => views.select().from(paymentLines).as(as);

/** Rows of a raw statement, whichever driver runs it (both return `{ rows }`). */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function paymentById(db: DbOrTx, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function paymentByKey(db: DbOrTx, userId: number, idempotencyKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** A payment's lines with the tetri refunded from each so far (refunds not refused: PENDING ones count). */
export async function linesWithRefunded(db: DbOrTx, paymentId: number) {
  return rows<{
    id: number;
    purchased_item_id: number | null;
    product_key: string;
    period: 'M1' | 'Y1' | 'PREMISE';
    period_start: string | null;
    quantity: number;
    amount: number;
    refunded: number | string;
  }>(
    db,
    sql`select l.id, l.purchased_item_id, l.product_key, l.period, l.period_start::text as period_start, l.quantity, l.amount,
          coalesce((select -sum(r.amount) from ${paymentLines} r join ${payments} rp on rp.id = r.payment_id
                    where r.refund_of_line_id = l.id and rp.status <> 'FAILED'), 0) as refunded
        from ${paymentLines} l where l.payment_id = ${paymentId} order by l.id`,
  );
}

/** The lines of a payment, by id (the original lines a refund names). */
export async function linesOfPayment(db: DbOrTx, paymentId: number) {
  return db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId)).orderBy(paymentLines.id);
}

/** Records the bank's answer to a PENDING refund once: true when this call moved it. */
/** Refunds still PENDING that were asked before `before` (the bank took them and has not finished), oldest first. */
export async function pendingRefunds(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'REFUND'), eq(payments.status, 'PENDING'), sql`${payments.createdAt} <= ${before.toISOString()}`))
    .orderBy(payments.id)
    .limit(limit);
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

/** PENDING payments (renewal or repay) whose charge ended without an answer or whose worker died. */
export async function stalePendingPayments(
  db: DbOrTx,
  before: Date,
  limit: number,
  userId?: number,
): Promise<{ id: number; userId: number }[]> {
  return db
    .select({ id: payments.id, userId: payments.userId })
    .from(payments)
    .where(
      and(
        inArray(payments.kind, ['RENEWAL', 'REPAY']),
        eq(payments.status, 'PENDING'),
        sql`(${payments.createdAt} <= ${before.toISOString()} or ${payments.failureKey} = 'UNKNOWN_OUTCOME')`,
        userId === undefined ? undefined : eq(payments.userId, userId),
      ),
    )
    .orderBy(payments.id)
    .limit(limit);
}

/** PENDING payments already named by the bank (a bank page): settled by their status, never charged. */
export async function pendingExternalIds(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: payments.id, externalId: payments.externalId })
    .from(payments)
    .where(and(inArray(payments.id, ids), eq(payments.status, 'PENDING'), isNotNull(payments.externalId)));
  return new Map(found.map((r) => [r.id, r.externalId!]));
}

/** The PENDING renewal-module payment (Pay now) a bank order pays, if any. */
export async function pendingPaymentByExternalId(db: DbOrTx, externalId: string): Promise<{ id: number; userId: number } | null> {
  const [row] = await db
    .select({ id: payments.id, userId: payments.userId })
    .from(payments)
    .where(and(inArray(payments.kind, ['RENEWAL', 'REPAY']), eq(payments.status, 'PENDING'), eq(payments.externalId, externalId)));
  return row ?? null;
}

/** Amounts of the payments still PENDING (the others are recorded already and not charged again). */
export async function pendingAmounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(inArray(payments.id, ids), eq(payments.status, 'PENDING')));
  return new Map(found.map((r) => [r.id, r.amount]));
}

/**
 * The payment a bank order paid, whatever became of it (the callback route asks whose flow it is): an
 * open one first, a refund's row never (it may carry the refunded order's id).
 */
export async function paymentOfOrder(
  db: DbOrTx,
  externalId: string,
): Promise<{ kind: PaymentRow['kind']; status: PaymentRow['status'] } | null> {
  const [row] = await db
    .select({ kind: payments.kind, status: payments.status })
    .from(payments)
    .where(and(eq(payments.externalId, externalId), sql`${payments.kind} <> 'REFUND'`))
    .orderBy(sql`${payments.status} = 'PENDING' desc`, sql`${payments.id} desc`)
    .limit(1);
  return row ?? null;
}
