-- ADR 042 (issue 39 item 28): one personal account per personal number; company codes may repeat.
-- A database may already hold personal accounts sharing a number (the demo data did): the number
-- stays on the oldest such account (created first, then the lowest id) and is cleared on the others,
-- whose payments and receipts keep the number they were paid with (payments.id_number); such a
-- customer enters their own number again in the profile. Then the unique partial index makes two
-- accounts saving one number at the same moment unable to both keep it.
UPDATE "users" u SET "id_number" = NULL, "updated_at" = now()
  FROM (
    SELECT id, row_number() OVER (PARTITION BY id_number ORDER BY created_at, id) AS rn
    FROM "users" WHERE customer_type = 'PHYSICAL' AND id_number IS NOT NULL
  ) d
  WHERE d.id = u.id AND d.rn > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_personal_id_number_key" ON "users" USING btree ("id_number") WHERE "customer_type" = 'PHYSICAL';
