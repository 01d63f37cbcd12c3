import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The demo module's table: demo requests.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    customerType: text('customer_type', { enum: ['PHYSICAL', 'LEGAL'] }).notNull(),
    fullName: text('full_name').notNull(),
    productKey: text('product_key'),
    mobile: text('mobile').notNull(),
    language: text('language', { enum: ['KA', 'EN', 'RU'] }).notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: createdAt(),
  },
  // What makes an account DEMO: a request by it, or by its e-mail address.
  (t) => [index('demo_requests_user_idx').on(t.userId), index('demo_requests_email_lower_idx').on(sql`lower(${t.email})`)],
);
