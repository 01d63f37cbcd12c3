import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { anyInt, jsonRows } from '../../lib/sql-lists.ts';
import type { DbOrTx } from '../../db/client.ts';
import { paymentLines, payments } from '../../db/schema/ledger.ts';
import { savedCardMaskOf } from '../payments/cards.queries.ts';
import type { PaymentRow } from './ledger.queries.ts';

/**
 * The ledger's writes and locks (ADR 044): every statement that inserts, updates or locks a payment or a
 * payment line is here. The ledger owns `payments` and `payment_lines`; checkout (a purchase), the
 * subscriptions module (renewals, Pay now, staff retries) and refunds decide when, and call these in
 * their own transaction, in ADR 023's lock order (items, then attempts, then payments). They are plain
 * statements rather than a class: each runs in the caller's transaction and holds no state.
 */

/** Rows of a raw statement, whichever driver runs it (both return `{ rows }`). */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * PENDING renewal or repay payments, one statement; their ids with the key each was made under.
 * `vatRateBp` is the seller's VAT rate at this moment (null: not a VAT payer), kept on each payment
 * (issue 41): its documents show the VAT it contained, whatever the rate becomes later.
 */
export async function insertRenewalPayments(
  tx: DbOrTx,
  values: { userId: number; kind: 'RENEWAL' | 'REPAY'; amount: number; idempotencyKey: string; createdAt: Date }[],
  vatRateBp: number | null,
): Promise<{ id: number; userId: number; amount: number; key: string }[]> {
  // The rows as one JSON parameter (issue 30 item 2, ADR 036): building a 500-row VALUES list cost
  // the pass more CPU than the statement costs the server.
  const json = JSON.stringify(values.map((v) => [v.userId, v.kind, v.amount, v.idempotencyKey, v.createdAt.toISOString()]));
  const found = await rows<{ id: number; user_id: number; amount: number; key: string }>(
    tx,
    sql`insert into ${payments} (user_id, kind, status, amount, idempotency_key, created_at, vat_rate_bp)
        select (r->>0)::int, r->>1, 'PENDING', (r->>2)::bigint, r->>3, (r->>4)::timestamptz, ${vatRateBp}::int
        from jsonb_array_elements(${json}::jsonb) r
        returning id, user_id, amount, idempotency_key as key`,
  );
  return found.map((r) => ({ id: Number(r.id), userId: Number(r.user_id), amount: Number(r.amount), key: r.key }));
}

/** Moves the period starts of an item's renewal lines (a backdated anchor: the item's whole history moves). */
export async function shiftLinePeriods(tx: DbOrTx, itemId: number, to: (periodStart: string) => string): Promise<void> {
  const lines = await tx
    .select({ id: paymentLines.id, periodStart: paymentLines.periodStart })
    .from(paymentLines)
    .where(eq(paymentLines.purchasedItemId, itemId))
    .orderBy(paymentLines.periodStart);
  for (const l of lines) {
    if (l.periodStart)
      await tx
        .update(paymentLines)
        .set({ periodStart: to(l.periodStart) })
        .where(eq(paymentLines.id, l.id));
  }
}

export async function markPaymentsSucceeded(tx: DbOrTx, paid: { id: number; externalId: string | null }[], now: Date): Promise<void> {
  if (paid.length === 0) return;
  const values = paid.map((p) => [p.id, p.externalId]);
  await tx.execute(
    sql`update ${payments} p set status = 'SUCCEEDED', external_id = coalesce(r->>1, p.external_id), paid_at = ${now.toISOString()},
          card_mask = coalesce(p.card_mask, ${savedCardMaskOf(sql`p.user_id`)}),
          failure_key = null, response = jsonb_build_object('status', 200, 'body', jsonb_build_object('data', jsonb_build_object('paymentId', p.id)))
        from ${jsonRows(values)} r where p.id = (r->>0)::int and p.status = 'PENDING'`,
  );
}

export async function markPaymentsFailed(
  tx: DbOrTx,
  failed: { id: number; externalId: string | null; failureKey: string; reason: string | null }[],
): Promise<void> {
  if (failed.length === 0) return;
  const values = failed.map((f) => [f.id, f.externalId, f.failureKey, f.reason]);
  await tx.execute(
    sql`update ${payments} p set status = 'FAILED', external_id = coalesce(r->>1, p.external_id), failure_key = r->>2, failure_reason = r->>3
        from ${jsonRows(values)} r where p.id = (r->>0)::int and p.status = 'PENDING'`,
  );
}

/** The bank's order of a PENDING payment paid on the bank's page (Pay now on BOG): asked by that id later. */
export async function setPendingExternalId(db: DbOrTx, id: number, externalId: string): Promise<void> {
  await db
    .update(payments)
    .set({ externalId })
    .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')));
}

export async function markPaymentsUnknown(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(payments)
    .set({ failureKey: 'UNKNOWN_OUTCOME' })
    .where(and(inArray(payments.id, ids), eq(payments.status, 'PENDING')));
}

/** A renewal's or Pay now's lines (never a refund's: those are `insertRefund`'s). */
export async function insertLines(tx: DbOrTx, lines: Omit<typeof paymentLines.$inferInsert, 'id' | 'refundOfLineId'>[]): Promise<void> {
  if (lines.length === 0) return;
  // One JSON parameter, as insertRenewalPayments.
  const json = JSON.stringify(
    lines.map((l) => [
      l.paymentId,
      l.purchasedItemId ?? null,
      l.productKey,
      l.period,
      l.quantity,
      l.unitAmount,
      l.amount,
      l.periodStart ?? null,
    ]),
  );
  await tx.execute(
    sql`insert into ${paymentLines} (payment_id, purchased_item_id, product_key, period, quantity, unit_amount, amount, period_start)
        select (r->>0)::int, (r->>1)::int, r->>2, r->>3, (r->>4)::int, (r->>5)::int, (r->>6)::int, (r->>7)::date
        from jsonb_array_elements(${json}::jsonb) r`,
  );
}

/** Locks a payment for a refund: refunds of one payment wait for each other here. */
export async function lockPayment(tx: DbOrTx, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

/**
 * A PENDING refund and its negative lines; `lines` carry the original line and the tetri given back
 * (positive). The refund keeps its original payment's VAT rate: it gives back the VAT that was charged.
 */
export async function insertRefund(
  tx: DbOrTx,
  refund: { userId: number; refundOf: PaymentRow; idempotencyKey: string; createdAt: Date },
  lines: { of: typeof paymentLines.$inferSelect; amount: number }[],
): Promise<PaymentRow> {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const [row] = await tx
    .insert(payments)
    .values({
      userId: refund.userId,
      kind: 'REFUND',
      refundOfPaymentId: refund.refundOf.id,
      status: 'PENDING',
      amount: -total,
      idempotencyKey: refund.idempotencyKey,
      idNumber: refund.refundOf.idNumber,
      vatRateBp: refund.refundOf.vatRateBp,
      createdAt: refund.createdAt,
    })
    .returning();
  await tx.insert(paymentLines).values(
    lines.map((l) => ({
      paymentId: row!.id,
      purchasedItemId: l.of.purchasedItemId,
      productKey: l.of.productKey,
      period: l.of.period,
      quantity: l.of.quantity,
      unitAmount: -l.amount,
      amount: -l.amount,
      periodStart: l.of.periodStart,
      refundOfLineId: l.of.id,
    })),
  );
  return row!;
}

export async function settleRefund(
  tx: DbOrTx,
  id: number,
  outcome: { status: 'SUCCEEDED'; now: Date } | { status: 'FAILED'; reason: string } | { status: 'UNKNOWN' },
): Promise<boolean> {
  const pending = and(eq(payments.id, id), eq(payments.status, 'PENDING'));
  if (outcome.status === 'UNKNOWN') {
    await tx.update(payments).set({ failureKey: 'UNKNOWN_OUTCOME' }).where(pending);
    return false;
  }
  const set =
    outcome.status === 'SUCCEEDED'
      ? { status: 'SUCCEEDED' as const, paidAt: outcome.now, failureKey: null }
      : { status: 'FAILED' as const, failureKey: 'REFUND_REFUSED', failureReason: outcome.reason };
  const moved = await tx.update(payments).set(set).where(pending).returning({ id: payments.id });
  return moved.length > 0;
}

export async function insertPendingPayment(
  tx: DbOrTx,
  values: {
    userId: number;
    amount: number;
    idempotencyKey: string;
    idNumber: string;
    checkout: unknown;
    now: Date;
    /** The seller's VAT rate now (null: not a VAT payer), as insertRenewalPayments. */
    vatRateBp: number | null;
  },
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
      vatRateBp: values.vatRateBp,
      createdAt: values.now,
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** Records a purchase's success; answers the VAT rate the payment was made at (its receipt mail shows the VAT). */
export async function markPaymentSucceeded(
  tx: DbOrTx,
  id: number,
  values: { externalId: string | null; response: unknown; now: Date; cardNotSaved?: boolean },
): Promise<{ vatRateBp: number | null }> {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'SUCCEEDED',
      ...(values.cardNotSaved ? { cardNotSaved: true } : {}),
      externalId: values.externalId,
      response: values.response,
      paidAt: values.now,
      cardMask: sql`coalesce(${payments.cardMask}, ${savedCardMaskOf(sql`${payments.userId}`)})`,
    })
    .where(eq(payments.id, id))
    .returning({ vatRateBp: payments.vatRateBp });
  return { vatRateBp: row?.vatRateBp ?? null };
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

/** Rewrites a FAILED payment's reason (what staff read on it). */
export async function setFailureReason(db: DbOrTx, id: number, reason: string) {
  await db
    .update(payments)
    .set({ failureReason: reason.slice(0, 500) })
    .where(and(eq(payments.id, id), eq(payments.status, 'FAILED')));
}

export async function insertPaymentLines(tx: DbOrTx, lines: (typeof paymentLines.$inferInsert)[]): Promise<void> {
  if (lines.length) await tx.insert(paymentLines).values(lines);
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

export interface PaymentToRecord {
  id: number;
  userId: number;
  kind: string;
  status: string;
  amount: number;
  externalId: string | null;
  /** The VAT rate the payment was made at (issue 41): its receipt mail shows the VAT. */
  vatRateBp: number | null;
}

/** Locks the PENDING payments among `ids` for recording; payments already recorded are left out. */
export async function lockPendingPayments(tx: DbOrTx, ids: number[]): Promise<PaymentToRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: payments.id,
      userId: payments.userId,
      kind: payments.kind,
      status: payments.status,
      amount: payments.amount,
      externalId: payments.externalId,
      vatRateBp: payments.vatRateBp,
    })
    .from(payments)
    .where(and(sql`${payments.id} = ${anyInt(ids)}`, eq(payments.status, 'PENDING')))
    .orderBy(payments.id)
    .for('update');
}
