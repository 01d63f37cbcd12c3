-- A staff write-off keeps the key of the confirmation it came from (issue 39 item 14): a repeated
-- click of the same dialog answers that write-off instead of forgiving the next period. Null for
-- write-offs made before; unique, so two requests under one key make one row whatever the locking.
ALTER TABLE "write_offs" ADD COLUMN IF NOT EXISTS "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "write_offs_idempotency_key" ON "write_offs" USING btree ("idempotency_key");
