import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The events module's tables (ADR 043): the domain events and each consumer's cursor.

/**
 * A domain event, written in the same transaction as the change it records. `tx_id` is that
 * transaction's id (`pg_current_xact_id()`): consumers read in (tx_id, id) order and only below the
 * oldest transaction still running, so an event committed late is never skipped.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    userId: integer('user_id').notNull(),
    paymentId: integer('payment_id'),
    purchasedItemIds: integer('purchased_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Tetri, exact. */
    amount: bigint('amount', { mode: 'number' }),
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('domain_events_order_idx').on(t.txId, t.id), index('domain_events_user_idx').on(t.userId, t.id)],
);

/** Where each consumer has read to: the (tx_id, id) of the last event it handled. */
export const eventCursors = pgTable('event_cursors', {
  consumer: text('consumer').primaryKey(),
  txId: bigint('tx_id', { mode: 'number' }).notNull().default(0),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
