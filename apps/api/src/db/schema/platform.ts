import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Infrastructure, no module's: the rate limiter's counters (`plugins/rate-limit.ts`).

/** Fixed-window counters for rate limits, shared by every API instance. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});
