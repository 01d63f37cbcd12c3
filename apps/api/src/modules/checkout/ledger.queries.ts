import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentLines, payments, purchasedItems } from '../../db/schema/checkout.ts';
import { savedCardMaskOf } from '../payments/cards.queries.ts';

/**
 * The writes of checkout's tables that subscriptions asks for (ADR 028): renewal and Pay now payments,
 * their lines, the items' period moves and cancellations. Checkout owns `payments`, `payment_lines`
 * and `purchased_items`, so every statement that writes them is in this module; the subscriptions
 * module decides when (its planner) and calls these in its own transaction, in ADR 023's lock order.
 * The statements are the ones the renewal pass ran before the move: one per batch, no extra trip.
 */

/** Rows of a raw statement, whichever driver runs it (both return `{ rows }`). */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type ItemRow = typeof purchasedItems.$inferSelect;

/** PENDING renewal or repay payments, one statement; their ids with the key each was made under. */
export async function insertRenewalPayments(
  tx: DbOrTx,
  values: { userId: number; kind: 'RENEWAL' | 'REPAY'; amount: number; idempotencyKey: string; createdAt: Date }[],
): Promise<{ id: number; userId: number; amount: number; key: string }[]> {
  // The rows as one JSON parameter (issue 30 item 2, ADR 036): building a 500-row VALUES list cost
  // the pass more CPU than the statement costs the server.
  const json = JSON.stringify(values.map((v) => [v.userId, v.kind, v.amount, v.idempotencyKey, v.createdAt.toISOString()]));
  const found = await rows<{ id: number; user_id: number; amount: number; key: string }>(
    tx,
    sql`insert into ${payments} (user_id, kind, status, amount, idempotency_key, created_at)
        select (r->>0)::int, r->>1, 'PENDING', (r->>2)::bigint, r->>3, (r->>4)::timestamptz from jsonb_array_elements(${json}::jsonb) r
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
  const values = paid.map((p) => sql`(${p.id}::int, ${p.externalId}::text)`);
  await tx.execute(
    sql`update ${payments} p set status = 'SUCCEEDED', external_id = coalesce(v.ext, p.external_id), paid_at = ${now.toISOString()},
          card_mask = coalesce(p.card_mask, ${savedCardMaskOf(sql`p.user_id`)}),
          failure_key = null, response = jsonb_build_object('status', 200, 'body', jsonb_build_object('data', jsonb_build_object('paymentId', p.id)))
        from (values ${sql.join(values, sql`, `)}) as v(id, ext) where p.id = v.id and p.status = 'PENDING'`,
  );
}

export async function markPaymentsFailed(
  tx: DbOrTx,
  failed: { id: number; externalId: string | null; failureKey: string; reason: string | null }[],
): Promise<void> {
  if (failed.length === 0) return;
  const values = failed.map((f) => sql`(${f.id}::int, ${f.externalId}::text, ${f.failureKey}::text, ${f.reason}::text)`);
  await tx.execute(
    sql`update ${payments} p set status = 'FAILED', external_id = coalesce(v.ext, p.external_id), failure_key = v.fkey, failure_reason = v.reason
        from (values ${sql.join(values, sql`, `)}) as v(id, ext, fkey, reason) where p.id = v.id and p.status = 'PENDING'`,
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

/** Moves each paid item to its next period, only from the date it was at (a second record moves nothing). */
export async function advanceItems(
  tx: DbOrTx,
  moves: { itemId: number; from: string; to: string; periods: number }[],
  now: Date,
): Promise<void> {
  if (moves.length === 0) return;
  const values = moves.map((m) => sql`(${m.itemId}::int, ${m.from}::date, ${m.to}::date, ${m.periods}::int)`);
  await tx.execute(
    sql`update ${purchasedItems} i set next_payment_date = v.next, paid_periods = i.paid_periods + v.n, last_payment_at = ${now.toISOString()}
        from (values ${sql.join(values, sql`, `)}) as v(id, cur, next, n) where i.id = v.id and i.next_payment_date = v.cur`,
  );
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

export async function setCanceling(db: DbOrTx, userId: number, itemId: number, now: Date): Promise<ItemRow | null> {
  const [row] = await db
    .update(purchasedItems)
    .set({ status: 'CANCELING', canceledAt: now })
    .where(and(eq(purchasedItems.id, itemId), eq(purchasedItems.userId, userId), eq(purchasedItems.status, 'ACTIVE')))
    .returning();
  return row ?? null;
}

/** CANCELING subscriptions whose paid period has ended become CANCELED (each once: the update is the claim). */
export async function endCanceled(
  db: DbOrTx,
  today: string,
  limit: number,
  userId?: number,
): Promise<{ id: number; userId: number; productKey: string; nextPaymentDate: string }[]> {
  return rows(
    db,
    sql`update ${purchasedItems} i set status = 'CANCELED'
        where i.id in (select id from ${purchasedItems} where status = 'CANCELING' and next_payment_date <= ${today}${userId === undefined ? sql`` : sql` and user_id = ${userId}`} order by id limit ${limit} for update skip locked)
        returning i.id as "id", i.user_id as "userId", i.product_key as "productKey", i.next_payment_date::text as "nextPaymentDate"`,
  );
}

export async function moveItemDates(db: DbOrTx, itemId: number, dates: { anchorDate: string; nextPaymentDate: string }): Promise<void> {
  await db.update(purchasedItems).set(dates).where(eq(purchasedItems.id, itemId));
}

/* Refunds (issue 28, ADR 032): a payment of kind REFUND with a negative amount naming the payment it
 * gives back from; its lines negative, each naming the line it refunds. Written only here. */

export type PaymentRow = typeof payments.$inferSelect;

/** Locks a payment for a refund: refunds of one payment wait for each other here. */
export async function lockPayment(tx: DbOrTx, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
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

/** A PENDING refund and its negative lines; `lines` carry the original line and the tetri given back (positive). */
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

/** CANCELING → ACTIVE before the paid period ends (the undo of a cancel, issue 28 item 3). */
export async function setReactivated(db: DbOrTx, itemId: number, today: string): Promise<ItemRow | null> {
  const [row] = await db
    .update(purchasedItems)
    .set({ status: 'ACTIVE', canceledAt: null })
    .where(and(eq(purchasedItems.id, itemId), eq(purchasedItems.status, 'CANCELING'), sql`${purchasedItems.nextPaymentDate} > ${today}`))
    .returning();
  return row ?? null;
}

/** Moves an item past one written-off period without a payment (ADR 032): only from the date it was at. */
export async function skipPeriod(tx: DbOrTx, move: { itemId: number; from: string; to: string }): Promise<boolean> {
  const moved = await tx
    .update(purchasedItems)
    .set({ nextPaymentDate: move.to, paidPeriods: sql`${purchasedItems.paidPeriods} + 1` })
    .where(and(eq(purchasedItems.id, move.itemId), eq(purchasedItems.nextPaymentDate, move.from)))
    .returning({ id: purchasedItems.id });
  return moved.length > 0;
}
