-- Issue 16 item 6: what an unknown number sent before signing up is kept (only messages the
-- co-pilot would record: an amount to book) and offered once the number belongs to an
-- account. Keyed by the number as inbound_messages.from_id has it (wa_id digits, no '+');
-- message_id is the inbound wamid, unique so a webhook delivered twice keeps once. At most
-- 20 rows a number, for 30 days (packages/db/src/stranger-messages.ts); offered_at marks the
-- one offer ever made. Not linked to users: until sign-up no account exists.
CREATE TABLE "stranger_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"whatsapp_id" text NOT NULL,
	"message_id" text NOT NULL,
	"text" text NOT NULL,
	"sent_day" date NOT NULL,
	"record_day" date NOT NULL,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stranger_messages_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE INDEX "stranger_messages_number_idx" ON "stranger_messages" USING btree ("whatsapp_id","id");
--> statement-breakpoint
CREATE INDEX "stranger_messages_created_idx" ON "stranger_messages" USING btree ("created_at");
