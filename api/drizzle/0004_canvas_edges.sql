ALTER TABLE "layouts" ADD COLUMN "edge_mm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "edge_mm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The demo shop's canvas (docs/shop-facts.md) for a database seeded before edges existed.
UPDATE "layouts" SET "edge_mm" = 20 WHERE "slug" = 'obraz-na-platne';
