// «Nova regra» (new-transfer-rule-form.tsx) without a browser: which accounts it offers on each
// side, which field a server refusal marks, and a cash deposit's question read off the wire.
import { describe, expect, it } from 'vitest';
import { parsePreview } from '../src/features/import-hub/imports-dto';
import { fieldOfRefusal, otherAccounts, statementAccounts } from '../src/features/import-hub/new-rule-choices';

const ACCOUNTS = [
  { id: 'carteira', type: 'cash', name: 'Carteira', currency: 'AOA', archived: false },
  { id: 'bai', type: 'bank', name: 'BAI', currency: 'AOA', archived: false },
  { id: 'unitel', type: 'mobile', name: 'Unitel Money', currency: 'AOA', archived: false },
  { id: 'bfa-usd', type: 'bank', name: 'BFA USD', currency: 'USD', archived: false },
  { id: 'bpc', type: 'bank', name: 'BPC antiga', currency: 'AOA', archived: true },
] as const;

describe('«Nova regra» choices', () => {
  it('offers live banks and wallets as the statement\'s account (a cash account has no statement)', () => {
    expect(statementAccounts(ACCOUNTS).map((a) => a.id)).toEqual(['bai', 'unitel', 'bfa-usd']);
  });

  it('offers the other live accounts in the statement\'s currency, the Carteira first, never the statement\'s own', () => {
    expect(otherAccounts(ACCOUNTS, 'bai').map((a) => a.id)).toEqual(['carteira', 'unitel']);
    expect(otherAccounts(ACCOUNTS, 'unitel').map((a) => a.id)).toEqual(['carteira', 'bai']);
    // Nothing in dollars to link: the form says so instead of offering another currency.
    expect(otherAccounts(ACCOUNTS, 'bfa-usd')).toEqual([]);
    expect(otherAccounts(ACCOUNTS, 'gone')).toEqual([]);
  });

  it('marks the field a refusal is about', () => {
    expect(fieldOfRefusal('transfer-rule-words')).toBe('words');
    expect(fieldOfRefusal('transfer-rule-words-long')).toBe('words');
    expect(fieldOfRefusal('transfer-rule-duplicate')).toBe('words');
    expect(fieldOfRefusal('transfer-rule-same-account')).toBe('other');
    expect(fieldOfRefusal('account-not-found')).toBe('other');
    expect(fieldOfRefusal('internal')).toBeUndefined();
    expect(fieldOfRefusal(undefined)).toBeUndefined();
  });
});

describe('a cash deposit\'s question on the wire', () => {
  it('keeps the reason, so the preview asks whether the deposits come from the Carteira', () => {
    const deposit = { reason: 'cash-deposit', words: 'deposito numerario', otherAccountId: 'c', otherAccountName: 'Carteira', lines: 1, amountCents: 5_000_000, examples: ['DEPOSITO NUMERARIO 123'] };
    const preview = {
      uploadId: 'u', currency: 'AOA', movements: [], counts: { total: 0, new: 0, duplicates: 0, matched: 0, settled: 0, transfers: 0 },
      suggestions: [deposit, { ...deposit, reason: 'something-new' }],
    };
    expect(parsePreview(preview)?.suggestions.map((s) => s.reason)).toEqual(['cash-deposit', 'cash-withdrawal']);
  });
});
