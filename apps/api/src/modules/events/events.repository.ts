import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { domainEvents, eventCursors } from '../../db/schema/events.ts';

export type EventRow = typeof domainEvents.$inferSelect;
export interface Cursor {
  txId: number;
  eventId: number;
}

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The events of one change, in one statement whose rows travel as one JSON parameter (as the renewal
 * pass's payments do, ADR 036: a 500-row VALUES list cost the pass more CPU than the statement).
 */
export async function insertEvents(db: DbOrTx, rows: (typeof domainEvents.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((r) => [
      r.type,
      r.version,
      r.userId,
      r.paymentId ?? null,
      r.purchasedItemIds ?? [],
      r.amount ?? null,
      r.data,
      r.occurredAt.toISOString(),
    ]),
  );
  const inserted = await rowsOf<{ id: number | string }>(
    db,
    sql`insert into ${domainEvents} (type, version, user_id, payment_id, purchased_item_ids, amount, data, occurred_at)
        select r->>0, (r->>1)::int, (r->>2)::int, (r->>3)::int,
               array(select jsonb_array_elements_text(r->4)::int), (r->>5)::bigint, r->6, (r->>7)::timestamptz
        from jsonb_array_elements(${json}::jsonb) with ordinality as e(r, n) order by n
        returning id`,
  );
  return inserted.map((r) => Number(r.id));
}

/**
 * The oldest transaction id still running anywhere (`xmin` of a fresh snapshot): every event whose
 * transaction id is below it has committed or rolled back, so reading below it skips nothing.
 */
export async function horizon(db: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ xmin: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
  return Number(row!.xmin);
}

/** The next transaction id to be given (`xmax`): every transaction that ran before now is below it. */
export async function nextTransactionId(db: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ xmax: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
  return Number(row!.xmax);
}

/** The consumer's cursor, locked for the caller's transaction (created at the start on first use). */
export async function lockCursor(tx: DbOrTx, consumer: string): Promise<Cursor> {
  await tx.insert(eventCursors).values({ consumer }).onConflictDoNothing();
  const [row] = await tx
    .select({ txId: eventCursors.txId, eventId: eventCursors.eventId })
    .from(eventCursors)
    .where(sql`${eventCursors.consumer} = ${consumer}`)
    .for('update');
  return row!;
}

export async function moveCursor(tx: DbOrTx, consumer: string, to: Cursor, now: Date): Promise<void> {
  await tx
    .update(eventCursors)
    .set({ txId: to.txId, eventId: to.eventId, updatedAt: now })
    .where(sql`${eventCursors.consumer} = ${consumer}`);
}

/** Up to `limit` events after the cursor, in (tx_id, id) order, of transactions below `below`. */
/**
 * The next window of up to `limit` events after the cursor, below the horizon: how many there are and
 * the last one's key (where the cursor moves), and only the rows of `types` in full. A consumer that
 * reacts to few types does not read (nor parse) the others' data (issue 41: the renewal pass's
 * `renewal.charged` events cost a consumer that ignores them only the index walk).
 */
export async function eventsAfter(
  db: DbOrTx,
  cursor: Cursor,
  below: number,
  limit: number,
  types: readonly string[],
): Promise<{ count: number; last: Cursor | null; rows: EventRow[] }> {
  const after = sql`(${domainEvents.txId}, ${domainEvents.id}) > (${cursor.txId}, ${cursor.eventId}) and ${domainEvents.txId} < ${below}`;
  const [window] = await rowsOf<{ n: number | string; tx_id: number | string | null; id: number | string | null }>(
    db,
    sql`with w as (select ${domainEvents.txId} as tx_id, ${domainEvents.id} as id from ${domainEvents}
                   where ${after} order by ${domainEvents.txId}, ${domainEvents.id} limit ${limit})
        select (select count(*) from w) as n, l.tx_id, l.id
        from (select 1) one left join lateral (select tx_id, id from w order by tx_id desc, id desc limit 1) l on true`,
  );
  const count = Number(window?.n ?? 0);
  if (count === 0 || window?.tx_id == null || window.id == null) return { count: 0, last: null, rows: [] };
  const last = { txId: Number(window.tx_id), eventId: Number(window.id) };
  const rows =
    types.length === 0
      ? []
      : await db
          .select()
          .from(domainEvents)
          .where(
            sql`${after} and (${domainEvents.txId}, ${domainEvents.id}) <= (${last.txId}, ${last.eventId})
                and ${domainEvents.type} in (${sql.join(
                  types.map((t) => sql`${t}`),
                  sql`, `,
                )})`,
          )
          .orderBy(domainEvents.txId, domainEvents.id);
  return { count, last, rows };
}

/** Events of one user, newest first (the staff's view, and tests). */
export function eventsOfUser(db: DbOrTx, userId: number, limit = 100): Promise<EventRow[]> {
  return db
    .select()
    .from(domainEvents)
    .where(sql`${domainEvents.userId} = ${userId}`)
    .orderBy(sql`${domainEvents.id} desc`)
    .limit(limit);
}
