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

export { CURRENCIES, RECORD_KINDS };

/** The kinds that are about someone: a debt or a loan means nothing without the other party. */
const PARTY_KINDS: ReadonlySet<RecordKind> = new Set(['debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment']);

export function needsParty(kind: RecordKind): boolean {
  return PARTY_KINDS.has(kind);
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
}

export type EditorField = keyof EditorForm;

/** Keys under `editor.errors` in the i18n sections. */
export type EditorErrorKey =
  | 'amountRequired' | 'amountInvalid' | 'amountPositive' | 'amountTooLarge'
  | 'partyRequired' | 'dateRequired' | 'dateInvalid' | 'dateFuture' | 'tooLong';

export interface EditorError { readonly key: EditorErrorKey; readonly max?: number }
export type EditorErrors = Partial<Record<EditorField, EditorError>>;

/** Today in Luanda (the day a new record defaults to and the latest a record may have). */
export function todayInLuanda(now: Date = new Date()): string {
  return dayOf(now, DEFAULT_TIME_ZONE);
}

export function emptyForm(today: string): EditorForm {
  return { kind: 'expense', amount: '', currency: DEFAULT_CURRENCY, category: '', party: '', description: '', date: today, notes: '' };
}

/** The amount as people read it back in a text field: "5000.50" → "5000,50" in pt, "5000.50" in en. */
export function amountForInput(record: Pick<RecordDto, 'amountCents'>, lang: 'pt' | 'en'): string {
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

export function validateForm(form: EditorForm, today: string): EditorErrors {
  const errors: Partial<Record<EditorField, EditorError>> = {};
  const amount = readAmountInput(form.amount);
  if (!amount.ok) errors.amount = amount.error;
  if (needsParty(form.kind) && form.party.trim() === '') errors.party = { key: 'partyRequired' };
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
export function toCreateBody(form: EditorForm, today: string): CreateRecordBody | null {
  if (hasErrors(validateForm(form, today))) return null;
  const amount = readAmountInput(form.amount);
  if (!amount.ok) return null;
  const body: CreateRecordBody = {
    type: form.kind,
    amount: centsToDecimal(amount.cents),
    currency: amount.currency ?? form.currency,
    category: text(form.category),
    party: text(form.party),
    description: text(form.description),
    notes: text(form.notes),
  };
  return form.date === today ? body : { ...body, date: form.date };
}

/**
 * A valid form against the record it edits → only what changed (PATCH). An empty object
 * means nothing changed. Null when the form does not validate.
 */
export function toPatchBody(record: RecordDto, form: EditorForm, today: string): PatchRecordBody | null {
  const next = toCreateBody(form, today);
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
  return patch;
}

/** True when the form differs from where it started (closing then asks before discarding). */
export function isDirty(initial: EditorForm, current: EditorForm): boolean {
  return (Object.keys(initial) as EditorField[]).some((k) => initial[k] !== current[k]);
}

/** Undo: the body that re-creates a deleted record exactly, on its original instant. */
export function undoBody(record: RecordDto): CreateRecordBody {
  return {
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
