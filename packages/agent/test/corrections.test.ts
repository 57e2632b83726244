// Issue 14, item 16: a correction never deletes; it names what to change (and the record, by
// the category it says was wrong). Only an explicit undo deletes. "apaga a minha conta" is
// about the account: the co-pilot explains how to delete it and deletes nothing.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { ACCOUNT_DELETION, CATEGORY_STATEMENT, CORRECTION_RULES } from '../src/correction-rules';
import { fold } from '../src/text';

const u = (text: string, lang: 'pt' | 'en' = 'pt') => understand(text, { today: '2026-11-20', lang });

describe('corrections change, never delete', () => {
  it.each([
    ['nao era supermercado, era mercadoria pra loja', 'inventory', 'groceries'],
    ['não era supermercado, era mercadoria pra loja', 'inventory', 'groceries'],
    ['Não era supermercado. Era mercadoria pra loja', 'inventory', 'groceries'],
    ['nao era supermercado era pra loja', 'inventory', 'groceries'],
    ['não era supermercado, é mercadoria', 'inventory', 'groceries'],
    ["it wasn't groceries, it was stock for the shop", 'inventory', 'groceries'],
    ['it was not groceries, it was stock for the shop', 'inventory', 'groceries'],
  ])('%s → %s (the latest in %s)', (text, category, from) => {
    expect(u(text)).toMatchObject({ intent: 'undo', undo: { action: 'correct', category, from } });
  });

  it.each([
    ['é mercadoria', 'inventory'],
    ['e mercadoria', 'inventory'],
    ['era pra loja', 'inventory'],
    ['isso era pra loja, é mercadoria', 'inventory'],
    ['não, é mercadoria', 'inventory'],
    ['it was stock for the shop', 'inventory'],
    ['that was groceries', 'groceries'],
  ])('a category stated alone puts the last record right: %s → %s', (text, category) => {
    expect(u(text).undo).toEqual({ action: 'correct', category });
  });

  it('the category it was not, alone, names the record and asks for the new one', () => {
    expect(u('não era supermercado').undo).toEqual({ action: 'correct', from: 'groceries' });
    expect(u("it wasn't groceries", 'en').undo).toEqual({ action: 'correct', from: 'groceries' });
  });

  it.each(['enganei-me', 'está errado', 'that was wrong', 'sorry typo', 'não era isso'])(
    'a correction that names nothing asks instead of deleting: %s',
    (text) => {
      const read = u(text);
      if (read.intent === 'undo') expect(read.undo?.action).toBe('correct');
    },
  );

  it.each(['apaga o último', 'anula', 'undo', 'delete the last one', 'cancela o último registo', 'esquece isso', 'registei duas vezes'])(
    'only an explicit undo deletes: %s',
    (text) => {
      expect(u(text)).toMatchObject({ intent: 'undo', undo: { action: 'delete' } });
    },
  );

  it.each(['é caro', 'foi bom', 'é tudo', 'era isso', 'o que é isso?', 'é pra amanhã', 'gastei 5 mil no candongueiro', 'é 5 mil?'])(
    'not a category stated: %s',
    (text) => {
      const read = u(text);
      expect(read.intent === 'undo' && read.undo?.action === 'correct' && read.undo.category !== undefined).toBe(false);
    },
  );
});

describe('deleting the account is not an undo', () => {
  it.each(ACCOUNT_DELETION.examples)('%s → how to delete the account', (text) => {
    const read = u(text);
    expect(read).toMatchObject({ intent: 'help', helpTopic: 'deleteAccount' });
    expect(read.undo).toBeUndefined();
  });
  it.each(ACCOUNT_DELETION.negativeExamples)('%s is not about the account', (text) => {
    expect(u(text).helpTopic).toBeUndefined();
  });
});

describe('correction rules carry their corpus', () => {
  it.each(CORRECTION_RULES.map((r) => [r.name, r] as const))('%s: every example matches (folded)', (_name, rule) => {
    for (const text of rule.examples) expect(rule.rule.test(fold(text)), text).toBe(true);
  });
  it('the account rule matches none of its negative examples', () => {
    for (const text of ACCOUNT_DELETION.negativeExamples) expect(ACCOUNT_DELETION.rule.test(fold(text)), text).toBe(false);
  });
  it('the statement rule refuses figures and questions', () => {
    for (const text of ['era 5 mil', 'e quanto?', 'gastei 5 mil no candongueiro']) expect(CATEGORY_STATEMENT.rule.test(fold(text)), text).toBe(false);
  });
});
