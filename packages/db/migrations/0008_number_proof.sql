-- Issue 14 item 1: a WhatsApp number is bound to an account only once proven (decision 0016).
-- profiles.whatsapp_id keeps meaning "the account's proven number" (its UNIQUE constraint,
-- profiles_whatsapp_id_unique, is what guarantees a proven number belongs to one account);
-- existing rows keep their numbers as proven — they were bound before this rule existed.
-- A number not yet proven is a pending claim here: one per account, several accounts may
-- claim the same number, and the code a person sends from WhatsApp (KUMBU-123456) names
-- which claim it confirms.
CREATE TABLE "whatsapp_claims" (
	"user_id" text PRIMARY KEY NOT NULL,
	"whatsapp_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_claims" ADD CONSTRAINT "whatsapp_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_claims_number_code_idx" ON "whatsapp_claims" USING btree ("whatsapp_id","code");
--> statement-breakpoint
-- SMS codes sent from Settings to confirm a claim belong to that account (null: the
-- wizard's sign-up codes), so one account's code can neither confirm another's claim nor
-- replace a sign-up code in flight.
ALTER TABLE "phone_verifications" ADD COLUMN "user_id" text;
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id");
