-- Each change of a record admins edit keeps the whole record as it left it: its History restores it.
ALTER TABLE "audit_log" ADD COLUMN "version" jsonb;