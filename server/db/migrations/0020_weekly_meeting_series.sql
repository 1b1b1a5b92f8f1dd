CREATE TABLE "meeting_occurrences" (
	"date" text PRIMARY KEY NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "meeting_series_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "meeting_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "meeting_since" timestamp with time zone DEFAULT now() NOT NULL;