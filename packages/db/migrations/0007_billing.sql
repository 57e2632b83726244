CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"plan" text NOT NULL,
	"duration" text NOT NULL,
	"months" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'AOA' NOT NULL,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"reference_entity" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"expires_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_notices" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"days_before" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_notices_user_id_kind_days_before_ends_at_pk" PRIMARY KEY("user_id","kind","days_before","ends_at")
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"user_id" text NOT NULL,
	"metric" text NOT NULL,
	"period" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_counters_user_id_metric_period_pk" PRIMARY KEY("user_id","metric","period")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "intent_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "language" text DEFAULT 'pt' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_notices" ADD CONSTRAINT "subscription_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_user_idx" ON "payment_intents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_gateway_ref_idx" ON "payment_intents" USING btree ("gateway","gateway_reference");--> statement-breakpoint
CREATE INDEX "payment_intents_pending_idx" ON "payment_intents" USING btree ("expires_at") WHERE "payment_intents"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_intent_id_unique" UNIQUE("intent_id");