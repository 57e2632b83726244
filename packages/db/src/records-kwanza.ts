// Sums for totals in kwanza (issue 15): a foreign record is converted at the rate of its own
// day, so foreign amounts are summed per day (in the person's time zone) and converted by
// core; kwanza amounts need no day and are summed whole. A year of daily dollar debts reaches
// the server as at most a few hundred rows, never as the records.
import type { DbOrTx } from './database';
import { num, rawRows, statement } from './raw';

/** The zone of the daily totals' days. */
const LUANDA = 'Africa/Luanda';

export interface DatedKindTotalRow {
  readonly kind: string;
  readonly party: string | null;
  readonly currency: string;
  /** `YYYY-MM-DD` in the zone asked for; null for kwanza sums (no conversion needed). */
  readonly day: string | null;
  readonly totalCents: number;
  readonly count: number;
}

// $1 user, $2 time zone.
const DEBT_LOAN_TOTALS_BY_DAY = statement('debt_loan_totals_by_day', `
  select kind, party, currency,
    case when currency = 'AOA' then null else to_char(occurred_at at time zone $2, 'YYYY-MM-DD') end as day,
    sum(amount_cents) as total, count(*) as n
  from records where user_id = $1 and collection in ('debts', 'loansGiven')
  group by 1, 2, 3, 4`);

// The same from the totals (migration 0021), whose days are Luanda's: kwanza from the monthly
// rows, foreign amounts from the daily ones — a few rows per party and month.
const DEBT_LOAN_TOTALS_BY_LUANDA_DAY = statement('debt_loan_totals_by_luanda_day', `
  with t as (
    select kind, party, currency, null as day, sum(cents) as total, sum(n) as n
    from record_month_totals where user_id = $1 and currency = 'AOA' and kind in ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment')
    group by 1, 2, 3
    union all
    select kind, party, currency, to_char(day, 'YYYY-MM-DD'), sum(cents), sum(n)
    from record_day_totals where user_id = $1 and currency <> 'AOA' and kind in ('debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment')
    group by 1, 2, 3, 4)
  -- One JSON value: PGlite hands it over much faster than hundreds of rows.
  select coalesce(json_agg(json_build_array(kind, party, currency, day, total, n)), '[]') as totals from t`);

interface TotalRaw { kind: string; party: string | null; currency: string; day: string | null; total: unknown; n: unknown }

async function luandaTotals(db: DbOrTx, userId: string): Promise<TotalRaw[]> {
  const [row] = await rawRows<{ totals: unknown }>(db, DEBT_LOAN_TOTALS_BY_LUANDA_DAY, [userId]);
  const parsed: unknown = typeof row?.totals === 'string' ? JSON.parse(row.totals) : row?.totals;
  if (!Array.isArray(parsed)) return [];
  const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  return parsed.flatMap((r: unknown): TotalRaw[] => {
    if (!Array.isArray(r)) return [];
    const [kind, party, currency, day, total, n] = r as unknown[];
    return [{ kind: str(kind) ?? '', party: str(party), currency: str(currency) ?? '', day: str(day), total, n }];
  });
}

/** All-time debt and loan sums per kind, party and currency, foreign ones per day: outstanding balances in kwanza. */
export async function debtAndLoanTotalsByDay(db: DbOrTx, userId: string, timeZone: string): Promise<DatedKindTotalRow[]> {
  const rows = timeZone === LUANDA ? await luandaTotals(db, userId) : await rawRows<TotalRaw>(db, DEBT_LOAN_TOTALS_BY_DAY, [userId, timeZone]);
  return rows.map((r) => ({ kind: r.kind, party: r.party, currency: r.currency, day: r.day, totalCents: num(r.total), count: num(r.n) }));
}
