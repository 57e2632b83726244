-- Issue 18 (budget: a 100 000-line statement imported in < 10 s, on PGlite too). A foreign
-- key is checked row by row: a lookup and a row lock for each inserted row. Measured on a
-- 100 000-line import, the keys of records and statement lines were the largest single cost
-- after the indexes — about 3 s on PostgreSQL and 6 s on PGlite — for what amounts to a
-- handful of distinct parents (one account, one import). These keys are now checked once per
-- statement, set-based, by the triggers below, with the same guarantees:
--   * every record's (account_id, user_id) and, for a transfer, (to_account_id, user_id) is
--     an account of that very user, and every statement line's import exists;
--   * the parents are locked FOR KEY SHARE until commit, exactly as the key checks lock
--     them, so a concurrent delete waits and then sees the children;
--   * a violation raises SQLSTATE 23503 (foreign_key_violation) naming the old constraint;
--   * deleting an account deletes its records (and records moving money into it); deleting
--     an import deletes its lines. Nothing deletes an account or an import on its own —
--     accounts are archived, imports undone — so these cascades only run as part of
--     deleting a person (users → money_accounts, users → imports).
-- The key from records to users goes without a replacement: the account key already ties
-- each record to an account of its user (account_id is never null), and the person's
-- records go with their accounts.
ALTER TABLE "records" DROP CONSTRAINT IF EXISTS "records_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "records" DROP CONSTRAINT "records_account_fk";
--> statement-breakpoint
ALTER TABLE "records" DROP CONSTRAINT "records_to_account_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kumbu_record_account_keys() RETURNS trigger AS $$
DECLARE
  missing record;
BEGIN
  PERFORM 1 FROM money_accounts a
    JOIN (SELECT account_id AS id, user_id FROM new_rows
          UNION SELECT to_account_id, user_id FROM new_rows WHERE to_account_id IS NOT NULL) n
      ON a.id = n.id AND a.user_id = n.user_id
    FOR KEY SHARE OF a;
  SELECT n.id, n.user_id INTO missing
    FROM (SELECT account_id AS id, user_id FROM new_rows
          UNION SELECT to_account_id, user_id FROM new_rows WHERE to_account_id IS NOT NULL) n
    WHERE NOT EXISTS (SELECT 1 FROM money_accounts a WHERE a.id = n.id AND a.user_id = n.user_id)
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "records" violates foreign key constraint "records_account_fk"'
      USING ERRCODE = '23503', CONSTRAINT = 'records_account_fk', TABLE = 'records',
        DETAIL = format('Key (account_id, user_id)=(%s, %s) is not present in table "money_accounts".', missing.id, missing.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER records_account_keys_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_account_keys();
--> statement-breakpoint
CREATE TRIGGER records_account_keys_update AFTER UPDATE ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_account_keys();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kumbu_account_records_cascade() RETURNS trigger AS $$
BEGIN
  -- Two statements, each on its own index (an OR would scan every record).
  DELETE FROM records r USING old_rows o WHERE r.user_id = o.user_id AND r.account_id = o.id;
  DELETE FROM records r USING old_rows o WHERE r.user_id = o.user_id AND r.kind = 'transfer' AND r.to_account_id = o.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER money_accounts_records_cascade AFTER DELETE ON money_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_account_records_cascade();
--> statement-breakpoint
ALTER TABLE "statement_lines" DROP CONSTRAINT "statement_lines_import_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kumbu_statement_line_import_keys() RETURNS trigger AS $$
DECLARE
  missing uuid;
BEGIN
  PERFORM 1 FROM imports i JOIN (SELECT DISTINCT import_id FROM new_rows) n ON i.id = n.import_id FOR KEY SHARE OF i;
  SELECT n.import_id INTO missing FROM (SELECT DISTINCT import_id FROM new_rows) n
    WHERE NOT EXISTS (SELECT 1 FROM imports i WHERE i.id = n.import_id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "statement_lines" violates foreign key constraint "statement_lines_import_fk"'
      USING ERRCODE = '23503', CONSTRAINT = 'statement_lines_import_fk', TABLE = 'statement_lines',
        DETAIL = format('Key (import_id)=(%s) is not present in table "imports".', missing);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER statement_lines_import_keys_insert AFTER INSERT ON statement_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_statement_line_import_keys();
--> statement-breakpoint
CREATE TRIGGER statement_lines_import_keys_update AFTER UPDATE ON statement_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_statement_line_import_keys();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kumbu_import_lines_cascade() RETURNS trigger AS $$
BEGIN
  DELETE FROM statement_lines l USING old_rows o WHERE l.import_id = o.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER imports_lines_cascade AFTER DELETE ON imports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_import_lines_cascade();
