-- Issue 39 items 4 and 8: a payment made on the bank's page whose card the bank did not keep (it
-- refused to save it, or the customer paid by another method) says so to the customer.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "card_not_saved" boolean DEFAULT false NOT NULL;
