import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/mail.ts';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/** Several outbox rows in one statement; their ids in order. */
export function insertOutboxRows(db: DbOrTx, rows: (typeof outboxEmails.$inferInsert)[]): Promise<{ id: number }[]> {
  return db.insert(outboxEmails).values(rows).returning({ id: outboxEmails.id });
}

/** Whether the outbox already holds a mail of `template` whose meta contains `meta` (a mail sent once). */
export async function hasOutboxRow(db: DbOrTx, template: string, meta: Record<string, string | number>): Promise<boolean> {
  const [row] = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, template), sql`${outboxEmails.meta} @> ${JSON.stringify(meta)}::jsonb`))
    .limit(1);
  return row !== undefined;
}

/** Newest first; `to` filters by recipient (lower-case). */
export function newestOutboxRows(db: DbOrTx, to: string | undefined, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(to ? eq(sql`lower(${outboxEmails.to})`, to) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}

/**
 * Up to `limit` rows to deliver (PENDING, or FAILED with tries left), oldest first, locked with
 * `FOR UPDATE SKIP LOCKED` for the caller's transaction: several instances never take the same row.
 */
export function claimDeliverable(tx: DbOrTx, maxAttempts: number, limit: number): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.status, ['PENDING', 'FAILED']), lt(outboxEmails.attempts, maxAttempts)))
    .orderBy(asc(outboxEmails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(tx: DbOrTx, id: number, attempts: number, now: Date): Promise<void> {
  await tx.update(outboxEmails).set({ status: 'SENT', sentAt: now, attempts, lastError: null }).where(eq(outboxEmails.id, id));
}

export async function markFailed(tx: DbOrTx, id: number, attempts: number, lastError: string): Promise<void> {
  await tx.update(outboxEmails).set({ status: 'FAILED', attempts, lastError }).where(eq(outboxEmails.id, id));
}
