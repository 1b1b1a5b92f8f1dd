CREATE TABLE "event_answers" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"going_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_answers_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_answers_answer_check" CHECK ("event_answers"."answer" in ('going', 'maybe', 'not-going'))
);
--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_answers_user_idx" ON "event_answers" USING btree ("user_id");