CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"place" text,
	"description" text,
	"audience" text DEFAULT 'public' NOT NULL,
	"capacity" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"competition_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('meeting', 'build-day', 'test-day', 'competition', 'deadline', 'outreach', 'social')),
	CONSTRAINT "events_audience_check" CHECK ("events"."audience" in ('public', 'members')),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");