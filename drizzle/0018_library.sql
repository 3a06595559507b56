CREATE TABLE "library_advisories" (
	"id" serial PRIMARY KEY NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"instead" text DEFAULT '' NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_advisories_severity_check" CHECK ("library_advisories"."severity" in ('info', 'caution', 'do-not-install')),
	CONSTRAINT "library_advisories_dates_check" CHECK ("library_advisories"."ends_on" is null or "library_advisories"."ends_on" >= "library_advisories"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "library_advisory_releases" (
	"advisory_id" integer NOT NULL,
	"release_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "library_files_sha_check" CHECK ("library_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "library_mail" (
	"outbox_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"release_id" integer,
	"advisory_id" integer,
	CONSTRAINT "library_mail_kind_check" CHECK ("library_mail"."kind" in ('confirm', 'release', 'advisory'))
);
--> statement-breakpoint
CREATE TABLE "library_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"release_date" text NOT NULL,
	"status" text DEFAULT 'current' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb,
	"requirements" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_releases_kind_check" CHECK ("library_releases"."kind" in ('firmware', 'field-software', 'desktop-software', 'driver', 'manual', 'quick-guide', 'release-notes', 'calibration', 'cad', 'other')),
	CONSTRAINT "library_releases_status_check" CHECK ("library_releases"."status" in ('recommended', 'current', 'superseded', 'withdrawn')),
	CONSTRAINT "library_releases_date_check" CHECK ("library_releases"."release_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "library_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"product_id" integer NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_subscriptions_token_unique" UNIQUE("token"),
	CONSTRAINT "library_subscriptions_locale_check" CHECK ("library_subscriptions"."locale" in ('en', 'fa', 'ps'))
);
--> statement-breakpoint
CREATE TABLE "library_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer,
	"advisory_id" integer,
	"product_id" integer,
	"category_id" integer,
	CONSTRAINT "library_targets_item_check" CHECK (("library_targets"."release_id" is null) <> ("library_targets"."advisory_id" is null)),
	CONSTRAINT "library_targets_target_check" CHECK (("library_targets"."product_id" is null) <> ("library_targets"."category_id" is null))
);
--> statement-breakpoint
CREATE TABLE "library_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"sha256" text,
	"content_type" text,
	"problem" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "library_uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "library_uploads_status_check" CHECK ("library_uploads"."status" in ('uploading', 'complete', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "library_advisory_releases" ADD CONSTRAINT "library_advisory_releases_advisory_id_library_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."library_advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_advisory_releases" ADD CONSTRAINT "library_advisory_releases_release_id_library_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."library_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_release_id_library_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."library_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_mail" ADD CONSTRAINT "library_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_mail" ADD CONSTRAINT "library_mail_subscription_id_library_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."library_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_mail" ADD CONSTRAINT "library_mail_release_id_library_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."library_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_mail" ADD CONSTRAINT "library_mail_advisory_id_library_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."library_advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_subscriptions" ADD CONSTRAINT "library_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_targets" ADD CONSTRAINT "library_targets_release_id_library_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."library_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_targets" ADD CONSTRAINT "library_targets_advisory_id_library_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."library_advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_targets" ADD CONSTRAINT "library_targets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_targets" ADD CONSTRAINT "library_targets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_uploads" ADD CONSTRAINT "library_uploads_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_advisory_releases_idx" ON "library_advisory_releases" USING btree ("advisory_id","release_id");--> statement-breakpoint
CREATE INDEX "library_files_release_idx" ON "library_files" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_subscriptions_email_product_idx" ON "library_subscriptions" USING btree ("email","product_id");--> statement-breakpoint
CREATE INDEX "library_subscriptions_product_idx" ON "library_subscriptions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "library_targets_release_idx" ON "library_targets" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "library_targets_advisory_idx" ON "library_targets" USING btree ("advisory_id");--> statement-breakpoint
CREATE INDEX "library_targets_product_idx" ON "library_targets" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "library_uploads_created_idx" ON "library_uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead', 'digest', 'quotation', 'notice', 'library'));