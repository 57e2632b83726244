-- Issue 19: a year of 100 000 records answers in tens of milliseconds. Every figure of the
-- dashboard, the co-pilot and the reports was computed by reading every record of the range
-- into the server and summing in JavaScript (about a second for a busy shop's year). These
-- daily totals are kept in the same transaction as every record write, by statement triggers
-- (an import of 5 000 lines updates each day's totals once, not 5 000 times), so a year's
-- figures read a few thousand rows of sums, whatever the number of records.
--
-- One row per person, Luanda day, account, kind, currency, category, party and — for a
-- foreign currency only — the amount of each record: a dollar record is converted into kwanza
-- at its day's rate and rounded on its own, so dollar records are summed only with others of
-- the same amount on the same day, and the kwanza figures stay exactly those of a pass over
-- the records. The party is kept for debts and loans (whose balances are by party) and left
-- out of income and expense rows, which would otherwise approach one row per record. A
-- transfer is kept from its account (kind 'transfer') and into the other one ('transferIn',
-- with its own amount and currency), for balances per account.
--
-- Rows whose count returns to zero are deleted, so deleting a person's records leaves nothing
-- of theirs here (no key to users: the records' cascade would run after the totals were gone).
-- `kumbu totals rebuild` recomputes a person's rows (or everyone's) from the records.
-- NULLS NOT DISTINCT (PostgreSQL 15+): one row for "no category", one for "no party".
CREATE TABLE "record_day_totals" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"category" text,
	"party" text,
	"unit_cents" bigint DEFAULT 0 NOT NULL,
	"n" integer NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "record_day_totals_key" ON "record_day_totals"
  ("user_id", "day", "account_id", "kind", "currency", "category", "party", "unit_cents") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "record_day_totals_empty_idx" ON "record_day_totals" ("user_id") WHERE "n" = 0;
--> statement-breakpoint
-- Each statement's records, grouped: a record's own side and, for a transfer, the side into
-- the other account, signed (+1 counts it in, −1 takes it out). Written out in each statement
-- (a LATERAL set-returning function over the whole row trips PGlite's planner).
CREATE OR REPLACE FUNCTION kumbu_record_day_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_day_totals AS t (user_id, day, account_id, kind, currency, category, party, unit_cents, n, cents)
      SELECT d.user_id, d.day, d.account_id, d.kind, d.currency, d.category, d.party, d.unit_cents, sum(d.n), sum(d.cents)
      FROM (
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, r.account_id, r.kind, r.currency, r.category,
          CASE WHEN r.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN r.party END AS party,
          CASE WHEN r.currency = 'AOA' THEN 0 ELSE r.amount_cents END AS unit_cents, 1 AS n, r.amount_cents AS cents
        FROM new_rows r
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date, r.to_account_id, 'transferIn', r.to_currency, r.category, NULL,
          CASE WHEN r.to_currency = 'AOA' THEN 0 ELSE r.to_amount_cents END, 1, r.to_amount_cents
        FROM new_rows r WHERE r.kind = 'transfer' AND r.to_account_id IS NOT NULL AND r.to_amount_cents IS NOT NULL AND r.to_currency IS NOT NULL
      ) d
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (user_id, day, account_id, kind, currency, category, party, unit_cents)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO record_day_totals AS t (user_id, day, account_id, kind, currency, category, party, unit_cents, n, cents)
      SELECT d.user_id, d.day, d.account_id, d.kind, d.currency, d.category, d.party, d.unit_cents, sum(d.n), sum(d.cents)
      FROM (
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, r.account_id, r.kind, r.currency, r.category,
          CASE WHEN r.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN r.party END AS party,
          CASE WHEN r.currency = 'AOA' THEN 0 ELSE r.amount_cents END AS unit_cents, -1 AS n, -r.amount_cents AS cents
        FROM old_rows r
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date, r.to_account_id, 'transferIn', r.to_currency, r.category, NULL,
          CASE WHEN r.to_currency = 'AOA' THEN 0 ELSE r.to_amount_cents END, -1, -r.to_amount_cents
        FROM old_rows r WHERE r.kind = 'transfer' AND r.to_account_id IS NOT NULL AND r.to_amount_cents IS NOT NULL AND r.to_currency IS NOT NULL
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, r.account_id, r.kind, r.currency, r.category,
          CASE WHEN r.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN r.party END AS party,
          CASE WHEN r.currency = 'AOA' THEN 0 ELSE r.amount_cents END AS unit_cents, 1 AS n, r.amount_cents AS cents
        FROM new_rows r
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date, r.to_account_id, 'transferIn', r.to_currency, r.category, NULL,
          CASE WHEN r.to_currency = 'AOA' THEN 0 ELSE r.to_amount_cents END, 1, r.to_amount_cents
        FROM new_rows r WHERE r.kind = 'transfer' AND r.to_account_id IS NOT NULL AND r.to_amount_cents IS NOT NULL AND r.to_currency IS NOT NULL
      ) d
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      -- An edit that changes nothing the totals keep (a description, a note) writes nothing.
      HAVING sum(d.n) <> 0 OR sum(d.cents) <> 0
      ON CONFLICT (user_id, day, account_id, kind, currency, category, party, unit_cents)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents;
  ELSE
    INSERT INTO record_day_totals AS t (user_id, day, account_id, kind, currency, category, party, unit_cents, n, cents)
      SELECT d.user_id, d.day, d.account_id, d.kind, d.currency, d.category, d.party, d.unit_cents, sum(d.n), sum(d.cents)
      FROM (
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, r.account_id, r.kind, r.currency, r.category,
          CASE WHEN r.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN r.party END AS party,
          CASE WHEN r.currency = 'AOA' THEN 0 ELSE r.amount_cents END AS unit_cents, -1 AS n, -r.amount_cents AS cents
        FROM old_rows r
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date, r.to_account_id, 'transferIn', r.to_currency, r.category, NULL,
          CASE WHEN r.to_currency = 'AOA' THEN 0 ELSE r.to_amount_cents END, -1, -r.to_amount_cents
        FROM old_rows r WHERE r.kind = 'transfer' AND r.to_account_id IS NOT NULL AND r.to_amount_cents IS NOT NULL AND r.to_currency IS NOT NULL
      ) d
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (user_id, day, account_id, kind, currency, category, party, unit_cents)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents;
  END IF;
  DELETE FROM record_day_totals t WHERE t.n = 0 AND t.user_id IN (SELECT o.user_id FROM old_rows o);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER records_day_totals_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_day_totals();
--> statement-breakpoint
CREATE TRIGGER records_day_totals_update AFTER UPDATE ON records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_day_totals();
--> statement-breakpoint
CREATE TRIGGER records_day_totals_delete AFTER DELETE ON records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_day_totals();
--> statement-breakpoint
-- A person's totals (or everyone's, with NULL) recomputed from their records.
CREATE OR REPLACE FUNCTION kumbu_rebuild_day_totals(who text) RETURNS integer AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM record_day_totals WHERE who IS NULL OR user_id = who;
  INSERT INTO record_day_totals (user_id, day, account_id, kind, currency, category, party, unit_cents, n, cents)
    SELECT d.user_id, d.day, d.account_id, d.kind, d.currency, d.category, d.party, d.unit_cents, sum(d.n), sum(d.cents)
    FROM (
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, r.account_id, r.kind, r.currency, r.category,
          CASE WHEN r.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN r.party END AS party,
          CASE WHEN r.currency = 'AOA' THEN 0 ELSE r.amount_cents END AS unit_cents, 1 AS n, r.amount_cents AS cents
        FROM (SELECT * FROM records WHERE who IS NULL OR user_id = who) r
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date, r.to_account_id, 'transferIn', r.to_currency, r.category, NULL,
          CASE WHEN r.to_currency = 'AOA' THEN 0 ELSE r.to_amount_cents END, 1, r.to_amount_cents
        FROM (SELECT * FROM records WHERE who IS NULL OR user_id = who) r WHERE r.kind = 'transfer' AND r.to_account_id IS NOT NULL AND r.to_amount_cents IS NOT NULL AND r.to_currency IS NOT NULL
    ) d
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT kumbu_rebuild_day_totals(NULL);
