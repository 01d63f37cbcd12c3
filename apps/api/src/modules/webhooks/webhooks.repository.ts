import type { WebhookDeliveryStatus, WebhookDisabledReason } from '@orioni/contracts/webhook-admin';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/webhooks.ts';
import { usersView } from '../accounts/accounts.queries.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type MessageRow = typeof webhookMessages.$inferSelect;

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// --- the consumer ----------------------------------------------------------------------------------

/** What the consumer needs of the enabled endpoints: which types each wants, since when. */
export function subscribedEndpoints(db: DbOrTx): Promise<Pick<EndpointRow, 'id' | 'eventTypes' | 'createdAt'>[]> {
  return db
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes, createdAt: webhookEndpoints.createdAt })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true));
}

export interface NewMessage {
  messageId: string;
  eventId: number | null;
  type: string;
  payload: string;
  occurredAt: Date;
  endpointIds: number[];
}

/**
 * The messages and one PENDING delivery per message and endpoint, due now, in one statement whose rows
 * travel as one JSON parameter (as the events' own insert does). A message or a delivery that exists
 * already is kept as it is. Returns the deliveries made.
 */
export async function insertMessages(db: DbOrTx, messages: readonly NewMessage[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const json = JSON.stringify(messages.map((m) => [m.messageId, m.eventId, m.type, m.payload, m.occurredAt.toISOString(), m.endpointIds]));
  const at = now.toISOString();
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`with input as (
          select r->>0 as message_id, (r->>1)::bigint as event_id, r->>2 as type, r->>3 as payload,
                 (r->>4)::timestamptz as occurred_at, r->5 as endpoint_ids
          from jsonb_array_elements(${json}::jsonb) as e(r)
        ),
        message as (
          -- A message already there (the cursor's batch read again after a crash) answers its id too: its
          -- no-op update is the rare case, and saves every batch a second probe of the index.
          insert into ${webhookMessages} (message_id, event_id, type, payload, occurred_at, created_at)
          select message_id, event_id, type, payload, occurred_at, ${at}::timestamptz from input
          on conflict (message_id) do update set message_id = excluded.message_id
          returning id, message_id
        )
        insert into ${webhookDeliveries} (endpoint_id, message_id, status, next_attempt_at, queued_at, created_at, updated_at)
        select (ep.value)::int, message.id, 'PENDING', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
        from message join input i on i.message_id = message.message_id
        cross join lateral jsonb_array_elements_text(i.endpoint_ids) as ep(value)
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

// --- the worker ------------------------------------------------------------------------------------

export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  attempts: number;
  step: number;
  messageId: string;
  payload: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/**
 * Claims up to `limit` deliveries due now whose endpoint is enabled and that no instance holds: each
 * gets `token` until `until`. Rows another instance is claiming right now are skipped (`SKIP LOCKED`),
 * so two instances never try one delivery at once; a claim whose lease ran out (its instance died) is
 * taken again.
 */
export async function claimDue(db: DbOrTx, now: Date, until: Date, token: string, limit: number): Promise<ClaimedDelivery[]> {
  const d = webhookDeliveries;
  const due = db
    .select({ id: d.id })
    .from(d)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, d.endpointId))
    .where(
      and(
        eq(d.status, 'PENDING'),
        lte(d.nextAttemptAt, now),
        or(isNull(d.claimedUntil), lte(d.claimedUntil, now)),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(d.nextAttemptAt, d.id)
    .limit(limit)
    .for('update', { of: d, skipLocked: true });
  const claimed = await db
    .update(d)
    .set({ claimToken: token, claimedUntil: until, updatedAt: now })
    .where(inArray(d.id, due))
    .returning({ id: d.id });
  if (claimed.length === 0) return [];
  return db
    .select({
      id: d.id,
      endpointId: d.endpointId,
      attempts: d.attempts,
      step: d.step,
      messageId: webhookMessages.messageId,
      payload: webhookMessages.payload,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretUntil: webhookEndpoints.previousSecretUntil,
    })
    .from(d)
    .innerJoin(webhookMessages, eq(webhookMessages.id, d.messageId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, d.endpointId))
    .where(
      and(
        inArray(
          d.id,
          claimed.map((c) => c.id),
        ),
        eq(d.claimToken, token),
      ),
    )
    .orderBy(d.nextAttemptAt, d.id);
}

/**
 * Locks an endpoint's row for the caller's transaction. Every write that touches an endpoint and its
 * deliveries takes this lock first (a try's outcome, a disable, a replay), so two of them never wait
 * for each other's rows in opposite orders.
 */
export async function lockEndpoint(db: DbOrTx, endpointId: number): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)).for('update');
  return row ?? null;
}

/** A try's outcome saved while the claim is still this worker's (compare-and-set on the token); false when it is not. */
export async function settle(
  db: DbOrTx,
  id: number,
  token: string,
  changes: Pick<DeliveryRow, 'status' | 'attempts' | 'step' | 'nextAttemptAt' | 'lastStatusCode' | 'updatedAt'> &
    Partial<Pick<DeliveryRow, 'deliveredAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ ...changes, claimToken: null, claimedUntil: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.claimToken, token)))
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

export async function insertAttempt(db: DbOrTx, row: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(row);
}

/** The endpoint's failure streak: begun now unless one runs already; when it began. */
export async function markFailing(db: DbOrTx, endpointId: number, now: Date): Promise<Date> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? now;
}

/** A success ends the endpoint's failure streak (no write when none runs). */
export async function clearFailing(db: DbOrTx, endpointId: number, now: Date): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.failingSince)));
}

/**
 * Turns an endpoint off, and gives up its waiting deliveries (FAILED; a try in flight loses its claim,
 * so its answer is not saved). Null when it was off already (so a disabled endpoint is mailed once).
 */
export async function disableEndpoint(
  db: DbOrTx,
  endpointId: number,
  reason: WebhookDisabledReason,
  now: Date,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!row) return null;
  await db
    .update(webhookDeliveries)
    .set({ status: 'FAILED', nextAttemptAt: null, claimToken: null, claimedUntil: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'PENDING')));
  return row;
}

/** The addresses and languages of every admin (an endpoint disabled by a failure is told to them). */
export function adminRecipients(db: DbOrTx): Promise<{ email: string; language: 'KA' | 'EN' | 'RU' }[]> {
  const u = usersView('u');
  return db.select({ email: u.email, language: u.language }).from(u).where(eq(u.role, 'ADMIN')).orderBy(u.id);
}

// --- the console -----------------------------------------------------------------------------------

export async function insertEndpoint(db: DbOrTx, row: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [made] = await db.insert(webhookEndpoints).values(row).returning();
  return made!;
}

export async function updateEndpoint(db: DbOrTx, id: number, changes: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow> {
  const [row] = await db.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

/** Every endpoint, newest first, with its deliveries waiting and failed now. */
export async function listEndpoints(db: DbOrTx): Promise<(EndpointRow & { pending: number; failed: number })[]> {
  const d = webhookDeliveries;
  const counts = db
    .select({
      endpointId: d.endpointId,
      pending: sql<number>`count(*) filter (where ${d.status} = 'PENDING')`.as('pending'),
      failed: sql<number>`count(*) filter (where ${d.status} = 'FAILED')`.as('failed'),
    })
    .from(d)
    .where(inArray(d.status, ['PENDING', 'FAILED']))
    .groupBy(d.endpointId)
    .as('c');
  const rows = await db
    .select({ endpoint: webhookEndpoints, pending: counts.pending, failed: counts.failed })
    .from(webhookEndpoints)
    .leftJoin(counts, eq(counts.endpointId, webhookEndpoints.id))
    .orderBy(desc(webhookEndpoints.id));
  return rows.map((r) => ({ ...r.endpoint, pending: Number(r.pending ?? 0), failed: Number(r.failed ?? 0) }));
}

export async function endpointCounts(db: DbOrTx, endpointId: number): Promise<{ pending: number; failed: number }> {
  const d = webhookDeliveries;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${d.status} = 'PENDING')`,
      failed: sql<number>`count(*) filter (where ${d.status} = 'FAILED')`,
    })
    .from(d)
    .where(and(eq(d.endpointId, endpointId), inArray(d.status, ['PENDING', 'FAILED'])));
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
}

export async function endpointById(db: DbOrTx, id: number): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

/** A test message and its one delivery, due now. */
export async function insertTestMessage(
  db: DbOrTx,
  message: { messageId: string; type: string; payload: string; occurredAt: Date },
  endpointId: number,
  now: Date,
): Promise<DeliveryRow> {
  const [made] = await db
    .insert(webhookMessages)
    .values({ ...message, eventId: null, createdAt: now })
    .returning({ id: webhookMessages.id });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, messageId: made!.id, status: 'PENDING', nextAttemptAt: now, queuedAt: now, createdAt: now, updatedAt: now })
    .returning();
  return delivery!;
}

export interface DeliveryListRow {
  delivery: DeliveryRow;
  messageId: string;
  type: string;
}

const deliveryColumns = { delivery: webhookDeliveries, messageId: webhookMessages.messageId, type: webhookMessages.type };

/** An endpoint's deliveries, newest first, a page at a time, and how many match. */
export async function deliveriesOfEndpoint(
  db: DbOrTx,
  endpointId: number,
  filter: { status?: WebhookDeliveryStatus; offset: number; limit: number },
): Promise<{ rows: DeliveryListRow[]; count: number }> {
  const d = webhookDeliveries;
  const where = and(eq(d.endpointId, endpointId), filter.status ? eq(d.status, filter.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(d)
      .innerJoin(webhookMessages, eq(webhookMessages.id, d.messageId))
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function deliveryById(db: DbOrTx, id: number): Promise<(DeliveryListRow & { payload: string }) | null> {
  const [row] = await db
    .select({ ...deliveryColumns, payload: webhookMessages.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** The last try of each of these deliveries. */
export async function lastAttempts(db: DbOrTx, deliveryIds: readonly number[]): Promise<Map<number, AttemptRow>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookAttempts.deliveryId])
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
    .orderBy(webhookAttempts.deliveryId, desc(webhookAttempts.id));
  return new Map(rows.map((r) => [r.deliveryId, r]));
}

export function attemptsOf(db: DbOrTx, deliveryId: number): Promise<AttemptRow[]> {
  return db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(asc(webhookAttempts.id));
}

/**
 * Deliveries waiting again now, from the start of the schedule, with the same message (so the same
 * `webhook-id` and body): one by id, or every FAILED one of an endpoint made at or after `since`.
 * The caller holds the endpoint's lock. Returns the deliveries replayed.
 */
export async function requeue(
  db: DbOrTx,
  which: { deliveryId: number } | { endpointId: number; failedSince: Date },
  now: Date,
): Promise<DeliveryRow[]> {
  const d = webhookDeliveries;
  const where =
    'deliveryId' in which
      ? eq(d.id, which.deliveryId)
      : and(eq(d.endpointId, which.endpointId), eq(d.status, 'FAILED'), gte(d.createdAt, which.failedSince));
  return db
    .update(d)
    .set({ status: 'PENDING', step: 0, nextAttemptAt: now, queuedAt: now, claimToken: null, claimedUntil: null, updatedAt: now })
    .where(where)
    .returning();
}
