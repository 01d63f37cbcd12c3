-- allow-destructive: the documents' numbers are given again in payment order (issue 39 item 19, decision 32, ADR 031 amended): the year's one counter becomes one counter per series, and the old unique index (year, number) one per series.
-- Receipts and credit notes each get their own gap-free series a year, numbered in the order their
-- payments succeed, in the transaction that makes them succeed (a deferred constraint trigger on
-- payments, so the counter row is the last lock such a transaction takes and numbers follow the
-- order of commits). Payments that succeeded before this migration are numbered here, each series
-- in payment order (paid_at, then id); documents already issued keep their row and take that number.
ALTER TABLE "document_counters" ADD COLUMN "kind" text DEFAULT 'RECEIPT' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_year_pk";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year");--> statement-breakpoint
DROP INDEX "documents_year_number_key";--> statement-breakpoint
CREATE TEMPORARY TABLE "document_numbers" ON COMMIT DROP AS
  SELECT p.id AS payment_id,
         CASE WHEN p.kind = 'REFUND' THEN 'CREDIT_NOTE' ELSE 'RECEIPT' END AS kind,
         extract(year FROM (coalesce(p.paid_at, p.created_at) AT TIME ZONE 'UTC') + interval '4 hours')::integer AS year,
         coalesce(u.language, 'KA') AS language,
         coalesce(p.paid_at, p.created_at) AS paid
  FROM "payments" p JOIN "users" u ON u.id = p.user_id
  WHERE p.status = 'SUCCEEDED';--> statement-breakpoint
ALTER TABLE "document_numbers" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "document_numbers" n SET "number" = r.rn
  FROM (SELECT payment_id, row_number() OVER (PARTITION BY kind, year ORDER BY paid, payment_id) AS rn FROM "document_numbers") r
  WHERE r.payment_id = n.payment_id;--> statement-breakpoint
DELETE FROM "documents" d WHERE NOT EXISTS (SELECT 1 FROM "document_numbers" n WHERE n.payment_id = d.payment_id);--> statement-breakpoint
UPDATE "documents" d SET "kind" = n.kind, "year" = n.year, "number" = n.number
  FROM "document_numbers" n WHERE n.payment_id = d.payment_id;--> statement-breakpoint
INSERT INTO "documents" ("payment_id", "year", "number", "kind", "language", "created_at")
  SELECT n.payment_id, n.year, n.number, n.kind, n.language, n.paid FROM "document_numbers" n
  WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d.payment_id = n.payment_id);--> statement-breakpoint
DELETE FROM "document_counters";--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "year", "last_number")
  SELECT kind, year, max(number) FROM "document_numbers" GROUP BY kind, year;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_kind_year_number_key" ON "documents" USING btree ("kind","year","number");--> statement-breakpoint
CREATE FUNCTION "number_payment_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	p record;
	series text;
	doc_year integer;
	next_number integer;
BEGIN
	-- Deferred to the commit: read the payment as it is now (a later statement of the same
	-- transaction may have changed it), and number it once.
	SELECT pay.id, pay.kind, pay.status, coalesce(pay.paid_at, pay.created_at) AS paid, coalesce(u.language, 'KA') AS language
	  INTO p FROM "payments" pay JOIN "users" u ON u.id = pay.user_id WHERE pay.id = NEW.id;
	IF NOT FOUND OR p.status <> 'SUCCEEDED' THEN RETURN NULL; END IF;
	IF EXISTS (SELECT 1 FROM "documents" WHERE payment_id = p.id) THEN RETURN NULL; END IF;
	series := CASE WHEN p.kind = 'REFUND' THEN 'CREDIT_NOTE' ELSE 'RECEIPT' END;
	doc_year := extract(year FROM (p.paid AT TIME ZONE 'UTC') + interval '4 hours')::integer;
	-- The series' counter row, locked until the commit: numbers are handed out one after another,
	-- and a transaction that rolls back takes its number back with it (no gap).
	INSERT INTO "document_counters" AS c ("kind", "year", "last_number") VALUES (series, doc_year, 1)
	  ON CONFLICT ("kind", "year") DO UPDATE SET "last_number" = c."last_number" + 1
	  RETURNING c."last_number" INTO next_number;
	INSERT INTO "documents" ("payment_id", "year", "number", "kind", "language", "created_at")
	  VALUES (p.id, doc_year, next_number, series, p.language, now());
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_number_document" AFTER INSERT OR UPDATE OF "status" ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.status = 'SUCCEEDED') EXECUTE FUNCTION "number_payment_document"();
