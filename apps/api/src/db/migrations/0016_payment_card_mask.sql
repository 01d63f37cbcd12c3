-- A payment keeps the mask of the card it was charged to (issue 28: its receipt prints that card,
-- not the one saved later). Older payments keep null; their documents fall back to the saved card.
ALTER TABLE "payments" ADD COLUMN "card_mask" text;
