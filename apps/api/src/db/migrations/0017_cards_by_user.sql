-- The mask a payment keeps on success (migration 0016) is the customer's newest card: without an
-- index on (user_id, id) that look-up scanned every card once per payment, and the renewal pass over
-- 100,000 customers fell from 626 to 235 renewals per second (issue 30 item 2).
CREATE INDEX IF NOT EXISTS "cards_user_id_idx" ON "cards" USING btree ("user_id","id");
