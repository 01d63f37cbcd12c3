-- A Bank of Georgia refund is kept before the bank is asked, with what the order had given back
-- until then (tetri): asked again after an answer that never came, the refund is settled by what the
-- bank shows, and asked anew only when the bank has no trace of it. Null for refunds kept before.
ALTER TABLE "bog_refunds" ADD COLUMN IF NOT EXISTS "refunded_before" integer;
