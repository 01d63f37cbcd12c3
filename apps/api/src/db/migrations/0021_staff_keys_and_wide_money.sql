-- A staff write-off keeps the key of the confirmation it came from (issue 39 item 14): a repeated
-- click of the same dialog answers that write-off instead of forgiving the next period. Null for
-- write-offs made before; unique, so two requests under one key make one row whatever the locking.
ALTER TABLE "write_offs" ADD COLUMN IF NOT EXISTS "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "write_offs_idempotency_key" ON "write_offs" USING btree ("idempotency_key");
--> statement-breakpoint
-- allow-destructive: widens two money columns in place (integer → bigint, every value kept); nothing is dropped.
-- A payment's amount sums a customer's items and owed periods (a renewal, a Pay now), which the
-- purchase limit (one purchase at most 21,474,836.47 ₾) does not bound: 8,000 annual seats owing two
-- periods are 38,400,000.00 ₾ and did not fit an integer (issue 39 item 13, ADR 041). The sandbox
-- bank's charges carry the same amounts.
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "sandbox_bank_charges" ALTER COLUMN "amount" SET DATA TYPE bigint;
