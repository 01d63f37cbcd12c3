-- Issue 39. The 0.10 ₾ given back after a card is saved on its own (or an old hold released) is kept
-- before the bank is asked and crossed out once the bank accepts: a refusal or no answer is tried
-- again by every reconciliation run, as card deletions are.
CREATE TABLE IF NOT EXISTS "bog_releases" (
	"order_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Bank orders whose card the bank did not keep (`PUT /orders/{id}/cards` refused before the
-- redirect): the payment is taken, the card is not saved as the customer's.
CREATE TABLE IF NOT EXISTS "bog_unsaved_cards" (
	"order_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The sandbox bank writes a card page's outcome with its completion, so a card order whose
-- callback was cut (a crash) is finished by the reconciliation.
ALTER TABLE "sandbox_bank_orders" ADD COLUMN IF NOT EXISTS "outcome" jsonb;
