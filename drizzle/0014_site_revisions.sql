CREATE TABLE "site_revisions" (
	"topic" text PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The catalogue's counter carries over; the content's starts from the same number, so no instance holding either
-- takes an older revision for a newer one (docs/decisions/062-server-folders.md).
INSERT INTO "site_revisions" ("topic", "revision", "changed_at")
SELECT t.topic, coalesce((SELECT "revision" FROM "catalogue_revision" WHERE "id" = 1), 0), now()
FROM (VALUES ('catalogue'), ('content')) AS t(topic);
