import { index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Content entries of the built-in content service, one per type, locale and slug ('' for single types). */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    locale: text('locale', { enum: ['ka', 'en', 'ru'] }).notNull(),
    slug: text('slug').notNull().default(''),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_entries_type_locale_slug_key').on(t.type, t.locale, t.slug)],
);

/**
 * Counts writes to what the content API answers from: statement triggers on content_entries,
 * products and prices take a value from it on every write (migration 0007), so a process can ask
 * whether its cached answers are still current with one tiny read instead of building them again.
 * A sequence, not a row: no lock between writers, and emptying the tables does not reset it. A new table
 * the content API reads from needs the same trigger (ADR 021).
 */
export const contentVersion = pgSequence('content_version_seq');

/** Every e-mail the product sends; delivered by the mail worker or kept here when no SMTP is set. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    language: text('language', { enum: ['KA', 'EN', 'RU'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED', 'STORED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_status_idx').on(t.status, t.createdAt), index('outbox_emails_to_idx').on(t.to)],
);
