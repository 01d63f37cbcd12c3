import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { payments } from './ledger.ts';
import { cards } from './payments.ts';

// The subscriptions module's tables: the purchased items (subscriptions and one-time purchases) and their
// lifecycle, one row per subscription period charged, one per period written off, one per notice sent.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
 * A period staff wrote off (issue 28, ADR 032): the customer owes nothing for it and the item moved on
 * to its next period without a payment. One row per item and period; reports tell these apart from
 * paid periods by this table (no payment, no payment line).
 */
export const writeOffs = pgTable(
  'write_offs',
  {
    id: serial('id').primaryKey(),
    purchasedItemId: integer('purchased_item_id')
      .notNull()
      .references(() => purchasedItems.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** Tetri the period would have cost (unit cost × quantity): what was forgiven. */
    amount: integer('amount').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff dialog's key (issue 39 item 14, migration 0021): a repeated click answers this write-off. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('write_offs_item_period_key').on(t.purchasedItemId, t.periodStart),
    uniqueIndex('write_offs_idempotency_key').on(t.idempotencyKey),
  ],
);

/**
 * Notices sent before money is taken (issue 28 item 4, migration 0015): an upcoming renewal once per
 * item and period, a card expiring once per card and expiry. The row is inserted under its unique
 * key in the transaction that puts the mail in the outbox (`ON CONFLICT DO NOTHING`), so any number
 * of passes and instances send each notice once.
 */
export const noticesSent = pgTable(
  'notices_sent',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['RENEWAL_UPCOMING', 'CARD_EXPIRING'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Upcoming renewal: the item and the period it renews into (its next payment date). */
    purchasedItemId: integer('purchased_item_id').references(() => purchasedItems.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }),
    /** Card expiring: the card and its expiry as `YYYY-MM`. */
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    cardExpiry: text('card_expiry'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notices_sent_item_period_key').on(t.purchasedItemId, t.periodStart),
    uniqueIndex('notices_sent_card_expiry_key').on(t.cardId, t.cardExpiry),
  ],
);
