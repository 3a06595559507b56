CREATE TABLE "contact_message_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_slug" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "contact_message_items_quantity_check" CHECK ("contact_message_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "contact_message_items" ADD CONSTRAINT "contact_message_items_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_message_items_message_position_idx" ON "contact_message_items" USING btree ("message_id","position");