-- Plan codes of SPEC section 9: man-* becomes manufacturer-*, rt-* becomes sponsor-*.
UPDATE "organizations" SET "plan_code" = 'manufacturer-' || substr("plan_code", 5) WHERE "plan_code" LIKE 'man-%';--> statement-breakpoint
UPDATE "organizations" SET "plan_code" = 'sponsor-' || substr("plan_code", 4) WHERE "plan_code" LIKE 'rt-%';--> statement-breakpoint
UPDATE "payments" SET "plan_code" = 'manufacturer-' || substr("plan_code", 5) WHERE "plan_code" LIKE 'man-%';--> statement-breakpoint
UPDATE "payments" SET "plan_code" = 'sponsor-' || substr("plan_code", 4) WHERE "plan_code" LIKE 'rt-%';--> statement-breakpoint
-- The finishes version moves on in the database whenever what callers may see can change: any
-- write to finishes or finish categories that touches a row, an organization's plan change (a
-- supplier's sponsor finishes depend on it) and an organization's deletion. Every writer is
-- covered, whatever code path it takes. The new value is the time in milliseconds, or one more
-- than the old value if that is larger, so it never repeats.
CREATE FUNCTION "finishes_version_next"() RETURNS void LANGUAGE sql AS $$
  INSERT INTO "configuration" ("key", "value")
  VALUES ('finishes.version', floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text)
  ON CONFLICT ("key") DO UPDATE SET "value" = greatest(
    CASE WHEN "configuration"."value" ~ '^[0-9]{1,18}$' THEN "configuration"."value"::bigint + 1 ELSE 0 END,
    floor(extract(epoch from clock_timestamp()) * 1000)::bigint
  )::text;
$$;--> statement-breakpoint
CREATE FUNCTION "finishes_version_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "finishes_version_next"();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "finishes_version_on_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    PERFORM "finishes_version_next"();
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "finishes_version_insert" AFTER INSERT ON "finishes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "finishes_version_update" AFTER UPDATE ON "finishes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "finishes_version_delete" AFTER DELETE ON "finishes" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "finishes_version_truncate" AFTER TRUNCATE ON "finishes" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_change"();--> statement-breakpoint
CREATE TRIGGER "finish_categories_version_insert" AFTER INSERT ON "finish_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "finish_categories_version_update" AFTER UPDATE ON "finish_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "finish_categories_version_delete" AFTER DELETE ON "finish_categories" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "finish_categories_version_truncate" AFTER TRUNCATE ON "finish_categories" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_change"();--> statement-breakpoint
CREATE TRIGGER "organizations_plan_version" AFTER UPDATE OF "plan_code" ON "organizations" FOR EACH ROW WHEN (OLD."plan_code" IS DISTINCT FROM NEW."plan_code") EXECUTE FUNCTION "finishes_version_on_change"();--> statement-breakpoint
CREATE TRIGGER "organizations_delete_version" AFTER DELETE ON "organizations" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "finishes_version_on_rows"();
