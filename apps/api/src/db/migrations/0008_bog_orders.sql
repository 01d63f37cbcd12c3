-- The Bank of Georgia adapter's own records (issue 31, ADR 022): the orders saved for automatic
-- payments with the amount the bank repeats from them, which subscription item each one renews, and
-- our charge key → the bank's order so that a charge asked again is read, never made twice.
CREATE TABLE "bog_parent_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"purchased_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bog_parent_orders_purchased_item_id_unique" UNIQUE("purchased_item_id")
);
--> statement-breakpoint
CREATE TABLE "bog_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"parent_order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bog_charges_order_id_unique" UNIQUE("order_id")
);
