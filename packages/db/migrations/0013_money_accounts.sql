-- Issue 15: where the money is. Money accounts (cash, bank, mobile money, cards, savings),
-- every record on one of them, transfers between two of them, and exchange rates by day.
-- "accounts" is better-auth's table (sign-in methods), hence "money_accounts".
CREATE TABLE "money_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"institution" text,
	"iban" text,
	"number" text,
	"currency" text DEFAULT 'AOA' NOT NULL,
	"opening_balance_cents" bigint DEFAULT 0 NOT NULL,
	"opening_date" date,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	-- Kept by the records' statement triggers below: the sum of the movements counted in the
	-- balance (those on or after the opening date) and how many there are.
	"movements_cents" bigint DEFAULT 0 NOT NULL,
	"movements_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_accounts_type_check" CHECK ("type" IN ('cash', 'bank', 'mobile', 'card', 'savings')),
	CONSTRAINT "money_accounts_currency_check" CHECK ("currency" IN ('AOA', 'USD', 'EUR')),
	CONSTRAINT "money_accounts_default_not_archived" CHECK (NOT ("is_default" AND "archived_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "money_accounts" ADD CONSTRAINT "money_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The target of records' (account_id, user_id) foreign keys: a record can only ever sit on
-- an account of its own user, whatever the code above the database does.
CREATE UNIQUE INDEX "money_accounts_id_user_idx" ON "money_accounts" USING btree ("id", "user_id");
--> statement-breakpoint
CREATE INDEX "money_accounts_user_idx" ON "money_accounts" USING btree ("user_id");
--> statement-breakpoint
-- One default account per person and currency: where a record that names no account goes.
CREATE UNIQUE INDEX "money_accounts_default_idx" ON "money_accounts" USING btree ("user_id", "currency") WHERE "is_default";
--> statement-breakpoint
-- Names are how people point at accounts in chat ("saldo do BAI"): unique per person, any case.
CREATE UNIQUE INDEX "money_accounts_user_name_idx" ON "money_accounts" USING btree ("user_id", lower("name"));
--> statement-breakpoint
-- Every person has a "Carteira" (cash, kwanza) from the moment the user row exists, whichever
-- path created it (sign-up, onboarding, the demo seed, tests).
CREATE OR REPLACE FUNCTION kumbu_default_money_account() RETURNS trigger AS $$
BEGIN
  INSERT INTO money_accounts (user_id, type, name, currency, is_default)
    VALUES (NEW.id, 'cash', 'Carteira', 'AOA', true)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_default_money_account
  AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION kumbu_default_money_account();
--> statement-breakpoint
INSERT INTO money_accounts (user_id, type, name, currency, is_default)
  SELECT id, 'cash', 'Carteira', 'AOA', true FROM users
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Records already kept in dollars or euros move to a cash account in that currency.
INSERT INTO money_accounts (user_id, type, name, currency, is_default)
  SELECT DISTINCT user_id, 'cash', 'Carteira ' || currency, currency, true FROM records WHERE currency <> 'AOA'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "account_id" uuid;
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "to_account_id" uuid;
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "to_amount_cents" bigint;
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "to_currency" text;
--> statement-breakpoint
-- The exchange rate actually used by a transfer between currencies: kwanza per unit of the
-- foreign side (950 for "troquei 100 dólares por 95 mil"), or to-units per from-unit when
-- neither side is kwanza.
ALTER TABLE "records" ADD COLUMN "rate" numeric(20, 6);
--> statement-breakpoint
-- A fee said with a transfer ("levantei 40 mil, taxa de 500") is its own expense that names the
-- transfer it came with, so undo takes both back and nothing else.
ALTER TABLE "records" ADD COLUMN "fee_of" uuid;
--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_fee_of_fk" FOREIGN KEY ("fee_of") REFERENCES "public"."records"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "records_fee_of_idx" ON "records" USING btree ("fee_of") WHERE "fee_of" IS NOT NULL;
--> statement-breakpoint
UPDATE records r SET account_id = a.id
  FROM money_accounts a
  WHERE a.user_id = r.user_id AND a.currency = r.currency AND a.is_default AND r.account_id IS NULL;
--> statement-breakpoint
-- Fills and checks a record's accounts on every write: a record naming no account goes to
-- the person's default account in its currency (created when there is none yet); a record
-- whose currency changes without naming an account follows to that currency's default; an
-- account named explicitly must hold the record's currency. A transfer's to-side takes the
-- currency of its account.
CREATE OR REPLACE FUNCTION kumbu_record_accounts() RETURNS trigger AS $$
DECLARE
  acc_currency text;
  to_cur text;
BEGIN
  IF NEW.account_id IS NULL
     OR (TG_OP = 'UPDATE' AND NEW.account_id = OLD.account_id AND NEW.currency IS DISTINCT FROM OLD.currency) THEN
    SELECT id INTO NEW.account_id FROM money_accounts
      WHERE user_id = NEW.user_id AND currency = NEW.currency AND is_default;
    IF NEW.account_id IS NULL THEN
      INSERT INTO money_accounts (user_id, type, name, currency, is_default)
        VALUES (NEW.user_id, 'cash', CASE WHEN NEW.currency = 'AOA' THEN 'Carteira' ELSE 'Carteira ' || NEW.currency END, NEW.currency, true)
        ON CONFLICT DO NOTHING;
      SELECT id INTO NEW.account_id FROM money_accounts
        WHERE user_id = NEW.user_id AND currency = NEW.currency AND is_default;
    END IF;
  END IF;
  SELECT currency INTO acc_currency FROM money_accounts WHERE id = NEW.account_id AND user_id = NEW.user_id;
  IF acc_currency IS NULL THEN
    RAISE EXCEPTION 'kumbu: account % is not the user''s', NEW.account_id USING ERRCODE = '23503';
  END IF;
  IF acc_currency <> NEW.currency THEN
    RAISE EXCEPTION 'kumbu: record currency % differs from its account''s %', NEW.currency, acc_currency USING ERRCODE = '23514';
  END IF;
  IF NEW.kind = 'transfer' THEN
    SELECT currency INTO to_cur FROM money_accounts WHERE id = NEW.to_account_id AND user_id = NEW.user_id;
    NEW.to_currency := to_cur;
  ELSE
    NEW.to_account_id := NULL;
    NEW.to_amount_cents := NULL;
    NEW.to_currency := NULL;
    NEW.rate := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER records_accounts
  BEFORE INSERT OR UPDATE ON records
  FOR EACH ROW EXECUTE FUNCTION kumbu_record_accounts();
--> statement-breakpoint
ALTER TABLE "records" ALTER COLUMN "account_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_account_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "public"."money_accounts"("id", "user_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_to_account_fk" FOREIGN KEY ("to_account_id", "user_id") REFERENCES "public"."money_accounts"("id", "user_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_transfer_check" CHECK (
  ("kind" = 'transfer') = ("to_account_id" IS NOT NULL)
  AND ("kind" <> 'transfer' OR ("to_account_id" <> "account_id" AND "to_amount_cents" > 0 AND "to_currency" IS NOT NULL))
);
--> statement-breakpoint
-- An account's movements newest first (its last movement, its listing), from either side.
CREATE INDEX "records_user_account_idx" ON "records" USING btree ("user_id", "account_id", "occurred_at") INCLUDE ("kind", "amount_cents");
--> statement-breakpoint
CREATE INDEX "records_user_to_account_idx" ON "records" USING btree ("user_id", "to_account_id", "occurred_at") INCLUDE ("to_amount_cents") WHERE "kind" = 'transfer';
--> statement-breakpoint
-- Balances are kept, not summed on every read: a person with 50 000 records would otherwise
-- pay a pass over all of them for each "quanto tenho?" (bench/account-balances.bench.ts).
-- Statement-level triggers with transition tables apply each statement's records once per
-- account (a 1 000-row import updates each account row once, not 1 000 times). A movement
-- counts when it is on or after the account's opening date, in Luanda time.
CREATE OR REPLACE FUNCTION kumbu_movement_counts(acc money_accounts, at timestamptz) RETURNS boolean AS $$
  SELECT acc.opening_date IS NULL OR at >= (acc.opening_date::timestamp AT TIME ZONE 'Africa/Luanda');
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kumbu_record_balances() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE money_accounts a SET movements_cents = a.movements_cents + d.cents, movements_count = a.movements_count + d.n
    FROM (
      SELECT m.account_id, sum(m.cents) AS cents, sum(m.n)::integer AS n FROM (
        SELECT account_id, CASE WHEN kind IN ('income', 'debtTaken', 'loanReceivedPayment') THEN amount_cents ELSE -amount_cents END AS cents, 1 AS n, occurred_at FROM new_rows
        UNION ALL SELECT to_account_id, to_amount_cents, 1, occurred_at FROM new_rows WHERE kind = 'transfer'
      ) m JOIN money_accounts x ON x.id = m.account_id AND kumbu_movement_counts(x, m.occurred_at)
      GROUP BY m.account_id
    ) d WHERE a.id = d.account_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE money_accounts a SET movements_cents = a.movements_cents + d.cents, movements_count = a.movements_count + d.n
    FROM (
      SELECT m.account_id, sum(m.cents) AS cents, sum(m.n)::integer AS n FROM (
        SELECT account_id, CASE WHEN kind IN ('income', 'debtTaken', 'loanReceivedPayment') THEN -amount_cents ELSE amount_cents END AS cents, -1 AS n, occurred_at FROM old_rows
        UNION ALL SELECT to_account_id, -to_amount_cents, -1, occurred_at FROM old_rows WHERE kind = 'transfer'
      ) m JOIN money_accounts x ON x.id = m.account_id AND kumbu_movement_counts(x, m.occurred_at)
      GROUP BY m.account_id
    ) d WHERE a.id = d.account_id;
  ELSE
    UPDATE money_accounts a SET movements_cents = a.movements_cents + d.cents, movements_count = a.movements_count + d.n
    FROM (
      SELECT m.account_id, sum(m.cents) AS cents, sum(m.n)::integer AS n FROM (
        SELECT account_id, CASE WHEN kind IN ('income', 'debtTaken', 'loanReceivedPayment') THEN amount_cents ELSE -amount_cents END AS cents, 1 AS n, occurred_at FROM new_rows
        UNION ALL SELECT to_account_id, to_amount_cents, 1, occurred_at FROM new_rows WHERE kind = 'transfer'
        UNION ALL SELECT account_id, CASE WHEN kind IN ('income', 'debtTaken', 'loanReceivedPayment') THEN -amount_cents ELSE amount_cents END, -1, occurred_at FROM old_rows
        UNION ALL SELECT to_account_id, -to_amount_cents, -1, occurred_at FROM old_rows WHERE kind = 'transfer'
      ) m JOIN money_accounts x ON x.id = m.account_id AND kumbu_movement_counts(x, m.occurred_at)
      GROUP BY m.account_id
    ) d WHERE a.id = d.account_id AND (d.cents <> 0 OR d.n <> 0);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER records_balances_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_balances();
--> statement-breakpoint
CREATE TRIGGER records_balances_update AFTER UPDATE ON records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_balances();
--> statement-breakpoint
CREATE TRIGGER records_balances_delete AFTER DELETE ON records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kumbu_record_balances();
--> statement-breakpoint
-- The movements an account's balance counts, summed from its records: for the migration and
-- whenever the opening date moves (a rare edit; the triggers keep it after that).
CREATE OR REPLACE FUNCTION kumbu_account_movements(acc money_accounts, OUT cents bigint, OUT n integer) AS $$
  SELECT coalesce(sum(m.cents), 0)::bigint, count(*)::integer FROM (
    SELECT CASE WHEN kind IN ('income', 'debtTaken', 'loanReceivedPayment') THEN amount_cents ELSE -amount_cents END AS cents, occurred_at
      FROM records WHERE user_id = acc.user_id AND account_id = acc.id
    UNION ALL SELECT to_amount_cents, occurred_at FROM records WHERE user_id = acc.user_id AND to_account_id = acc.id AND kind = 'transfer'
  ) m WHERE kumbu_movement_counts(acc, m.occurred_at);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kumbu_account_opening_moved() RETURNS trigger AS $$
DECLARE
  moved record;
BEGIN
  moved := kumbu_account_movements(NEW);
  NEW.movements_cents := moved.cents;
  NEW.movements_count := moved.n;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER money_accounts_opening_moved BEFORE UPDATE OF opening_date ON money_accounts
  FOR EACH ROW WHEN (OLD.opening_date IS DISTINCT FROM NEW.opening_date) EXECUTE FUNCTION kumbu_account_opening_moved();
--> statement-breakpoint
UPDATE money_accounts a SET movements_cents = m.cents, movements_count = m.n
  FROM money_accounts x, LATERAL kumbu_account_movements(x) m
  WHERE x.id = a.id;
--> statement-breakpoint
-- Reference exchange rates by day: kwanza per one unit of the currency. One rate per currency
-- and day (two instances converting the same day read the same row); `source` says where it
-- came from ('bna' for the official reference rate, the HTTP provider's name, 'demo').
CREATE TABLE "fx_rates" (
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"rate" numeric(20, 6) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_currency_day_pk" PRIMARY KEY("currency", "day"),
	CONSTRAINT "fx_rates_rate_positive" CHECK ("rate" > 0),
	CONSTRAINT "fx_rates_currency_check" CHECK ("currency" IN ('USD', 'EUR'))
);
