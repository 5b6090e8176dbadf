ALTER TABLE "orders" ADD COLUMN "shipment_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_problem" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packet_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packet_barcode" text;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_shipment_status_idx" ON "orders" USING btree ("shipment_status");