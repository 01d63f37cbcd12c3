-- Refunds (issue 28): a refund is a payment of kind REFUND with a negative amount that names the
-- payment it gives money back from; its lines are negative and each names the line it refunds, so
-- the sum refunded per line can be checked against what that line was paid.
ALTER TABLE "payments" ADD COLUMN "refund_of_payment_id" integer;
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD COLUMN "refund_of_line_id" integer;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payment_id_payments_id_fk" FOREIGN KEY ("refund_of_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_refund_of_line_id_payment_lines_id_fk" FOREIGN KEY ("refund_of_line_id") REFERENCES "public"."payment_lines"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "write_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchased_item_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"amount" integer NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_purchased_item_id_purchased_items_id_fk" FOREIGN KEY ("purchased_item_id") REFERENCES "public"."purchased_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "write_offs_item_period_key" ON "write_offs" USING btree ("purchased_item_id","period_start");
