// One money account's movements summed per day (issue 15: "each account's balance over
// time"). The database adds the day's movements up, so a year of a busy account reaches the
// server as at most 366 rows, never as its records. Same signs and opening-date rule (on or
// after the opening date in Luanda time) as the balances the records' triggers keep
// (migration 0013): the series on today equals the account's balance.
import type { DbOrTx } from './database';
import { num, rawRows, statement } from './raw';

// $1 user, $2 account, $3 time zone (the calendar the days are read in),
// $4 range start (instant), $5 range end (exclusive instant). Movements before the range come
// back as one row with a null day: the balance the range starts from.
const DAILY_MOVES = statement('money_account_daily_moves', `
  with acc as (
    select opening_date from money_accounts where user_id = $1 and id = $2
  ), moves as (
    select r.occurred_at,
      case when r.kind in ('income', 'debtTaken', 'loanReceivedPayment') then r.amount_cents else -r.amount_cents end as delta
    from records r where r.user_id = $1 and r.account_id = $2
    union all
    select r.occurred_at, r.to_amount_cents
    from records r where r.user_id = $1 and r.to_account_id = $2 and r.kind = 'transfer'
  )
  select case when m.occurred_at < $4::timestamptz then null
      else to_char(m.occurred_at at time zone $3, 'YYYY-MM-DD') end as day,
    sum(m.delta) as delta
  from moves m cross join acc a
  where (a.opening_date is null or m.occurred_at >= (a.opening_date::timestamp at time zone 'Africa/Luanda'))
    and m.occurred_at < $5::timestamptz
  group by 1`);

interface DailyRaw { day: string | null; delta: unknown }

export interface AccountDailyMoves {
  /** Everything that moved the account before the range (after its opening date). */
  readonly beforeCents: number;
  /** The net movement of each day of the range that had one, by `YYYY-MM-DD` in the zone. */
  readonly byDay: ReadonlyMap<string, number>;
}

export async function accountDailyMoves(
  db: DbOrTx, userId: string, accountId: string, timeZone: string, from: Date, toExclusive: Date,
): Promise<AccountDailyMoves> {
  const rows = await rawRows<DailyRaw>(db, DAILY_MOVES, [userId, accountId, timeZone, from.toISOString(), toExclusive.toISOString()]);
  let beforeCents = 0;
  const byDay = new Map<string, number>();
  for (const r of rows) {
    if (r.day === null) beforeCents = num(r.delta);
    else byDay.set(r.day, num(r.delta));
  }
  return { beforeCents, byDay };
}
