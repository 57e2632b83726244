// The planner's links to logged records: decided over all lines at once, strongest evidence
// (a shared word) before a shared category, nearer days before farther ones.
import { describe, expect, it } from 'vitest';
import { type CandidateRecord, type PlanContext, planImport } from '../src/plan-import';
import { type Movement } from '../src/statement';

const line = (date: string, amountCents: number, description: string): Movement => ({
  date, valueDate: null, amountCents, currency: 'AOA', description, balanceCents: null, counterparty: null, reference: null, role: 'movement', place: {},
});

const record = (id: string, day: string, amountCents: number, text: string, category: string | null, kind = 'expense', accountId = 'cash'): CandidateRecord => ({
  id, day, amountCents, kind, text, category, accountId,
});

const context = (candidates: readonly CandidateRecord[], categories: Readonly<Record<string, string>> = {}): PlanContext => ({
  accountId: 'bai', currency: 'AOA', existingLines: [], candidates, ownAccounts: [], rules: [], openInvoices: [],
  categorise: (text) => Object.entries(categories).find(([word]) => text.includes(word))?.[1] ?? null,
});

const linked = (plans: ReturnType<typeof planImport>) => plans.map((p) => (p.outcome === 'matched' ? p.recordId : p.outcome));

describe('planImport links to logged records', () => {
  it('gives a record to the line of its own day, not to an earlier identical line within reach', () => {
    const plans = planImport(
      [line('2026-11-05', -1_200_000, 'COMPRA TPA 0012 KERO GIKA'), line('2026-11-08', -1_200_000, 'COMPRA TPA 0012 KERO GIKA')],
      context([record('r1', '2026-11-08', -1_200_000, 'kero', 'groceries')]),
    );
    expect(linked(plans)).toEqual(['inserted', 'r1']);
  });

  it('links the first of two equal lines when the record is as near to both', () => {
    const plans = planImport(
      [line('2026-11-12', -2_000_000, 'LEV ATM BAI MAIANGA'), line('2026-11-12', -2_000_000, 'LEV ATM BAI MAIANGA')],
      context([record('r1', '2026-11-12', -2_000_000, 'levantei', null, 'transfer', 'bai')]),
    );
    expect(linked(plans)).toEqual(['r1', 'inserted']);
  });

  it('prefers a record sharing a word with the line to a nearer one sharing only the category', () => {
    const plans = planImport(
      [line('2026-11-09', -1_500_000, 'PAG SERV UNITEL REF 4321')],
      context([record('movicel', '2026-11-09', -1_500_000, 'saldo movicel', 'telecom'), record('unitel', '2026-11-10', -1_500_000, 'net unitel', 'telecom')], { UNITEL: 'telecom' }),
    );
    expect(linked(plans)).toEqual(['unitel']);
  });

  it('still takes the nearest of records with the same evidence, and a category alone when nothing better is there', () => {
    const far = record('far', '2026-11-12', -800_000, 'pizza', 'dining');
    const near = record('near', '2026-11-10', -800_000, 'pizza', 'dining');
    expect(linked(planImport([line('2026-11-10', -800_000, 'COMPRA TPA PIZZARIA ROMA PIZZA')], context([far, near])))).toEqual(['near']);
    const generic = record('compras', '2026-11-20', -8_500_000, 'compras', 'groceries');
    expect(linked(planImport([line('2026-11-20', -8_500_000, 'COMPRA TPA KERO GIKA')], context([generic], { KERO: 'groceries' })))).toEqual(['compras']);
  });

  it('moves a chat record from the cash wallet to the statement account, and never links one record twice', () => {
    const plans = planImport(
      [line('2026-11-03', -1_200_000, 'COMPRA TPA KERO GIKA'), line('2026-11-03', -1_200_000, 'COMPRA TPA KERO GIKA')],
      context([record('r1', '2026-11-03', -1_200_000, 'kero', 'groceries')]),
    );
    expect(plans[0]).toEqual({ outcome: 'matched', recordId: 'r1', moveFrom: 'cash' });
    expect(plans[1]).toMatchObject({ outcome: 'inserted', kind: 'expense' });
  });

  it('leaves alone a record of the same amount with neither a word nor the category in common, or more than 3 days away', () => {
    const plans = planImport(
      [line('2026-11-04', -500_000, 'COMPRA TPA PADARIA PAO QUENTE'), line('2026-11-15', -1_200_000, 'COMPRA TPA KERO GIKA')],
      context([record('hair', '2026-11-04', -500_000, 'cabeleireiro', 'personal'), record('kero', '2026-11-10', -1_200_000, 'kero', 'groceries')], { PADARIA: 'groceries' }),
    );
    expect(linked(plans)).toEqual(['inserted', 'inserted']);
  });
});
