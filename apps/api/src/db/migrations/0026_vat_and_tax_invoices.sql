-- Issue 41 (ADR 046): the VAT rate each payment's prices included (null: none), and the tax invoice the
-- Revenue Service holds for each paid payment of a company customer.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "vat_rate_bp" integer;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"corrects_id" integer REFERENCES "tax_invoices"("id"),
	"buyer_tin" text NOT NULL,
	"operation_date" date NOT NULL,
	"status" text NOT NULL,
	"rs_invoice_id" bigint,
	"header_requested_at" timestamp with time zone,
	"rs_series" text,
	"rs_number" text,
	"rs_status" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"claim_token" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tax_invoices_payment_idx" ON "tax_invoices" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tax_invoices_due_idx" ON "tax_invoices" USING btree ("next_attempt_at") WHERE "tax_invoices"."status" in ('WAITING', 'SENT');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tax_invoices_status_idx" ON "tax_invoices" USING btree ("status","payment_id");
