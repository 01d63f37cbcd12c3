import { sql } from 'drizzle-orm';
import { TAX_INVOICE_STATUSES } from '@orioni/contracts/tax-invoices';
import { type AnyPgColumn, bigint, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The taxes module's table (issue 41 item 3, ADR 046): the tax invoice the Revenue Service (RS.ge) holds
// for each paid payment of a company customer, and the correction for each refund of one.

const TAX_INVOICE_KINDS = ['INVOICE', 'CORRECTION'] as const;

/**
 * One row per payment, written by the tax-invoice consumer of `purchase.paid`, `renewal.charged` and
 * `refund.made` (in the transaction that moves its cursor, so once per payment) and advanced by the
 * tax-invoice worker, one step at a time, each step's result saved before the next: the header's id at
 * RS.ge, then the lines, then the send. `claim_token` and `claimed_until` keep two instances off one row.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    /** The payment the invoice documents (for a correction, the refund's own payment). Ledger's row; the key is in the migration. */
    paymentId: integer('payment_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: TAX_INVOICE_KINDS }).notNull(),
    /** A correction's invoice: the original payment's. */
    correctsId: integer('corrects_id').references((): AnyPgColumn => taxInvoices.id),
    /** The buyer's tax number (the payment's company number). */
    buyerTin: text('buyer_tin').notNull(),
    /** The Tbilisi day of the payment: the invoice's operation date. */
    operationDate: date('operation_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: TAX_INVOICE_STATUSES }).notNull(),
    /** RS.ge's id of the invoice (`invois_id`), saved the moment `save_invoice` answers. */
    rsInvoiceId: bigint('rs_invoice_id', { mode: 'number' }),
    /** When the header was asked for: a crash before its id was saved is reconciled from RS.ge's list. */
    headerRequestedAt: timestamp('header_requested_at', { withTimezone: true }),
    /** RS.ge's series and number, given when it is sent (the customer's receipt prints them). */
    rsSeries: text('rs_series'),
    rsNumber: text('rs_number'),
    /** RS.ge's own status code as last read (0 saved … 8 correction confirmed). */
    rsStatus: integer('rs_status'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_invoices_payment_idx').on(t.paymentId),
    index('tax_invoices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('WAITING', 'SENT')`),
    index('tax_invoices_status_idx').on(t.status, t.paymentId),
  ],
);
