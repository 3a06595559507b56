CREATE TABLE "figure_daily" (
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "figure_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "figure_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	"path" text,
	"page_kind" text,
	"subject" text,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"save_data" boolean DEFAULT false NOT NULL,
	"query" text,
	"results" integer,
	"count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "figure_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "figure_events_day_idx" ON "figure_events" USING btree ("day","kind");--> statement-breakpoint
CREATE INDEX "figure_events_visitor_idx" ON "figure_events" USING btree ("visitor","at");