// The statement section's edges (issue 18): the preview as the server sends it, checked and
// typed (money stays integer cêntimos; a malformed movement refuses the whole preview), the
// history and reconciliation lists, and the account "Nova conta" makes from a preview.
import { describe, expect, it } from 'vitest';
import { parseCommit, parseImports, parsePreview, parseReconciliations, parseTransferRules } from '../src/features/import-hub/imports-dto';
import { accountBodyFor } from '../src/features/import-hub/new-account-body';

const PREVIEW = {
  uploadId: '6f1c1d5e-8a0b-4f7e-9c1a-2b3c4d5e6f70', fileName: 'extracto.csv', format: 'csv', kind: 'bank', institution: 'BAI',
  iban: 'AO06004000001234567890167', wallet: null, currency: 'AOA', pages: null, openingBalanceCents: 15_000_000, closingBalanceCents: 42_764_950,
  firstDay: '2024-10-01', lastDay: '2024-10-15', balancesAgree: true, accountId: null,
  mapping: { headerRow: 7, date: 0, valueDate: 1, description: 2, amount: null, debit: 3, credit: 4, balance: 5, fee: null, status: null, reference: null, counterparty: null, currency: null, direction: null, dateOrder: 'dmy', decimalMark: ',' },
  headers: ['Data Mov.', 'Data Valor', 'Descrição', 'Débito', 'Crédito', 'Saldo'], layout: 'x',
  counts: { total: 1, new: 1, duplicates: 0, matched: 0, settled: 0, transfers: 0 },
  movements: [{ position: 0, date: '2024-10-01', amountCents: 45_000_000, description: 'SALARIO', balanceCents: 60_000_000, fee: false, outcome: 'new', category: 'salary', otherAccountId: null }],
  warnings: [{ code: 'balance_mismatch', text: 'Aviso' }],
};

describe('imports wire shapes', () => {
  it('reads a preview, its mapping and its movements', () => {
    const p = parsePreview(PREVIEW);
    expect(p?.counts.new).toBe(1);
    expect(p?.mapping?.debit).toBe(3);
    expect(p?.mapping?.amount).toBeNull();
    expect(p?.movements[0]?.amountCents).toBe(45_000_000);
    expect(p?.warnings).toEqual([{ code: 'balance_mismatch', text: 'Aviso' }]);
  });

  it('refuses a preview with a movement whose amount is not whole cêntimos', () => {
    expect(parsePreview({ ...PREVIEW, movements: [{ ...PREVIEW.movements[0], amountCents: 12.5 }] })).toBeUndefined();
    expect(parsePreview({ ...PREVIEW, counts: undefined })).toBeUndefined();
  });

  it('reads the commit, the history and the reconciliation', () => {
    expect(parseCommit({ importId: 'i', accountId: 'a', inserted: 7, duplicates: 0, matched: 0, settled: 0 })?.inserted).toBe(7);
    expect(parseImports({ items: [{ id: 'i', accountId: 'a', createdAt: '2026-12-07T08:00:00Z', movements: 7, inserted: 7, undoneAt: null }, { broken: true }] })).toHaveLength(1);
    expect(parseReconciliations({ items: [{ accountId: 'a', agrees: false, differenceCents: -100, openingGapCents: -100, unlinkedCents: 0, unexplainedCents: 0, unlinkedCount: 0 }] })?.[0]?.openingGapCents).toBe(-100);
  });
});

describe('transfer rules on the wire', () => {
  const SUGGESTION = { reason: 'cash-withdrawal', words: 'lev atm', otherAccountId: 'c', otherAccountName: 'Carteira', lines: 2, amountCents: -3_000_000, examples: ['LEV ATM TALATONA', 'LEV. ATM 0012 VIANA'] };

  it('reads the preview\'s questions, and leaves out one that does not parse (the preview stands)', () => {
    const p = parsePreview({ ...PREVIEW, suggestions: [SUGGESTION, { words: '', otherAccountId: 'c' }, { ...SUGGESTION, reason: 'wallet-top-up', words: 'carregamento unitel money' }] });
    expect(p?.suggestions).toEqual([SUGGESTION, { ...SUGGESTION, reason: 'wallet-top-up', words: 'carregamento unitel money' }]);
    // A server without the field: no questions.
    expect(parsePreview(PREVIEW)?.suggestions).toEqual([]);
  });

  it('reads the rules list', () => {
    const rules = parseTransferRules({ items: [{ id: 'r', accountId: 'a', accountName: 'BAI', words: 'lev atm', otherAccountId: 'c', otherAccountName: 'Carteira' }, { id: 'x' }] });
    expect(rules).toEqual([{ id: 'r', accountId: 'a', accountName: 'BAI', words: 'lev atm', otherAccountId: 'c', otherAccountName: 'Carteira' }]);
    expect(parseTransferRules({})).toBeUndefined();
  });
});

describe('Nova conta from a preview', () => {
  const preview = parsePreview(PREVIEW);
  if (!preview) throw new Error('preview');

  it('makes a bank account with the IBAN, starting at the statement opening balance', () => {
    expect(accountBodyFor(preview, 'BAI')).toEqual({
      type: 'bank', name: 'BAI', currency: 'AOA', institution: 'BAI', iban: 'AO06004000001234567890167', openingBalance: '150000.00', openingDate: '2024-10-01',
    });
  });

  it('leaves out an IBAN whose check digits fail (the account would be refused)', () => {
    expect(accountBodyFor({ ...preview, iban: 'AO06004000001234567890123' }, 'BAI')).not.toHaveProperty('iban');
  });

  it('makes a mobile wallet with its provider and number', () => {
    const body = accountBodyFor({ ...preview, kind: 'mobile_money', institution: 'Unitel Money', iban: null, wallet: '+244923456789' }, 'Unitel');
    expect(body).toMatchObject({ type: 'mobile', institution: 'unitel-money', number: '+244923456789' });
  });
});
