-- The admin console's lists and exports over 100,000 purchases (issue 12, npm run bench section 5):
-- indexes for their orderings and filters; users.search_text, one lower-case text the search box
-- matches with a single LIKE; and users.customer_status, the derived status the user list shows and
-- filters on, stored and kept by triggers rather than derived per row on every request.
DROP INDEX "payment_lines_item_idx";--> statement-breakpoint
DROP INDEX "purchased_items_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_status" text DEFAULT 'INCOMPLETE' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("email" || chr(10) || "full_name" || chr(10) || coalesce("id_number", '') || chr(10) || coalesce("mobile", ''))) STORED;--> statement-breakpoint
CREATE INDEX "demo_requests_user_idx" ON "demo_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demo_requests_email_lower_idx" ON "demo_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_customer_status_idx" ON "users" USING btree ("customer_status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_search_text_idx" ON "users" USING btree ("search_text","id");--> statement-breakpoint
CREATE INDEX "payment_lines_item_payment_idx" ON "payment_lines" USING btree ("purchased_item_id","payment_id");--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at","id") WHERE "payments"."status" = 'SUCCEEDED';--> statement-breakpoint
CREATE INDEX "purchased_items_created_id_idx" ON "purchased_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchased_items_first_payment_idx" ON "purchased_items" USING btree ("first_payment_id");--> statement-breakpoint
CREATE INDEX "purchased_items_product_key_idx" ON "purchased_items" USING btree ("product_key");--> statement-breakpoint
-- A customer's status from what they have done (as the admin console derived it before): PAYED after
-- a succeeded payment, DEMO after a demo request by the account or its e-mail, VERIFIED after the
-- e-mail was confirmed, INCOMPLETE before.
-- ($1 the user id, $2 the e-mail, $3 verified_at)
CREATE FUNCTION "customer_status_of"(integer, text, timestamp with time zone) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM "payments" p WHERE p."user_id" = $1 AND p."status" = 'SUCCEEDED') THEN 'PAYED'
    WHEN EXISTS (SELECT 1 FROM "demo_requests" d WHERE d."user_id" = $1)
      OR EXISTS (SELECT 1 FROM "demo_requests" d WHERE lower(d."email") = lower($2)) THEN 'DEMO'
    WHEN $3 IS NOT NULL THEN 'VERIFIED'
    ELSE 'INCOMPLETE'
  END
$$;--> statement-breakpoint
UPDATE "users" SET "customer_status" = "customer_status_of"("id", "email", "verified_at");--> statement-breakpoint
-- Whatever a writer puts in customer_status, the row gets the derived one (a touch recomputes it).
CREATE FUNCTION "users_customer_status"() RETURNS trigger
LANGUAGE plpgsql AS $$ BEGIN
  NEW."customer_status" := "customer_status_of"(NEW."id", NEW."email", NEW."verified_at");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_customer_status" BEFORE INSERT OR UPDATE OF "email", "verified_at", "customer_status" ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_customer_status"();--> statement-breakpoint
-- A succeeded payment makes its customer PAYED; one that stops counting recomputes them.
CREATE FUNCTION "payments_customer_status"() RETURNS trigger
LANGUAGE plpgsql AS $$ BEGIN
  IF TG_OP <> 'DELETE' THEN
    IF NEW."status" = 'SUCCEEDED' THEN
      UPDATE "users" SET "customer_status" = 'PAYED' WHERE "id" = NEW."user_id" AND "customer_status" <> 'PAYED';
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD."status" = 'SUCCEEDED' AND (TG_OP = 'DELETE' OR NEW."status" <> 'SUCCEEDED' OR NEW."user_id" <> OLD."user_id") THEN
      UPDATE "users" SET "customer_status" = "customer_status" WHERE "id" = OLD."user_id";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_customer_status" AFTER INSERT OR UPDATE OF "status", "user_id" OR DELETE ON "payments"
FOR EACH ROW EXECUTE FUNCTION "payments_customer_status"();--> statement-breakpoint
-- A demo request makes the account of its user or e-mail DEMO (unless PAYED); a changed or deleted one recomputes them.
CREATE FUNCTION "demo_requests_customer_status"() RETURNS trigger
LANGUAGE plpgsql AS $$ BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "users" SET "customer_status" = 'DEMO'
    WHERE ("id" = NEW."user_id" OR lower("email") = lower(NEW."email")) AND "customer_status" IN ('INCOMPLETE', 'VERIFIED');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "customer_status" = "customer_status"
    WHERE ("id" = OLD."user_id" OR lower("email") = lower(OLD."email")) AND "customer_status" = 'DEMO';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "demo_requests_customer_status" AFTER INSERT OR UPDATE OF "user_id", "email" OR DELETE ON "demo_requests"
FOR EACH ROW EXECUTE FUNCTION "demo_requests_customer_status"();
