import { describe, expect, it } from 'vitest';
import { mergeSuggestion, modelMessages, understandWithModel, type UnderstandingModel } from '../src/model';
import { understand } from '../src/understand';

const ctx = { today: '2025-11-20' };

describe('optional model hook', () => {
  it('is not asked when the rules are sure', async () => {
    let asked = 0;
    const model: UnderstandingModel = { suggest: () => { asked++; return Promise.resolve(null); } };
    expect((await understandWithModel('gastei 5 mil no taxi', ctx, model)).category).toBe('transport');
    expect(asked).toBe(0);
  });
  it('refines an unsure answer with validated fields only, and survives a failing model', async () => {
    const model: UnderstandingModel = { suggest: () => Promise.resolve({ category: 'leisure', amount: '2500.50', date: '2099-01-01', kind: 'bogus' }) };
    const out = await understandWithModel('gastei 3 mil na Tabacaria Lua', ctx, model);
    expect(out).toMatchObject({ category: 'leisure', amountCents: 250050, date: '2025-11-20', kind: 'expense' });
    const broken: UnderstandingModel = { suggest: () => Promise.reject(new Error('down')) };
    expect((await understandWithModel('gastei 3 mil na Tabacaria Lua', ctx, broken)).category).toBe('other');
  });
  it('builds an OpenAI-style prompt with the schema and today', () => {
    const guess = understand('xpto 500', ctx);
    const msgs = modelMessages('xpto 500', ctx, guess);
    expect(msgs[0]?.content).toContain('2025-11-20');
    expect(msgs[1]?.content).toContain('xpto 500');
    expect(mergeSuggestion(guess, { category: 'nope' }, ctx.today).category).toBe(guess.category);
  });
  it('the model never makes a transfer up, nor undoes the rules\' transfer (only the rules read its accounts)', () => {
    const guess = understand('xpto 500', ctx);
    expect(mergeSuggestion(guess, { kind: 'transfer' }, ctx.today).kind).toBe(guess.kind);
    const withdrawal = understand('levantei 40 mil no multicaixa', ctx);
    expect(mergeSuggestion(withdrawal, { kind: 'expense', category: 'fees' }, ctx.today).kind).toBe('transfer');
  });
  it('a foreign currency from the model flags the answer; an unknown code changes nothing', () => {
    const guess = understand('gastei 300 na Tabacaria Oshakati', ctx);
    expect(modelMessages('x', ctx, guess)[0]?.content).toContain('ZAR');
    expect(mergeSuggestion(guess, { currency: 'NAD' }, ctx.today)).toMatchObject({ foreignCurrency: 'NAD', currency: 'AOA' });
    const unknown = mergeSuggestion(guess, { currency: 'XYZ' }, ctx.today);
    expect(unknown.foreignCurrency).toBeUndefined();
    expect(unknown.currency).toBe('AOA');
    // The rules saw rands: a model that says kwanzas does not undo the refusal.
    const rands = understand('800 rands de sapatos', ctx);
    expect(mergeSuggestion(rands, { currency: 'AOA' }, ctx.today).foreignCurrency).toBe('ZAR');
  });
});
