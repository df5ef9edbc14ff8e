CREATE TABLE "form_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage" text DEFAULT 'production' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"form" jsonb NOT NULL,
	"reference" text,
	"outcome" text,
	"values" jsonb,
	"field_errors" jsonb,
	"error" text,
	"warning" jsonb
);
--> statement-breakpoint
CREATE INDEX "form_answers_created_idx" ON "form_answers" USING btree ("created_at");