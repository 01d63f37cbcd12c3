import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/mail.ts';

/** Tries the mail worker makes before it leaves a FAILED message alone. */
export const MAX_DELIVERY_ATTEMPTS = 5;

export interface OutboxQueue {
  /** PENDING, or FAILED with tries left: the worker will send them. */
  waiting: number;
  /** FAILED after every try: nobody sends them any more. */
  givenUp: number;
  /** When the oldest waiting message was queued; null when none waits. */
  oldestWaitingAt: Date | null;
}

/**
 * What the outbox holds for the worker, in one statement over the status index (read by the
 * metrics at each scrape, ADR 035). The table is shared by every instance: each one reports the same.
 */
export async function outboxQueue(db: DbOrTx): Promise<OutboxQueue> {
  const deliverable = and(inArray(outboxEmails.status, ['PENDING', 'FAILED']), lt(outboxEmails.attempts, MAX_DELIVERY_ATTEMPTS));
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${deliverable})`.mapWith(Number),
      givenUp:
        sql<number>`count(*) filter (where ${and(eq(outboxEmails.status, 'FAILED'), gte(outboxEmails.attempts, MAX_DELIVERY_ATTEMPTS))})`.mapWith(
          Number,
        ),
      oldestWaitingAt: sql<string | null>`min(${outboxEmails.createdAt}) filter (where ${deliverable})`,
    })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ['PENDING', 'FAILED']));
  return {
    waiting: row?.waiting ?? 0,
    givenUp: row?.givenUp ?? 0,
    oldestWaitingAt: row?.oldestWaitingAt ? new Date(row.oldestWaitingAt) : null,
  };
}
