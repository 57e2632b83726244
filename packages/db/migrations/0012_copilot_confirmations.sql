-- Issue 14 item 19: a Sim tapped on "Não tenho dívida registada… quer registar?" records once.
-- WhatsApp keeps the button tappable, so each question (the inbound message it answered) is
-- claimed here in the transaction that writes the record; a second tap finds the claim.
CREATE TABLE "copilot_confirmations" (
	"user_id" text NOT NULL,
	"question_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copilot_confirmations_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "copilot_confirmations" ADD CONSTRAINT "copilot_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
