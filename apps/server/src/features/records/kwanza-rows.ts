// Totals in kwanza for the summary and the co-pilot (issue 15), converted with the fx
// service's rate book (ctx.fx.rateBookFor): outstanding debts and loans with every foreign record at its day's rate, and the few
// rates the browser needs to apply live changes in kwanza itself.
import { kwanzaBalancesFromTotals, type DatedKindTotal, type KwanzaBalances } from '@kumbu/core/balances';
import { type DayRange, addDays } from '@kumbu/core/date-range';
import { type DayRate, FOREIGN_CURRENCIES, type RateBook } from '@kumbu/core/fx';
import type { Conversion } from '@kumbu/core/fx-tally';
import { isCurrency, saturatingCents } from '@kumbu/core/money';
import { parseRecordKind } from '@kumbu/core/records';
import type { DatedKindTotalRow } from '@kumbu/db/records-kwanza';

export function kwanzaOutstanding(rows: readonly DatedKindTotalRow[], book: RateBook): KwanzaBalances {
  const totals: DatedKindTotal[] = rows.flatMap((t) => {
    const kind = parseRecordKind(t.kind);
    if (!kind || !isCurrency(t.currency)) return [];
    // Kwanza sums come without a day (none is needed); a foreign sum always has its day.
    return [{ kind, party: t.party, currency: t.currency, totalCents: saturatingCents(t.totalCents), day: t.day ?? '1900-01-01', count: t.count }];
  });
  return kwanzaBalancesFromTotals(totals, book);
}

/**
 * The rates the browser needs to convert live changes exactly as the server would: every
 * rate of the range, the latest one before it, the latest overall (a record made today), and
 * those the outstanding balances used (a removed old debt is converted back at its rate). A
 * subset of the book answers those days like the whole book, since no rate of the book lies
 * between a record's day and the rate it used.
 */
export function ratesForBrowser(book: RateBook, range: DayRange, used: readonly Conversion[]): DayRate[] {
  const out = new Map<string, DayRate>();
  const keep = (r: DayRate | null | undefined): void => { if (r) out.set(`${r.currency}|${r.day}`, r); };
  for (const currency of FOREIGN_CURRENCIES) {
    keep(book.find(currency, addDays(range.start, -1))?.rate);
    keep(book.latest(currency));
    for (const r of book.rates(currency)) if (r.day >= range.start && r.day <= range.end) keep(r);
  }
  for (const c of used) for (const u of c.uses) keep(book.find(u.currency, u.day)?.rate);
  return [...out.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.currency < b.currency ? -1 : 1));
}

const fingerprints = new WeakMap<RateBook, string>();

/**
 * A short digest of every rate in the book (FNV-1a over currency, day, micros and source): part
 * of the summary's cache key, so a rate set or corrected with `kumbu fx set` is a new key
 * rather than a stale cached answer.
 */
export function rateBookFingerprint(book: RateBook): string {
  const known = fingerprints.get(book);
  if (known !== undefined) return known;
  let h = 0x811c9dc5;
  for (const currency of FOREIGN_CURRENCIES) {
    for (const r of book.rates(currency)) {
      const s = `${r.currency}${r.day}${r.micros}${r.source};`;
      for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
    }
  }
  const digest = `${book.size}.${h.toString(36)}`;
  fingerprints.set(book, digest);
  return digest;
}
