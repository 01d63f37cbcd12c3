-- Issue 40 item 1 (ADR 043): domain events, written with the change that causes them, and each
-- consumer's cursor. Consumers read in (tx_id, id) order below the oldest running transaction.
CREATE TABLE IF NOT EXISTS "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer,
	"purchased_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"amount" bigint,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "domain_events_order_idx" ON "domain_events" USING btree ("tx_id","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "domain_events_user_idx" ON "domain_events" USING btree ("user_id","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "event_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"tx_id" bigint DEFAULT 0 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
