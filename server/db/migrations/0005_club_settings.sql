ALTER TABLE "club_config" ADD COLUMN "club_name" text DEFAULT 'Off-Road Racing Club' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "tagline" text;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "hero_image_url" text;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "meeting_day" text DEFAULT 'Friday' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "meeting_start_time" text DEFAULT '16:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "meeting_end_time" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "meeting_place" text DEFAULT 'a campus center room' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "rules_document_url" text;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "rules_document_title" text DEFAULT '2025 Competition Rules' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "rules_document_revision" text;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "rules_document_date" text;--> statement-breakpoint
-- The hero's introduction was a page text; it is now the club's tagline.
UPDATE "club_config" SET "tagline" = (SELECT "text" FROM "page_texts" WHERE "key" = 'home.intro') WHERE "tagline" IS NULL;--> statement-breakpoint
UPDATE "club_config" SET "rules_document_revision" = 'C', "rules_document_date" = '2025-05-14' WHERE "rules_document_revision" IS NULL AND "rules_document_date" IS NULL;
