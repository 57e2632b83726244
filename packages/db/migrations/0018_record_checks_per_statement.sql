-- Issue 18 (budget: a 100 000-line statement imported in < 10 s, on PGlite too): the per-row
-- BEFORE trigger kumbu_record_accounts() ran a PL/pgSQL call and a money_accounts lookup for
-- every inserted record — 1.2 s of a 100 000-record import on PGlite — only to confirm that a
-- record's currency is its account's. On insert it now fires only for the rows it has work
-- for (no account given: the default cash account is chosen; a transfer: the destination's
-- currency is filled in; stray transfer columns on another kind: cleared), and the currency of
-- every inserted row is checked once per statement, set-based, by the AFTER trigger below.
-- That the account is the user's is the composite foreign key's job (records_account_fk).
-- Updates keep the per-row trigger unchanged: they come one or a few at a time.
DROP TRIGGER IF EXISTS records_accounts ON records;
--> statement-breakpoint
CREATE TRIGGER records_accounts_insert
  BEFORE INSERT ON records
  FOR EACH ROW
  WHEN (NEW.account_id IS NULL OR NEW.kind = 'transfer' OR NEW.to_account_id IS NOT NULL
    OR NEW.to_amount_cents IS NOT NULL OR NEW.to_currency IS NOT NULL OR NEW.rate IS NOT NULL)
  EXECUTE FUNCTION kumbu_record_accounts();
--> statement-breakpoint
CREATE TRIGGER records_accounts_update
  BEFORE UPDATE ON records
  FOR EACH ROW EXECUTE FUNCTION kumbu_record_accounts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kumbu_record_currencies() RETURNS trigger AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.currency, a.currency AS account_currency INTO bad
    FROM new_rows n JOIN money_accounts a ON a.id = n.account_id
    WHERE a.currency <> n.currency LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'kumbu: record currency % differs from its account''s %', bad.currency, bad.account_currency USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER records_currency_check_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_currencies();
