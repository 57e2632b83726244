// Outstanding balances are stocks, not flows: what the user owes (debts) and is owed
// (loans) depends on every record ever made, not on the dashboard's date range. This turns
// all-time sums per kind, party and currency into balances per party.
import { saturatingCents, toCents, type Cents, type Currency } from './money';
import type { FinanceRecord, RecordKind } from './records';
import type { RateBook } from './fx';
import { type Conversion, ConversionTally } from './fx-tally';
import { type DayString, DEFAULT_TIME_ZONE, dayOf } from './date-range';

export interface KindTotal {
  readonly kind: RecordKind;
  readonly party: string | null;
  readonly currency: Currency;
  readonly totalCents: Cents;
}

export interface PartyBalance {
  readonly party: string;
  /** debtTaken or loanGiven. */
  readonly openedCents: Cents;
  /** debtPaid or loanReceivedPayment. */
  readonly settledCents: Cents;
  readonly outstandingCents: Cents;
}

export interface CurrencyBalances {
  readonly currency: Currency;
  /** What the user still owes, in total and by creditor. */
  readonly debts: { readonly outstandingCents: Cents; readonly byParty: readonly PartyBalance[] };
  /** What others still owe the user, in total and by debtor. */
  readonly loans: { readonly outstandingCents: Cents; readonly byParty: readonly PartyBalance[] };
}

/** Label for records without a party (matches aggregates' NO_PARTY). */
export const UNNAMED_PARTY = '—';

const SIDES = {
  debtTaken: ['debts', 'opened'], debtPaid: ['debts', 'settled'],
  loanGiven: ['loans', 'opened'], loanReceivedPayment: ['loans', 'settled'],
} as const;

export function balancesFromTotals(totals: readonly KindTotal[]): CurrencyBalances[] {
  type Acc = Map<string, { opened: number; settled: number }>;
  const byCurrency = new Map<Currency, { debts: Acc; loans: Acc }>();
  for (const t of totals) {
    if (!(t.kind in SIDES)) continue;
    const [book, side] = SIDES[t.kind as keyof typeof SIDES];
    let entry = byCurrency.get(t.currency);
    if (!entry) { entry = { debts: new Map(), loans: new Map() }; byCurrency.set(t.currency, entry); }
    const party = t.party?.trim() || UNNAMED_PARTY;
    const acc = entry[book].get(party) ?? { opened: 0, settled: 0 };
    acc[side] += t.totalCents;
    entry[book].set(party, acc);
  }
  const finish = (acc: Acc) => {
    const byParty: PartyBalance[] = [...acc].map(([party, a]) => ({
      // Saturating, not throwing: one oversized legacy row must not take the balances down (issue 14).
      party, openedCents: saturatingCents(a.opened), settledCents: saturatingCents(a.settled), outstandingCents: saturatingCents(a.opened - a.settled),
    })).sort((x, y) => y.outstandingCents - x.outstandingCents || x.party.localeCompare(y.party, 'pt'));
    return { outstandingCents: saturatingCents(byParty.reduce((sum, p) => sum + p.outstandingCents, 0)), byParty };
  };
  return [...byCurrency].map(([currency, e]) => ({ currency, debts: finish(e.debts), loans: finish(e.loans) }));
}

/**
 * `balances` after some records were added and others removed — what `balancesFromTotals`
 * would answer over the changed records — so a live change shows on the outstanding card at
 * once instead of after the next server round trip. Records of other kinds are ignored.
 */
export function applyRecordChangesToBalances(
  balances: readonly CurrencyBalances[],
  changes: { readonly added?: readonly FinanceRecord[]; readonly removed?: readonly FinanceRecord[] },
): CurrencyBalances[] {
  const totals: KindTotal[] = [];
  for (const b of balances) {
    for (const p of b.debts.byParty) totals.push(total('debtTaken', p.party, b.currency, p.openedCents), total('debtPaid', p.party, b.currency, p.settledCents));
    for (const p of b.loans.byParty) totals.push(total('loanGiven', p.party, b.currency, p.openedCents), total('loanReceivedPayment', p.party, b.currency, p.settledCents));
  }
  for (const r of changes.removed ?? []) totals.push(total(r.kind, r.party, r.currency, 0 - r.amountCents));
  for (const r of changes.added ?? []) totals.push(total(r.kind, r.party, r.currency, r.amountCents));
  // A party whose every record is gone has no balance at all (the server would not list it).
  const drop = (book: CurrencyBalances['debts']) => ({ ...book, byParty: book.byParty.filter((p) => p.openedCents !== 0 || p.settledCents !== 0) });
  return balancesFromTotals(totals)
    .map((b) => ({ ...b, debts: drop(b.debts), loans: drop(b.loans) }))
    .filter((b) => b.debts.byParty.length > 0 || b.loans.byParty.length > 0);
}

function total(kind: RecordKind, party: string | null, currency: Currency, cents: number): KindTotal {
  return { kind, party, currency, totalCents: saturatingCents(cents) };
}

/** An all-time sum of one kind, party and currency on one day (the record's day, in the person's zone). */
export interface DatedKindTotal extends KindTotal {
  readonly day: DayString;
  /** How many records the sum holds (default 1). */
  readonly count?: number;
}

/**
 * Outstanding debts and loans in kwanza (issue 15): AOA as it is, every USD or EUR record
 * at the rate of its day (or the latest earlier one). A foreign sum with no rate is left out
 * and reported in `conversion.unconverted`, never counted as zero.
 */
export interface KwanzaBalances extends CurrencyBalances {
  readonly currency: 'AOA';
  readonly conversion: Conversion;
}

export function kwanzaBalancesFromTotals(totals: readonly DatedKindTotal[], book: RateBook): KwanzaBalances {
  const tally = new ConversionTally(book);
  const converted: KindTotal[] = [];
  for (const t of totals) {
    if (!(t.kind in SIDES)) continue;
    const kz = tally.convert(t.currency, t.totalCents, t.day, 1, t.count ?? 1);
    if (kz !== null) converted.push(total(t.kind, t.party, 'AOA', kz));
  }
  return kwanzaOf(balancesFromTotals(converted), tally.result());
}

/** `applyRecordChangesToBalances` for the kwanza view: the changed records converted with `book` on their day in `timeZone`. */
export function applyRecordChangesToKwanzaBalances(
  balances: KwanzaBalances, book: RateBook,
  changes: { readonly added?: readonly FinanceRecord[]; readonly removed?: readonly FinanceRecord[] },
  timeZone: string = DEFAULT_TIME_ZONE,
): KwanzaBalances {
  const tally = new ConversionTally(book, balances.conversion);
  const delta = (r: FinanceRecord, sign: 1 | -1): FinanceRecord | null => {
    if (!(r.kind in SIDES)) return null;
    const kz = tally.convert(r.currency, r.amountCents, dayOf(r.date, timeZone), sign);
    return kz === null ? null : { ...r, currency: 'AOA', amountCents: saturatingCents(kz) };
  };
  const removed = (changes.removed ?? []).map((r) => delta(r, -1)).filter((r): r is FinanceRecord => r !== null);
  const added = (changes.added ?? []).map((r) => delta(r, 1)).filter((r): r is FinanceRecord => r !== null);
  const next = applyRecordChangesToBalances([balances], { removed, added });
  return kwanzaOf(next, tally.result());
}

function kwanzaOf(list: readonly CurrencyBalances[], conversion: Conversion): KwanzaBalances {
  const aoa = list.find((b) => b.currency === 'AOA');
  const empty = { outstandingCents: toCents(0), byParty: [] };
  return { currency: 'AOA', debts: aoa?.debts ?? empty, loans: aoa?.loans ?? empty, conversion };
}
