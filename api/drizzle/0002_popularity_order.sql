DROP INDEX "images_popularity_idx";--> statement-breakpoint
CREATE INDEX "images_popularity_id_idx" ON "images" USING btree ("popularity" DESC NULLS FIRST,"id");