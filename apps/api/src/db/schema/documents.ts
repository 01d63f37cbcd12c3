import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './ledger.ts';

// The documents module's tables: the numbered documents of payments and the counters of each series a year (ADR 031).
// Migration 0022 adds what drizzle's builder cannot write: the deferred constraint trigger
// `payments_number_document` on payments, which numbers a payment's document in the transaction
// that makes the payment succeed (decision 32).

/**
 * The last number handed out in a series (receipts, credit notes) and year. The row is locked by the
 * transaction that numbers a document (at its commit), so instances take numbers one after another:
 * no gap, no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: ['RECEIPT', 'CREDIT_NOTE'] })
      .notNull()
      .default('RECEIPT'),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** A payment's document: one per succeeded payment, numbered when it succeeds (a download prints that number). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['RECEIPT', 'CREDIT_NOTE'] }).notNull(),
    /** The language it was first issued in (a download prints the language on screen). */
    language: text('language', { enum: ['KA', 'EN', 'RU'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_payment_key').on(t.paymentId),
    uniqueIndex('documents_kind_year_number_key').on(t.kind, t.year, t.number),
    index('documents_created_idx').on(t.createdAt),
  ],
);
