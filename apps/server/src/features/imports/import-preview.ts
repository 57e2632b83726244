// What the person sees before committing an import (the web's preview, the WhatsApp summary):
// the statement as read, and for each movement what would become of it against the books as
// they are now — new (with its category), already there, matching a record they logged, paying
// an invoice, or a move between their own accounts — with the counts and the statement's own
// balance check. Read-only: nothing is written until the commit.
import type { Lang } from '@kumbu/core/lang';
import { type ColumnMapping, type StatementRead } from '@kumbu/imports/statement';
import { importWarningText } from '@kumbu/imports/messages';
import { type LinePlan } from '@kumbu/imports/plan-import';
import { type TransferSuggestion, suggestTransferRules } from '@kumbu/imports/transfer-suggestions';
import type { DbOrTx } from '@kumbu/db/database';
import { type MoneyAccountRow, listMoneyAccounts } from '@kumbu/db/money-accounts';
import { planAgainstBooks } from './statement-import';

/** Movements listed in a preview; the counts cover all of them. */
export const PREVIEW_ROWS = 500;

export type PreviewOutcome = 'new' | 'duplicate' | 'matched' | 'settled' | 'transfer';

export interface PreviewMovement {
  readonly position: number;
  readonly date: string;
  readonly amountCents: number;
  readonly description: string;
  readonly balanceCents: number | null;
  readonly fee: boolean;
  readonly outcome: PreviewOutcome;
  readonly category: string | null;
  readonly otherAccountId: string | null;
}

export interface PreviewCounts {
  readonly total: number;
  readonly new: number;
  readonly duplicates: number;
  readonly matched: number;
  readonly settled: number;
  readonly transfers: number;
}

export interface ImportPreview {
  readonly format: StatementRead['format'];
  readonly kind: StatementRead['kind'];
  readonly institution: string | null;
  readonly iban: string | null;
  readonly wallet: string | null;
  readonly currency: string;
  readonly pages: number | null;
  readonly openingBalanceCents: number | null;
  readonly closingBalanceCents: number | null;
  readonly firstDay: string | null;
  readonly lastDay: string | null;
  /** Opening + movements = closing, when the statement states both (null when it cannot be checked). */
  readonly balancesAgree: boolean | null;
  readonly accountId: string | null;
  readonly mapping: ColumnMapping | null;
  readonly headers: readonly string[] | null;
  readonly layout: string | null;
  readonly counts: PreviewCounts;
  readonly movements: readonly PreviewMovement[];
  readonly warnings: readonly { readonly code: string; readonly text: string }[];
  /** Transfer rules worth asking about (transfer-suggestions.ts): "Levantamentos (LEV ATM …) são transferências para a Carteira?" */
  readonly suggestions: readonly (TransferSuggestion & { readonly otherAccountName: string })[];
}

function outcomeOf(plan: LinePlan): PreviewOutcome {
  if (plan.outcome === 'inserted') return plan.kind === 'transfer' ? 'transfer' : 'new';
  return plan.outcome;
}

export function countPlans(plans: readonly LinePlan[]): PreviewCounts {
  const n = (o: PreviewOutcome): number => plans.filter((p) => outcomeOf(p) === o).length;
  return { total: plans.length, new: n('new'), duplicates: n('duplicate'), matched: n('matched'), settled: n('settled'), transfers: n('transfer') };
}

/**
 * Lines that would become expenses but read like a cash withdrawal or a wallet top-up, or income
 * that reads like a cash deposit, with an account of the person's on the other side: one
 * question per wording (confirming keeps a rule).
 */
async function suggestionsFor(db: DbOrTx, userId: string, account: MoneyAccountRow, read: StatementRead, plans: readonly LinePlan[]): Promise<ImportPreview['suggestions']> {
  const lines = read.movements.filter((m, i) => {
    const plan = plans[i];
    return m.role === 'movement' && plan?.outcome === 'inserted' && plan.kind !== 'transfer';
  });
  if (lines.length === 0) return [];
  const others = (await listMoneyAccounts(db, userId)).filter((a) => a.id !== account.id && a.currency === account.currency);
  return suggestTransferRules(lines, others).map((s) => ({ ...s, otherAccountName: others.find((a) => a.id === s.otherAccountId)?.name ?? '' }));
}

export async function buildPreview(db: DbOrTx, userId: string, read: StatementRead, account: MoneyAccountRow | null, lang: Lang): Promise<ImportPreview> {
  // Without an account (none chosen yet, or another currency) every movement would be new.
  const usable = account && account.currency === read.account.currency ? account : null;
  const plans: LinePlan[] = usable
    ? await planAgainstBooks(db, userId, usable, read)
    : read.movements.map((m) => ({ outcome: 'inserted', kind: m.amountCents > 0 ? 'income' : 'expense', category: null }));
  const days = read.movements.map((m) => m.date).sort();
  const sum = read.movements.reduce((s, m) => s + m.amountCents, 0);
  return {
    format: read.format, kind: read.kind, institution: read.account.institution, iban: read.account.iban, wallet: read.account.wallet,
    currency: read.account.currency, pages: read.pages, openingBalanceCents: read.openingBalanceCents, closingBalanceCents: read.closingBalanceCents,
    firstDay: days[0] ?? null, lastDay: days[days.length - 1] ?? null,
    balancesAgree: read.openingBalanceCents !== null && read.closingBalanceCents !== null ? read.openingBalanceCents + sum === read.closingBalanceCents : null,
    accountId: usable?.id ?? null, mapping: read.mapping, headers: read.headers, layout: read.layout,
    counts: countPlans(plans),
    movements: read.movements.slice(0, PREVIEW_ROWS).map((m, i) => {
      const plan = plans[i];
      return {
        position: i, date: m.date, amountCents: m.amountCents, description: m.description, balanceCents: m.balanceCents, fee: m.role === 'fee',
        outcome: plan ? outcomeOf(plan) : 'new',
        category: plan?.outcome === 'inserted' && plan.kind !== 'transfer' ? plan.category : null,
        otherAccountId: plan?.outcome === 'inserted' && plan.kind === 'transfer' ? plan.otherAccountId : null,
      };
    }),
    warnings: read.warnings.map((w) => ({ code: w.code, text: importWarningText(w, lang) })),
    suggestions: usable ? await suggestionsFor(db, userId, usable, read, plans) : [],
  };
}
