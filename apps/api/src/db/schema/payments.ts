import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The payments module's tables: saved cards, card-saving orders and the sandbox bank's ledger (the Bank of Georgia adapter's are in `bog.ts`).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The one saved card of a customer: only the gateway's token, the mask and the brand. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    mask: text('mask').notNull(),
    brand: text('brand').notNull(),
    /** The expiry printed on the card (valid through the end of that month), when the bank gave it (migration 0015). */
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cards_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
    // The newest card of a customer (the mask a payment keeps, migration 0017).
    index('cards_user_id_idx').on(t.userId, t.id),
  ],
);

/** A card-saving order opened on the gateway's hosted page. */
export const cardOrders = pgTable(
  'card_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    successRedirectUrl: text('success_redirect_url').notNull(),
    errorRedirectUrl: text('error_redirect_url').notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('card_orders_gateway_order_idx').on(t.gatewayOrderId)],
);

/**
 * The sandbox bank's own ledger of charges by idempotency key: it stands for the bank's system, so it
 * outlives our processes (a crash between charge and record is answered by the same key) and is
 * shared by every instance. Only the sandbox gateway writes it.
 */
export const sandboxBankCharges = pgTable('sandbox_bank_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  externalId: text('external_id').notNull().unique(),
  token: text('token').notNull(),
  /** Tetri; `bigint` as our payments' amounts (migration 0021, ADR 041). */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
});

/**
 * The sandbox bank's open card pages (card-saving orders): a page opened through one instance is
 * shown and completed through any other. One-shot: completing sets `state` to `done` under a
 * condition on `open`, so the first completion wins on every instance. Expired rows are deleted.
 */
export const sandboxBankOrders = pgTable(
  'sandbox_bank_orders',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    language: text('language', { enum: ['KA', 'EN', 'RU'] }).notNull(),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    state: text('state', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    /** Set from the application's clock (the page's lifetime is measured with it). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * What the page ended with, written with its completion (migration 0020): the saved card, or the
     * reason it failed. A card order whose callback was cut is finished from it by the reconciliation.
     */
    outcome: jsonb('outcome'),
  },
  (t) => [index('sandbox_bank_orders_created_idx').on(t.createdAt)],
);

/** The sandbox bank's saved cards: a token knows only the last four digits, the brand and the test number's outcome. */
export const sandboxBankTokens = pgTable('sandbox_bank_tokens', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  outcome: text('outcome', { enum: ['success', 'declined', 'insufficient_funds'] }).notNull(),
  createdAt: createdAt(),
});
