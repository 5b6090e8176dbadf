ALTER TABLE "layouts" ADD COLUMN "production_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "transit_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
-- The demo shop's times (docs/shop-facts.md) for a database seeded before they existed.
UPDATE "layouts" SET "production_days" = 4 WHERE "slug" IN ('obraz-na-platne', 'fotoobraz-na-hlinikove-desce');--> statement-breakpoint
UPDATE "delivery_methods" SET "transit_days" = CASE "slug" WHEN 'ppl' THEN 1 WHEN 'osobni-odber' THEN 0 WHEN 'packeta-sk' THEN 3 WHEN 'dpd-eu' THEN 5 ELSE 2 END;
