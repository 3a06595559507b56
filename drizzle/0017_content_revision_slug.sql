ALTER TABLE "content_revisions" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "sort_order" integer;