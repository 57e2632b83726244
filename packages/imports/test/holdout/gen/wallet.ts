// Mobile-money history as facts: operations, fees, outcomes and the balance after each row.
// A failed, cancelled or pending operation leaves the balance as it was.
import { MERCHANTS, PEOPLE, phone } from './activity';
import { type Movement, type Rng, clock, spreadDates } from './common';

export type WKind = 'send' | 'receive' | 'airtime' | 'bill' | 'merchant' | 'cashin' | 'cashout' | 'bankin';
export type WStatus = 'ok' | 'failed' | 'pending' | 'cancelled';

export interface WRow {
  date: string; time: string; id: string; kind: WKind;
  phone: string; name: string; biller: string;
  cents: number; fee: number; status: WStatus; balance: number;
}

export interface WalletOptions {
  from: string; to: string; count: number; opening: number; idPrefix: string; phonePrefix?: string;
  failed?: number; pending?: number; cancelled?: number;
  fee: (kind: WKind, cents: number) => number;
  kinds?: readonly WKind[];
}

const KINDS: readonly WKind[] = ['send', 'send', 'send', 'receive', 'receive', 'airtime', 'airtime', 'bill', 'merchant', 'merchant', 'cashin', 'cashout', 'bankin'];

function amount(r: Rng, k: WKind): number {
  const round = (lo: number, hi: number, step: number): number => Math.round(r.int(lo, hi) / step) * step * 100;
  switch (k) {
    case 'send': return -round(500, 40_000, 500);
    case 'receive': return round(1_000, 60_000, 500);
    case 'airtime': return -r.pick([20_000, 50_000, 100_000, 200_000]);
    case 'bill': return -(r.int(2_000, 18_000) * 100 + r.pick([0, 0, 50]));
    case 'merchant': return -(r.int(800, 25_000) * 100);
    case 'cashin': return round(5_000, 50_000, 1_000);
    case 'cashout': return -round(2_000, 30_000, 1_000);
    case 'bankin': return round(10_000, 100_000, 5_000);
  }
}

/** Rows in time order; an operation the balance cannot pay fails, as the wallet would refuse it. */
export function walletRows(r: Rng, o: WalletOptions): WRow[] {
  const dates = spreadDates(r, o.from, o.to, o.count);
  let bal = o.opening;
  let seq = r.int(100_000, 400_000);
  const rows = dates.map((date) => {
    const kind = r.pick(o.kinds ?? KINDS);
    const cents = amount(r, kind);
    const fee = o.fee(kind, cents);
    let status: WStatus = 'ok';
    const roll = r.next();
    if (roll < (o.failed ?? 0)) status = 'failed';
    else if (roll < (o.failed ?? 0) + (o.pending ?? 0)) status = 'pending';
    else if (roll < (o.failed ?? 0) + (o.pending ?? 0) + (o.cancelled ?? 0)) status = 'cancelled';
    if (status === 'ok' && bal + cents - fee < 0) status = 'failed';
    if (status === 'ok') bal += cents - fee;
    seq += r.int(3, 900);
    return {
      date, time: `${clock(r, 6, 23)}:${String(r.int(0, 59)).padStart(2, '0')}`, id: `${o.idPrefix}${date.slice(2, 4)}${date.slice(5, 7)}${seq}`, kind,
      phone: phone(r, o.phonePrefix), name: r.pick(PEOPLE), biller: kind === 'bill' ? r.pick(['ENDE', 'EPAL', 'DSTV', 'ZAP', 'TV CABO']) : r.pick(MERCHANTS),
      cents, fee, status, balance: bal,
    };
  });
  // Same-day rows must also be in time order.
  rows.sort((a, b) => (`${a.date} ${a.time}` < `${b.date} ${b.time}` ? -1 : 1));
  // Transaction ids grow with time, as a ledger hands them out.
  let next = seq;
  for (const row of rows) {
    next += r.int(3, 900);
    row.id = `${o.idPrefix}${row.date.slice(2, 4)}${row.date.slice(5, 7)}${next}`;
  }
  return rebalance(rows, o.opening);
}

/** Recomputes balances after sorting by time (spreadDates sorted days only). */
export function rebalance(rows: WRow[], opening: number): WRow[] {
  let bal = opening;
  for (const row of rows) {
    if (row.status === 'ok' && bal + row.cents - row.fee < 0) row.status = 'failed';
    if (row.status === 'ok') bal += row.cents - row.fee;
    row.balance = bal;
  }
  return rows;
}

/**
 * What a bookkeeper writes down: done rows only, each fee right after its movement as "Taxa".
 * With a balance column the fee-free row carries the printed balance; a row with a fee puts the
 * printed balance (after the fee) on the Taxa line and none on the movement itself.
 */
export function walletMovements(rows: readonly WRow[], describe: (row: WRow) => string, hasBalance: boolean): Movement[] {
  const out: Movement[] = [];
  for (const row of rows) {
    if (row.status !== 'ok') continue;
    const withFee = row.fee > 0;
    out.push({ date: row.date, cents: row.cents, description: describe(row), balance: hasBalance && !withFee ? row.balance : null });
    if (withFee) out.push({ date: row.date, cents: -row.fee, description: 'Taxa', balance: hasBalance ? row.balance : null });
  }
  return out;
}

export function spacedPhone(p: string): string {
  return `${p.slice(0, 3)} ${p.slice(3, 6)} ${p.slice(6)}`;
}
