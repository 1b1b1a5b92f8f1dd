CREATE TABLE "rule_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"tab" text NOT NULL,
	"title" text NOT NULL,
	"priority" text NOT NULL,
	"checklist" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rule_cards_slug_unique" UNIQUE("slug"),
	CONSTRAINT "rule_cards_priority_check" CHECK ("rule_cards"."priority" in ('critical', 'high', 'medium'))
);
--> statement-breakpoint
CREATE TABLE "rule_catalogue_seed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_deadlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"date" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_tabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rule_tabs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "rule_cards_tab_idx" ON "rule_cards" USING btree ("tab","sort_order");