CREATE TABLE "document_counters" (
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_year_pk" PRIMARY KEY("year")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_payment_key" ON "documents" USING btree ("payment_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_year_number_key" ON "documents" USING btree ("year","number");
--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at");
