// The learned kind model (decision 0026): where no kind rule fires and the expense tables name
// nothing, a message is no longer an expense by default when the model is sure it is not; where
// a rule fired or an expense is named, the rules decide. Wording not taken from the training files.
import { describe, expect, it } from 'vitest';
import { useKindClassifier } from '../src/learned/kind-classifier';
import { decideKind, type KindPolicy, NEVER } from '../src/learned/kind-policy';
import { understand } from '../src/understand';

const today = '2026-11-27';
const kindOf = (text: string): string | null => understand(text, { today }).kind;

/** Read with the rules alone, the model unplugged. */
function rulesAlone<T>(f: () => T): T {
  const previous = useKindClassifier(null);
  try {
    return f();
  } finally {
    useKindClassifier(previous);
  }
}

describe('learned kind model', () => {
  const cases = [
    // Goods taken on credit by a customer, with no verb the rules know for it.
    ['o Sr. Tomé levou 4 frangos fiados hoje, 14 mil', 'loanGiven'],
    // A rotating-savings share owed and paid, named by a word the rules lack.
    ['ja paguei a xitique os 15 mil que tava a dever', 'debtPaid'],
    // Pay, misspelt past the income rules.
    ['got my salery today 300k', 'income'],
  ] as const;

  it('reads the kind of messages no rule reads', () => {
    for (const [text, kind] of cases) expect({ text, kind: kindOf(text) }).toEqual({ text, kind });
  });

  it('is what reads them: the rules alone take them for expenses', () => {
    rulesAlone(() => {
      for (const [text] of cases) expect({ text, kind: kindOf(text) }).toEqual({ text, kind: 'expense' });
    });
  });

  it('fills the record as its kind wants: a party for a loan, an income category for income', () => {
    const loan = understand('o Sr. Tomé levou 4 frangos fiados hoje, 14 mil', { today });
    expect(loan.category).toBeNull();
    expect(loan.party).toMatch(/Tomé/u);
    expect(understand('got my salery today 300k', { today }).category).toMatch(/^(?:salary|other_income)$/u);
  });

  it('leaves named expenses and the rules’ own answers alone', () => {
    // "explicações" is in the expense tables: paying for a child's lessons stays an expense.
    expect(kindOf('a mãe do Tito pagou as explicações dele, 20 mil')).toBe(rulesAlone(() => kindOf('a mãe do Tito pagou as explicações dele, 20 mil')));
    for (const text of ['roupa 25 mil', 'jantar de aniversário da minha filha 45 mil', 'emprestei 10 mil ao Bento', 'recebi 50 mil do cliente']) {
      expect({ text, kind: kindOf(text) }).toEqual({ text, kind: rulesAlone(() => kindOf(text)) });
    }
  });

  it('decides by the policy: the default only, and only when sure', () => {
    const policy: KindPolicy = { whenDefault: 30, whenDefaultNamed: NEVER, overrule: NEVER };
    const sure = { label: 'income', confidence: 1, margin: 45 } as const;
    const unsure = { label: 'income', confidence: 1, margin: 12 } as const;
    const silent = { kind: null, expenseNamed: () => false };
    expect(decideKind(silent, sure, policy)).toBe('income');
    expect(decideKind(silent, unsure, policy)).toBe('expense');
    expect(decideKind(silent, null, policy)).toBe('expense');
    expect(decideKind({ kind: null, expenseNamed: () => true }, sure, policy)).toBe('expense');
    expect(decideKind({ kind: 'loanGiven', expenseNamed: () => false }, { ...sure, margin: 500 }, policy)).toBe('loanGiven');
  });
});
