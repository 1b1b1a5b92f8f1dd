-- Axel (decisions 39 and 40): the clauses read from the uploaded rules document, the embeddings it
-- computed, and the designers' saved conversations with their feedback.
CREATE TABLE "axel_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "axel_embeddings" (
	"model" text NOT NULL,
	"text_sha256" text NOT NULL,
	"vector" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "axel_embeddings_model_text_sha256_pk" PRIMARY KEY("model","text_sha256")
);
--> statement-breakpoint
CREATE TABLE "axel_turns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stopped" boolean DEFAULT false NOT NULL,
	"rating" smallint,
	"comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "axel_turns_rating_check" CHECK ("axel_turns"."rating" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "rulebook_clauses" (
	"document_path" text NOT NULL,
	"position" integer NOT NULL,
	"number" text NOT NULL,
	"heading" text NOT NULL,
	"page" integer NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "rulebook_clauses_document_path_position_pk" PRIMARY KEY("document_path","position")
);
--> statement-breakpoint
CREATE TABLE "rulebook_readings" (
	"document_path" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"pages" integer NOT NULL,
	"clauses" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rulebook_readings_outcome_check" CHECK ("rulebook_readings"."outcome" in ('read', 'no-text', 'no-clauses', 'unreadable'))
);
--> statement-breakpoint
ALTER TABLE "axel_conversations" ADD CONSTRAINT "axel_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "axel_turns" ADD CONSTRAINT "axel_turns_conversation_id_axel_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."axel_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rulebook_clauses" ADD CONSTRAINT "rulebook_clauses_document_path_rulebook_readings_document_path_fk" FOREIGN KEY ("document_path") REFERENCES "public"."rulebook_readings"("document_path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rulebook_readings" ADD CONSTRAINT "rulebook_readings_document_path_uploaded_files_path_fk" FOREIGN KEY ("document_path") REFERENCES "public"."uploaded_files"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "axel_conversations_user_idx" ON "axel_conversations" USING btree ("user_id","last_used_at");--> statement-breakpoint
CREATE INDEX "axel_conversations_last_used_idx" ON "axel_conversations" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "axel_turns_conversation_idx" ON "axel_turns" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "axel_turns_rated_idx" ON "axel_turns" USING btree ("rated_at");