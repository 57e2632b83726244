// The record editor's pure part: the form's values, their validation, the request bodies
// they become (POST for a new record, only the changed fields for PATCH), the body that
// re-creates a deleted record (Undo), and when an Idempotency-Key may be reused.
// No React and no I/O, so every rule here is unit-tested (apps/web/test/editor-*.test.ts).
import { parseAmount } from '@kumbu/core/amount-parse';
import { DEFAULT_TIME_ZONE, dayOf, isDayString } from '@kumbu/core/date-range';
import { type Cents, type Currency, CURRENCIES, DEFAULT_CURRENCY, MAX_AMOUNT_CENTS, centsToDecimal } from '@kumbu/core/money';
import { type RecordKind, RECORD_KINDS } from '@kumbu/core/records';
import { categoryLabel, storedCategory } from '@kumbu/agent/categories';
import { type RecordDto } from '../record-dto';
import { type EditorAccount, accountById } from './editor-accounts';

export { CURRENCIES, RECORD_KINDS };

/** The kinds that are about someone: a debt or a loan means nothing without the other party. */
const PARTY_KINDS: ReadonlySet<RecordKind> = new Set(['debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment']);

export function needsParty(kind: RecordKind): boolean {
  return PARTY_KINDS.has(kind);
}

/** A transfer moves money between two of the person's accounts: no category, no party. */
export function isTransfer(kind: RecordKind): boolean {
  return kind === 'transfer';
}

/** The server's limits (record-schemas.ts), checked here first so the message is ours and inline. */
export const MAX_LENGTH = { category: 80, party: 120, description: 500, notes: 1000 } as const;

export interface EditorForm {
  readonly kind: RecordKind;
  /** As typed: "5 mil", "5.000,50", "2,5 milhões"… */
  readonly amount: string;
  readonly currency: Currency;
  readonly category: string;
  readonly party: string;
  readonly description: string;
  /** A calendar day in Africa/Luanda, YYYY-MM-DD. */
  readonly date: string;
  readonly notes: string;
  /** The money account (a transfer's from-side); '' = the main account of the currency. */
  readonly accountId: string;
  /** A transfer's to-account ('' until chosen). */
  readonly toAccountId: string;
  /** A transfer between currencies: what arrived, as typed, in the to-account's currency. */
  readonly toAmount: string;
}

export type EditorField = keyof EditorForm;

/** Keys under `editor.errors` in the i18n sections. */
export type EditorErrorKey =
  | 'amountRequired' | 'amountInvalid' | 'amountPositive' | 'amountTooLarge'
  | 'partyRequired' | 'dateRequired' | 'dateInvalid' | 'dateFuture' | 'tooLong'
  | 'transferSameAccount' | 'transferAccountsRequired' | 'toAmountRequired' | 'toAmountInvalid';

export interface EditorError { readonly key: EditorErrorKey; readonly max?: number }
export type EditorErrors = Partial<Record<EditorField, EditorError>>;

/** Today in Luanda (the day a new record defaults to and the latest a record may have). */
export function todayInLuanda(now: Date = new Date()): string {
  return dayOf(now, DEFAULT_TIME_ZONE);
}

export function emptyForm(today: string): EditorForm {
  return {
    kind: 'expense', amount: '', currency: DEFAULT_CURRENCY, category: '', party: '', description: '', date: today, notes: '',
    accountId: '', toAccountId: '', toAmount: '',
  };
}

/** The amount as people read it back in a text field: "5000.50" → "5000,50" in pt, "5000.50" in en. */
export function amountForInput(record: { readonly amountCents: Cents }, lang: 'pt' | 'en'): string {
  const text = centsToDecimal(record.amountCents).replace(/\.00$/, '');
  return lang === 'pt' ? text.replace('.', ',') : text;
}

export function formFromRecord(record: RecordDto, lang: 'pt' | 'en'): EditorForm {
  return {
    kind: record.type,
    amount: amountForInput(record, lang),
    currency: record.currency,
    // The stored key ("transport") shows as its name in the page's language; the server stores it back as the key.
    category: record.category === null ? '' : categoryLabel(record.category, lang),
    party: record.party ?? '',
    description: record.description ?? '',
    date: dayOf(new Date(record.date), DEFAULT_TIME_ZONE),
    notes: record.notes ?? '',
    accountId: record.accountId ?? '',
    toAccountId: record.toAccountId ?? '',
    // Same currency: what arrived is what left, nothing to show.
    toAmount: record.toAmountCents != null && record.toCurrency != null && record.toCurrency !== record.currency
      ? amountForInput({ amountCents: record.toAmountCents }, lang) : '',
  };
}

export type AmountReading =
  | { readonly ok: true; readonly cents: Cents; readonly currency: Currency | null }
  | { readonly ok: false; readonly error: EditorError };

/** Reads the typed amount with core's parser: any Angolan form, strictly positive, within range. */
export function readAmountInput(text: string): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: { key: 'amountRequired' } };
  const parsed = parseAmount(trimmed);
  if (parsed === null) return { ok: false, error: { key: 'amountInvalid' } };
  if (parsed.cents <= 0) return { ok: false, error: { key: 'amountPositive' } };
  if (parsed.cents > MAX_AMOUNT_CENTS) return { ok: false, error: { key: 'amountTooLarge' } };
  return { ok: true, cents: parsed.cents, currency: parsed.currency };
}

/** The currency a submission uses: a marker typed in the amount ("US$ 20", "50 euros") wins over the picker. */
export function effectiveCurrency(form: EditorForm): Currency {
  const reading = readAmountInput(form.amount);
  return reading.ok && reading.currency !== null ? reading.currency : form.currency;
}

/**
 * One field changed, and what follows from it: a currency typed in the amount ("US$ 20") moves
 * the currency picker; a new currency leaves an account of another currency for the main
 * account of the new one (''); choosing an account brings its currency.
 */
export function applyChange<K extends EditorField>(form: EditorForm, field: K, value: EditorForm[K], accounts: readonly EditorAccount[]): EditorForm {
  const next: { -readonly [F in EditorField]: EditorForm[F] } = { ...form, [field]: value };
  if (field === 'amount') {
    const reading = readAmountInput(next.amount);
    if (reading.ok && reading.currency !== null) next.currency = reading.currency;
  }
  if (field === 'accountId') {
    const account = accountById(accounts, next.accountId);
    if (account) next.currency = account.currency;
  }
  if (next.currency !== form.currency && field !== 'accountId') {
    const account = accountById(accounts, next.accountId);
    if (account && account.currency !== next.currency) next.accountId = '';
  }
  return next;
}

/**
 * `accounts` lets a transfer be checked as the server will (both accounts, two different ones,
 * the amount received between currencies); without them only the accounts' presence is.
 */
export function validateForm(form: EditorForm, today: string, accounts: readonly EditorAccount[] = []): EditorErrors {
  const errors: Partial<Record<EditorField, EditorError>> = {};
  const amount = readAmountInput(form.amount);
  if (!amount.ok) errors.amount = amount.error;
  if (needsParty(form.kind) && form.party.trim() === '') errors.party = { key: 'partyRequired' };
  if (isTransfer(form.kind)) Object.assign(errors, transferErrors(form, accounts));
  const date = form.date.trim();
  if (date === '') errors.date = { key: 'dateRequired' };
  else if (!isDayString(date) || date < '1900-01-01') errors.date = { key: 'dateInvalid' };
  else if (date > today) errors.date = { key: 'dateFuture' };
  for (const field of ['category', 'party', 'description', 'notes'] as const) {
    if (errors[field] === undefined && form[field].trim().length > MAX_LENGTH[field]) {
      errors[field] = { key: 'tooLong', max: MAX_LENGTH[field] };
    }
  }
  return errors;
}

/** The checks the server makes on a transfer (transfer-accounts-required, -same-account, -rate-needed). */
function transferErrors(form: EditorForm, accounts: readonly EditorAccount[]): EditorErrors {
  if (form.accountId === '') return { accountId: { key: 'transferAccountsRequired' } };
  if (form.toAccountId === '') return { toAccountId: { key: 'transferAccountsRequired' } };
  if (form.toAccountId === form.accountId) return { toAccountId: { key: 'transferSameAccount' } };
  if (!crossCurrency(form, accounts)) return {};
  const received = readAmountInput(form.toAmount);
  if (received.ok) return {};
  return { toAmount: { key: received.error.key === 'amountRequired' ? 'toAmountRequired' : 'toAmountInvalid' } };
}

/** A transfer between accounts of different currencies (known only when both accounts are). */
export function crossCurrency(form: EditorForm, accounts: readonly EditorAccount[]): boolean {
  const from = accountById(accounts, form.accountId);
  const to = accountById(accounts, form.toAccountId);
  return from !== undefined && to !== undefined && from.currency !== to.currency;
}

export function hasErrors(errors: EditorErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The message of one error in the interface language (t is i18next's, or a test's lookup). */
export function errorMessage(error: EditorError, t: (key: `editor.errors.${EditorErrorKey}`, options?: { max: number }) => string): string {
  return error.max === undefined ? t(`editor.errors.${error.key}`) : t(`editor.errors.${error.key}`, { max: error.max });
}

/** POST /api/records body (record-schemas.ts `createRecordBody`). */
export interface CreateRecordBody {
  readonly type: RecordKind;
  /** Exact machine decimal, "5000.00": never a float. */
  readonly amount: string;
  readonly currency: Currency;
  readonly category?: string | null;
  readonly party?: string | null;
  readonly description?: string | null;
  readonly notes?: string | null;
  /** YYYY-MM-DD (the server files it at noon UTC) or an ISO instant. */
  readonly date?: string;
  /** The money account (a transfer's from-side); absent = the main account of the currency. */
  readonly accountId?: string;
  readonly toAccountId?: string;
  /** A transfer between currencies: the exact decimal that arrived, in the to-account's currency. */
  readonly toAmount?: string;
}

export type PatchRecordBody = Partial<CreateRecordBody>;

const text = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * A valid form → the create body. Today's date is left out so the server stamps the
 * actual moment (the record sorts as the newest); another day travels as YYYY-MM-DD.
 * Returns null when the form does not validate.
 */
export function toCreateBody(form: EditorForm, today: string, accounts: readonly EditorAccount[] = []): CreateRecordBody | null {
  if (hasErrors(validateForm(form, today, accounts))) return null;
  const amount = readAmountInput(form.amount);
  if (!amount.ok) return null;
  const transfer = isTransfer(form.kind);
  const body: CreateRecordBody = {
    type: form.kind,
    amount: centsToDecimal(amount.cents),
    currency: amount.currency ?? form.currency,
    category: transfer ? null : text(form.category),
    party: transfer ? null : text(form.party),
    description: text(form.description),
    notes: text(form.notes),
    ...(form.accountId === '' ? {} : { accountId: form.accountId }),
    ...(transfer ? { toAccountId: form.toAccountId } : {}),
    ...(transfer ? receivedField(form, accounts) : {}),
  };
  return form.date === today ? body : { ...body, date: form.date };
}

/** Between currencies, what arrived; the same currency needs nothing (the server takes the amount). */
function receivedField(form: EditorForm, accounts: readonly EditorAccount[]): { toAmount?: string } {
  if (!crossCurrency(form, accounts)) return {};
  const received = readAmountInput(form.toAmount);
  return received.ok ? { toAmount: centsToDecimal(received.cents) } : {};
}

/**
 * A valid form against the record it edits → only what changed (PATCH). An empty object
 * means nothing changed. Null when the form does not validate.
 */
export function toPatchBody(record: RecordDto, form: EditorForm, today: string, accounts: readonly EditorAccount[] = []): PatchRecordBody | null {
  const next = toCreateBody(form, today, accounts);
  if (next === null) return null;
  const patch: { -readonly [K in keyof PatchRecordBody]: PatchRecordBody[K] } = {};
  if (next.type !== record.type) patch.type = next.type;
  if (next.amount !== centsToDecimal(record.amountCents)) patch.amount = next.amount;
  if (next.currency !== record.currency) patch.currency = next.currency;
  // "Transport" shown for the stored "transport" is no change.
  if (storedCategory(next.category) !== storedCategory(record.category)) patch.category = next.category ?? null;
  for (const field of ['party', 'description', 'notes'] as const) {
    const value = next[field] ?? null;
    if (value !== (record[field] ?? null)) patch[field] = value;
  }
  if (form.date !== dayOf(new Date(record.date), DEFAULT_TIME_ZONE)) patch.date = form.date;
  if (next.accountId !== undefined && next.accountId !== (record.accountId ?? undefined)) patch.accountId = next.accountId;
  if (next.toAccountId !== undefined && next.toAccountId !== (record.toAccountId ?? undefined)) patch.toAccountId = next.toAccountId;
  if (next.toAmount !== undefined) {
    const before = record.toAmountCents == null ? null : centsToDecimal(record.toAmountCents);
    // Any change on either side of an exchange sends what arrived again, so the rate is recomputed from both.
    if (next.toAmount !== before || patch.amount !== undefined || patch.accountId !== undefined || patch.toAccountId !== undefined) patch.toAmount = next.toAmount;
  }
  return patch;
}

/** True when the form differs from where it started (closing then asks before discarding). */
export function isDirty(initial: EditorForm, current: EditorForm): boolean {
  return (Object.keys(initial) as EditorField[]).some((k) => initial[k] !== current[k]);
}

/** Undo: the body that re-creates a deleted record exactly, on its original instant. */
export function undoBody(record: RecordDto): CreateRecordBody {
  const toAccountId = record.type === 'transfer' ? record.toAccountId ?? null : null;
  const transfer = toAccountId !== null;
  return {
    ...(record.accountId == null ? {} : { accountId: record.accountId }),
    ...(toAccountId === null ? {} : { toAccountId }),
    ...(transfer && record.toAmountCents != null && record.toCurrency != null && record.toCurrency !== record.currency
      ? { toAmount: centsToDecimal(record.toAmountCents) } : {}),
    type: record.type,
    amount: centsToDecimal(record.amountCents),
    currency: record.currency,
    category: record.category,
    party: record.party,
    description: record.description,
    notes: record.notes,
    date: record.date,
  };
}

/** Derived from the deleted record's id: a double-click on Undo restores it once. */
export function undoIdempotencyKey(record: Pick<RecordDto, 'id'>): string {
  return `undo-delete-${record.id}`;
}

/** One form submission: its Idempotency-Key and the exact body it was sent with. */
export interface Submission {
  readonly key: string;
  readonly body: string;
}

/**
 * The submission to send: the same one again (same key) when a previous attempt of the
 * very same body got no answer; a fresh key for anything else (a changed body under an
 * old key would be refused as a conflict).
 */
export function nextSubmission(pending: Submission | null, body: string, freshKey: () => string): Submission {
  return pending !== null && pending.body === body ? pending : { key: freshKey(), body };
}

/**
 * What to remember after an attempt: the submission stays pending when no answer came
 * (network failure, timeout) or the server was still busy with it, so a retry replays it;
 * any real answer ends it.
 */
export function pendingAfter(submission: Submission, answer: { readonly success: boolean; readonly status: number; readonly code?: string }): Submission | null {
  if (answer.success) return null;
  return answer.status === 0 || answer.code === 'idempotency-in-progress' ? submission : null;
}

const SERVER_FIELDS: Readonly<Record<string, EditorField>> = {
  type: 'kind', amount: 'amount', currency: 'currency', category: 'category', party: 'party',
  description: 'description', notes: 'notes', date: 'date',
  accountId: 'accountId', toAccountId: 'toAccountId', toAmount: 'toAmount', rate: 'toAmount',
};

/** The form field a server field error is about ("type" is our "kind"); undefined for others. */
export function formFieldOf(serverField: string): EditorField | undefined {
  return SERVER_FIELDS[serverField.split('.')[0] ?? ''];
}

export function isRecordKind(value: string): value is RecordKind {
  return (RECORD_KINDS as readonly string[]).includes(value);
}

export function isCurrencyCode(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
