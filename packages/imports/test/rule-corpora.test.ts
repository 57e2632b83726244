// Every named rule's examples match and its negative examples do not (ARCHITECTURE habit 11).
import { describe, expect, it } from 'vitest';
import { ROLE_WORDS, headerRole } from '../src/tabular/header-words';
import { DESCRIPTION_IN_WORDS, DIRECTION_WORDS, ROW_RULES, WALLET_IN_WORDS, directionOf, matches } from '../src/tabular/row-words';
import { fold } from '../src/tabular/fold';
import { SUGGESTION_RULES, ruleMatches } from '../src/transfer-suggestions';

describe('header roles', () => {
  for (const r of ROLE_WORDS) {
    it(`${r.role}: its examples, not its negative examples`, () => {
      for (const e of r.examples) expect([e, headerRole(e)]).toEqual([e, r.role]);
      for (const e of r.negativeExamples) expect([e, headerRole(e)]).not.toEqual([e, r.role]);
    });
  }
  it('reads a header with its currency: "Débito (Kz)", "Valor AOA"', () => {
    expect(headerRole('Débito (Kz)')).toBe('debit');
    expect(headerRole('Valor AOA')).toBe('amount');
    expect(headerRole('Saldo (USD)')).toBe('balance');
  });
  it('reads a host report title with its stacked sign letters: "SALDO D" (over "C")', () => {
    expect(headerRole('SALDO D')).toBe('balance');
    expect(headerRole('MONTANTE D/C')).toBe('amount');
    expect(headerRole('D/C')).toBe('direction');
    expect(headerRole('Cartão C')).toBeNull();
  });
});

describe('row rules', () => {
  for (const r of ROW_RULES) {
    it(`${r.name}: its examples, not its negative examples`, () => {
      for (const e of r.examples) expect([e, matches(r, e)]).toEqual([e, true]);
      for (const e of r.negativeExamples) expect([e, matches(r, e)]).toEqual([e, false]);
    });
  }
});

describe('direction words', () => {
  for (const w of DIRECTION_WORDS) {
    it(`${w.name}: its examples, not its negative examples`, () => {
      for (const e of w.examples) expect([e, directionOf(e)]).toEqual([e, w.direction]);
      for (const e of w.negativeExamples) expect([e, directionOf(e)]).not.toEqual([e, w.direction]);
    });
  }
  it(`${WALLET_IN_WORDS.name}: money in only in a wallet's statement`, () => {
    for (const e of WALLET_IN_WORDS.examples) {
      expect([e, directionOf(e, true)]).toEqual([e, 1]);
      expect([e, directionOf(e)]).toEqual([e, 0]);
    }
    for (const e of WALLET_IN_WORDS.negativeExamples) expect([e, directionOf(e, true)]).not.toEqual([e, 1]);
  });
  it(`${DESCRIPTION_IN_WORDS.name}: its examples, not its negative examples`, () => {
    for (const e of DESCRIPTION_IN_WORDS.examples) expect([e, DESCRIPTION_IN_WORDS.pattern.test(fold(e))]).toEqual([e, true]);
    for (const e of DESCRIPTION_IN_WORDS.negativeExamples) expect([e, DESCRIPTION_IN_WORDS.pattern.test(fold(e))]).toEqual([e, false]);
  });
});

describe('transfer suggestion rules', () => {
  for (const r of SUGGESTION_RULES) {
    it(`${r.name}: its examples, not its negative examples`, () => {
      for (const e of r.examples) expect([e, ruleMatches(r, e)]).toEqual([e, true]);
      for (const e of r.negativeExamples) expect([e, ruleMatches(r, e)]).toEqual([e, false]);
    });
  }
});
