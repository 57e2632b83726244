// One import, from bytes to the books (issue 18): read the file (packages/imports), find the
// account it belongs to, then — in one transaction, the account locked so two imports of it
// cannot both miss each other's lines — plan every movement against what is already there and
// write it all or nothing. Used by the CLI, the web routes and the WhatsApp handler alike.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ANALYZE_AFTER_RECORDS, analyzeTotals } from '@kumbu/db/record-day-totals';
import { type ColumnMapping, type Movement, type StatementRead } from '@kumbu/imports/statement';
import { readStatementBytes } from '@kumbu/imports/read-statement';
import { descriptionKey } from '@kumbu/imports/description-key';
import { categoryText } from '@kumbu/imports/category-text';
import { type LinePlan, planImport } from '@kumbu/imports/plan-import';
import { KumbuError } from '@kumbu/core/errors';
import { classify } from '@kumbu/agent/classify';
import { parseMemory } from '@kumbu/agent/category-memory';
import { fold } from '@kumbu/agent/text';
import type { DbOrTx } from '@kumbu/db/database';
import { assertAllowanceFor } from '../limits/record-allowance';
import { moneyAccounts } from '@kumbu/db/schema';
import { type MoneyAccountRow, listMoneyAccounts } from '@kumbu/db/money-accounts';
import { getCategoryMemory } from '@kumbu/db/copilot';
import {
  type LineSource, type LineToStore, type StoredImport, linesOfAccount, matchCandidates, openInvoices, storeImport, transferRulesOf,
} from '@kumbu/db/imports';

export interface ImportSummary extends StoredImport {
  readonly read: StatementRead;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The person's account a statement names by IBAN or wallet/account number, if any. */
export function accountForStatement(read: StatementRead, accounts: readonly MoneyAccountRow[]): MoneyAccountRow | null {
  const live = accounts.filter((a) => !a.archivedAt && a.currency === read.account.currency);
  const iban = read.account.iban;
  if (iban) {
    const found = live.find((a) => a.iban?.replace(/\s/g, '').toUpperCase() === iban);
    if (found) return found;
  }
  const number = read.account.wallet?.replace(/\D/g, '');
  if (number) {
    const found = live.find((a) => {
      const own = a.number?.replace(/\D/g, '') ?? '';
      return own !== '' && (own === number || own.endsWith(number) || number.endsWith(own));
    });
    if (found) return found;
  }
  return null;
}

/** Noon in Luanda on the statement's day: the same calendar day in every view and export. */
function occurredAt(day: string): Date {
  return new Date(`${day}T12:00:00+01:00`);
}

function toLine(m: Movement, position: number, plan: LinePlan, accountId: string): LineToStore {
  const common = {
    position, day: m.date, valueDay: m.valueDate, amountCents: m.amountCents, currency: m.currency,
    description: m.description.slice(0, 500), descriptionKey: descriptionKey(m.description).slice(0, 500),
    balanceCents: m.balanceCents, counterparty: m.counterparty?.slice(0, 200) ?? null, reference: m.reference?.slice(0, 200) ?? null,
    role: m.role, invoiceNo: m.invoice?.number ?? null, invoiceType: m.invoice?.type ?? null,
  } as const;
  switch (plan.outcome) {
    case 'duplicate': return { ...common, outcome: { type: 'duplicate', duplicateOf: plan.duplicateOf } };
    case 'matched': return { ...common, outcome: { type: 'matched', recordId: plan.recordId, moveFrom: plan.moveFrom } };
    case 'settled': return { ...common, outcome: { type: 'settled', invoiceLineId: plan.invoiceLineId, recordId: plan.recordId } };
    case 'inserted': {
      const amount = Math.abs(m.amountCents);
      const party = m.invoice?.party ?? m.counterparty;
      if (plan.kind === 'transfer') {
        const out = m.amountCents < 0;
        return { ...common, outcome: { type: 'inserted', record: {
          kind: 'transfer', amountCents: amount, currency: m.currency, category: null, party: null, description: m.description,
          occurredAt: occurredAt(m.date), accountId: out ? accountId : plan.otherAccountId, toAccountId: out ? plan.otherAccountId : accountId,
        } } };
      }
      return { ...common, outcome: { type: 'inserted', record: {
        kind: plan.kind, amountCents: amount, currency: m.currency, category: plan.category, party: party?.slice(0, 200) ?? null,
        description: m.description.slice(0, 500), occurredAt: occurredAt(m.date), accountId, toAccountId: null,
      } } };
    }
  }
}

/** The plan of every movement against the account as it is now (call inside the committing transaction). */
export async function planAgainstBooks(tx: DbOrTx, userId: string, account: MoneyAccountRow, read: StatementRead): Promise<LinePlan[]> {
  const days = read.movements.map((m) => m.date).sort();
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return [];
  // One after the other: inside a transaction they share one connection anyway.
  const existingLines = await linesOfAccount(tx, userId, account.id, first, last);
  const candidates = read.kind === 'saft' ? [] : await matchCandidates(tx, userId, account.id, account.currency, first, last);
  const ownAccounts = await listMoneyAccounts(tx, userId);
  const rules = await transferRulesOf(tx, userId, account.id);
  const invoices = read.kind === 'saft' ? [] : await openInvoices(tx, userId, account.currency);
  const storedMemory = await getCategoryMemory(tx, userId);
  const memory = storedMemory === null ? undefined : parseMemory(storedMemory);
  const categories = new Map<string, string>();
  return planImport(read.movements, {
    accountId: account.id, currency: account.currency, existingLines, candidates, rules, openInvoices: invoices,
    ownAccounts: ownAccounts.map((a) => ({ id: a.id, name: a.name, iban: a.iban, number: a.number, currency: a.currency })),
    categorise: (text, side) => {
      // Statements repeat the same words with another reference number on every line: classify
      // each wording once per import (numbers never decide a category).
      const key = `${side}|${text.replace(/\d+/g, '#')}`;
      let category = categories.get(key);
      // The person's own corrections are remembered by their words; the tables read the line
      // without the statement's operation and bank words (category-text.ts), and the learned
      // model is left out: it learned from chat messages, not statement lines.
      if (category === undefined) { category = classify(text, fold(categoryText(text)), side, memory, { model: false }); categories.set(key, category); }
      return category;
    },
  });
}

export interface CommitOptions {
  readonly accountId: string;
  readonly fileName: string | null;
  readonly source: 'web' | 'whatsapp' | 'cli';
  readonly mapping?: Partial<ColumnMapping>;
  /** When set, the free allowance is asked for the records the import adds (the web and WhatsApp; the operator's CLI is not held to it). */
  readonly now?: Date;
  /** The file as already read with the same mapping (the caller read it to pick the account): not read twice. */
  readonly read?: StatementRead;
}

/** Reads and commits a file into an account, all or nothing. Throws ImportReadError for an unreadable file. */
export async function importStatement(db: DbOrTx, userId: string, bytes: Uint8Array, options: CommitOptions): Promise<ImportSummary> {
  const read = options.read ?? await readStatementBytes(bytes, options.mapping ? { mapping: options.mapping } : {});
  const stored = await db.transaction(async (tx) => {
    // One import of an account at a time: the second waits here and then sees the first's lines.
    // (no key update: records' foreign-key checks on the account still pass meanwhile.)
    const [account] = await tx.select().from(moneyAccounts)
      .where(and(eq(moneyAccounts.userId, userId), eq(moneyAccounts.id, options.accountId), sql`${moneyAccounts.archivedAt} is null`))
      .for('no key update');
    if (!account) throw new KumbuError('account-not-found');
    if (account.currency !== read.account.currency) throw new KumbuError('account-currency-mismatch');
    const plans = await planAgainstBooks(tx, userId, account, read);
    const planOf = (m: Movement, i: number): LinePlan => plans[i] ?? { outcome: 'inserted', kind: m.amountCents > 0 ? 'income' : 'expense', category: null };
    const outcomes = read.movements.map((m, i) => planOf(m, i).outcome);
    const days = read.movements.map((m) => m.date).sort();
    const lines: LineSource = {
      length: read.movements.length, outcomes, firstDay: days[0] ?? null, lastDay: days[days.length - 1] ?? null,
      slice: (start, end) => read.movements.slice(start, end).map((m, j) => toLine(m, start + j, planOf(m, start + j), account.id)),
    };
    if (options.now) await assertAllowanceFor(tx, userId, options.now, outcomes.filter((o) => o === 'inserted').length);
    return storeImport(tx, userId, {
      accountId: account.id, format: read.format, kind: read.kind, institution: read.account.institution,
      fileName: options.fileName, fileSha256: sha256(bytes), source: options.source,
      openingBalanceCents: read.openingBalanceCents, closingBalanceCents: read.closingBalanceCents, pages: read.pages, lines,
    });
  });
  if (stored.inserted >= ANALYZE_AFTER_RECORDS) await analyzeTotals(db);
  return { ...stored, read };
}
