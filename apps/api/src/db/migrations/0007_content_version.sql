-- The content API's cache asks this sequence whether anything it answers from has changed, instead of
-- building every cached answer again each cache lifetime (issue 14: a rebuild of the home answer held
-- the event loop for about 16 ms every 2 s on the embedded database). Statement triggers take a value
-- on every write to content_entries, products and prices, whoever makes it: the seed, a migration, an
-- operator in psql, another instance (TRUNCATE is not counted: nothing in the product empties these
-- tables). A sequence rather than a counter row: writers never wait on each
-- other, and it counts even in a transaction that rolls back (one needless rebuild, never a missed one).
CREATE SEQUENCE "public"."content_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM nextval('"public"."content_version_seq"');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_entries_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "content_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "products_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "prices_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
