import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Bank of Georgia orders saved for automatic payments (`PUT /orders/{id}/subscriptions`), with the
 * amount a charge from them repeats (the bank inherits it, ADR 022). An order becomes a subscription
 * item's parent once paid; an item has at most one. Only the BOG adapter reads and writes it.
 */
export const bogParentOrders = pgTable('bog_parent_orders', {
  orderId: text('order_id').primaryKey(),
  /** Tetri: what every automatic charge from this order takes. */
  amount: integer('amount').notNull(),
  purchasedItemId: integer('purchased_item_id').unique(),
  createdAt: createdAt(),
});

/**
 * Our charge key → the bank's order: a charge asked again (no answer, still processing, a crash)
 * reads this order instead of charging again, however long after (the bank documents no lifetime
 * for its Idempotency-Key).
 */
export const bogCharges = pgTable('bog_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  parentOrderId: text('parent_order_id').notNull(),
  createdAt: createdAt(),
});
