ALTER TABLE "profiles" ADD COLUMN "category_memory" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "trial_end_notice_at" timestamp with time zone;