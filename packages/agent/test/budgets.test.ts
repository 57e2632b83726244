// Budget arithmetic and texts: percent used, the 80 % / 100 % crossings (once each), and the
// set / check / warning replies in pt and en.
import { describe, expect, it } from 'vitest';
import { toCents } from '@kumbu/core/money';
import { budgetCrossing, budgetLevel, budgetPercent } from '../src/budgets';
import { understand } from '../src/understand';
import { namedExpenseCategory } from '../src/classify';
import { budgetCheckReply, budgetNeedsCategoryReply, budgetSetReply, budgetWarningLine, recordedReply } from '../src/reply/replies';

const c = toCents;
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');
const LIMIT = c(5_000_000); // 50 000,00 Kz

describe('budget arithmetic', () => {
  it('percent is whole and rounded down; a zero budget is 0 %', () => {
    expect(budgetPercent(c(4_250_000), LIMIT)).toBe(85);
    expect(budgetPercent(c(4_999_999), LIMIT)).toBe(99);
    expect(budgetPercent(c(6_000_000), LIMIT)).toBe(120);
    expect(budgetPercent(c(100), c(0))).toBe(0);
  });

  it('levels: below 80 %, from 80 %, at or over 100 %', () => {
    expect(budgetLevel(c(3_999_999), LIMIT)).toBe(0);
    expect(budgetLevel(c(4_000_000), LIMIT)).toBe(80);
    expect(budgetLevel(c(4_999_999), LIMIT)).toBe(80);
    expect(budgetLevel(c(5_000_000), LIMIT)).toBe(100);
  });

  it('warns on crossing 80 %, and on every expense once the budget is spent', () => {
    expect(budgetCrossing(c(3_000_000), c(3_500_000), LIMIT)).toBeNull();
    expect(budgetCrossing(c(3_000_000), c(4_250_000), LIMIT)).toBe(80);
    expect(budgetCrossing(c(4_250_000), c(4_450_000), LIMIT)).toBeNull();
    expect(budgetCrossing(c(4_450_000), c(5_450_000), LIMIT)).toBe(100);
    expect(budgetCrossing(c(5_450_000), c(6_000_000), LIMIT)).toBe(100);
    expect(budgetCrossing(c(15_000_000), c(15_100_000), LIMIT)).toBe(100);
    expect(budgetCrossing(c(1_000_000), c(7_000_000), LIMIT)).toBe(100);
    expect(budgetCrossing(c(0), c(100), c(0))).toBeNull();
  });
});

describe('budget replies', () => {
  const food = { category: 'Supermercado e mercado', limitCents: LIMIT, spentCents: c(4_250_000), currency: 'AOA' as const };

  it('warning lines in pt and en', () => {
    expect(plain(budgetWarningLine({ ...food, level: 80 }, 'pt'))).toBe('⚠️ Já usou 85% do orçamento de Supermercado e mercado: 42 500,00 Kz de 50 000,00 Kz.');
    expect(plain(budgetWarningLine({ ...food, category: 'Groceries', spentCents: c(5_450_000), level: 100 }, 'en')))
      .toBe('🚫 You are over your Groceries budget: AOA 54,500.00 of AOA 50,000.00 (109%).');
  });

  it('a record confirmation carries the warning as its last line, keeping the Undo button', () => {
    const r = recordedReply({
      recordId: '0b7c2f9e-1234-4a5b-8c9d-0123456789ab', kind: 'expense', amountCents: c(1_250_000), currency: 'AOA', what: 'Supermercado e mercado',
      day: '2026-11-22', today: '2026-11-22', monthNet: { cents: c(-4_250_000), currency: 'AOA' }, budgetWarning: { ...food, level: 80 },
    }, 'pt');
    expect(plain(r.text).split('\n')).toEqual([
      '✅ Despesa registada: 12 500,00 Kz · Supermercado e mercado · hoje.',
      'Saldo do mês: -42 500,00 Kz',
      '⚠️ Já usou 85% do orçamento de Supermercado e mercado: 42 500,00 Kz de 50 000,00 Kz.',
    ]);
    expect(r.buttons?.map((b) => b.title)).toEqual(['Anular', 'Mudar categoria']);
  });

  it('set, check, none and the category hint', () => {
    expect(plain(budgetSetReply({ ...food, spentCents: c(1_000_000) }, 'pt').text))
      .toBe('🎯 Orçamento de Supermercado e mercado: 50 000,00 Kz por mês. Este mês já gastou 10 000,00 Kz (20%).');
    const check = budgetCheckReply([
      { ...food, category: 'Groceries' },
      { category: 'Transport', limitCents: c(2_000_000), spentCents: c(500_000), currency: 'AOA' },
      { category: 'Leisure', limitCents: c(1_000_000), spentCents: c(1_200_000), currency: 'AOA' },
    ], 'en');
    expect(plain(check.text)).toBe([
      '📋 Budgets this month:',
      '• Groceries: AOA 42,500.00 of AOA 50,000.00 (85%) ⚠️',
      '• Transport: AOA 5,000.00 of AOA 20,000.00 (25%)',
      '• Leisure: AOA 12,000.00 of AOA 10,000.00 (120%) 🚫',
    ].join('\n'));
    expect(budgetCheckReply([], 'pt').text).toContain('orçamento de 50 mil para comida');
    expect(budgetNeedsCategoryReply('en').text).toContain('budget 50k for groceries');
  });
});

describe('a budget names its category', () => {
  const u = (text: string) => understand(text, { today: '2026-11-20' });
  it.each([
    // By the category's own name, as people write it (issue 16), and by what things are.
    ['orcamento mensal de lazer 40 mil', 'leisure', 4_000_000],
    ['não quero gastar mais de 20 mil por mês em restaurantes', 'dining', 2_000_000],
    ['budget 20k for leisure', 'leisure', 2_000_000],
    ['orçamento de 50 mil para comida', 'groceries', 5_000_000],
    ['orçamento de 30 mil para transporte', 'transport', 3_000_000],
  ])('%s → %s', (text, category, cents) => {
    expect(u(text)).toMatchObject({ intent: 'budget', budget: { action: 'set', category, amountCents: cents } });
  });
  it('names none when no category is said, and the first of two', () => {
    expect(u('orçamento de 100 mil').budget?.category).toBeUndefined();
    expect(namedExpenseCategory('uns 30 mil por mes')).toBeNull();
    // Two areas named: the first one named is the budget's ("orçamento de saúde para a família").
    expect(namedExpenseCategory('lazer e transporte')).toBe('leisure');
  });
});
