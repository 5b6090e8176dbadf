CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"coupon_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"countries" text[] NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_slug_unique" ON "promotions" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;