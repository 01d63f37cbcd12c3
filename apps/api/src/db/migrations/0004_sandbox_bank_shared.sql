CREATE TABLE "sandbox_bank_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"language" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_bank_orders_created_idx" ON "sandbox_bank_orders" USING btree ("created_at");