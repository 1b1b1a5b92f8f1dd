CREATE TABLE "member_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_resources_type_check" CHECK ("member_resources"."type" in ('channel', 'tool', 'document', 'link'))
);
--> statement-breakpoint
CREATE INDEX "member_resources_order_idx" ON "member_resources" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree (("sess"->>'userId'));