CREATE TABLE "catalogue_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"old_slug" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "slug_redirects_type_slug_idx" ON "slug_redirects" USING btree ("entity_type","old_slug");--> statement-breakpoint
CREATE INDEX "slug_redirects_entity_idx" ON "slug_redirects" USING btree ("entity_type","entity_id");