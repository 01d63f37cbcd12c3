import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/mail.ts';
import { jsonRows } from '../../lib/sql-lists.ts';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/** Several outbox rows in one statement; their ids in order. */
export async function insertOutboxRows(db: DbOrTx, rows: (typeof outboxEmails.$inferInsert)[]): Promise<{ id: number }[]> {
  if (rows.length === 0) return [];
  // The rows as one JSON parameter (lib/sql-lists.ts): a renewal pass queues 500 mails a batch, and Drizzle's
  // 500-row VALUES list of ten columns was the pass's largest CPU cost after rendering them.
  const values = rows.map((r) => [
    r.to,
    r.subject,
    r.text,
    r.html,
    r.template,
    r.language,
    r.status ?? 'PENDING',
    r.meta ?? null,
    (r.createdAt ?? new Date()).toISOString(),
  ]);
  const result = (await db.execute(
    sql`insert into ${outboxEmails} ("to", subject, text, html, template, language, status, meta, created_at)
        select r->>0, r->>1, r->>2, r->>3, r->>4, r->>5, r->>6, nullif(r->7, 'null'::jsonb), (r->>8)::timestamptz
        from ${jsonRows(values)} with ordinality as e(r, n) order by n
        returning id`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => ({ id: Number(r.id) }));
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
