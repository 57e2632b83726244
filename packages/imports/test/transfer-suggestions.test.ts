// Transfer rules the preview asks about (transfer-suggestions.ts): each named rule's examples and
// negative examples, the wording a rule would keep, and one suggestion per wording and account.
import { describe, expect, it } from 'vitest';
import { CASH_DEPOSIT, CASH_WITHDRAWAL, SUGGESTION_RULES, WALLET_TOP_UP, suggestTransferRules, suggestedWords } from '../src/transfer-suggestions';
import { otherOwnAccount } from '../src/plan-import';
import { descriptionKey } from '../src/description-key';

describe('suggestion rules', () => {
  for (const r of SUGGESTION_RULES) {
    // Its examples and negative examples run in rule-corpora.test.ts.
    it(`${r.name}: a wording for each example`, () => {
      // The wording is found in the line as plan-import.ts compares it, so the kept rule applies.
      for (const e of r.examples) {
        const words = suggestedWords(r, e);
        expect([e, words !== null && ` ${descriptionKey(e)} `.includes(` ${words} `)]).toEqual([e, true]);
      }
    });
  }

  it('keeps the leading words without numbers, references or places', () => {
    expect(suggestedWords(CASH_WITHDRAWAL, 'LEV ATM TALATONA')).toBe('lev atm');
    expect(suggestedWords(CASH_WITHDRAWAL, 'LEV. ATM 0012 VIANA')).toBe('lev atm');
    expect(suggestedWords(CASH_WITHDRAWAL, 'Levantamento em numerário ATM 1234')).toBe('levantamento em numerario atm');
    expect(suggestedWords(CASH_WITHDRAWAL, 'CASH WITHDRAWAL 12/10 ATM 123')).toBe('cash withdrawal');
    expect(suggestedWords(CASH_WITHDRAWAL, 'LEV ATM EM TALATONA')).toBe('lev atm');
    expect(suggestedWords(WALLET_TOP_UP, 'CARREGAMENTO UNITEL MONEY 923456789')).toBe('carregamento unitel money');
    // The top-up word apart from the wallet's name says nothing the rule could keep safely.
    expect(suggestedWords(WALLET_TOP_UP, 'CARREGAMENTO 923 UNITEL MONEY')).toBeNull();
    // A deposit's wording leaves the place out: one rule for the counter and the machine.
    expect(suggestedWords(CASH_DEPOSIT, 'DEP. NUMERARIO BALCAO 0012')).toBe('dep numerario');
    expect(suggestedWords(CASH_DEPOSIT, 'DEPOSITO NUMERARIO ATM 0044 KILAMBA')).toBe('deposito numerario');
    expect(suggestedWords(CASH_DEPOSIT, 'Depósito em numerário')).toBe('deposito em numerario');
    expect(suggestedWords(CASH_DEPOSIT, 'CASH DEPOSIT ATM 0044')).toBe('cash deposit');
  });
});

describe('suggestTransferRules', () => {
  const accounts = [
    { id: 'carteira', name: 'Carteira', type: 'cash', institution: null, currency: 'AOA' },
    { id: 'unitel', name: 'Unitel Money', type: 'mobile', institution: 'unitel-money', currency: 'AOA' },
  ];

  it('groups every withdrawal wording into one question for the cash account, and a top-up for its wallet', () => {
    const lines = [
      { description: 'LEV ATM TALATONA', amountCents: -2_000_000 },
      { description: 'COMPRA TPA KERO GIKA', amountCents: -1_235_050 },
      { description: 'LEV ATM VIANA 0012', amountCents: -1_000_000 },
      { description: 'LEV ATM TALATONA', amountCents: -500_000 },
      { description: 'CARREGAMENTO UNITEL MONEY 923456789', amountCents: -300_000 },
      { description: 'DEVOLUCAO LEV ATM', amountCents: 100_000 },
    ];
    expect(suggestTransferRules(lines, accounts)).toEqual([
      { reason: 'cash-withdrawal', words: 'lev atm', otherAccountId: 'carteira', lines: 3, amountCents: -3_500_000, examples: ['LEV ATM TALATONA', 'LEV ATM VIANA 0012'] },
      { reason: 'wallet-top-up', words: 'carregamento unitel money', otherAccountId: 'unitel', lines: 1, amountCents: -300_000, examples: ['CARREGAMENTO UNITEL MONEY 923456789'] },
    ]);
  });

  it('asks whether cash deposits (money in) come from the cash account; money out with the same words, or a term deposit, is not asked', () => {
    const lines = [
      { description: 'DEPOSITO NUMERARIO BALCAO 0012', amountCents: 5_000_000 },
      { description: 'DEPOSITO NUMERARIO ATM 0044', amountCents: 2_000_000 },
      { description: 'Depósito numerário', amountCents: 1_000_000 },
      { description: 'DEPOSITO NUMERARIO', amountCents: -100 },
      { description: 'DEPOSITO A PRAZO', amountCents: 10_000_000 },
      { description: 'JUROS DEPOSITO', amountCents: 12_345 },
      { description: 'DEPOSITO CHEQUE 0001234', amountCents: 7_000_000 },
      // A withdrawal is money out: the same statement's "LEV ATM" coming back in is not one.
      { description: 'DEVOLUCAO LEV ATM', amountCents: 100_000 },
    ];
    expect(suggestTransferRules(lines, accounts)).toEqual([
      { reason: 'cash-deposit', words: 'deposito numerario', otherAccountId: 'carteira', lines: 3, amountCents: 8_000_000, examples: ['DEPOSITO NUMERARIO BALCAO 0012', 'DEPOSITO NUMERARIO ATM 0044', 'Depósito numerário'] },
    ]);
    expect(suggestTransferRules(lines, accounts.filter((a) => a.type !== 'cash'))).toEqual([]);
  });

  it('asks nothing without a cash account, or a wallet of that name', () => {
    const lines = [{ description: 'LEV ATM TALATONA', amountCents: -2_000_000 }, { description: 'CARREGAMENTO AFRIMONEY', amountCents: -100 }];
    expect(suggestTransferRules(lines, accounts.filter((a) => a.type !== 'cash'))).toEqual([]);
    expect(suggestTransferRules(lines.slice(1), accounts)).toEqual([]);
  });

  it('a kept wording makes plan-import treat the same lines as transfers', () => {
    const [s] = suggestTransferRules([{ description: 'LEV ATM TALATONA', amountCents: -1 }], accounts);
    const ctx = { accountId: 'bai', ownAccounts: [], rules: [{ words: s?.words ?? '', otherAccountId: 'carteira' }] };
    const line = { date: '2024-10-03', valueDate: null, amountCents: -1, currency: 'AOA' as const, description: 'LEV. ATM 0099 CAZENGA', balanceCents: null, counterparty: null, reference: null, role: 'movement' as const, place: {} };
    expect(otherOwnAccount(line, ctx)).toBe('carteira');
  });
});
