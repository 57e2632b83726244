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
--
-- Two coarser tables are kept from the same changes, so a long range reads few rows:
--   * record_day_flows — per person, day, kind and currency: the daily series (a year: a few
--     thousand rows, whatever the number of categories and parties);
--   * record_month_totals — per person, month, kind, category and party, in kwanza: the
--     breakdowns of the whole months of a range (its first and last days, when they cut a
--     month, come from the daily rows), and the all-time debt and loan balances.
-- kumbu_rebuild_day_totals recomputes a person's rows (or everyone's) from the records.
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
) WITH (fillfactor = 70);
--> statement-breakpoint
CREATE UNIQUE INDEX "record_day_totals_key" ON "record_day_totals"
  ("user_id", "day", "account_id", "kind", "currency", "category", "party", "unit_cents") NULLS NOT DISTINCT;
--> statement-breakpoint
-- The foreign-currency rows alone (a few percent): converted one amount at a time.
CREATE INDEX "record_day_totals_foreign_idx" ON "record_day_totals" ("user_id", "day") WHERE "currency" <> 'AOA';
--> statement-breakpoint
CREATE TABLE "record_day_flows" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"n" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "record_day_flows_pk" PRIMARY KEY ("user_id", "day", "kind", "currency")
) WITH (fillfactor = 70);
--> statement-breakpoint
CREATE TABLE "record_month_totals" (
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"category" text,
	"party" text,
	"n" integer NOT NULL,
	"cents" bigint NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
CREATE UNIQUE INDEX "record_month_totals_key" ON "record_month_totals"
  ("user_id", "month", "kind", "currency", "category", "party") NULLS NOT DISTINCT;
--> statement-breakpoint
-- Each statement's records, grouped once (d): a record's own side and, for a transfer, the
-- side into the other account, signed (+1 counts it in, −1 takes it out); then written to
-- the three tables in one statement. Written out in full (a LATERAL set-returning function
-- over the whole row trips PGlite's planner).
CREATE OR REPLACE FUNCTION kumbu_record_day_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH d AS (
      SELECT x.user_id, x.day, x.account_id, x.kind, x.currency, x.category, x.party, x.unit_cents, sum(x.n)::integer AS n, sum(x.cents)::bigint AS cents
      FROM (
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, r.account_id, r.kind, r.currency, r.category,
          CASE WHEN r.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN r.party END AS party,
          CASE WHEN r.currency = 'AOA' THEN 0 ELSE r.amount_cents END AS unit_cents, 1 AS n, r.amount_cents AS cents
        FROM new_rows r
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date, r.to_account_id, 'transferIn', r.to_currency, r.category, NULL,
          CASE WHEN r.to_currency = 'AOA' THEN 0 ELSE r.to_amount_cents END, 1, r.to_amount_cents
        FROM new_rows r WHERE r.kind = 'transfer' AND r.to_account_id IS NOT NULL AND r.to_amount_cents IS NOT NULL AND r.to_currency IS NOT NULL
      ) x
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
    days AS (
      INSERT INTO record_day_totals AS t (user_id, day, account_id, kind, currency, category, party, unit_cents, n, cents)
      SELECT * FROM d
      ON CONFLICT (user_id, day, account_id, kind, currency, category, party, unit_cents)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents),
    flows AS (
      INSERT INTO record_day_flows AS t (user_id, day, kind, currency, n, cents)
      SELECT user_id, day, kind, currency, sum(n), sum(cents) FROM d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(cents) <> 0
      ON CONFLICT (user_id, day, kind, currency)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents)
    INSERT INTO record_month_totals AS t (user_id, month, kind, currency, category, party, n, cents)
    SELECT user_id, date_trunc('month', day)::date, kind, currency, category, party, sum(n), sum(cents) FROM d
    WHERE currency = 'AOA' GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 OR sum(cents) <> 0
    ON CONFLICT (user_id, month, kind, currency, category, party)
    DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- An edit that changes nothing the totals keep (a description, a note) writes nothing.
    WITH d AS (
      SELECT x.user_id, x.day, x.account_id, x.kind, x.currency, x.category, x.party, x.unit_cents, sum(x.n)::integer AS n, sum(x.cents)::bigint AS cents
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
      ) x
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      HAVING sum(x.n) <> 0 OR sum(x.cents) <> 0),
    days AS (
      INSERT INTO record_day_totals AS t (user_id, day, account_id, kind, currency, category, party, unit_cents, n, cents)
      SELECT * FROM d
      ON CONFLICT (user_id, day, account_id, kind, currency, category, party, unit_cents)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents),
    flows AS (
      INSERT INTO record_day_flows AS t (user_id, day, kind, currency, n, cents)
      SELECT user_id, day, kind, currency, sum(n), sum(cents) FROM d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(cents) <> 0
      ON CONFLICT (user_id, day, kind, currency)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents)
    INSERT INTO record_month_totals AS t (user_id, month, kind, currency, category, party, n, cents)
    SELECT user_id, date_trunc('month', day)::date, kind, currency, category, party, sum(n), sum(cents) FROM d
    WHERE currency = 'AOA' GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 OR sum(cents) <> 0
    ON CONFLICT (user_id, month, kind, currency, category, party)
    DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents;
  ELSE
    WITH d AS (
      SELECT x.user_id, x.day, x.account_id, x.kind, x.currency, x.category, x.party, x.unit_cents, sum(x.n)::integer AS n, sum(x.cents)::bigint AS cents
      FROM (
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, r.account_id, r.kind, r.currency, r.category,
          CASE WHEN r.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN r.party END AS party,
          CASE WHEN r.currency = 'AOA' THEN 0 ELSE r.amount_cents END AS unit_cents, -1 AS n, -r.amount_cents AS cents
        FROM old_rows r
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date, r.to_account_id, 'transferIn', r.to_currency, r.category, NULL,
          CASE WHEN r.to_currency = 'AOA' THEN 0 ELSE r.to_amount_cents END, -1, -r.to_amount_cents
        FROM old_rows r WHERE r.kind = 'transfer' AND r.to_account_id IS NOT NULL AND r.to_amount_cents IS NOT NULL AND r.to_currency IS NOT NULL
      ) x
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
    days AS (
      INSERT INTO record_day_totals AS t (user_id, day, account_id, kind, currency, category, party, unit_cents, n, cents)
      SELECT * FROM d
      ON CONFLICT (user_id, day, account_id, kind, currency, category, party, unit_cents)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents),
    flows AS (
      INSERT INTO record_day_flows AS t (user_id, day, kind, currency, n, cents)
      SELECT user_id, day, kind, currency, sum(n), sum(cents) FROM d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(cents) <> 0
      ON CONFLICT (user_id, day, kind, currency)
      DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents)
    INSERT INTO record_month_totals AS t (user_id, month, kind, currency, category, party, n, cents)
    SELECT user_id, date_trunc('month', day)::date, kind, currency, category, party, sum(n), sum(cents) FROM d
    WHERE currency = 'AOA' GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 OR sum(cents) <> 0
    ON CONFLICT (user_id, month, kind, currency, category, party)
    DO UPDATE SET n = t.n + excluded.n, cents = t.cents + excluded.cents;
  END IF;
  -- Rows whose count came back to zero: only those the old records were in can have (found by
  -- key, so an edit costs the rows it touches, whatever the person's number of records). No
  -- index on n: an update that changes no indexed column stays on its page (HOT, fillfactor 70).
  DELETE FROM record_day_totals t USING (
      SELECT DISTINCT o.user_id, (o.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, o.account_id, o.kind, o.currency, o.category,
        CASE WHEN o.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN o.party END AS party,
        CASE WHEN o.currency = 'AOA' THEN 0 ELSE o.amount_cents END AS unit_cents
      FROM old_rows o
      UNION
      SELECT o.user_id, (o.occurred_at AT TIME ZONE 'Africa/Luanda')::date, o.to_account_id, 'transferIn', o.to_currency, o.category, NULL,
        CASE WHEN o.to_currency = 'AOA' THEN 0 ELSE o.to_amount_cents END
      FROM old_rows o WHERE o.kind = 'transfer' AND o.to_account_id IS NOT NULL AND o.to_amount_cents IS NOT NULL AND o.to_currency IS NOT NULL
    ) k
    WHERE t.n = 0 AND t.user_id = k.user_id AND t.day = k.day AND t.account_id = k.account_id AND t.kind = k.kind AND t.currency = k.currency
      AND t.category IS NOT DISTINCT FROM k.category AND t.party IS NOT DISTINCT FROM k.party AND t.unit_cents = k.unit_cents;
  DELETE FROM record_day_flows t USING (
      SELECT DISTINCT o.user_id, (o.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, o.kind, o.currency FROM old_rows o
      UNION
      SELECT o.user_id, (o.occurred_at AT TIME ZONE 'Africa/Luanda')::date, 'transferIn', o.to_currency FROM old_rows o
      WHERE o.kind = 'transfer' AND o.to_currency IS NOT NULL
    ) k
    WHERE t.n = 0 AND t.user_id = k.user_id AND t.day = k.day AND t.kind = k.kind AND t.currency = k.currency;
  DELETE FROM record_month_totals t USING (
      SELECT DISTINCT o.user_id, date_trunc('month', (o.occurred_at AT TIME ZONE 'Africa/Luanda')::date)::date AS month, o.kind, o.currency, o.category,
        CASE WHEN o.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN o.party END AS party
      FROM old_rows o
      UNION
      SELECT o.user_id, date_trunc('month', (o.occurred_at AT TIME ZONE 'Africa/Luanda')::date)::date, 'transferIn', o.to_currency, o.category, NULL
      FROM old_rows o WHERE o.kind = 'transfer' AND o.to_currency IS NOT NULL
    ) k
    WHERE t.n = 0 AND t.user_id = k.user_id AND t.month = k.month AND t.kind = k.kind AND t.currency = k.currency
      AND t.category IS NOT DISTINCT FROM k.category AND t.party IS NOT DISTINCT FROM k.party;
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
  DELETE FROM record_day_flows WHERE who IS NULL OR user_id = who;
  DELETE FROM record_month_totals WHERE who IS NULL OR user_id = who;
  INSERT INTO record_day_totals (user_id, day, account_id, kind, currency, category, party, unit_cents, n, cents)
    SELECT x.user_id, x.day, x.account_id, x.kind, x.currency, x.category, x.party, x.unit_cents, sum(x.n), sum(x.cents)
    FROM (
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date AS day, r.account_id, r.kind, r.currency, r.category,
          CASE WHEN r.kind IN ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment') THEN r.party END AS party,
          CASE WHEN r.currency = 'AOA' THEN 0 ELSE r.amount_cents END AS unit_cents, 1 AS n, r.amount_cents AS cents
        FROM (SELECT * FROM records WHERE who IS NULL OR user_id = who) r
        UNION ALL
        SELECT r.user_id, (r.occurred_at AT TIME ZONE 'Africa/Luanda')::date, r.to_account_id, 'transferIn', r.to_currency, r.category, NULL,
          CASE WHEN r.to_currency = 'AOA' THEN 0 ELSE r.to_amount_cents END, 1, r.to_amount_cents
        FROM (SELECT * FROM records WHERE who IS NULL OR user_id = who) r WHERE r.kind = 'transfer' AND r.to_account_id IS NOT NULL AND r.to_amount_cents IS NOT NULL AND r.to_currency IS NOT NULL
    ) x
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  GET DIAGNOSTICS written = ROW_COUNT;
  INSERT INTO record_day_flows (user_id, day, kind, currency, n, cents)
    SELECT user_id, day, kind, currency, sum(n), sum(cents) FROM record_day_totals WHERE who IS NULL OR user_id = who GROUP BY 1, 2, 3, 4;
  INSERT INTO record_month_totals (user_id, month, kind, currency, category, party, n, cents)
    SELECT user_id, date_trunc('month', day)::date, kind, currency, category, party, sum(n), sum(cents) FROM record_day_totals
    WHERE (who IS NULL OR user_id = who) AND currency = 'AOA' GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN written;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT kumbu_rebuild_day_totals(NULL);
