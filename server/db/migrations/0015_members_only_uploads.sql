ALTER TABLE "uploaded_files" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Every PDF that was ever the members' rules document: the one named now, those read for Axel, and
-- those the club settings named before (their changes keep the whole settings in the audit log).
UPDATE "uploaded_files" SET "members_only" = true
WHERE "path" IN (SELECT "rules_document_url" FROM "club_config" WHERE "rules_document_url" IS NOT NULL)
  OR "path" IN (SELECT "document_path" FROM "rulebook_readings")
  OR "path" IN (
    SELECT "url" FROM "audit_log",
      LATERAL (VALUES ("before" ->> 'rulesDocumentUrl'), ("after" ->> 'rulesDocumentUrl')) AS "named"("url")
    WHERE "entity" = 'club-settings' AND "url" IS NOT NULL
  );
