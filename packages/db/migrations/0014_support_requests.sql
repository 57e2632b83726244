-- Issue 16, item 5: a person asked for on WhatsApp ("quero falar com o suporte"). The row is
-- the request and the team's e-mail queue at once: written in the inbox worker's transaction,
-- e-mailed after commit by the support mailer (emailed_at NULL = still to send; email_next_at
-- is the lease or the next retry). The person's words are theirs: the row goes with the
-- account (ON DELETE CASCADE), as their WhatsApp conversation does (erasure.ts).
CREATE TABLE "support_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	-- What the person and the team quote: "S-000123" (more digits once past 999 999).
	"reference" text GENERATED ALWAYS AS ('S-' || lpad("id"::text, greatest(6, length("id"::text)), '0')) STORED NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_next_at" timestamp with time zone,
	"email_error" text,
	CONSTRAINT "support_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "support_requests_channel_check" CHECK ("channel" IN ('whatsapp', 'web')),
	CONSTRAINT "support_requests_status_check" CHECK ("status" IN ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A person's open request of the last half hour is found again (no second e-mail).
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id", "created_at");
--> statement-breakpoint
-- The support mailer's queue: only the rows still to e-mail.
CREATE INDEX "support_requests_unsent_idx" ON "support_requests" USING btree ("id") WHERE "emailed_at" IS NULL;
