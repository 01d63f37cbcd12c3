import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments, purchasedItems } from './checkout.ts';

// The subscriptions module's table: one row per subscription period charged.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
