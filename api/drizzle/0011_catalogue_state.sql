CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Raises the catalogue's version once per statement that changes what a catalogue read answers,
-- and tells every API process listening (NOTIFY is delivered when the transaction commits).
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO changed;
  PERFORM pg_notify('catalogue_changed', changed::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "image_subcategories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "image_subcategories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "subcategories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subcategories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "layouts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "layouts" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "layout_sizes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "layout_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "layout_papers_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "layout_papers" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "papers_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "papers" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
