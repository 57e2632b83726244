// Runs the import planner on one labelled case, with its options built as the server builds them
// (apps/server/src/features/imports/statement-import.ts), and scores its links against the labels.
import { classify } from '@kumbu/agent/classify';
import { fold } from '@kumbu/agent/text';
import { type CandidateRecord, type LinePlan, planImport } from '../../src/plan-import';
import { type Movement } from '../../src/statement';
import { ACCOUNTS, type AccountKey, type LabelledCase, type LabelledLine, type LabelledRecord } from './labelled-set';

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const accountOf = (key: AccountKey) => ACCOUNTS.find((a) => a.id === key);

/**
 * The records the candidates query (packages/db/src/imports.ts, CANDIDATES) hands the planner:
 * logged from 3 days before the first line to 3 days after the last; income and expenses in the
 * statement's currency on this account or a cash one; transfers into or out of this account,
 * signed as they move it.
 */
export function candidatesFor(c: LabelledCase): CandidateRecord[] {
  const account = c.account ?? 'bai';
  const currency = accountOf(account)?.currency ?? 'AOA';
  const days = c.lines.map((l) => l.date).sort();
  const first = shiftDay(days[0] ?? '', -3);
  const last = shiftDay(days[days.length - 1] ?? '', 3);
  const signed = (r: LabelledRecord): number | null => {
    if (r.kind === 'transfer') {
      if (r.account === account) return -r.amountCents;
      return r.toAccount === account ? r.amountCents : null;
    }
    if (r.currency !== currency || (r.account !== account && accountOf(r.account)?.type !== 'cash')) return null;
    return r.kind === 'income' ? r.amountCents : -r.amountCents;
  };
  const out: CandidateRecord[] = [];
  for (const r of c.records) {
    const amountCents = signed(r);
    if (amountCents === null || r.day < first || r.day > last) continue;
    out.push({ id: r.id, day: r.day, amountCents, kind: r.kind, text: r.text, category: r.category, accountId: r.account });
  }
  return out;
}

function movementOf(l: LabelledLine): Movement {
  return {
    date: l.date, valueDate: null, amountCents: l.amountCents, currency: 'AOA', description: l.description, balanceCents: null,
    counterparty: l.counterparty ?? null, reference: null, role: l.role ?? 'movement', place: {},
  };
}

export function planCase(c: LabelledCase): LinePlan[] {
  const account = c.account ?? 'bai';
  return planImport(c.lines.map(movementOf), {
    accountId: account, currency: accountOf(account)?.currency ?? 'AOA', existingLines: [], candidates: candidatesFor(c),
    ownAccounts: ACCOUNTS.map((a) => ({ id: a.id, name: a.name, iban: a.iban, number: a.number, currency: a.currency })),
    rules: [], openInvoices: [],
    // The server's categoriser without a person's memory: the real classifier, as a chat record's category came from.
    categorise: (text, side) => classify(text, fold(text), side),
  });
}

export interface Score {
  /** Linked to a record the label accepts. */
  readonly tp: number;
  /** Linked when the label says none, or to another record than the label's. */
  readonly fp: number;
  /** The label names a record and the line was not linked to it. */
  readonly fn: number;
  /** No record, none linked (lines of an identical group paired as well as they can be). */
  readonly tn: number;
}

const acceptable = (truth: LabelledLine['truth']): readonly string[] => (truth === null ? [] : typeof truth === 'string' ? [truth] : truth);

/**
 * Each line's link against its label. Identical lines (same day, amount and words) cannot be
 * told apart, so within such a group any line may carry any of the group's labels.
 */
export function scoreCase(c: LabelledCase, plans: readonly LinePlan[]): Score {
  const groups = new Map<string, number[]>();
  c.lines.forEach((l, i) => {
    const key = `${l.date}|${l.amountCents}|${l.description}|${l.counterparty ?? ''}|${l.role ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  let tp = 0; let fp = 0; let fn = 0; let tn = 0;
  for (const indices of groups.values()) {
    const labels = indices.map((i) => acceptable(c.lines[i]?.truth ?? null));
    const used = labels.map(() => false);
    let unlinked = 0;
    for (const i of indices) {
      const plan = plans[i];
      const linked = plan?.outcome === 'matched' ? plan.recordId : null;
      if (linked === null) { unlinked++; continue; }
      const at = labels.findIndex((accepts, j) => !used[j] && accepts.includes(linked));
      if (at >= 0) { used[at] = true; tp++; } else fp++;
    }
    for (let j = 0; j < labels.length; j++) if (!used[j] && (labels[j]?.length ?? 0) > 0) fn++;
    const noneLabels = labels.filter((accepts) => accepts.length === 0).length;
    tn += Math.min(unlinked, noneLabels);
  }
  return { tp, fp, fn, tn };
}
