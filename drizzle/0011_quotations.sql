CREATE TABLE "quotation_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" bigint NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quotation_lines_quantity_check" CHECK ("quotation_lines"."quantity" >= 1),
	CONSTRAINT "quotation_lines_unit_check" CHECK ("quotation_lines"."unit_cents" >= 0),
	CONSTRAINT "quotation_lines_discount_check" CHECK ("quotation_lines"."discount_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"number" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"afn_rate" bigint,
	"rate_date" text,
	"valid_until" text NOT NULL,
	"delivery_time" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"warranty" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text,
	"pdf" "bytea",
	"sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"response_message" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('draft', 'sent', 'accepted', 'changes-requested', 'superseded', 'revoked')),
	CONSTRAINT "quotations_language_check" CHECK ("quotations"."language" in ('en', 'fa', 'ps')),
	CONSTRAINT "quotations_currency_check" CHECK ("quotations"."currency" = 'USD'),
	CONSTRAINT "quotations_rate_check" CHECK ("quotations"."afn_rate" is null or "quotations"."afn_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_lead_id_contact_messages_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_position_idx" ON "quotation_lines" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_revision_idx" ON "quotations" USING btree ("number","revision");--> statement-breakpoint
CREATE INDEX "quotations_lead_idx" ON "quotations" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead', 'digest', 'quotation', 'notice'));