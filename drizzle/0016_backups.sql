CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"slot" text,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text,
	"bytes" bigint,
	"sha256" text,
	"encrypted" boolean DEFAULT false NOT NULL,
	"duration_ms" integer,
	"counts" jsonb,
	"error" text,
	"remote" text DEFAULT 'none' NOT NULL,
	"remote_error" text,
	"instance" text NOT NULL,
	"actor_name" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backups_slot_unique" UNIQUE("slot"),
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('running', 'ok', 'failed')),
	CONSTRAINT "backups_remote_check" CHECK ("backups"."remote" in ('none', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "site_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_identity_single_row" CHECK ("site_identity"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");--> statement-breakpoint
-- Each database gets its own random site id at once (src/server/db/schema.ts, siteIdentity).
INSERT INTO "site_identity" ("id") VALUES (1) ON CONFLICT DO NOTHING;
