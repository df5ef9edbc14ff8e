CREATE TABLE "staff_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"staff_email" text,
	"client_address" text,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD COLUMN "usable_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "signed_in_with" text;--> statement-breakpoint
CREATE INDEX "staff_events_at_idx" ON "staff_events" USING btree ("at");