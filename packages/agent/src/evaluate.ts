// Accuracy of understanding against labelled messages, field by field. Pure: the caller
// reads the data and passes the function, so tests and the bench share one scorer.
import { type LabelledMessage } from './dataset';
import { type ParseLine } from './parse-line';
import { fold } from './text';

export const FIELDS = ['intent', 'kind', 'amount', 'currency', 'category', 'party', 'date'] as const;
export type Field = (typeof FIELDS)[number];

export interface Failure { readonly text: string; readonly field: Field; readonly expected: unknown; readonly actual: unknown }
export interface FieldScore { readonly correct: number; readonly total: number; readonly accuracy: number }
/**
 * `fullRow`: messages with every field right and, when either side lists several records
 * (`items`), the same records in the same order (issue 16's measure).
 */
export interface Evaluation { readonly count: number; readonly fields: Readonly<Record<Field, FieldScore>>; readonly fullRow: FieldScore; readonly failures: readonly Failure[] }

/** Parties compare without case, accents or punctuation: "tia Rosa" = "Tia Rosa", "Sr. António" = "Sr Antonio". */
const normParty = (p: string | null): string | null => (p === null ? null : fold(p).replace(/[^\p{L}\p{N}]+/gu, ' ').trim());

function same(field: Field, expected: unknown, actual: unknown): boolean {
  if (field === 'party') return normParty(expected as string | null) === normParty(actual as string | null);
  return expected === actual;
}

type ItemFields = Pick<ParseLine, Field>;

/** Both sides' records agree: none listed on either side, or the same list field by field. */
function sameItems(expected: readonly ItemFields[] | undefined, actual: readonly ItemFields[] | undefined): boolean {
  const e = expected ?? [];
  const a = actual ?? [];
  if (e.length <= 1 && a.length <= 1) return true;
  return e.length === a.length && e.every((item, i) => FIELDS.every((f) => same(f, item[f], a[i]?.[f])));
}

export function evaluate(items: readonly LabelledMessage[], parse: (text: string, today: string) => ParseLine): Evaluation {
  const correct: Record<Field, number> = { intent: 0, kind: 0, amount: 0, currency: 0, category: 0, party: 0, date: 0 };
  const failures: Failure[] = [];
  let whole = 0;
  for (const item of items) {
    const got = parse(item.text, item.today);
    let right = sameItems(item.items, got.items);
    for (const field of FIELDS) {
      if (same(field, item[field], got[field])) correct[field]++;
      else { right = false; failures.push({ text: item.text, field, expected: item[field], actual: got[field] }); }
    }
    if (right) whole++;
  }
  const total = items.length;
  const score = (f: Field): FieldScore => ({ correct: correct[f], total, accuracy: total === 0 ? 1 : correct[f] / total });
  return {
    count: total,
    fields: { intent: score('intent'), kind: score('kind'), amount: score('amount'), currency: score('currency'), category: score('category'), party: score('party'), date: score('date') },
    fullRow: { correct: whole, total, accuracy: total === 0 ? 1 : whole / total },
    failures,
  };
}
