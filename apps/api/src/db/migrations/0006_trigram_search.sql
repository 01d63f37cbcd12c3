-- The admin search through trigrams (issue 12, npm run bench section 6): users.search_text's LIKE
-- '%…%' and the ID number's ILIKE '%…%' read only the index entries that can hold the query
-- (three letters or more), rather than every customer. pg_trgm ships with PostgreSQL and is a
-- trusted extension (a database owner may create it); the embedded database loads it at start.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
DROP INDEX "users_search_text_idx";--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_id_number_trgm_idx" ON "users" USING gin ("id_number" gin_trgm_ops);