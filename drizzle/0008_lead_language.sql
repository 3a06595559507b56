-- Issue 13: the language of the page a lead was sent from (en, fa, ps), for staff and the sales e-mail.
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('en', 'fa', 'ps'));