CREATE TABLE "clockify_webhook_deliveries" (
	"digest" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clockify_webhook_deliveries_received_at_idx" ON "clockify_webhook_deliveries" USING btree ("received_at");