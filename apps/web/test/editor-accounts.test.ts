// The record editor's accounts and transfers (issue 15): which account a form means, how the
// currency and the account follow each other, the client-side checks that mirror the server's
// (transfer-accounts-required, transfer-same-account, transfer-rate-needed), and the bodies.
import { describe, expect, it } from 'vitest';
import { type RecordDto } from '../src/features/dashboard/record-dto';
import { type EditorAccount, defaultAccount, resolvedAccountId, selectableAccounts, transferRate } from '../src/features/dashboard/editor/editor-accounts';
import {
  type EditorForm, applyChange, emptyForm, formFromRecord, toCreateBody, toPatchBody, undoBody, validateForm,
} from '../src/features/dashboard/editor/editor-form';
import { formatRate } from '../src/features/dashboard/kz-equivalent';
import { editorEn } from '../src/i18n/sections/editor.en';
import { editorPt } from '../src/i18n/sections/editor.pt';

const TODAY = '2026-03-15';
const CARTEIRA: EditorAccount = { id: 'a-carteira', name: 'Carteira', currency: 'AOA', isDefault: true, archived: false };
const BAI: EditorAccount = { id: 'a-bai', name: 'BAI', currency: 'AOA', isDefault: false, archived: false };
const DOLARES: EditorAccount = { id: 'a-usd', name: 'Dólares', currency: 'USD', isDefault: true, archived: false };
const VELHA: EditorAccount = { id: 'a-old', name: 'Conta velha', currency: 'AOA', isDefault: false, archived: true };
const ACCOUNTS = [BAI, DOLARES, VELHA, CARTEIRA];

function form(extra: Partial<EditorForm> = {}): EditorForm {
  return { ...emptyForm(TODAY), ...extra };
}

function transfer(extra: Partial<RecordDto> = {}): RecordDto {
  return {
    id: '7d0f3b1e-1111-4a2b-9c3d-0123456789ab', collection: 'transfers', type: 'transfer',
    amountCents: 10_000 as RecordDto['amountCents'], amount: '100.00', currency: 'USD',
    category: null, party: null, description: 'kinguila', notes: null,
    date: '2026-03-10T08:30:00.000Z', createdAt: '2026-03-10T08:30:00.000Z', updatedAt: '2026-03-10T08:30:00.000Z',
    accountId: DOLARES.id, toAccountId: CARTEIRA.id, toAmountCents: 9_500_000 as RecordDto['amountCents'], toCurrency: 'AOA',
    ...extra,
  };
}

describe('accounts in the editor', () => {
  it('means the main account of the currency when none is picked, and offers live accounts, main ones first', () => {
    expect(defaultAccount(ACCOUNTS, 'AOA')).toBe(CARTEIRA);
    expect(defaultAccount(ACCOUNTS, 'EUR')).toBeUndefined();
    expect(resolvedAccountId(ACCOUNTS, '', 'USD')).toBe(DOLARES.id);
    expect(resolvedAccountId(ACCOUNTS, '', 'EUR')).toBe('');
    expect(resolvedAccountId(ACCOUNTS, BAI.id, 'AOA')).toBe(BAI.id);
    expect(selectableAccounts(ACCOUNTS).map((a) => a.name)).toEqual(['Carteira', 'Dólares', 'BAI']);
    // The edited record's own account stays on offer even archived.
    expect(selectableAccounts(ACCOUNTS, [VELHA.id]).map((a) => a.name)).toContain('Conta velha');
  });

  it('makes the currency follow the chosen account, and a new currency leave an account of another', () => {
    const onBai = applyChange(form(), 'accountId', BAI.id, ACCOUNTS);
    expect(onBai).toMatchObject({ accountId: BAI.id, currency: 'AOA' });
    expect(applyChange(onBai, 'accountId', DOLARES.id, ACCOUNTS)).toMatchObject({ accountId: DOLARES.id, currency: 'USD' });
    // "US$ 20" typed on a kwanza account: the dollars go to the main dollar account.
    expect(applyChange(onBai, 'amount', 'US$ 20', ACCOUNTS)).toMatchObject({ currency: 'USD', accountId: '' });
    expect(applyChange(onBai, 'currency', 'EUR', ACCOUNTS)).toMatchObject({ currency: 'EUR', accountId: '' });
    // A plain amount changes nothing else.
    expect(applyChange(onBai, 'amount', '5 mil', ACCOUNTS)).toMatchObject({ currency: 'AOA', accountId: BAI.id });
  });

  it('sends the account with an ordinary record, and nothing when it is the server\'s default', () => {
    expect(toCreateBody(form({ amount: '5 mil', accountId: BAI.id }), TODAY, ACCOUNTS)).toMatchObject({ type: 'expense', amount: '5000.00', currency: 'AOA', accountId: BAI.id });
    expect(toCreateBody(form({ amount: '5 mil' }), TODAY, ACCOUNTS)).not.toHaveProperty('accountId');
  });
});

describe('transfers in the editor', () => {
  it('needs both accounts, two different ones', () => {
    expect(validateForm(form({ kind: 'transfer', amount: '40 mil' }), TODAY, ACCOUNTS)).toEqual({ accountId: { key: 'transferAccountsRequired' } });
    expect(validateForm(form({ kind: 'transfer', amount: '40 mil', accountId: BAI.id }), TODAY, ACCOUNTS)).toEqual({ toAccountId: { key: 'transferAccountsRequired' } });
    expect(validateForm(form({ kind: 'transfer', amount: '40 mil', accountId: BAI.id, toAccountId: BAI.id }), TODAY, ACCOUNTS))
      .toEqual({ toAccountId: { key: 'transferSameAccount' } });
    expect(validateForm(form({ kind: 'transfer', amount: '40 mil', accountId: BAI.id, toAccountId: CARTEIRA.id }), TODAY, ACCOUNTS)).toEqual({});
    // No party is asked of a transfer.
    expect(validateForm(form({ kind: 'transfer', amount: '1', accountId: BAI.id, toAccountId: CARTEIRA.id, party: '' }), TODAY, ACCOUNTS).party).toBeUndefined();
  });

  it('between currencies, needs the amount received', () => {
    const exchange = form({ kind: 'transfer', amount: '100', currency: 'USD', accountId: DOLARES.id, toAccountId: CARTEIRA.id });
    expect(validateForm(exchange, TODAY, ACCOUNTS)).toEqual({ toAmount: { key: 'toAmountRequired' } });
    expect(validateForm({ ...exchange, toAmount: 'muito' }, TODAY, ACCOUNTS)).toEqual({ toAmount: { key: 'toAmountInvalid' } });
    expect(validateForm({ ...exchange, toAmount: '95 mil' }, TODAY, ACCOUNTS)).toEqual({});
  });

  it('has the messages in both languages', () => {
    for (const key of ['transferSameAccount', 'transferAccountsRequired', 'toAmountRequired', 'toAmountInvalid'] as const) {
      expect(editorPt.errors[key]).not.toBe('');
      expect(editorEn.errors[key]).not.toBe(editorPt.errors[key]);
    }
  });

  it('sends from, to and, between currencies, what arrived; never a category or party', () => {
    expect(toCreateBody(form({ kind: 'transfer', amount: '40 mil', accountId: BAI.id, toAccountId: CARTEIRA.id, category: 'fees', party: 'x' }), TODAY, ACCOUNTS)).toEqual({
      type: 'transfer', amount: '40000.00', currency: 'AOA', category: null, party: null, description: null, notes: null,
      accountId: BAI.id, toAccountId: CARTEIRA.id,
    });
    expect(toCreateBody(form({ kind: 'transfer', amount: '100', currency: 'USD', accountId: DOLARES.id, toAccountId: CARTEIRA.id, toAmount: '95.000,00' }), TODAY, ACCOUNTS))
      .toMatchObject({ type: 'transfer', amount: '100.00', currency: 'USD', accountId: DOLARES.id, toAccountId: CARTEIRA.id, toAmount: '95000.00' });
  });

  it('shows the rate the two amounts imply, kwanza per unit of the foreign side', () => {
    const usdToKz = transferRate(10_000, 'USD', 9_500_000, 'AOA');
    expect(usdToKz).toEqual({ micros: 950_000_000, foreign: 'USD', quote: 'AOA' });
    expect(formatRate(usdToKz!.micros, usdToKz!.foreign, 'pt', usdToKz!.quote).replace(/\s/g, ' ')).toBe('950,00 Kz/USD');
    expect(formatRate(usdToKz!.micros, usdToKz!.foreign, 'en', usdToKz!.quote)).toBe('950.00 Kz/USD');
    // Kwanza into dollars reads the same way round.
    expect(transferRate(9_500_000, 'AOA', 10_000, 'USD')).toEqual({ micros: 950_000_000, foreign: 'USD', quote: 'AOA' });
    expect(transferRate(100, 'AOA', 100, 'AOA')).toBeNull();
  });

  it('edits a transfer from the record, sending what changed (and what arrived again when a side changes)', () => {
    const r = transfer();
    const f = formFromRecord(r, 'pt');
    expect(f).toMatchObject({ kind: 'transfer', amount: '100', currency: 'USD', accountId: DOLARES.id, toAccountId: CARTEIRA.id, toAmount: '95000' });
    expect(toPatchBody(r, f, TODAY, ACCOUNTS)).toEqual({});
    expect(toPatchBody(r, { ...f, toAmount: '96 mil' }, TODAY, ACCOUNTS)).toEqual({ toAmount: '96000.00' });
    expect(toPatchBody(r, { ...f, amount: '110' }, TODAY, ACCOUNTS)).toEqual({ amount: '110.00', toAmount: '95000.00' });
    expect(toPatchBody(r, { ...f, toAccountId: BAI.id }, TODAY, ACCOUNTS)).toEqual({ toAccountId: BAI.id, toAmount: '95000.00' });
  });

  it('undo re-creates a transfer with both accounts and what arrived', () => {
    expect(undoBody(transfer())).toMatchObject({ type: 'transfer', accountId: DOLARES.id, toAccountId: CARTEIRA.id, toAmount: '95000.00', currency: 'USD' });
    const same = undoBody(transfer({ currency: 'AOA', toCurrency: 'AOA', accountId: BAI.id, toAmountCents: 10_000 as RecordDto['amountCents'] }));
    expect(same).toMatchObject({ accountId: BAI.id, toAccountId: CARTEIRA.id });
    expect(same).not.toHaveProperty('toAmount');
  });
});
