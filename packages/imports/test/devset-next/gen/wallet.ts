// Wallet histories: rows with a type word, an unsigned amount, maybe a fee, a status; the
// balance moves only for completed rows. An out-going row that the balance cannot cover fails,
// as the wallet would refuse it.
import { addDays, type Mov, type Rng } from './common';

export interface WType { type: string; sign: 1 | -1; w: number; min: number; max: number; step?: number; fee?: (cents: number) => number; desc: (r: Rng) => string }
export interface Draft { date: string; minute: number; id: string; type: string; desc: string; cents: number; fee: number; status: string; ok: boolean }
export interface WRow extends Draft { balance: number }

export interface DraftOptions {
  start: string; days: number; count: number; types: readonly WType[];
  okStatus: string; badStatuses: readonly string[]; badRate: number; idPrefix: string;
}

export function drafts(r: Rng, o: DraftOptions): Draft[] {
  const offsets = Array.from({ length: o.count }, () => r.int(0, o.days - 1)).sort((a, b) => a - b);
  const total = o.types.reduce((a, t) => a + t.w, 0);
  let minute = 0; let last = -1;
  return offsets.map((off, i) => {
    minute = off === last ? Math.min(23 * 60 + 50, minute + r.int(5, 140)) : r.int(6 * 60 + 30, 12 * 60);
    last = off;
    let x = r.next() * total;
    let t = o.types[0];
    for (const cand of o.types) { x -= cand.w; if (x <= 0) { t = cand; break; } }
    if (t === undefined) throw new Error('no wallet types');
    const cents = t.sign * r.cents(t.min, t.max, t.step ?? 100);
    const bad = r.chance(o.badRate);
    return {
      date: addDays(o.start, off), minute, id: `${o.idPrefix}${String(1000 + i * 7 + r.int(0, 6)).padStart(6, '0')}${r.digits(3)}`,
      type: t.type, desc: t.desc(r), cents, fee: t.fee === undefined ? 0 : t.fee(Math.abs(cents)),
      status: bad ? r.pick(o.badStatuses) : o.okStatus, ok: !bad,
    };
  });
}

/** Runs the balance; a completed out-going row the balance cannot cover becomes `failStatus`. */
export function settle(list: readonly Draft[], opening: number, failStatus: string): WRow[] {
  let b = opening;
  const failed = new Set<string>();
  return list.map((d, i) => {
    let row = d;
    // A fee line (id + "F") fails with the movement it belongs to; the movement needs its fee covered too.
    const parentFailed = d.id.endsWith('F') && failed.has(d.id.slice(0, -1));
    const next = list[i + 1];
    const feeLine = next !== undefined && next.id === `${d.id}F` ? next.cents : 0;
    if (d.ok && (parentFailed || b + d.cents - d.fee + feeLine < 0)) row = { ...d, ok: false, status: failStatus };
    if (!row.ok) failed.add(row.id);
    if (row.ok) b += row.cents - row.fee;
    return { ...row, balance: b };
  });
}

/** Moves each fee to its own row right after its movement (for wallets that list fees as lines). */
export function feeRows(list: readonly Draft[], make: (d: Draft) => { type: string; desc: string }): Draft[] {
  const out: Draft[] = [];
  for (const d of list) {
    out.push({ ...d, fee: 0 });
    if (d.fee > 0) {
      const f = make(d);
      out.push({ ...d, id: `${d.id}F`, type: f.type, desc: f.desc, cents: -d.fee, fee: 0 });
    }
  }
  return out;
}

/** What a bookkeeper writes down: completed rows only; a fee column becomes its own "Taxa" line. */
export function movsOf(rows: readonly WRow[], withBalance: boolean): Mov[] {
  const out: Mov[] = [];
  for (const w of rows) {
    if (!w.ok) continue;
    if (w.fee > 0) {
      out.push({ date: w.date, cents: w.cents, description: w.desc, balance: null });
      out.push({ date: w.date, cents: -w.fee, description: 'Taxa', balance: withBalance ? w.balance : null });
    } else out.push({ date: w.date, cents: w.cents, description: w.desc, balance: withBalance ? w.balance : null });
  }
  return out;
}

export const clock = (minute: number, seconds?: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}${seconds === undefined ? '' : `:${String(seconds).padStart(2, '0')}`}`;

/** Gives the `nth` completed row of a type a status that keeps it off the books (so each file shows each status). */
export function forceStatus(list: Draft[], type: string, nth: number, status: string): Draft[] {
  let seen = 0;
  return list.map((d) => {
    if (d.ok && d.type === type && seen++ === nth) return { ...d, ok: false, status };
    return d;
  });
}
