import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { anyInt, jsonRows } from '../../lib/sql-lists.ts';
import type { DbOrTx } from '../../db/client.ts';
import { owedPeriods } from '@orioni/contracts/billing-rules';
import { overdueSql, owingSql } from '../../lib/billing-sql.ts';
import { purchasedItems, renewalAttempts, writeOffs } from '../../db/schema/subscriptions.ts';
import { paymentsView } from '../ledger/ledger.queries.ts';
import { insertRenewalPayments, shiftLinePeriods } from '../ledger/ledger.writes.ts';
/** Rows of a raw statement, whichever driver runs it (both return `{ rows }`). */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type ItemRow = typeof purchasedItems.$inferSelect;

/** The purchased item `i` of the raw statements below, for the billing rules' SQL (`billing-sql.ts`). */
const itemColumns = { status: sql`i.status`, period: sql`i.period`, nextPaymentDate: sql`i.next_payment_date` };
/** `and i.user_id = …` when a pass is scoped to one customer (the development pass), else nothing. */
const ofUser = (userId: number | undefined) => (userId === undefined ? sql`` : sql` and i.user_id = ${userId}`);
export type AttemptRow = typeof renewalAttempts.$inferSelect;

/** A period taken by this worker: its attempt row is PENDING and nobody else will charge it. */
export interface ClaimedPeriod {
  attemptId: number;
  itemId: number;
  userId: number;
  periodStart: string;
  tries: number;
  /** Tetri for this period: unit cost × quantity, the price it was bought at. */
  amount: number;
}

interface ClaimedRaw {
  attempt_id: number;
  item_id: number;
  user_id: number;
  period_start: string;
  tries: number;
  amount: number | string;
}

const toClaimed = (r: ClaimedRaw): ClaimedPeriod => ({
  attemptId: Number(r.attempt_id),
  itemId: Number(r.item_id),
  userId: Number(r.user_id),
  periodStart: r.period_start,
  tries: Number(r.tries),
  amount: Number(r.amount),
});

/**
 * Every subscription due on or before `today` with no attempt for its due period yet, by customer
 * (a few bytes each): a pass lists them once and claims them batch by batch. Read again for each
 * batch, the list cost a scan of every item still due per batch, quadratic over a large pass
 * (issue 30 item 2, ADR 036). The claim checks each item again, so the list is only a hint.
 */
export async function dueItems(db: DbOrTx, today: string, userId?: number): Promise<{ id: number; userId: number }[]> {
  const found = await rows<{ id: number; user_id: number }>(
    db,
    sql`select i.id, i.user_id from ${purchasedItems} i
      where ${owingSql(itemColumns, today)}
        and not exists (select 1 from ${renewalAttempts} a where a.purchased_item_id = i.id and a.period_start = i.next_payment_date)${ofUser(userId)}
      order by i.user_id, i.id`,
  );
  return found.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
}

/**
 * Claims the given due items: one PENDING attempt row per item and period, inserted under the
 * unique key (item, period). Rows another worker holds are skipped (`SKIP LOCKED`); a period another
 * worker claimed a moment ago loses on the key (`ON CONFLICT DO NOTHING`), so a period is claimed
 * once however many workers run, even if the locking were wrong.
 *
 * `every` owed period of an item is claimed at once (`owedPeriods`, the rule Pay now charges), so
 * a customer whose item owes two periods never tried (a pass that did not run for a month, a
 * backdated item) pays them in the one payment of the day. Claiming only the first made the next
 * pass, a minute later, charge the customer again the same day (issue 39 item 22). With `one` (a
 * gateway that repeats the parent order's amount, BOG), one period per item and pass, as before.
 * An item with an attempt at or after its next payment date already is claimed for that first
 * period alone (which then loses on the key): later periods are never claimed past a gap.
 */
export async function claimDuePeriods(
  tx: DbOrTx,
  today: string,
  itemIds: number[],
  periods: 'every' | 'one' = 'every',
): Promise<ClaimedPeriod[]> {
  if (itemIds.length === 0) return [];
  const items = await tx
    .select()
    .from(purchasedItems)
    .where(
      and(
        sql`${purchasedItems.id} = ${anyInt(itemIds)}`,
        overdueSql({ status: purchasedItems.status, nextPaymentDate: purchasedItems.nextPaymentDate }, today),
      ),
    )
    .orderBy(purchasedItems.id)
    .for('update', { skipLocked: true });
  const wanted = items.flatMap((item) => {
    const owed = owedPeriods(item, today);
    // `owedPeriods` is empty for an overdue item that does not renew (never listed as due); its next date is all there is.
    const starts = owed.length > 0 ? owed.map((p) => p.periodStart) : [item.nextPaymentDate!];
    return (periods === 'one' ? starts.slice(0, 1) : starts).map((periodStart, k) => [item.id, periodStart, k]);
  });
  if (wanted.length === 0) return [];
  const claimed = await rows<{ id: number; purchased_item_id: number; period_start: string; tries: number }>(
    tx,
    sql`with wanted as (
      select (r->>0)::int as item_id, (r->>1)::date as period_start, (r->>2)::int as k from jsonb_array_elements(${JSON.stringify(wanted)}::jsonb) r
    )
    insert into ${renewalAttempts} (purchased_item_id, period_start, status, tries)
    select w.item_id, w.period_start, 'PENDING', 1 from wanted w
    where w.k = 0 or not exists (
      select 1 from ${renewalAttempts} a join wanted f on f.item_id = a.purchased_item_id and f.k = 0
      where a.purchased_item_id = w.item_id and a.period_start >= f.period_start
    )
    on conflict (purchased_item_id, period_start) do nothing
    returning id, purchased_item_id, period_start::text as period_start, tries`,
  );
  const itemOf = new Map(items.map((i) => [i.id, i]));
  return claimed
    .map((c) => {
      const item = itemOf.get(Number(c.purchased_item_id))!;
      return {
        attemptId: Number(c.id),
        itemId: item.id,
        userId: item.userId,
        periodStart: c.period_start,
        tries: Number(c.tries),
        amount: item.unitCost * item.quantity,
      };
    })
    .sort((a, b) => a.userId - b.userId || a.itemId - b.itemId || a.periodStart.localeCompare(b.periodStart));
}

/**
 * Claims failed periods whose next automatic try has come (compare-and-set FAILED → PENDING, one
 * more try), for items still ACTIVE and still owing that period. A period that failed in this very
 * pass waits for the next one (a late pass does not spend every retry at once).
 *
 * The items are locked first (`SKIP LOCKED`: one a Pay now, a record or another pass holds is left
 * for later), and only then their attempts, by the update: ADR 023's one order. Locking the attempts
 * first deadlocked with Pay now (issue 39 item 12): Pay now holds the item and waits for the attempt,
 * while this claim held the attempt and, writing it again (the payment's id), needed the foreign
 * key's share lock on the item.
 */
export async function claimRetries(tx: DbOrTx, now: Date, limit: number, userId?: number): Promise<ClaimedPeriod[]> {
  const claimed = await rows<ClaimedRaw>(
    tx,
    sql`with due as materialized (
      select a.id, i.id as item_id, i.user_id, i.unit_cost::bigint * i.quantity as amount
      from ${renewalAttempts} a join ${purchasedItems} i on i.id = a.purchased_item_id
      where a.status = 'FAILED' and a.next_retry_at <= ${now.toISOString()} and a.updated_at < ${now.toISOString()}
        and i.status = 'ACTIVE' and i.next_payment_date = a.period_start${ofUser(userId)}
      order by i.user_id, a.id
      limit ${limit}
      for update of i skip locked
    )
    update ${renewalAttempts} a set status = 'PENDING', tries = a.tries + 1, next_retry_at = null, updated_at = ${now.toISOString()}
    from due where a.id = due.id and a.status = 'FAILED' and a.next_retry_at <= ${now.toISOString()}
    returning a.id as attempt_id, due.item_id, due.user_id, a.period_start::text as period_start, a.tries, due.amount`,
  );
  return claimed.map(toClaimed);
}

/** The customers with a refused period whose retry day has come (a failed retry batch is run again per customer). */
export async function retryCustomers(db: DbOrTx, now: Date, userId?: number): Promise<number[]> {
  const found = await rows<{ user_id: number }>(
    db,
    sql`select distinct i.user_id from ${renewalAttempts} a join ${purchasedItems} i on i.id = a.purchased_item_id
      where a.status = 'FAILED' and a.next_retry_at <= ${now.toISOString()} and a.updated_at < ${now.toISOString()}
        and i.status = 'ACTIVE' and i.next_payment_date = a.period_start${ofUser(userId)}
      order by i.user_id`,
  );
  return found.map((r) => Number(r.user_id));
}

/** How the payments of claimed periods are made. */
export interface PaymentTerms {
  /** One payment per customer and item (a gateway that charges renewals one item per charge, ADR 022). */
  perItem: boolean;
  /** The seller's VAT rate (null: not a VAT payer), kept on each payment (issue 41). */
  vatRateBp: number | null;
}

/**
 * Creates one PENDING payment per customer for the periods claimed and links the attempts to it;
 * with `perItem` (a gateway that charges renewals one item per charge, ADR 022) one per customer and item.
 */
export async function createPendingPayments(
  tx: DbOrTx,
  kind: 'RENEWAL' | 'REPAY',
  claimed: ClaimedPeriod[],
  now: Date,
  /** One payment per item or per customer, and the seller's VAT rate now (RenewalEngine.paymentTerms). */
  terms: PaymentTerms,
  /** The key of the one payment made (a staff Retry now's `staff-retry:<key>`), instead of the attempt's. */
  key?: string,
): Promise<{ paymentId: number; userId: number; amount: number }[]> {
  const { perItem, vatRateBp } = terms;
  const groupOf = (c: ClaimedPeriod) => (perItem ? `${c.userId}:${c.itemId}` : String(c.userId));
  const byGroup = new Map<string, ClaimedPeriod[]>();
  for (const c of claimed) byGroup.set(groupOf(c), [...(byGroup.get(groupOf(c)) ?? []), c]);
  if (byGroup.size === 0) return [];
  // Unique per group: the first attempt of the group and its try.
  const keyOf = (g: ClaimedPeriod[]) => key ?? `${kind.toLowerCase()}:${g[0]!.attemptId}:${g[0]!.tries}`;
  const groups = [...byGroup.values()];
  if (key !== undefined && groups.length > 1) throw new Error('one key names one payment');
  const inserted = await insertRenewalPayments(
    tx,
    groups.map((g) => ({
      userId: g[0]!.userId,
      kind,
      amount: g.reduce((sum, c) => sum + c.amount, 0),
      idempotencyKey: keyOf(g),
      createdAt: now,
    })),
    vatRateBp,
  );
  const paymentOfKey = new Map(inserted.map((p) => [p.key, p.id]));
  const paymentOfGroup = new Map(groups.map((g) => [groupOf(g[0]!), paymentOfKey.get(keyOf(g))!]));
  const links = claimed.map((c) => [c.attemptId, paymentOfGroup.get(groupOf(c))!]);
  await tx.execute(
    sql`update ${renewalAttempts} a set payment_id = (r->>1)::int, updated_at = ${now.toISOString()}
        from ${jsonRows(links)} r where a.id = (r->>0)::int`,
  );
  return inserted.map((p) => ({ paymentId: p.id, userId: p.userId, amount: p.amount }));
}

/** The item each payment pays (one-item payments: a per-item renewal or a Pay now), by payment id. */
export async function itemOfPayments(db: DbOrTx, paymentIds: number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const found = await db
    .selectDistinct({ paymentId: renewalAttempts.paymentId, itemId: renewalAttempts.purchasedItemId })
    .from(renewalAttempts)
    .where(sql`${renewalAttempts.paymentId} = ${anyInt(paymentIds)}`);
  return new Map(found.map((r) => [r.paymentId!, r.itemId]));
}

/** The attempts (periods) a payment pays, with their items. */
export async function attemptsOfPayments(tx: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return tx
    .select({
      attemptId: renewalAttempts.id,
      paymentId: renewalAttempts.paymentId,
      periodStart: renewalAttempts.periodStart,
      tries: renewalAttempts.tries,
      item: purchasedItems,
    })
    .from(renewalAttempts)
    .innerJoin(purchasedItems, eq(purchasedItems.id, renewalAttempts.purchasedItemId))
    .where(sql`${renewalAttempts.paymentId} = ${anyInt(paymentIds)}`)
    .orderBy(renewalAttempts.periodStart, renewalAttempts.id);
}

export async function markAttemptsSucceeded(tx: DbOrTx, attemptIds: number[], now: Date): Promise<void> {
  if (attemptIds.length === 0) return;
  await tx
    .update(renewalAttempts)
    .set({ status: 'SUCCEEDED', nextRetryAt: null, failureKey: null, updatedAt: now })
    .where(sql`${renewalAttempts.id} = ${anyInt(attemptIds)}`);
}

export async function markAttemptsFailed(
  tx: DbOrTx,
  failed: { attemptId: number; failureKey: string; nextRetryAt: Date | null }[],
  now: Date,
): Promise<void> {
  if (failed.length === 0) return;
  const values = failed.map((f) => [f.attemptId, f.failureKey, f.nextRetryAt?.toISOString() ?? null]);
  await tx.execute(
    sql`update ${renewalAttempts} a set status = 'FAILED', failure_key = r->>1, next_retry_at = (r->>2)::timestamptz, updated_at = ${now.toISOString()}
        from ${jsonRows(values)} r where a.id = (r->>0)::int`,
  );
}

/** The customer's own item (null for anyone else's, which the caller answers 404). */
export async function findItemOfUser(db: DbOrTx, userId: number, itemId: number, lock = false): Promise<ItemRow | null> {
  const query = db
    .select()
    .from(purchasedItems)
    .where(and(eq(purchasedItems.id, itemId), eq(purchasedItems.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findAttempt(tx: DbOrTx, itemId: number, periodStart: string, lock = false): Promise<AttemptRow | null> {
  const query = tx
    .select()
    .from(renewalAttempts)
    .where(and(eq(renewalAttempts.purchasedItemId, itemId), eq(renewalAttempts.periodStart, periodStart)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Claims the given periods of one item for Pay now (the caller holds the item's lock): a failed one
 * gets another try, a new one a new row. A period another payment holds (in flight, or paid) makes
 * the whole claim `busy`, naming that payment.
 */
export async function claimForRepay(
  tx: DbOrTx,
  item: ItemRow,
  periodStarts: string[],
  now: Date,
): Promise<{ periods: ClaimedPeriod[] } | { busy: number | null }> {
  const claimed: ClaimedPeriod[] = [];
  const amount = item.unitCost * item.quantity;
  for (const periodStart of periodStarts) {
    const existing = await findAttempt(tx, item.id, periodStart, true);
    if (existing && existing.status !== 'FAILED') return { busy: existing.paymentId };
    if (existing) {
      await tx
        .update(renewalAttempts)
        .set({ status: 'PENDING', tries: existing.tries + 1, nextRetryAt: null, updatedAt: now })
        .where(eq(renewalAttempts.id, existing.id));
      claimed.push({ attemptId: existing.id, itemId: item.id, userId: item.userId, periodStart, tries: existing.tries + 1, amount });
    } else {
      const [row] = await tx
        .insert(renewalAttempts)
        .values({ purchasedItemId: item.id, periodStart, status: 'PENDING', tries: 1, updatedAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: renewalAttempts.id });
      if (!row) return { busy: (await findAttempt(tx, item.id, periodStart))?.paymentId ?? null };
      claimed.push({ attemptId: row.id, itemId: item.id, userId: item.userId, periodStart, tries: 1, amount });
    }
  }
  return { periods: claimed };
}

/**
 * The payment of an item still PENDING, or SUCCEEDED since `since` (the newest): what a Pay now
 * that finds nothing owed names as the payment in progress.
 */
export async function paymentOfItemInFlight(db: DbOrTx, itemId: number, since: Date): Promise<{ id: number; status: string } | null> {
  const payments = paymentsView();
  const [row] = await db
    .select({ id: payments.id, status: payments.status })
    .from(renewalAttempts)
    .innerJoin(payments, eq(payments.id, renewalAttempts.paymentId))
    .where(
      and(
        eq(renewalAttempts.purchasedItemId, itemId),
        sql`(${payments.status} = 'PENDING' or (${payments.status} = 'SUCCEEDED' and ${payments.paidAt} >= ${since.toISOString()}))`,
      ),
    )
    .orderBy(sql`${payments.status} = 'PENDING' desc`, desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The items the periods of these payments belong to, by id. */
export async function itemIdsOfPayments(db: DbOrTx, paymentIds: number[]): Promise<number[]> {
  if (paymentIds.length === 0) return [];
  const found = await db
    .selectDistinct({ id: renewalAttempts.purchasedItemId })
    .from(renewalAttempts)
    .where(sql`${renewalAttempts.paymentId} = ${anyInt(paymentIds)}`);
  return found.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Locks purchased items in id order. The first lock of every transaction that writes items with
 * their attempts or payments (record, Pay now, cancel): items, then attempts, then payments.
 */
export async function lockItems(tx: DbOrTx, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .select({ id: purchasedItems.id })
    .from(purchasedItems)
    .where(sql`${purchasedItems.id} = ${anyInt(itemIds)}`)
    .orderBy(purchasedItems.id)
    .for('update');
}

/**
 * Moves the recorded periods of an item (its renewal attempts and payment lines) to the dates
 * `to` gives, oldest first (each moves earlier, so no row meets another's key on the way).
 */
export async function shiftItemHistory(tx: DbOrTx, itemId: number, to: (periodStart: string) => string): Promise<void> {
  const attempts = await tx
    .select({ id: renewalAttempts.id, periodStart: renewalAttempts.periodStart })
    .from(renewalAttempts)
    .where(eq(renewalAttempts.purchasedItemId, itemId))
    .orderBy(renewalAttempts.periodStart);
  for (const a of attempts) {
    await tx
      .update(renewalAttempts)
      .set({ periodStart: to(a.periodStart) })
      .where(eq(renewalAttempts.id, a.id));
  }
  await shiftLinePeriods(tx, itemId, to);
}

/** Due periods this pass leaves alone: failed ones waiting for their next try or for Pay now. */
export async function countWaiting(db: DbOrTx, today: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from ${purchasedItems} i join ${renewalAttempts} a
          on a.purchased_item_id = i.id and a.period_start = i.next_payment_date
        where ${overdueSql(itemColumns, today)} and a.status = 'FAILED'`,
  );
  return Number(row?.n ?? 0);
}

/** Any customer's item (staff actions name the item; the admin scope has checked the role). */
export async function findItem(db: DbOrTx, itemId: number, lock = false): Promise<ItemRow | null> {
  const query = db.select().from(purchasedItems).where(eq(purchasedItems.id, itemId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The write-off made under a staff dialog's key, if any. */
export async function writeOffByKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(writeOffs).where(eq(writeOffs.idempotencyKey, key));
  return row ?? null;
}

/** Records a written-off period (ADR 032) and stops its automatic tries (the item has moved past it anyway). */
export async function insertWriteOff(
  tx: DbOrTx,
  row: { purchasedItemId: number; periodStart: string; amount: number; actorUserId: number; idempotencyKey: string; now: Date },
): Promise<void> {
  await tx.insert(writeOffs).values({
    idempotencyKey: row.idempotencyKey,
    purchasedItemId: row.purchasedItemId,
    periodStart: row.periodStart,
    amount: row.amount,
    actorUserId: row.actorUserId,
    createdAt: row.now,
  });
  await tx
    .update(renewalAttempts)
    .set({ nextRetryAt: null, failureKey: 'WRITTEN_OFF', updatedAt: row.now })
    .where(
      and(
        eq(renewalAttempts.purchasedItemId, row.purchasedItemId),
        eq(renewalAttempts.periodStart, row.periodStart),
        eq(renewalAttempts.status, 'FAILED'),
      ),
    );
}

/** The periods written off of an item, oldest first. */
export async function writeOffsOfItem(db: DbOrTx, itemId: number) {
  return db.select().from(writeOffs).where(eq(writeOffs.purchasedItemId, itemId)).orderBy(writeOffs.periodStart);
}

/* The item lifecycle's writes (ADR 044: moved here from checkout, which no longer owns the items). */

/** Moves each paid item to its next period, only from the date it was at (a second record moves nothing). */
export async function advanceItems(
  tx: DbOrTx,
  moves: { itemId: number; from: string; to: string; periods: number }[],
  now: Date,
): Promise<void> {
  if (moves.length === 0) return;
  const values = moves.map((m) => [m.itemId, m.from, m.to, m.periods]);
  await tx.execute(
    sql`update ${purchasedItems} i set next_payment_date = (r->>2)::date, paid_periods = i.paid_periods + (r->>3)::int, last_payment_at = ${now.toISOString()}
        from ${jsonRows(values)} r where i.id = (r->>0)::int and i.next_payment_date = (r->>1)::date`,
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
