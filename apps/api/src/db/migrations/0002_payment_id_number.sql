ALTER TABLE "payments" ADD COLUMN "id_number" text;--> statement-breakpoint
UPDATE "payments" SET "id_number" = "checkout"->'form'->>'idNumber' WHERE "id_number" IS NULL AND "checkout" IS NOT NULL;
