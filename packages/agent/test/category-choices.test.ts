import { describe, expect, it } from 'vitest';
import { toCents } from '@kumbu/core/money';
import { CATEGORY_KEYS, ROW_LABEL_LIMIT, categoryRowLabel } from '../src/categories';
import { categoryChoices, MAX_LIST_ROWS } from '../src/category-choices';
import { categoryButtonId, categoryChoicesReply, categoryRowId, parseCategoryRow, recordIdOfCategoryButton, recordedReply } from '../src/reply/replies';

const ID = '0b0a6a2e-6f43-4f7e-9d1c-3b8f2f0c1a77';

describe('the category list offered by "Mudar categoria"', () => {
  it('starts with what the words point at, never repeats the current category, and ends with "other"', () => {
    const choices = categoryChoices('expense', 'transport', 'farmácia e pão');
    expect(choices).toHaveLength(MAX_LIST_ROWS);
    expect(choices.slice(0, 2).sort()).toEqual(['groceries', 'health']);
    expect(choices).not.toContain('transport');
    expect(choices.at(-1)).toBe('other');
    expect(new Set(choices).size).toBe(choices.length);
  });
  it('fills up by common use; when the record is already "other", ten other categories', () => {
    const choices = categoryChoices('expense', 'other', 'Kikolo');
    expect(choices).toHaveLength(MAX_LIST_ROWS);
    expect(choices[0]).toBe('groceries');
    expect(choices).not.toContain('other');
  });
  it('income offers the other income categories only', () => {
    expect(categoryChoices('income', 'sales', 'cadeiras')).toEqual(['salary', 'services', 'gift', 'investment', 'other_income']);
  });
  it('every row label fits in WhatsApp\'s 24 characters, in both languages', () => {
    for (const key of CATEGORY_KEYS) for (const lang of ['pt', 'en'] as const) expect(Array.from(categoryRowLabel(key, lang)).length).toBeLessThanOrEqual(ROW_LABEL_LIMIT);
  });
  it('button and row ids name the record and category, and refuse anything else', () => {
    expect(recordIdOfCategoryButton(categoryButtonId(ID))).toBe(ID);
    expect(recordIdOfCategoryButton('cat:not-a-record')).toBeNull();
    expect(parseCategoryRow(categoryRowId(ID, 'health'))).toEqual({ recordId: ID, category: 'health' });
    expect(parseCategoryRow(`setcat:${ID}:pizza`)).toBeNull();
    expect(parseCategoryRow('undo:x')).toBeNull();
  });
  it('a record confirmation has Anular and Mudar categoria for income and expenses, only Anular for debts', () => {
    const base = { recordId: ID, amountCents: toCents(500000), currency: 'AOA' as const, what: 'Transporte', day: '2026-11-20', today: '2026-11-20' };
    expect(recordedReply({ ...base, kind: 'expense' }, 'pt').buttons?.map((b) => b.title)).toEqual(['Anular', 'Mudar categoria']);
    expect(recordedReply({ ...base, kind: 'income' }, 'en').buttons?.map((b) => b.title)).toEqual(['Undo', 'Change category']);
    expect(recordedReply({ ...base, kind: 'loanGiven', what: 'João' }, 'pt').buttons?.map((b) => b.title)).toEqual(['Anular']);
  });
  it('the list reply asks in the user\'s language', () => {
    const reply = categoryChoicesReply(ID, { kind: 'expense', amountCents: toCents(500000), currency: 'AOA', what: 'Transporte', day: '2026-11-20' }, ['groceries', 'personal'], 'pt');
    expect(reply.text.replace(/[\u00a0\u202f]/gu, ' ')).toBe('Em que categoria fica 5 000,00 Kz · Transporte? Escolha na lista. Se não estiver lá, escreva, por exemplo: "muda para saúde".');
    expect(reply.list).toEqual({ button: 'Categorias', rows: [{ id: `setcat:${ID}:groceries`, title: 'Supermercado e mercado' }, { id: `setcat:${ID}:personal`, title: 'Roupa e beleza' }] });
  });
});
