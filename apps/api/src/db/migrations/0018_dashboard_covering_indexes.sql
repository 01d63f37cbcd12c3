-- The revenue dashboard over 100,000 purchases (issue 29, budget p95 200 ms; ADR 034): each figure
-- read from an index alone (index-only scans; the visibility map is autovacuum's) instead of the
-- wide payments and users rows. Payments by day: succeeded ones by their paid time, refused ones by
-- the time they were made; recovered debt: succeeded Pay nows; customers by status: customer
-- accounts only. payments_paid_idx keeps its keys (the admin Payment History's order) and gains the
-- columns the dashboard sums.
DROP INDEX IF EXISTS "payments_paid_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_paid_idx" ON "payments" USING btree ("paid_at","id") INCLUDE ("amount","kind") WHERE "payments"."status" = 'SUCCEEDED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_failed_created_idx" ON "payments" USING btree ("created_at") INCLUDE ("amount","kind") WHERE "payments"."status" = 'FAILED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_repay_paid_idx" ON "payments" USING btree ("paid_at") INCLUDE ("amount") WHERE "payments"."status" = 'SUCCEEDED' AND "payments"."kind" = 'REPAY';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_customer_status_user_idx" ON "users" USING btree ("customer_status") WHERE "users"."role" = 'USER';
