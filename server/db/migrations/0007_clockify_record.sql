CREATE SEQUENCE "public"."clockify_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "clockify_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"lane" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clockify_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"clockify_id" text,
	"description" text NOT NULL,
	"project_id" text,
	"project_name" text,
	"project_color" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"synced_version" integer DEFAULT 0 NOT NULL,
	"change_seq" bigint DEFAULT nextval('clockify_change_seq') NOT NULL,
	"claimed_until" timestamp with time zone,
	"create_uncertain" boolean DEFAULT false NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"failed_sends" integer DEFAULT 0 NOT NULL,
	"clockify_extras" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clockify_entries_clockify_id_unique" UNIQUE("clockify_id")
);
--> statement-breakpoint
CREATE TABLE "clockify_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"clockify_user_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"refreshed_at" timestamp with time zone,
	"refresh_asked_at" timestamp with time zone,
	"key_problem" text
);
--> statement-breakpoint
CREATE TABLE "clockify_projects" (
	"workspace_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"duration" text,
	CONSTRAINT "clockify_projects_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "clockify_sync_state" (
	"key" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone,
	"value" jsonb
);
--> statement-breakpoint
ALTER TABLE "clockify_entries" ADD CONSTRAINT "clockify_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clockify_members" ADD CONSTRAINT "clockify_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clockify_calls_made_at_idx" ON "clockify_calls" USING btree ("made_at");--> statement-breakpoint
CREATE INDEX "clockify_entries_user_start_idx" ON "clockify_entries" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "clockify_entries_waiting_idx" ON "clockify_entries" USING btree ("change_seq") WHERE "clockify_entries"."version" <> "clockify_entries"."synced_version";