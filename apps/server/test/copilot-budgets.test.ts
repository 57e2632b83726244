// The co-pilot's monthly budgets over the real signed webhook (simulator transport): set and
// check in pt and en, the 80 % and 100 % warnings on the record reply (once each), and
// budgets that belong to one user only; savings goals: set, contribute, progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { budgets, goals } from '@kumbu/db/schema';
import type { TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp, userRecords } from './copilot-helpers';

describe.each(testEngines())('co-pilot: budgets (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('deletes a budget and a goal by name from WhatsApp (pt and en), and asks which when none matches', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'orçamento de 30 mil para roupa');
    await chat(t, waId, 'meta de 500 mil para um carro até dezembro');
    expect(await chat(t, waId, 'apaga o orçamento de roupa')).toEqual(['🗑️ Apaguei o orçamento de Cuidados pessoais e roupa.']);
    expect(await t.database.db.select().from(budgets).where(eq(budgets.userId, userId))).toHaveLength(0);
    const which = await chat(t, waId, 'apaga o orçamento de transporte');
    expect(which[0]).toContain('Que orçamento quer apagar?');
    expect(await chat(t, waId, 'apaga a meta do carro')).toEqual(['🗑️ Apaguei a meta "carro".']);
    expect(await t.database.db.select().from(goals).where(eq(goals.userId, userId))).toHaveLength(0);
    const en = await copilotUser(t, 'en');
    await chat(t, en.waId, 'budget 20k for dining');
    expect(await chat(t, en.waId, 'delete my dining budget')).toEqual(['🗑️ Deleted your Dining budget.']);
    expect(await userRecords(t, userId)).toHaveLength(0);
  });

  it('pt: sets a budget (upsert) with what is already spent, then checks it', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    expect((await chat(t, waId, 'como está o orçamento?'))[0]).toBe('Ainda não tem orçamentos. Crie um assim: "orçamento de 50 mil para comida".');
    await chat(t, waId, 'gastei 10 mil em comida');
    expect(await chat(t, waId, 'orçamento de 40 mil para comida'))
      .toEqual(['🎯 Orçamento de Supermercado e mercado: 40 000,00 Kz por mês. Este mês já gastou 10 000,00 Kz (25%).']);
    expect(await chat(t, waId, 'orçamento de 50 mil para comida'))
      .toEqual(['🎯 Orçamento de Supermercado e mercado: 50 000,00 Kz por mês. Este mês já gastou 10 000,00 Kz (20%).']);
    const rows = await t.database.db.select().from(budgets).where(eq(budgets.userId, userId));
    expect(rows.map((r) => [r.category, r.amountCents, r.currency])).toEqual([['groceries', 5000000, 'AOA']]);
    await chat(t, waId, 'orçamento de 30 mil para transporte');
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    expect(await chat(t, waId, 'como está o orçamento?')).toEqual([[
      '📋 Orçamentos deste mês:',
      '• Supermercado e mercado: 10 000,00 Kz de 50 000,00 Kz (20%)',
      '• Transporte: 5 000,00 Kz de 30 000,00 Kz (16%)',
    ].join('\n')]);
    expect((await chat(t, waId, 'orçamento de 50 mil'))[0]).toContain('Para que categoria de despesas é o orçamento?');
  });

  it('en: sets and checks a budget', async () => {
    const { waId } = await copilotUser(t, 'en');
    expect(await chat(t, waId, 'budget 50k for transport'))
      .toEqual(['🎯 Transport budget: AOA 50,000.00 a month. Spent so far this month: AOA 0.00 (0%).']);
    await chat(t, waId, 'spent 20000 on a taxi');
    expect(await chat(t, waId, 'budget check')).toEqual(['📋 Budgets this month:\n• Transport: AOA 20,000.00 of AOA 50,000.00 (40%)']);
  });

  it('the record reply warns once on crossing 80 %, then on every expense once the budget is spent', async () => {
    const { waId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'orçamento de 50 mil para comida');
    const quiet = await chat(t, waId, 'gastei 30 mil em comida');
    expect(quiet[0]).not.toMatch(/⚠️|🚫/u);
    const at85 = await chat(t, waId, 'gastei 12500 em comida');
    expect(at85[0]).toContain('Saldo do mês: -42 500,00 Kz\n⚠️ Já usou 85% do orçamento de Supermercado e mercado: 42 500,00 Kz de 50 000,00 Kz.');
    expect(at85[0]).toContain('[Anular]');
    expect((await chat(t, waId, 'gastei 2 mil em comida'))[0]).not.toMatch(/⚠️|🚫/u);
    expect((await chat(t, waId, 'gastei 3 mil no candongueiro'))[0]).not.toMatch(/⚠️|🚫/u);
    const over = await chat(t, waId, 'gastei 10 mil em comida');
    expect(over[0]).toContain('🚫 Passou o orçamento de Supermercado e mercado: 54 500,00 Kz de 50 000,00 Kz (109%).');
    expect(over[0]).not.toContain('⚠️');
    // Already over: each new expense in the category says so (issue 16); other categories stay quiet.
    expect((await chat(t, waId, 'gastei 1 mil em comida'))[0]).toContain('🚫 Passou o orçamento de Supermercado e mercado: 55 500,00 Kz de 50 000,00 Kz (111%).');
    expect((await chat(t, waId, 'gastei 2 mil no candongueiro'))[0]).not.toMatch(/⚠️|🚫/u);
    expect((await chat(t, waId, 'como está o orçamento?'))[0]).toContain('• Supermercado e mercado: 55 500,00 Kz de 50 000,00 Kz (111%) 🚫');
  });

  it('en: the 80 % warning in English', async () => {
    const { waId } = await copilotUser(t, 'en');
    await chat(t, waId, 'budget 10k for transport');
    expect((await chat(t, waId, 'spent 9000 on a taxi'))[0]).toContain('⚠️ You have used 90% of your Transport budget: AOA 9,000.00 of AOA 10,000.00.');
  });

  it('a user sees only their own budgets and spending', async () => {
    const ana = await copilotUser(t, 'pt');
    const bea = await copilotUser(t, 'pt');
    await chat(t, ana.waId, 'orçamento de 20 mil para transporte');
    await chat(t, ana.waId, 'gastei 5 mil no candongueiro');
    expect((await chat(t, bea.waId, 'como está o orçamento?'))[0]).toContain('Ainda não tem orçamentos');
    await chat(t, bea.waId, 'orçamento de 10 mil para transporte');
    expect((await chat(t, bea.waId, 'gastei 9 mil no candongueiro'))[0]).toContain('⚠️ Já usou 90% do orçamento de Transporte: 9 000,00 Kz de 10 000,00 Kz.');
    expect(await chat(t, bea.waId, 'como está o orçamento?')).toEqual(['📋 Orçamentos deste mês:\n• Transporte: 9 000,00 Kz de 10 000,00 Kz (90%) ⚠️']);
    expect(await chat(t, ana.waId, 'como está o orçamento?')).toEqual(['📋 Orçamentos deste mês:\n• Transporte: 5 000,00 Kz de 20 000,00 Kz (25%)']);
  });
});

describe.each(testEngines())('co-pilot: savings goals (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('pt: sets a goal with a deadline, contributes (not recorded as an expense), shows progress and reaches it', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    expect(await chat(t, waId, 'como vai a meta?')).toEqual(['Ainda não tem metas. Crie uma assim: "meta de 500 mil para um carro até dezembro".']);
    const set = await chat(t, waId, 'meta de 500 mil para um carro até dezembro');
    expect(set[0]).toMatch(/^🎯 Meta "carro": 500 000,00 Kz até 31 de dezembro de \d{4}\. Já juntou 0,00 Kz \(0%\), faltam 500 000,00 Kz\.$/u);
    expect(await chat(t, waId, 'juntei 20 mil para o carro'))
      .toEqual(['💪 Juntou 20 000,00 Kz para "carro": 20 000,00 Kz de 500 000,00 Kz (4%). Faltam 480 000,00 Kz.']);
    expect(await userRecords(t, userId)).toHaveLength(0);
    expect((await chat(t, waId, 'juntei mais 80 mil pra meta'))[0]).toContain('100 000,00 Kz de 500 000,00 Kz (20%). Faltam 400 000,00 Kz.');
    expect((await chat(t, waId, 'como vai a meta?'))[0])
      .toMatch(/^🎯 As suas metas:\n• carro: 100 000,00 Kz de 500 000,00 Kz \(20%\), faltam 400 000,00 Kz até 31 de dezembro de \d{4}$/u);
    expect(await chat(t, waId, 'pus 400 mil na meta do carro'))
      .toEqual(['💪 Juntou 400 000,00 Kz para "carro".\n🎉 Meta "carro" atingida: 500 000,00 Kz de 500 000,00 Kz!']);
    const rows = await t.database.db.select().from(goals).where(eq(goals.userId, userId));
    expect(rows.map((g) => [g.name, g.targetCents, g.savedCents])).toEqual([['carro', 50000000, 50000000]]);
  });

  it('"quanto falta para o carro?" answers with that goal; the same words without a goal of that name stay a question about money (pt and en)', async () => {
    const { waId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'meta de 500 mil para o carro');
    await chat(t, waId, 'meta de 80 mil para a festa');
    await chat(t, waId, 'juntei 100 mil para o carro');
    expect(await chat(t, waId, 'quanto falta para o carro?')).toEqual(['🎯 As suas metas:\n• carro: 100 000,00 Kz de 500 000,00 Kz (20%), faltam 400 000,00 Kz']);
    expect((await chat(t, waId, 'quanto falta para o fim do mês?'))[0]).toMatch(/^📊 Este mês: entradas /u);
    const en = await copilotUser(t, 'en');
    await chat(t, en.waId, 'goal 300k for a laptop');
    expect(await chat(t, en.waId, 'how much more do I need for the laptop?')).toEqual(['🎯 Your goals:\n• laptop: AOA 0.00 of AOA 300,000.00 (0%), AOA 300,000.00 to go']);
  });

  it('en: goal without a deadline, a contribution by name among several, and only the user\'s own goals', async () => {
    const { waId } = await copilotUser(t, 'en');
    expect(await chat(t, waId, 'goal 1000k for a house'))
      .toEqual(['🎯 Goal "house": AOA 1,000,000.00. Saved so far: AOA 0.00 (0%), AOA 1,000,000.00 to go.']);
    await chat(t, waId, 'goal 300k for a laptop by march');
    expect(await chat(t, waId, 'add 250k to my house goal'))
      .toEqual(['💪 You saved AOA 250,000.00 for "house": AOA 250,000.00 of AOA 1,000,000.00 (25%). AOA 750,000.00 to go.']);
    expect((await chat(t, waId, 'saved 10k for the laptop'))[0]).toContain('for "laptop": AOA 10,000.00 of AOA 300,000.00 (3%)');
    const progress = (await chat(t, waId, 'goal progress'))[0] ?? '';
    expect(progress).toContain('• house: AOA 250,000.00 of AOA 1,000,000.00 (25%), AOA 750,000.00 to go\n');
    expect(progress).toMatch(/• laptop: AOA 10,000\.00 of AOA 300,000\.00 \(3%\), AOA 290,000\.00 to go by Mar 31, \d{4}$/u);
    const other = await copilotUser(t, 'en');
    expect((await chat(t, other.waId, 'goal progress'))[0]).toContain('You have no goals yet.');
    // Saving is not spending: without a goal of that name, the answer says how to create one.
    const stranger = await chat(t, other.waId, 'saved 10k for the laptop');
    expect(stranger[0]).toContain('You have no goals yet.');
  });
});
