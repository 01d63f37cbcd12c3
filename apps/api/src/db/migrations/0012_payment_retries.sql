-- The payments module's records that must outlive a process (issue 31, ADR 022 amendment 2):
-- card removals the bank has not confirmed yet, retried by every reconciliation run until it does;
-- the bank pages opened for our payments (BOG), so a second Pay of the same payment answers the same
-- page for as long as the bank keeps it open; BOG refunds by our key, so a refund asked again,
-- however late, never refunds twice; and the sandbox bank's refunds.
CREATE TABLE "card_deletions" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bog_payment_pages" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bog_payment_pages_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "bog_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_bank_refunds_external_id_idx" ON "sandbox_bank_refunds" ("external_id");
