import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The ledger module's tables: every payment (purchase, renewal, Pay now, refund) and its lines (ADR 044:
// the ledger writes and locks them; checkout, subscriptions and refunds ask it to).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A charge. `id` is the paymentId customers see. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PURCHASE', 'RENEWAL', 'REPAY', 'REFUND'] }).notNull(),
    /** For a REFUND (negative amount, lines negative): the payment it gives money back from. */
    refundOfPaymentId: integer('refund_of_payment_id').references((): AnyPgColumn => payments.id),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /**
     * Tetri. `bigint` (migration 0021, ADR 041): a renewal or a Pay now sums a customer's periods and
     * items, which one purchase's limit does not bound; read as a JS number (exact below 2^53).
     */
    amount: bigint('amount', { mode: 'number' }).notNull(),
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
    /** The mask of the saved card the payment was charged to, kept when it succeeds (its receipt prints it, whatever card comes later). */
    cardMask: text('card_mask'),
    /** Paid on the bank's page, but the bank did not keep the card (issue 39 items 4 and 8): the customer is told so. */
    cardNotSaved: boolean('card_not_saved').notNull().default(false),
    /**
     * The VAT rate the payment's prices included, in basis points (1800 = 18%), as the seller was
     * registered when the payment was made (issue 41, migration 0026); null: no VAT (not a payer then).
     * A refund carries its payment's rate.
     */
    vatRateBp: integer('vat_rate_bp'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    // The admin Payment History: paid payments, newest first, by days (and counted from the index alone).
    // Migration 0018 adds INCLUDE (amount, kind) to it and to the next (drizzle's builder has no
    // INCLUDE): the revenue dashboard sums payments by day from these indexes alone.
    index('payments_paid_idx')
      .on(t.paidAt, t.id)
      .where(sql`${t.status} = 'SUCCEEDED'`),
    index('payments_failed_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'FAILED'`),
    // Recovered debt (succeeded Pay nows) by month; INCLUDE (amount) in migration 0018.
    index('payments_repay_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'SUCCEEDED' and ${t.kind} = 'REPAY'`),
  ],
);

export const paymentLines = pgTable(
  'payment_lines',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /**
     * The purchased item a line pays (subscriptions module). The database holds the foreign key to
     * `purchased_items` (migration 0000, `payment_lines_purchased_item_id_purchased_items_id_fk`); it is
     * not declared here, so the ledger's schema does not import the subscriptions' schema, which imports
     * it (ADR 044). `npm run db:generate` would write a DROP of it: the destructive-migration guard stops it.
     */
    purchasedItemId: integer('purchased_item_id'),
    productKey: text('product_key').notNull(),
    period: text('period', { enum: ['M1', 'Y1', 'PREMISE'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    amount: integer('amount').notNull(),
    /** For a renewal or repay line: the first day of the period it paid. */
    periodStart: date('period_start', { mode: 'string' }),
    /** For a refund line (negative amount): the line of the original payment it gives back. */
    refundOfLineId: integer('refund_of_line_id').references((): AnyPgColumn => paymentLines.id),
  },
  (t) => [
    index('payment_lines_payment_idx').on(t.paymentId),
    // An item's lines, and its last payment (the admin lists' check id) from the index alone.
    index('payment_lines_item_payment_idx').on(t.purchasedItemId, t.paymentId),
  ],
);
