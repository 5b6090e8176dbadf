ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
-- The demo welcome code, for a database seeded before the limit existed: once per customer.
UPDATE "coupons" SET "max_uses_per_customer" = 1 WHERE "code" = 'VITEJTE10';
