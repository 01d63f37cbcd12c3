import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The mail module's table: the outbox.

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
