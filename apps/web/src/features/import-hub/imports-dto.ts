// The wire shapes of the imports API (issue 18): the preview of an uploaded statement, the
// commit's result, the history and each account's reconciliation, checked at the edge. Money
// stays in integer cêntimos; a preview that does not parse is refused whole (a half-read
// preview would show wrong counts).
import { isFiniteNumber, isObject, isString, type JsonObject } from '../../shared/guards';

export const OUTCOMES = ['new', 'duplicate', 'matched', 'settled', 'transfer'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The mapping's column fields, in the order the Colunas panel shows them. */
export const COLUMN_FIELDS = ['date', 'description', 'amount', 'debit', 'credit', 'balance', 'valueDate', 'fee', 'direction', 'reference', 'counterparty', 'currency', 'status'] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];
export type DateOrder = 'dmy' | 'ymd' | 'mdy';
export type DecimalMark = ',' | '.';

export type ColumnMapping = Readonly<Record<ColumnField, number | null>> & {
  readonly headerRow: number;
  readonly dateOrder: DateOrder;
  readonly decimalMark: DecimalMark;
};

export interface PreviewMovement {
  readonly position: number;
  readonly date: string;
  readonly amountCents: number;
  readonly description: string;
  readonly balanceCents: number | null;
  readonly fee: boolean;
  readonly outcome: Outcome;
  readonly category: string | null;
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
  readonly uploadId: string;
  readonly fileName: string | null;
  readonly format: string;
  readonly kind: string;
  readonly institution: string | null;
  readonly iban: string | null;
  readonly wallet: string | null;
  readonly currency: string;
  readonly pages: number | null;
  readonly openingBalanceCents: number | null;
  readonly closingBalanceCents: number | null;
  readonly firstDay: string | null;
  readonly lastDay: string | null;
  readonly balancesAgree: boolean | null;
  readonly accountId: string | null;
  readonly mapping: ColumnMapping | null;
  readonly headers: readonly string[] | null;
  readonly counts: PreviewCounts;
  readonly movements: readonly PreviewMovement[];
  readonly warnings: readonly { readonly code: string; readonly text: string }[];
  readonly suggestions: readonly TransferSuggestion[];
}

export type SuggestionReason = 'cash-withdrawal' | 'wallet-top-up' | 'cash-deposit';
const REASONS: readonly SuggestionReason[] = ['cash-withdrawal', 'wallet-top-up', 'cash-deposit'];
const isReason = (v: unknown): v is SuggestionReason => REASONS.some((r) => r === v);

/** The preview's question: are these lines (one wording) transfers to (or, deposits, from) that account of mine? */
export interface TransferSuggestion {
  readonly reason: SuggestionReason;
  /** The folded words a rule would keep ("lev atm"). */
  readonly words: string;
  readonly otherAccountId: string;
  readonly otherAccountName: string;
  readonly lines: number;
  readonly amountCents: number;
  readonly examples: readonly string[];
}

/** A kept rule: lines of `accountId` holding `words` are moves to or from `otherAccountId`. */
export interface TransferRule {
  readonly id: string;
  readonly accountId: string;
  readonly accountName: string;
  readonly words: string;
  readonly otherAccountId: string;
  readonly otherAccountName: string;
}

export interface CommitResult {
  readonly importId: string;
  readonly accountId: string;
  readonly inserted: number;
  readonly duplicates: number;
  readonly matched: number;
  readonly settled: number;
}

export interface ImportItem {
  readonly id: string;
  readonly accountId: string;
  readonly accountName: string | null;
  readonly format: string;
  readonly institution: string | null;
  readonly fileName: string | null;
  readonly firstDay: string | null;
  readonly lastDay: string | null;
  readonly movements: number;
  readonly inserted: number;
  readonly duplicates: number;
  readonly matched: number;
  readonly createdAt: string;
  readonly undoneAt: string | null;
}

export interface Reconciliation {
  readonly accountId: string;
  readonly lastDay: string | null;
  readonly statementClosingCents: number | null;
  readonly kumbuClosingCents: number | null;
  readonly agrees: boolean;
  readonly differenceCents: number;
  readonly openingGapCents: number;
  readonly unlinkedCents: number;
  readonly unexplainedCents: number;
  readonly unlinkedCount: number;
}

const text = (v: unknown): string | null => (isString(v) && v !== '' ? v : null);
const int = (v: unknown): number | null => (isFiniteNumber(v) && Number.isSafeInteger(v) ? v : null);
const intOr0 = (v: unknown): number => int(v) ?? 0;

function parseMapping(v: unknown): ColumnMapping | null {
  if (!isObject(v)) return null;
  const columns = Object.fromEntries(COLUMN_FIELDS.map((f) => [f, int(v[f])])) as Record<ColumnField, number | null>;
  const dateOrder: DateOrder = v.dateOrder === 'ymd' || v.dateOrder === 'mdy' ? v.dateOrder : 'dmy';
  const decimalMark: DecimalMark = v.decimalMark === '.' ? '.' : ',';
  return { ...columns, headerRow: intOr0(v.headerRow), dateOrder, decimalMark };
}

function parseMovement(v: unknown): PreviewMovement | undefined {
  if (!isObject(v) || !isString(v.date) || int(v.amountCents) === null) return undefined;
  const outcome = OUTCOMES.find((o) => o === v.outcome) ?? 'new';
  return {
    position: intOr0(v.position), date: v.date, amountCents: intOr0(v.amountCents), description: isString(v.description) ? v.description : '',
    balanceCents: int(v.balanceCents), fee: v.fee === true, outcome, category: text(v.category),
  };
}

function parseCounts(v: unknown): PreviewCounts | undefined {
  if (!isObject(v)) return undefined;
  return { total: intOr0(v.total), new: intOr0(v.new), duplicates: intOr0(v.duplicates), matched: intOr0(v.matched), settled: intOr0(v.settled), transfers: intOr0(v.transfers) };
}

function parseSuggestion(v: unknown): TransferSuggestion | undefined {
  if (!isObject(v) || !isString(v.words) || v.words === '' || !isString(v.otherAccountId)) return undefined;
  return {
    reason: isReason(v.reason) ? v.reason : 'cash-withdrawal', words: v.words, otherAccountId: v.otherAccountId,
    otherAccountName: isString(v.otherAccountName) ? v.otherAccountName : '', lines: intOr0(v.lines), amountCents: intOr0(v.amountCents),
    examples: Array.isArray(v.examples) ? v.examples.filter(isString).slice(0, 3) : [],
  };
}

export function parsePreview(v: unknown): ImportPreview | undefined {
  if (!isObject(v) || !isString(v.uploadId) || !isString(v.currency) || !Array.isArray(v.movements)) return undefined;
  const counts = parseCounts(v.counts);
  const movements = v.movements.map(parseMovement);
  if (!counts || movements.some((m) => m === undefined)) return undefined;
  return {
    uploadId: v.uploadId, fileName: text(v.fileName), format: isString(v.format) ? v.format : '', kind: isString(v.kind) ? v.kind : 'bank',
    institution: text(v.institution), iban: text(v.iban), wallet: text(v.wallet), currency: v.currency, pages: int(v.pages),
    openingBalanceCents: int(v.openingBalanceCents), closingBalanceCents: int(v.closingBalanceCents),
    firstDay: text(v.firstDay), lastDay: text(v.lastDay), balancesAgree: typeof v.balancesAgree === 'boolean' ? v.balancesAgree : null,
    accountId: text(v.accountId), mapping: parseMapping(v.mapping),
    headers: Array.isArray(v.headers) ? v.headers.map((h) => (isString(h) ? h : '')) : null,
    counts, movements: movements.filter((m): m is PreviewMovement => m !== undefined),
    warnings: Array.isArray(v.warnings) ? v.warnings.filter((w): w is JsonObject => isObject(w) && isString(w.text)).map((w) => ({ code: String(w.code), text: String(w.text) })) : [],
    // A question that does not parse is left out: the preview stands without it.
    suggestions: Array.isArray(v.suggestions) ? v.suggestions.map(parseSuggestion).filter((x): x is TransferSuggestion => x !== undefined) : [],
  };
}

export function parseCommit(v: unknown): CommitResult | undefined {
  if (!isObject(v) || !isString(v.importId) || !isString(v.accountId)) return undefined;
  return { importId: v.importId, accountId: v.accountId, inserted: intOr0(v.inserted), duplicates: intOr0(v.duplicates), matched: intOr0(v.matched), settled: intOr0(v.settled) };
}

function parseItem(v: unknown): ImportItem | undefined {
  if (!isObject(v) || !isString(v.id) || !isString(v.accountId) || !isString(v.createdAt)) return undefined;
  return {
    id: v.id, accountId: v.accountId, accountName: text(v.accountName), format: isString(v.format) ? v.format : '', institution: text(v.institution),
    fileName: text(v.fileName), firstDay: text(v.firstDay), lastDay: text(v.lastDay), movements: intOr0(v.movements), inserted: intOr0(v.inserted),
    duplicates: intOr0(v.duplicates), matched: intOr0(v.matched), createdAt: v.createdAt, undoneAt: text(v.undoneAt),
  };
}

function items<T>(v: unknown, parse: (x: unknown) => T | undefined): readonly T[] | undefined {
  if (!isObject(v) || !Array.isArray(v.items)) return undefined;
  return v.items.map(parse).filter((x): x is T => x !== undefined);
}

export const parseImports = (v: unknown): readonly ImportItem[] | undefined => items(v, parseItem);

function parseReconciliation(v: unknown): Reconciliation | undefined {
  if (!isObject(v) || !isString(v.accountId)) return undefined;
  return {
    accountId: v.accountId, lastDay: text(v.lastDay), statementClosingCents: int(v.statementClosingCents), kumbuClosingCents: int(v.kumbuClosingCents),
    agrees: v.agrees === true, differenceCents: intOr0(v.differenceCents), openingGapCents: intOr0(v.openingGapCents),
    unlinkedCents: intOr0(v.unlinkedCents), unexplainedCents: intOr0(v.unexplainedCents), unlinkedCount: intOr0(v.unlinkedCount),
  };
}

export const parseReconciliations = (v: unknown): readonly Reconciliation[] | undefined => items(v, parseReconciliation);

export function parseTransferRule(v: unknown): TransferRule | undefined {
  if (!isObject(v) || !isString(v.id) || !isString(v.accountId) || !isString(v.otherAccountId) || !isString(v.words)) return undefined;
  return {
    id: v.id, accountId: v.accountId, accountName: isString(v.accountName) ? v.accountName : '', words: v.words,
    otherAccountId: v.otherAccountId, otherAccountName: isString(v.otherAccountName) ? v.otherAccountName : '',
  };
}

export const parseTransferRules = (v: unknown): readonly TransferRule[] | undefined => items(v, parseTransferRule);
