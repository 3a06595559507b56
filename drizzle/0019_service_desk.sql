CREATE TABLE "calibration_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"customer_name" text NOT NULL,
	"model" text NOT NULL,
	"serial" text NOT NULL,
	"tests" jsonb NOT NULL,
	"environment" jsonb NOT NULL,
	"standards" jsonb NOT NULL,
	"calibrated_on" text NOT NULL,
	"next_due" text NOT NULL,
	"passed" boolean NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"issued_by" integer,
	"issued_by_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_certificates_number_unique" UNIQUE("number"),
	CONSTRAINT "calibration_certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "calibration_certificates_language_check" CHECK ("calibration_certificates"."language" in ('en', 'fa', 'ps'))
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"phone_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"merged_into" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_kind_check" CHECK ("customers"."kind" in ('company', 'person'))
);
--> statement-breakpoint
CREATE TABLE "service_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "service_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_events_kind_check" CHECK ("service_events"."kind" in ('status', 'note'))
);
--> statement-breakpoint
CREATE TABLE "service_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text DEFAULT 'repair' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"category_id" integer,
	"serial" text NOT NULL,
	"serial_key" text NOT NULL,
	"unit_id" integer,
	"fault" text NOT NULL,
	"purchase_date" text,
	"purchase_place" text DEFAULT '' NOT NULL,
	"office" text DEFAULT '' NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"pickup_address" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_key" text NOT NULL,
	"email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"assignee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "service_requests_kind_check" CHECK ("service_requests"."kind" in ('repair', 'calibration')),
	CONSTRAINT "service_requests_locale_check" CHECK ("service_requests"."locale" in ('en', 'fa', 'ps')),
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('received', 'diagnosing', 'quotation-sent', 'approved', 'declined', 'repairing', 'calibrating', 'ready', 'collected', 'returned-unrepaired'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"serial" text NOT NULL,
	"serial_key" text NOT NULL,
	"customer_id" integer,
	"sale_date" text NOT NULL,
	"warranty_months" integer DEFAULT 12 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_warranty_check" CHECK ("units"."warranty_months" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "quotations" DROP CONSTRAINT "quotations_status_check";--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "serial_pattern" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "service_request_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "service_request_id" integer;--> statement-breakpoint
ALTER TABLE "calibration_certificates" ADD CONSTRAINT "calibration_certificates_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_certificates" ADD CONSTRAINT "calibration_certificates_issued_by_staff_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_customers_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_links" ADD CONSTRAINT "service_links_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_photos" ADD CONSTRAINT "service_photos_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_certificates_request_idx" ON "calibration_certificates" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_contacts_email_idx" ON "customer_contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customer_contacts_phone_idx" ON "customer_contacts" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "service_drafts_created_idx" ON "service_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_events_request_idx" ON "service_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "service_links_request_idx" ON "service_links" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "service_links_expires_idx" ON "service_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_photos_position_idx" ON "service_photos" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_requests_serial_idx" ON "service_requests" USING btree ("serial_key");--> statement-breakpoint
CREATE INDEX "service_requests_phone_idx" ON "service_requests" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "service_requests_assignee_idx" ON "service_requests" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "service_requests_unit_idx" ON "service_requests" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_product_serial_idx" ON "units" USING btree ("product_id","serial_key");--> statement-breakpoint
CREATE INDEX "units_serial_idx" ON "units" USING btree ("serial_key");--> statement-breakpoint
CREATE INDEX "units_customer_idx" ON "units" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_customer_idx" ON "contact_messages" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_service_request_idx" ON "mail_outbox" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "quotations_service_request_idx" ON "quotations" USING btree ("service_request_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead', 'digest', 'quotation', 'notice', 'library', 'service'));--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_owner_check" CHECK (("quotations"."lead_id" is null) <> ("quotations"."service_request_id" is null));--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('draft', 'sent', 'accepted', 'changes-requested', 'declined', 'superseded', 'revoked'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('owner', 'editor', 'sales', 'service'));