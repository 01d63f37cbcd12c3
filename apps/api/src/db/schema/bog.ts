import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The bank page opened for one of our payments (`reference`, e.g. `payment-42`): a second Pay of
 * the same payment answers the same page until `expires_at` (the order's `ttl`), without asking the
 * bank again (its Idempotency-Key has no documented lifetime). Migration 0012.
 */
export const bogPaymentPages = pgTable('bog_payment_pages', {
  reference: text('reference').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  redirectUrl: text('redirect_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Refunds asked of BOG by our key: the same key again reads the receipt and never refunds twice. */
export const bogRefunds = pgTable('bog_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  orderId: text('order_id').notNull(),
  /** Tetri; null for "the whole amount left". */
  amount: integer('amount'),
  /**
   * Tetri the order had given back when this refund was first asked (migration 0019): the refund is
   * over once the bank shows this plus its amount. Null for refunds asked before the column.
   */
  refundedBefore: integer('refunded_before'),
  createdAt: createdAt(),
});

/**
 * Give-backs of a card-saving order's 0.10 ₾ (`refund`) or an old hold (`cancel`) the bank has not
 * accepted yet (migration 0020): kept before the bank is asked, retried by every reconciliation run.
 */
export const bogReleases = pgTable('bog_releases', {
  orderId: text('order_id').primaryKey(),
  kind: text('kind', { enum: ['refund', 'cancel'] }).notNull(),
  tries: integer('tries').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/** Orders paid without the bank keeping the card (`/cards` refused before the redirect), migration 0020. */
export const bogUnsavedCards = pgTable('bog_unsaved_cards', {
  orderId: text('order_id').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/**
 * Card removals the bank has not confirmed (refused, or no answer): kept here so a restart or
 * another instance retries them; every reconciliation run tries each again until the bank accepts.
 * Owned by the payments module (cards.service.ts), for any gateway. Migration 0012.
 */
export const cardDeletions = pgTable('card_deletions', {
  cardId: integer('card_id').primaryKey(),
  userId: integer('user_id').notNull(),
  gateway: text('gateway').notNull(),
  gatewayToken: text('gateway_token').notNull(),
  tries: integer('tries').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox bank's refunds, by our key: never more than the charge, one refund per key. */
export const sandboxBankRefunds = pgTable(
  'sandbox_bank_refunds',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    externalId: text('external_id').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_bank_refunds_external_id_idx').on(t.externalId)],
);
