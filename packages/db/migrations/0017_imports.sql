-- Issue 18: statement imports. An import is one file read into one money account; every
-- movement it held is a statement line that says what became of it: a new record
-- ('inserted'), a line another import already brought ('duplicate'), a record the person had
-- logged by chat or receipt ('matched'), or a SAF-T invoice it pays ('settled'). Undo takes
-- back the records the import inserted and puts matched records back where they were.
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"format" text NOT NULL,
	"kind" text NOT NULL,
	"institution" text,
	"file_name" text,
	"file_sha256" text NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"first_day" date,
	"last_day" date,
	"opening_balance_cents" bigint,
	"closing_balance_cents" bigint,
	"movements_count" integer NOT NULL,
	"inserted_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL,
	"matched_count" integer NOT NULL,
	"pages" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "imports_kind_check" CHECK ("kind" IN ('bank', 'mobile_money', 'saft'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_account_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "public"."money_accounts"("id", "user_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"day" date NOT NULL,
	"value_day" date,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	-- The description folded (case, accents, spaces, punctuation): what duplicates compare.
	"description_key" text NOT NULL,
	"balance_cents" bigint,
	"counterparty" text,
	"reference" text,
	"role" text DEFAULT 'movement' NOT NULL,
	"outcome" text NOT NULL,
	"record_id" uuid,
	-- A matched record that lived on another account before the statement showed where it was paid.
	"moved_from_account_id" uuid,
	-- SAF-T: the invoice this line is (invoice_no) or the invoice line it pays (settles_line_id).
	"invoice_no" text,
	"invoice_type" text,
	"settles_line_id" bigint,
	"duplicate_of_line_id" bigint,
	CONSTRAINT "statement_lines_outcome_check" CHECK ("outcome" IN ('inserted', 'duplicate', 'matched', 'settled')),
	CONSTRAINT "statement_lines_role_check" CHECK ("role" IN ('movement', 'fee'))
);
--> statement-breakpoint
-- Lines hang from their import only (it goes with the user, by cascade): foreign keys to the
-- user, the record and other lines would cost a lookup each per line of a 100 000-line import.
-- A line's record may be gone (the person deleted it); every query joins records to use it.
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_import_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Duplicates are looked for by account and day; the import's lines by import.
CREATE INDEX "statement_lines_account_day_idx" ON "statement_lines" USING btree ("user_id", "account_id", "day");
--> statement-breakpoint
CREATE INDEX "statement_lines_import_idx" ON "statement_lines" USING btree ("import_id", "position");
--> statement-breakpoint
CREATE INDEX "statement_lines_record_idx" ON "statement_lines" USING btree ("record_id") WHERE "record_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "statement_lines_invoice_idx" ON "statement_lines" USING btree ("user_id", "invoice_no") WHERE "invoice_no" IS NOT NULL;
--> statement-breakpoint
-- A table layout's column mapping, remembered per institution and account, so the next file
-- from that bank imports in one tap.
CREATE TABLE "import_mappings" (
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"layout" text NOT NULL,
	"institution" text,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_pk" PRIMARY KEY("user_id", "account_id", "layout")
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Statement lines that are moves between the person's own accounts, as the person confirmed
-- them ("LEV ATM" on the BAI account → Carteira): the words, folded, and the other account.
CREATE TABLE "transfer_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"words" text NOT NULL,
	"other_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_rules_other_check" CHECK ("account_id" <> "other_account_id")
);
--> statement-breakpoint
ALTER TABLE "transfer_rules" ADD CONSTRAINT "transfer_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_rules_words_idx" ON "transfer_rules" USING btree ("user_id", "account_id", "words");
--> statement-breakpoint
-- A file uploaded for import, kept between the preview and the commit (the web's "Importar"
-- after adjusting columns, WhatsApp's "Importar" button), so it is sent once. Removed on
-- commit or cancel, and a day after upload by the next upload's sweep.
CREATE TABLE "import_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text,
	"bytes" bytea NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_uploads" ADD CONSTRAINT "import_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "import_uploads_user_idx" ON "import_uploads" USING btree ("user_id", "created_at");
--> statement-breakpoint
-- The change feed per statement, not per row: an import writes thousands of records in a few
-- statements, and a NOTIFY per row (0001) cost more than the rows themselves and woke every
-- listener thousands of times. Each statement still leaves one record_events row per record
-- (reconnecting clients catch up from them, in order), and one NOTIFY per person it touched,
-- carrying the newest event id; listeners read from their cursor, as before.
CREATE OR REPLACE FUNCTION kumbu_record_changes() RETURNS trigger AS $$
DECLARE
  touched record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO record_events (user_id, record_id, collection, op)
      SELECT user_id, id, collection, 'delete' FROM old_rows;
    FOR touched IN SELECT user_id FROM old_rows GROUP BY user_id LOOP
      PERFORM pg_notify('kumbu_records', json_build_object('id', (SELECT max(id) FROM record_events WHERE user_id = touched.user_id), 'userId', touched.user_id)::text);
    END LOOP;
  ELSE
    INSERT INTO record_events (user_id, record_id, collection, op)
      SELECT user_id, id, collection, 'upsert' FROM new_rows;
    FOR touched IN SELECT user_id FROM new_rows GROUP BY user_id LOOP
      PERFORM pg_notify('kumbu_records', json_build_object('id', (SELECT max(id) FROM record_events WHERE user_id = touched.user_id), 'userId', touched.user_id)::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_change_feed ON records;
--> statement-breakpoint
CREATE TRIGGER records_change_feed_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_changes();
--> statement-breakpoint
CREATE TRIGGER records_change_feed_update AFTER UPDATE ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_changes();
--> statement-breakpoint
CREATE TRIGGER records_change_feed_delete AFTER DELETE ON records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_changes();
