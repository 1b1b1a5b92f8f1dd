CREATE TABLE "directory_contacts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text,
	"chat" text,
	"share_email" boolean DEFAULT false NOT NULL,
	"share_phone" boolean DEFAULT false NOT NULL,
	"share_chat" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorship_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_packages_amounts_check" CHECK ("sponsorship_packages"."min_amount" >= 0 and ("sponsorship_packages"."max_amount" is null or "sponsorship_packages"."max_amount" >= "sponsorship_packages"."min_amount"))
);
--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "donation_url" text;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "subteams" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "group_team_by_subteam" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "contribution" text;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "last_season" integer;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "subteam" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "graduation_year" integer;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "alumni_note" text;--> statement-breakpoint
ALTER TABLE "directory_contacts" ADD CONSTRAINT "directory_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_unique" UNIQUE("user_id");