CREATE TABLE "lead_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"clock_mode" text DEFAULT 'business' NOT NULL,
	"round_robin" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rr_counter" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_settings_single_row" CHECK ("lead_settings"."id" = 1),
	CONSTRAINT "lead_settings_clock_check" CHECK ("lead_settings"."clock_mode" in ('business', 'plain'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_action_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_owner_idx" ON "contact_messages" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead', 'digest'));--> statement-breakpoint
-- Added by hand (decision 047): the one settings row, and leads already handled count as answered when they left 'new'.
INSERT INTO "lead_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "contact_messages" SET "first_reply_at" = coalesce("status_changed_at", "created_at") WHERE "status" <> 'new';
