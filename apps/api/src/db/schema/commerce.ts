import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One line per price in a customer's cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productKey: text('product_key').notNull(),
    quantity: integer('quantity').notNull(),
    promoCode: text('promo_code'),
    porting: boolean('porting').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_product_key').on(t.userId, t.productKey)],
);

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
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cards_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
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

/** A charge. `id` is the paymentId customers see. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PURCHASE', 'RENEWAL', 'REPAY'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    amount: integer('amount').notNull(),
    externalId: text('external_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Stored answer replayed for a repeated idempotency key. */
    response: jsonb('response'),
    failureKey: text('failure_key'),
    failureReason: text('failure_reason'),
    /** What was bought, as the checkout form gave it (names, training e-mails): checkout's own record, read by no other module. */
    checkout: jsonb('checkout'),
    /** The ID number the payment was made under (reports show it). */
    idNumber: text('id_number'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    // The admin Payment History: paid payments, newest first, by days (and counted from the index alone).
    index('payments_paid_idx')
      .on(t.paidAt, t.id)
      .where(sql`${t.status} = 'SUCCEEDED'`),
  ],
);

/** On-premise licences and monthly or annual subscriptions. `id` is the purchasedItemId. */
export const purchasedItems = pgTable(
  'purchased_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productKey: text('product_key').notNull(),
    period: text('period', { enum: ['M1', 'Y1', 'PREMISE'] }).notNull(),
    status: text('status', { enum: ['ACTIVE', 'CANCELING', 'CANCELED'] })
      .notNull()
      .default('ACTIVE'),
    quantity: integer('quantity').notNull(),
    /** Tetri per unit per period. */
    unitCost: integer('unit_cost').notNull(),
    /** Tetri paid for this line in its first payment. */
    price: integer('price').notNull(),
    /** Tetri due at the next payment. */
    upcomingPayment: integer('upcoming_payment').notNull().default(0),
    firstPurchase: boolean('first_purchase').notNull().default(false),
    comment: text('comment', { enum: ['REGISTRATION_1C_CONNECT', 'REGISTRATION_1C_PORTAL', 'DB_URL'] }),
    firstPaymentId: integer('first_payment_id').references(() => payments.id),
    trainingEmails: jsonb('training_emails').$type<string[]>(),
    createdAt: createdAt(),
    lastPaymentAt: timestamp('last_payment_at', { withTimezone: true }),
    /** Calendar day (Tbilisi) the next period is due; null for on-premise. */
    nextPaymentDate: date('next_payment_date', { mode: 'string' }),
    /** Day (Tbilisi) the first period started: period n is due on anchor + n periods, keeping its day of month. */
    anchorDate: date('anchor_date', { mode: 'string' }),
    /** Periods paid so far (the first purchase pays period 1). */
    paidPeriods: integer('paid_periods').notNull().default(1),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('purchased_items_user_idx').on(t.userId, t.createdAt),
    index('purchased_items_due_idx').on(t.status, t.nextPaymentDate),
    // The admin lists and exports: newest first, ties by id (paged by offset, exported by keyset).
    index('purchased_items_created_id_idx').on(t.createdAt, t.id),
    index('purchased_items_first_payment_idx').on(t.firstPaymentId),
    index('purchased_items_product_key_idx').on(t.productKey),
  ],
);

export const paymentLines = pgTable(
  'payment_lines',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    purchasedItemId: integer('purchased_item_id').references(() => purchasedItems.id),
    productKey: text('product_key').notNull(),
    period: text('period', { enum: ['M1', 'Y1', 'PREMISE'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    amount: integer('amount').notNull(),
    /** For a renewal or repay line: the first day of the period it paid. */
    periodStart: date('period_start', { mode: 'string' }),
  },
  (t) => [
    index('payment_lines_payment_idx').on(t.paymentId),
    // An item's lines, and its last payment (the admin lists' check id) from the index alone.
    index('payment_lines_item_payment_idx').on(t.purchasedItemId, t.paymentId),
  ],
);

/** One row per subscription period charged: the unique key makes each period charge once. */
export const renewalAttempts = pgTable(
  'renewal_attempts',
  {
    id: serial('id').primaryKey(),
    purchasedItemId: integer('purchased_item_id')
      .notNull()
      .references(() => purchasedItems.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The payment of the current try; a new try gets a new payment (and so a new bank key) only after the last one FAILED. */
    paymentId: integer('payment_id').references(() => payments.id),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** Tries so far (1 = the charge on the due date). */
    tries: integer('tries').notNull().default(1),
    /** When the next automatic try is due after a failure; null after the last one. */
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    failureKey: text('failure_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('renewal_attempts_item_period_key').on(t.purchasedItemId, t.periodStart),
    index('renewal_attempts_retry_idx').on(t.status, t.nextRetryAt),
    index('renewal_attempts_payment_idx').on(t.paymentId),
  ],
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
  amount: integer('amount').notNull(),
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
