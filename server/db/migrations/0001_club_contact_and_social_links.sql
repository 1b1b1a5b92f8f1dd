ALTER TABLE "club_config" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;