-- An article may be scheduled (it goes public on its own at publish_at) and a published one may
-- carry a draft of its changes (decision 37).
ALTER TABLE "news_articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "draft" jsonb;--> statement-breakpoint
CREATE INDEX "news_publish_at_idx" ON "news_articles" USING btree ("publish_at");