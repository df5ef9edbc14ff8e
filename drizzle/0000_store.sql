CREATE TABLE "imported_outbox_files" (
	"id" text PRIMARY KEY NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record" jsonb NOT NULL,
	"capture_started_at" timestamp with time zone,
	"capture_id" text,
	"capture_status" text,
	"captured_at" timestamp with time zone,
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_client_window_start_pk" PRIMARY KEY("bucket","client","window_start")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"dedupe_key" text,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"delivery" jsonb,
	"service_request" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"sent_with" text,
	"purged_at" timestamp with time zone,
	CONSTRAINT "requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "requests_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "requests_due_idx" ON "requests" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "requests_purge_idx" ON "requests" USING btree ("sent_at") WHERE "requests"."purged_at" is null;