-- Notices before money is taken (issue 28 item 4, ADR 033): the expiry printed on a saved card (null
-- when the bank does not give it), and one row per notice sent under its unique key, inserted in the
-- transaction that puts the mail in the outbox.
ALTER TABLE "cards" ADD COLUMN "expiry_month" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "expiry_year" integer;--> statement-breakpoint
CREATE TABLE "notices_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"purchased_item_id" integer,
	"period_start" date,
	"card_id" integer,
	"card_expiry" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices_sent" ADD CONSTRAINT "notices_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices_sent" ADD CONSTRAINT "notices_sent_purchased_item_id_purchased_items_id_fk" FOREIGN KEY ("purchased_item_id") REFERENCES "public"."purchased_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices_sent" ADD CONSTRAINT "notices_sent_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_sent_item_period_key" ON "notices_sent" USING btree ("purchased_item_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_sent_card_expiry_key" ON "notices_sent" USING btree ("card_id","card_expiry");
