// Financial records (spec §3): six kinds in three collections, plus transfers between a
// person's own money accounts (issue 15), which are never income or expense, and one tolerant reader for
// the loose shapes the original product stored (amount as number or string, type in any case,
// dates in four fields and four formats). Everything downstream sees one clean shape.
import { type Bilingual, type Lang } from './lang';
import { type Cents, type Currency, DEFAULT_CURRENCY, decimalToCents, isCurrency, numberToCents } from './money';
import { parseAmount } from './amount-parse';

export const RECORD_KINDS = ['income', 'expense', 'debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment', 'transfer'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

const KIND_BY_LOWER: ReadonlyMap<string, RecordKind> = new Map(RECORD_KINDS.map((k) => [k.toLowerCase(), k]));

/** Case-insensitive: "DEBTTAKEN" → "debtTaken"; unknown → null. */
export function parseRecordKind(s: string): RecordKind | null {
  return KIND_BY_LOWER.get(s.trim().toLowerCase()) ?? null;
}

export const COLLECTIONS = ['transactions', 'debts', 'loansGiven', 'transfers'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const KINDS_BY_COLLECTION = {
  transactions: ['income', 'expense'],
  debts: ['debtTaken', 'debtPaid'],
  loansGiven: ['loanGiven', 'loanReceivedPayment'],
  transfers: ['transfer'],
} as const satisfies Record<Collection, readonly RecordKind[]>;

export function collectionForKind(kind: RecordKind): Collection {
  switch (kind) {
    case 'income':
    case 'expense':
      return 'transactions';
    case 'debtTaken':
    case 'debtPaid':
      return 'debts';
    case 'loanGiven':
    case 'loanReceivedPayment':
      return 'loansGiven';
    case 'transfer':
      return 'transfers';
  }
}

const KIND_LABELS: Readonly<Record<RecordKind, Bilingual>> = {
  income: { pt: 'Receita', en: 'Income' },
  expense: { pt: 'Despesa', en: 'Expense' },
  debtTaken: { pt: 'Dívida contraída', en: 'Debt taken' },
  debtPaid: { pt: 'Dívida paga', en: 'Debt paid' },
  loanGiven: { pt: 'Empréstimo concedido', en: 'Loan given' },
  loanReceivedPayment: { pt: 'Reembolso recebido', en: 'Loan repayment received' },
  transfer: { pt: 'Transferência', en: 'Transfer' },
};

export function kindLabel(kind: RecordKind, lang: Lang): string {
  return KIND_LABELS[kind][lang];
}

/** All labels, for translation-completeness tests and pickers. */
export const RECORD_KIND_LABELS: Readonly<Record<RecordKind, Bilingual>> = KIND_LABELS;

export interface FinanceRecord {
  id: string;
  kind: RecordKind;
  /** As stored; the kind, not the sign, says whether money came in or went out. */
  amountCents: Cents;
  currency: Currency;
  category: string | null;
  party: string | null;
  description: string | null;
  notes: string | null;
  date: Date;
  /** The money account it sits on (a transfer's from-side); absent in data read from old shapes. */
  accountId?: string;
  /** A transfer's to-side: the account, the amount that arrived there and its currency. */
  transferTo?: TransferSide;
}

export interface TransferSide {
  readonly accountId: string;
  readonly amountCents: Cents;
  readonly currency: Currency;
}

/**
 * How a kind moves an account's balance: +1 money in, −1 money out. A transfer is −1 on its
 * from-account and +1 (its to-amount) on its to-account.
 */
export function balanceSign(kind: RecordKind): 1 | -1 {
  switch (kind) {
    case 'income':
    case 'debtTaken':
    case 'loanReceivedPayment':
      return 1;
    case 'expense':
    case 'debtPaid':
    case 'loanGiven':
    case 'transfer':
      return -1;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

// A JavaScript numeric literal as JSON or a spreadsheet writes it: "5000", "-12.5", "1e3".
const JS_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A stored float with more than 2 decimals (1234.567) is legacy data, not a typo: round it to
 * the nearest cêntimo rather than drop the record and silently change the user's totals.
 */
function storedNumberToCents(n: number): Cents | null {
  const exact = numberToCents(n);
  if (exact !== null || !Number.isFinite(n) || Math.abs(n) >= 1e21) return exact;
  return decimalToCents(n.toFixed(2));
}

/**
 * Amount as number or numeric string. Strings are read as a machine number first ("5.000"
 * is 5, as JavaScript's Number would read it) and only then as a human amount ("5 000",
 * "5.000,50"). Non-finite or unreadable → null, and the record is ignored (spec §5).
 */
export function readAmount(v: unknown): Cents | null {
  if (typeof v === 'number') return storedNumberToCents(v);
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (s === '') return null;
  const exact = decimalToCents(s);
  if (exact !== null) return exact;
  if (JS_NUMBER.test(s)) return storedNumberToCents(Number(s));
  return parseAmount(s)?.cents ?? null;
}

const CURRENCY_ALIASES: Readonly<Record<string, Currency>> = { KZ: 'AOA', KZS: 'AOA', KWANZA: 'AOA', KWANZAS: 'AOA' };

/** Missing or blank → AOA; known code (any case) → it; anything else → null (ignore, never guess a rate). */
function readCurrency(v: unknown): Currency | null {
  if (v === undefined || v === null) return DEFAULT_CURRENCY;
  if (typeof v !== 'string') return null;
  const code = v.trim().toUpperCase();
  if (code === '') return DEFAULT_CURRENCY;
  if (isCurrency(code)) return code;
  return CURRENCY_ALIASES[code] ?? null;
}

function validDate(ms: number): Date | null {
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * One date value: a Date, epoch milliseconds (number or digit string), an ISO string, or a
 * stored timestamp object `{ seconds, nanoseconds }` / `{ _seconds, _nanoseconds }`.
 */
export function readDate(v: unknown): Date | null {
  if (v instanceof Date) return validDate(v.getTime());
  if (typeof v === 'number') return validDate(v);
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '') return null;
    return validDate(/^\d+$/.test(s) ? Number(s) : Date.parse(s));
  }
  if (isObject(v)) {
    const seconds = v.seconds ?? v._seconds;
    const nanos = v.nanoseconds ?? v._nanoseconds ?? 0;
    if (typeof seconds !== 'number' || typeof nanos !== 'number') return null;
    return validDate(seconds * 1000 + Math.floor(nanos / 1e6));
  }
  return null;
}

/** The fields a record's date may live in, in order of preference (spec §3). */
export const DATE_FIELDS = ['date', 'timestamp', 'createdAt', 'created_at'] as const;

function readText(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.trim();
  return s === '' ? null : s;
}

/**
 * Turns one stored document of any of the loose historical shapes into a `FinanceRecord`,
 * or null when it cannot be counted: unknown type, unreadable / non-finite amount, unknown
 * currency, or no readable date. `type` may also arrive as `kind`; a missing id becomes ''.
 */
export function normaliseRecord(raw: unknown): FinanceRecord | null {
  if (!isObject(raw)) return null;
  const typeRaw = raw.type ?? raw.kind;
  const kind = typeof typeRaw === 'string' ? parseRecordKind(typeRaw) : null;
  if (!kind) return null;
  const amountCents = readAmount(raw.amount);
  if (amountCents === null) return null;
  const currency = readCurrency(raw.currency);
  if (!currency) return null;
  let date: Date | null = null;
  for (const field of DATE_FIELDS) {
    date = readDate(raw[field]);
    if (date) break;
  }
  if (!date) return null;
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : '';
  return {
    id, kind, amountCents, currency, date,
    category: readText(raw.category),
    party: readText(raw.party),
    description: readText(raw.description),
    notes: readText(raw.notes),
  };
}
