// The running balance as evidence. Some exports give every amount without a sign and no
// Débito/Crédito column: the balance after each row says whether money came in or went out.
// A mobile-money fee may be counted inside the amount or beside it: the balance says which.
// Statements run oldest first or newest first; the dates say which.
import { type ImportWarning, type SourcePlace } from '../statement';
import { DESCRIPTION_IN_WORDS, directionOf } from './row-words';
import { fold } from './fold';

export interface Draft {
  date: string;
  valueDate: string | null;
  /** Signed cêntimos once known; a magnitude while `signed` is false. */
  amount: number;
  signed: boolean;
  /** The fee's magnitude (0 when none). */
  fee: number;
  balance: number | null;
  description: string;
  counterparty: string | null;
  reference: string | null;
  currency: string | null;
  place: SourcePlace;
}

/** The drafts oldest first (a view: the same objects). */
function chronological(drafts: readonly Draft[]): readonly Draft[] {
  const first = drafts[0]?.date ?? '';
  const last = drafts[drafts.length - 1]?.date ?? '';
  return first > last ? [...drafts].reverse() : drafts;
}

/** What a row moved the balance by: the amount and, when beside it, the fee. */
function effect(d: Draft): number {
  return d.amount - d.fee;
}

export function applyBalanceSigns(drafts: readonly Draft[], opening: number | null, unsignedAmounts: boolean, wallet = false): void {
  if (!unsignedAmounts) for (const d of drafts) d.signed = true;
  const seq = chronological(drafts);
  let previous: number | null = opening;
  for (const d of seq) {
    if (!d.signed && previous !== null && d.balance !== null) {
      const diff = d.balance - previous;
      const a = d.amount;
      if (diff === a || diff === a - d.fee) d.signed = true;
      else if (diff === -a || diff === -a - d.fee) { d.amount = -a; d.signed = true; }
    }
    if (!d.signed) {
      const dir = directionOf(d.description, wallet) || (DESCRIPTION_IN_WORDS.pattern.test(fold(d.description)) ? 1 : 0);
      // Without evidence, money out: most lines of a statement are spending, and a wrong sign
      // shows up at once against the closing balance in the preview.
      d.amount = dir === 1 ? d.amount : -d.amount;
      d.signed = true;
    }
    // A fee counted inside the amount ("-1 050,00" with "Taxa 50,00" when the balance fell by
    // 1 050): the movement itself was 1 000, the fee its own expense.
    if (d.fee > 0 && previous !== null && d.balance !== null && d.balance - previous === d.amount && d.amount < 0) d.amount += d.fee;
    previous = d.balance ?? (previous === null ? null : previous + effect(d));
  }
}

export function checkRunningBalances(drafts: readonly Draft[], opening: number | null): ImportWarning[] {
  const seq = chronological(drafts);
  let previous: number | null = opening;
  let mismatches = 0;
  let firstPlace: SourcePlace | undefined;
  for (const d of seq) {
    if (previous !== null && d.balance !== null && previous + effect(d) !== d.balance) {
      mismatches++;
      firstPlace ??= d.place;
    }
    previous = d.balance ?? (previous === null ? null : previous + effect(d));
  }
  if (mismatches === 0) return [];
  return [{ code: 'running_balance_mismatch', ...(firstPlace ? { place: firstPlace } : {}), params: { count: mismatches } }];
}
