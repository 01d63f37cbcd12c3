-- Phone numbers in one form, E.164 (issue 26 item 3): the accounts' mobile and representative's
-- mobile as the API now stores them (modules/accounts/phone.ts). Spaces, hyphens and brackets go;
-- 00 becomes +; a number without a country code is Georgian (+995), a leading trunk 0 dropped.
-- Blank and null stay as they are.
CREATE FUNCTION "phone_e164_0011"(phone text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE d text := regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g');
BEGIN
	IF phone IS NULL OR btrim(phone) = '' THEN RETURN phone; END IF;
	IF d ~ '^\+[0-9]+$' THEN RETURN d; END IF;
	d := replace(d, '+', '');
	IF d ~ '^00[1-9]' THEN RETURN '+' || substr(d, 3); END IF;
	IF d ~ '^995[0-9]{9}$' THEN RETURN '+' || d; END IF;
	IF d ~ '^0[0-9]{9}$' THEN RETURN '+995' || substr(d, 2); END IF;
	RETURN '+995' || d;
END
$$;--> statement-breakpoint
UPDATE "users" SET "mobile" = "phone_e164_0011"("mobile"), "rep_mobile" = "phone_e164_0011"("rep_mobile")
	WHERE "mobile" IS DISTINCT FROM "phone_e164_0011"("mobile") OR "rep_mobile" IS DISTINCT FROM "phone_e164_0011"("rep_mobile");--> statement-breakpoint
DROP FUNCTION "phone_e164_0011"(text);
