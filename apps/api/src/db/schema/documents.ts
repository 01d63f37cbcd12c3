import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './checkout.ts';

// The documents module's tables: the numbered documents of payments and the per-year counters (ADR 031).

/**
 * The last number handed out in a year. The row is locked (`FOR UPDATE`) by the transaction that
 * inserts a document, so instances take numbers one after another: no gap, no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year] })],
);

/** A payment's document: one per payment, numbered once (a second download prints the same number). */
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
    uniqueIndex('documents_year_number_key').on(t.year, t.number),
    index('documents_created_idx').on(t.createdAt),
  ],
);
