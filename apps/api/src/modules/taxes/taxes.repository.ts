import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxInvoices } from '../../db/schema/taxes.ts';

export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;
export type TaxInvoiceStatus = TaxInvoiceRow['status'];
type Progress = Partial<
  Pick<
    TaxInvoiceRow,
    'status' | 'rsInvoiceId' | 'headerRequestedAt' | 'rsSeries' | 'rsNumber' | 'rsStatus' | 'attempts' | 'nextAttemptAt' | 'lastError'
  >
>;

/** New invoices (one per payment: a payment already holding one keeps it). */
export async function insertTaxInvoices(tx: DbOrTx, rows: (typeof taxInvoices.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(taxInvoices).values(rows).onConflictDoNothing({ target: taxInvoices.paymentId });
}

/** The invoices of these payments (the corrections' originals, the lists' statuses). */
export async function invoicesOfPayments(db: DbOrTx, paymentIds: readonly number[]): Promise<TaxInvoiceRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(taxInvoices)
    .where(inArray(taxInvoices.paymentId, [...paymentIds]));
}

export async function invoiceById(db: DbOrTx, id: number): Promise<TaxInvoiceRow | null> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.id, id));
  return row ?? null;
}

/** The corrections of an invoice, oldest first. */
export async function correctionsOf(db: DbOrTx, invoiceId: number): Promise<TaxInvoiceRow[]> {
  return db.select().from(taxInvoices).where(eq(taxInvoices.correctsId, invoiceId)).orderBy(taxInvoices.id);
}

/** Which of these RS.ge ids an invoice of ours already holds (a reconciliation never adopts one twice). */
export async function heldRsIds(db: DbOrTx, rsIds: readonly number[]): Promise<Set<number>> {
  if (rsIds.length === 0) return new Set();
  const rows = await db
    .select({ rsInvoiceId: taxInvoices.rsInvoiceId })
    .from(taxInvoices)
    .where(and(isNotNull(taxInvoices.rsInvoiceId), inArray(taxInvoices.rsInvoiceId, [...rsIds])));
  return new Set(rows.map((r) => Number(r.rsInvoiceId)));
}

/**
 * Claims up to `limit` invoices due now (waiting to be sent, or sent and waiting for the buyer's answer)
 * that no instance holds: each gets `token` until `until`. Rows another instance is claiming right now
 * are skipped (`SKIP LOCKED`), so two instances never work one invoice at once.
 */
export async function claimDue(db: DbOrTx, now: Date, until: Date, token: string, limit: number): Promise<TaxInvoiceRow[]> {
  const due = db
    .select({ id: taxInvoices.id })
    .from(taxInvoices)
    .where(
      and(
        inArray(taxInvoices.status, ['WAITING', 'SENT']),
        lte(taxInvoices.nextAttemptAt, now),
        or(sql`${taxInvoices.claimedUntil} is null`, lte(taxInvoices.claimedUntil, now)),
      ),
    )
    .orderBy(taxInvoices.nextAttemptAt, taxInvoices.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(taxInvoices)
    .set({ claimToken: token, claimedUntil: until, updatedAt: now })
    .where(inArray(taxInvoices.id, due))
    .returning();
}

/**
 * Saves one step's result while the claim is still this worker's, and extends the claim to `until`;
 * false when it is not (the lease ran out and another instance took the row): the caller stops at once.
 */
export async function saveProgress(db: DbOrTx, id: number, token: string, now: Date, progress: Progress, until: Date): Promise<boolean> {
  const rows = await db
    .update(taxInvoices)
    .set({ ...progress, claimedUntil: until, updatedAt: now })
    .where(and(eq(taxInvoices.id, id), eq(taxInvoices.claimToken, token), sql`${taxInvoices.claimedUntil} > ${now.toISOString()}`))
    .returning({ id: taxInvoices.id });
  return rows.length === 1;
}

/** Ends the claim with the row's next state. */
export async function release(db: DbOrTx, id: number, token: string, now: Date, progress: Progress): Promise<boolean> {
  const rows = await db
    .update(taxInvoices)
    .set({ ...progress, claimToken: null, claimedUntil: null, updatedAt: now })
    .where(and(eq(taxInvoices.id, id), eq(taxInvoices.claimToken, token)))
    .returning({ id: taxInvoices.id });
  return rows.length === 1;
}

/**
 * Staff's retry: a failed, refused or never-sent invoice waits to be sent again now. Returns the row as
 * it was before (null: the payment has no invoice, or it is not in a state a retry changes).
 */
export async function requeue(db: DbOrTx, paymentId: number, now: Date, to: 'WAITING' | 'NOT_CONFIGURED'): Promise<TaxInvoiceRow | null> {
  const [before] = await db.select().from(taxInvoices).where(eq(taxInvoices.paymentId, paymentId)).for('update');
  if (!before || !['FAILED', 'REFUSED', 'NOT_CONFIGURED'].includes(before.status)) return null;
  await db
    .update(taxInvoices)
    .set({ status: to, nextAttemptAt: now, lastError: null, attempts: 0, claimToken: null, claimedUntil: null, updatedAt: now })
    .where(eq(taxInvoices.id, before.id));
  return before;
}
