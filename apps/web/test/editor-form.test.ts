import { describe, expect, it } from 'vitest';
import { type RecordDto } from '../src/features/dashboard/record-dto';
import {
  type EditorForm, amountForInput, effectiveCurrency, emptyForm, errorMessage, formFieldOf, formFromRecord, isDirty,
  nextSubmission, pendingAfter, readAmountInput, toCreateBody, toPatchBody, todayInLuanda, undoBody, undoIdempotencyKey, validateForm,
} from '../src/features/dashboard/editor/editor-form';
import { editorEn } from '../src/i18n/sections/editor.en';
import { editorPt } from '../src/i18n/sections/editor.pt';

const TODAY = '2026-03-15';

function form(extra: Partial<EditorForm> = {}): EditorForm {
  return { ...emptyForm(TODAY), ...extra };
}

function rec(extra: Partial<RecordDto> = {}): RecordDto {
  return {
    id: '7d0f3b1e-1111-4a2b-9c3d-0123456789ab',
    collection: 'transactions',
    type: 'expense',
    amountCents: 500_000 as RecordDto['amountCents'],
    amount: '5000.00',
    currency: 'AOA',
    category: 'Transporte',
    party: 'Candongueiro',
    description: 'Candongueiro para o trabalho',
    notes: null,
    // 09:30 in Luanda (UTC+1) on 10 March.
    date: '2026-03-10T08:30:00.000Z',
    createdAt: '2026-03-10T08:30:00.000Z',
    updatedAt: '2026-03-10T08:30:00.000Z',
    ...extra,
  };
}

/** i18next-style lookup over one language's editor section. */
function lookup(section: typeof editorPt) {
  return (key: `editor.errors.${keyof typeof editorPt.errors}`, options?: { max: number }): string => {
    const name = key.slice('editor.errors.'.length) as keyof typeof editorPt.errors;
    return section.errors[name].replace('{{max}}', String(options?.max ?? ''));
  };
}

describe('amount input', () => {
  it('reads every Angolan way of writing money, exactly', () => {
    expect(readAmountInput('5 mil')).toEqual({ ok: true, cents: 500_000, currency: null });
    expect(readAmountInput('5.000,50')).toEqual({ ok: true, cents: 500_050, currency: null });
    expect(readAmountInput('5,000.50')).toEqual({ ok: true, cents: 500_050, currency: null });
    expect(readAmountInput('2,5 milhões')).toEqual({ ok: true, cents: 250_000_000, currency: null });
    expect(readAmountInput('US$ 20')).toEqual({ ok: true, cents: 2_000, currency: 'USD' });
  });

  it('refuses empty, unreadable, zero and negative amounts', () => {
    expect(readAmountInput('  ')).toEqual({ ok: false, error: { key: 'amountRequired' } });
    expect(readAmountInput('muito')).toEqual({ ok: false, error: { key: 'amountInvalid' } });
    expect(readAmountInput('0')).toEqual({ ok: false, error: { key: 'amountPositive' } });
    expect(readAmountInput('-500')).toEqual({ ok: false, error: { key: 'amountPositive' } });
  });

  it('lets a currency typed in the amount win over the picker', () => {
    expect(effectiveCurrency(form({ amount: '50 euros', currency: 'AOA' }))).toBe('EUR');
    expect(effectiveCurrency(form({ amount: '50', currency: 'USD' }))).toBe('USD');
  });

  it('puts a stored amount back in the field the way each language writes it, and it reads back the same', () => {
    const r = rec({ amountCents: 500_050 as RecordDto['amountCents'] });
    expect(amountForInput(r, 'pt')).toBe('5000,50');
    expect(amountForInput(r, 'en')).toBe('5000.50');
    expect(amountForInput(rec(), 'pt')).toBe('5000');
    for (const lang of ['pt', 'en'] as const) {
      const back = readAmountInput(amountForInput(r, lang));
      expect(back.ok && back.cents).toBe(500_050);
    }
  });
});

describe('validation', () => {
  it('accepts a complete expense', () => {
    expect(validateForm(form({ amount: '5 mil' }), TODAY)).toEqual({});
  });

  it('requires the amount, and the party for the four debt and loan kinds only', () => {
    expect(validateForm(form(), TODAY)).toEqual({ amount: { key: 'amountRequired' } });
    for (const kind of ['debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment'] as const) {
      expect(validateForm(form({ kind, amount: '100' }), TODAY), kind).toEqual({ party: { key: 'partyRequired' } });
      expect(validateForm(form({ kind, amount: '100', party: '  ' }), TODAY), kind).toEqual({ party: { key: 'partyRequired' } });
      expect(validateForm(form({ kind, amount: '100', party: 'João' }), TODAY), kind).toEqual({});
    }
    expect(validateForm(form({ kind: 'income', amount: '100' }), TODAY)).toEqual({});
  });

  it('checks the date: present, a real day, not after today (Luanda)', () => {
    expect(validateForm(form({ amount: '1', date: '' }), TODAY).date).toEqual({ key: 'dateRequired' });
    expect(validateForm(form({ amount: '1', date: '2026-02-30' }), TODAY).date).toEqual({ key: 'dateInvalid' });
    expect(validateForm(form({ amount: '1', date: '15/03/2026' }), TODAY).date).toEqual({ key: 'dateInvalid' });
    expect(validateForm(form({ amount: '1', date: '2026-03-16' }), TODAY).date).toEqual({ key: 'dateFuture' });
    expect(validateForm(form({ amount: '1', date: '2020-01-01' }), TODAY).date).toBeUndefined();
    // 23:30 UTC on 14 March is already 15 March in Luanda (UTC+1).
    expect(todayInLuanda(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
  });

  it('enforces the server text limits before sending', () => {
    expect(validateForm(form({ amount: '1', category: 'x'.repeat(81) }), TODAY).category).toEqual({ key: 'tooLong', max: 80 });
    expect(validateForm(form({ amount: '1', notes: 'x'.repeat(1000) }), TODAY).notes).toBeUndefined();
  });

  it('has a clear message in both languages for every error', () => {
    const all = validateForm(form({ kind: 'debtTaken', date: '2099-01-01', category: 'x'.repeat(90) }), TODAY);
    expect(Object.keys(all).sort()).toEqual(['amount', 'category', 'date', 'party']);
    expect(errorMessage({ key: 'amountRequired' }, lookup(editorPt))).toBe('Indique o valor.');
    expect(errorMessage({ key: 'amountRequired' }, lookup(editorEn))).toBe('Enter the amount.');
    expect(errorMessage({ key: 'partyRequired' }, lookup(editorPt))).toMatch(/pessoa ou entidade/);
    expect(errorMessage({ key: 'dateFuture' }, lookup(editorEn))).toBe('The date cannot be after today.');
    expect(errorMessage({ key: 'tooLong', max: 80 }, lookup(editorPt))).toBe('Texto demasiado longo (máximo 80 caracteres).');
    expect(errorMessage({ key: 'amountPositive' }, lookup(editorPt))).toBe('O valor tem de ser maior do que zero.');
  });

  it('maps server field errors to the form fields', () => {
    expect(formFieldOf('amount')).toBe('amount');
    expect(formFieldOf('type')).toBe('kind');
    expect(formFieldOf('date')).toBe('date');
    expect(formFieldOf('(body)')).toBeUndefined();
  });
});

describe('create payload', () => {
  it('sends an exact decimal, trimmed texts, nulls for blanks and leaves today out (the server stamps the moment)', () => {
    expect(toCreateBody(form({ amount: '5 mil', category: ' Transporte ', description: 'candongueiro' }), TODAY)).toEqual({
      type: 'expense', amount: '5000.00', currency: 'AOA', category: 'Transporte', party: null, description: 'candongueiro', notes: null,
    });
  });

  it('sends another day as YYYY-MM-DD, and the typed currency', () => {
    expect(toCreateBody(form({ kind: 'loanGiven', amount: 'US$ 1.250,5', party: 'Primo Nelson', date: '2026-01-31' }), TODAY)).toEqual({
      type: 'loanGiven', amount: '1250.50', currency: 'USD', category: null, party: 'Primo Nelson', description: null, notes: null, date: '2026-01-31',
    });
  });

  it('sends nothing for an invalid form', () => {
    expect(toCreateBody(form({ amount: '0' }), TODAY)).toBeNull();
    expect(toCreateBody(form({ kind: 'debtPaid', amount: '10' }), TODAY)).toBeNull();
  });
});

describe('edit payload (PATCH) and dirtiness', () => {
  it('starts from the record (date as the Luanda day) and sends nothing when nothing changed', () => {
    const r = rec();
    const f = formFromRecord(r, 'pt');
    expect(f).toEqual({
      kind: 'expense', amount: '5000', currency: 'AOA', category: 'Transporte', party: 'Candongueiro',
      description: 'Candongueiro para o trabalho', date: '2026-03-10', notes: '', accountId: '', toAccountId: '', toAmount: '',
    });
    expect(toPatchBody(r, f, TODAY)).toEqual({});
    expect(isDirty(f, f)).toBe(false);
  });

  // Issue 14, item 17: records store the category key; the form shows its name in the page's language.
  it('shows a stored key by its name in the page language, and that name is no change', () => {
    const r = rec({ category: 'transport' });
    expect(formFromRecord(r, 'pt').category).toBe('Transporte');
    expect(formFromRecord(r, 'en').category).toBe('Transport');
    expect(toPatchBody(r, formFromRecord(r, 'en'), TODAY)).toEqual({});
    expect(toPatchBody(r, { ...formFromRecord(r, 'en'), category: 'Health' }, TODAY)).toEqual({ category: 'Health' });
    expect(formFromRecord(rec({ category: 'Obra da casa' }), 'en').category).toBe('Obra da casa');
  });

  it('the same amount written differently is no change', () => {
    const r = rec();
    expect(toPatchBody(r, { ...formFromRecord(r, 'pt'), amount: '5 mil' }, TODAY)).toEqual({});
    expect(toPatchBody(r, { ...formFromRecord(r, 'en'), amount: '5,000.00' }, TODAY)).toEqual({});
  });

  it('sends only the changed fields; a cleared text becomes null', () => {
    const r = rec();
    const f = formFromRecord(r, 'pt');
    expect(toPatchBody(r, { ...f, amount: '7 mil' }, TODAY)).toEqual({ amount: '7000.00' });
    expect(toPatchBody(r, { ...f, category: '', notes: 'ida e volta' }, TODAY)).toEqual({ category: null, notes: 'ida e volta' });
    expect(toPatchBody(r, { ...f, date: '2026-03-09' }, TODAY)).toEqual({ date: '2026-03-09' });
    expect(toPatchBody(r, { ...f, kind: 'debtPaid', party: 'João' }, TODAY)).toEqual({ type: 'debtPaid', party: 'João' });
    expect(toPatchBody(r, { ...f, currency: 'EUR' }, TODAY)).toEqual({ currency: 'EUR' });
    expect(isDirty(f, { ...f, notes: 'x' })).toBe(true);
  });

  it('refuses to patch into an invalid record', () => {
    const r = rec();
    expect(toPatchBody(r, { ...formFromRecord(r, 'pt'), amount: '' }, TODAY)).toBeNull();
  });
});

describe('undo', () => {
  it('re-creates the deleted record exactly, on its original instant', () => {
    const r = rec({ type: 'debtTaken', collection: 'debts', currency: 'USD', amountCents: 12_345 as RecordDto['amountCents'], notes: 'até dezembro' });
    expect(undoBody(r)).toEqual({
      type: 'debtTaken', amount: '123.45', currency: 'USD', category: 'Transporte', party: 'Candongueiro',
      description: 'Candongueiro para o trabalho', notes: 'até dezembro', date: '2026-03-10T08:30:00.000Z',
    });
  });

  it('derives its Idempotency-Key from the deleted id, so a double-click restores once', () => {
    expect(undoIdempotencyKey(rec())).toBe(undoIdempotencyKey(rec({ amount: 'other' })));
    expect(undoIdempotencyKey(rec())).not.toBe(undoIdempotencyKey(rec({ id: 'another-id' })));
    expect(undoIdempotencyKey(rec()).length).toBeLessThanOrEqual(200);
  });
});

describe('Idempotency-Key per submission', () => {
  let n = 0;
  const fresh = (): string => `key-${++n}`;

  it('reuses the key when the same submission is retried after no answer', () => {
    const first = nextSubmission(null, '{"a":1}', fresh);
    const pending = pendingAfter(first, { success: false, status: 0 });
    expect(pending).toBe(first);
    expect(nextSubmission(pending, '{"a":1}', fresh).key).toBe(first.key);
    // Still being processed on the server: the retry must be the same request too.
    expect(pendingAfter(first, { success: false, status: 409, code: 'idempotency-in-progress' })).toBe(first);
  });

  it('uses a fresh key for a changed body or after a real answer', () => {
    const first = nextSubmission(null, '{"a":1}', fresh);
    expect(nextSubmission(first, '{"a":2}', fresh).key).not.toBe(first.key);
    expect(pendingAfter(first, { success: false, status: 400, code: 'validation-failed' })).toBeNull();
    expect(pendingAfter(first, { success: true, status: 201 })).toBeNull();
    expect(nextSubmission(null, '{"a":1}', fresh).key).not.toBe(first.key);
  });
});
