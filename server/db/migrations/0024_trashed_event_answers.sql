CREATE TABLE "trashed_event_answers" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"going_since" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"trashed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trashed_event_answers_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "trashed_event_answers" ADD CONSTRAINT "trashed_event_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;