CREATE TABLE "sandbox_bank_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bank_charges_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD COLUMN "anchor_date" date;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD COLUMN "paid_periods" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD COLUMN "tries" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD COLUMN "failure_key" text;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "renewal_attempts_retry_idx" ON "renewal_attempts" USING btree ("status","next_retry_at");--> statement-breakpoint
CREATE INDEX "renewal_attempts_payment_idx" ON "renewal_attempts" USING btree ("payment_id");--> statement-breakpoint
UPDATE "purchased_items" SET "anchor_date" = ("created_at" AT TIME ZONE 'Asia/Tbilisi')::date WHERE "period" IN ('M1', 'Y1') AND "anchor_date" IS NULL;
