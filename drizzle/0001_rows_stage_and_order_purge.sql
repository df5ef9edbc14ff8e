DROP INDEX "requests_due_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" text DEFAULT 'production' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "stage" text DEFAULT 'production' NOT NULL;--> statement-breakpoint
CREATE INDEX "requests_due_idx" ON "requests" USING btree ("stage","state","next_attempt_at");