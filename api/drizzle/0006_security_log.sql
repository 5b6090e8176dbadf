ALTER TABLE "outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_user_id_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
-- Mails sent before bodies were emptied on sending: their links go now.
UPDATE "outbox" SET "text" = '', "html" = '' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"ip" text,
	"detail" jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "security_events_user_at_idx" ON "security_events" USING btree ("user_id","at");--> statement-breakpoint
-- The record is append-only: rows are added, and deleted only by the retention sweep, never changed.
CREATE FUNCTION "security_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'security events cannot be changed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "security_events_no_update" BEFORE UPDATE ON "security_events"
	FOR EACH ROW EXECUTE FUNCTION "security_events_append_only"();
