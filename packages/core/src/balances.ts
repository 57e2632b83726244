// Outstanding balances are stocks, not flows: what the user owes (debts) and is owed
// (loans) depends on every record ever made, not on the dashboard's date range. This turns
// all-time sums per kind, party and currency into balances per party.
import { saturatingCents, type Cents, type Currency } from './money';
import type { FinanceRecord, RecordKind } from './records';

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
