-- Issue 16 item 2: a short-lived memory per person of the conversation (the last question's
-- topic, period, category and party; the records the last message touched), so follow-ups
-- work: "e em transporte?", "e o mês passado?", "e a Joana?", "metade", "apaga o 2". One row per
-- user, replaced on each message, read only while `expires_at` is ahead; erased with the user.
CREATE TABLE "conversation_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_state" ADD CONSTRAINT "conversation_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
