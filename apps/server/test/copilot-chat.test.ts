// The co-pilot talks: greeting, help, unknown (never silent), language settings, questions
// answered from the database, and reports on request (budgets and goals: copilot-budgets.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { profiles } from '@kumbu/db/schema';
import { addDays, dayOf } from '@kumbu/core/date-range';
import type { TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp } from './copilot-helpers';

describe.each(testEngines())('co-pilot: conversation and questions (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('greeting and help answer warmly with examples, in pt and en', async () => {
    const { waId } = await copilotUser(t, 'pt');
    const hi = await chat(t, waId, 'olá');
    // The first hello: the time of day in Luanda and the introduction with examples.
    expect(hi[0]).toMatch(/^(?:Bom dia|Boa tarde|Boa noite), Ana! 👋 Sou o Kumbu/u);
    expect(hi[0]).toContain('• gastei 5 mil no candongueiro');
    expect((await chat(t, waId, 'ajuda'))[0]).toContain('Posso registar despesas');
    const en = await copilotUser(t, 'en');
    expect((await chat(t, en.waId, 'hello'))[0]).toMatch(/^Good (?:morning|afternoon|evening), Ana! 👋 I am Kumbu/u);
    expect((await chat(t, en.waId, 'help'))[0]).toContain('• who owes me?');
  });

  it('small talk: the introduction once, then a short hello; thanks get "De nada"; goodbyes "Até já" (issue 16)', async () => {
    const { waId } = await copilotUser(t, 'pt');
    expect((await chat(t, waId, 'boa tarde'))[0]).toContain('Sou o Kumbu');
    const again = (await chat(t, waId, 'bom dia'))[0];
    expect(again).toMatch(/^(?:Bom dia|Boa tarde|Boa noite), Ana! 👋 Em que posso ajudar\?/u);
    expect(again).not.toContain('Sou o Kumbu');
    for (const thanks of ['obrigado', 'obrigado mano, valeu', 'muito obrigada pela ajuda']) {
      expect(await chat(t, waId, thanks), thanks).toEqual(['De nada, Ana! 😊 Estou aqui sempre que precisar.']);
    }
    expect(await chat(t, waId, 'tchau, até amanhã')).toEqual(['Até já, Ana! 👋 Quando quiser, é só escrever.']);
    // Someone who already keeps records is not introduced again either.
    const other = await copilotUser(t, 'en');
    await chat(t, other.waId, 'spent 5k on a taxi');
    expect((await chat(t, other.waId, 'hi'))[0]).toMatch(/^Good (?:morning|afternoon|evening), Ana! 👋 How can I help\?/u);
    expect(await chat(t, other.waId, 'thanks!')).toEqual(['You\'re welcome, Ana! 😊 I\'m here whenever you need me.']);
  });

  it('an unknown message says plainly it was not understood and shows examples (pt and en)', async () => {
    const { waId } = await copilotUser(t, 'pt');
    const pt = await chat(t, waId, 'blablabla xyz');
    expect(pt).toHaveLength(1);
    expect(pt[0]).toContain('Desculpe, não percebi.');
    expect(pt[0]).toContain('• quanto gastei este mês?');
    const en = await copilotUser(t, 'en');
    expect((await chat(t, en.waId, 'blablabla xyz'))[0]).toContain('Sorry, I did not understand that.');
  });

  it('"fala inglês" / "speak Portuguese" change the profile language and confirm in the new one', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    expect((await chat(t, waId, 'fala inglês'))[0]).toBe('Done! From now on I will speak English. 🇬🇧');
    const lang = async () => (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.language;
    expect(await lang()).toBe('en');
    expect((await chat(t, waId, 'spent 1000 on a taxi'))[0]).toContain('Transport');
    expect((await chat(t, waId, 'speak Portuguese'))[0]).toBe('Combinado! A partir de agora falo em português. 🇦🇴');
    expect(await lang()).toBe('pt');
  });

  it('questions: balance, spending (and by category), income, biggest expenses — pt', async () => {
    const { waId } = await copilotUser(t, 'pt');
    for (const m of ['recebi 150 mil de salário', 'gastei 5 mil no candongueiro', 'gastei 20 mil no supermercado', 'gastei 3 mil de candongueiro', 'gastei 1 mil de pão']) await chat(t, waId, m);
    expect((await chat(t, waId, 'saldo'))[0]).toBe('📊 Este mês: entradas 150 000,00 Kz, saídas 29 000,00 Kz. Saldo 121 000,00 Kz.');
    // The total, then where it went; a question about one category is just that category.
    expect((await chat(t, waId, 'quanto gastei este mês?'))[0]).toBe('💸 Gastou 29 000,00 Kz este mês.\n• Supermercado e mercado: 21 000,00 Kz (72%)\n• Transporte: 8 000,00 Kz (28%)');
    expect((await chat(t, waId, 'quanto gastei em transporte este mês?'))[0]).toBe('💸 Gastou 8 000,00 Kz este mês em Transporte.');
    expect((await chat(t, waId, 'quanto recebi este mês?'))[0]).toBe('💰 Recebeu 150 000,00 Kz este mês.\n• Salário: 150 000,00 Kz (100%)');
    // "Where" is asked by category: the same answer, not the list of single biggest expenses.
    expect((await chat(t, waId, 'onde gastei mais este mês?'))[0]).toBe('💸 Gastou 29 000,00 Kz este mês.\n• Supermercado e mercado: 21 000,00 Kz (72%)\n• Transporte: 8 000,00 Kz (28%)');
    const top = (await chat(t, waId, 'maiores despesas do mês'))[0] ?? '';
    expect(top.split('\n')).toEqual([
      '🔝 Maiores despesas este mês:', '1. 20 000,00 Kz · Supermercado e mercado · hoje', '2. 5 000,00 Kz · Transporte · hoje', '3. 3 000,00 Kz · Transporte · hoje',
    ]);
    for (const m of ['vendi 25 mil de roupa', 'recebi 10 mil de prenda da tia', 'gastei 2 mil no cabeleireiro', 'paguei 3 mil de luz', 'gastei 1 mil de saldo']) await chat(t, waId, m);
    expect((await chat(t, waId, 'quanto entrou este mês?'))[0]).toBe('💰 Recebeu 185 000,00 Kz este mês.\n• Salário: 150 000,00 Kz (81%)\n• Vendas: 25 000,00 Kz (14%)\n• Ofertas recebidas: 10 000,00 Kz (5%)');
    expect((await chat(t, waId, 'quanto gastei este mês?'))[0]).toBe('💸 Gastou 35 000,00 Kz este mês.\n• Supermercado e mercado: 21 000,00 Kz (60%)\n• Transporte: 8 000,00 Kz (23%)\n• Luz, água e gás: 3 000,00 Kz (9%)\n• Mais 2 categorias: 3 000,00 Kz (8%)');
  });

  it('questions — en, and who owes me / what I owe from all-time balances', async () => {
    const { waId } = await copilotUser(t, 'en');
    expect((await chat(t, waId, 'who owes me?'))[0]).toBe('Nobody owes you anything right now. 👌');
    expect((await chat(t, waId, 'what do I owe?'))[0]).toBe('You do not owe anyone anything. 🎉');
    await chat(t, waId, 'lent 10000 to John');
    await chat(t, waId, 'borrowed 20000 from Mary');
    await chat(t, waId, 'spent 5000 on a taxi');
    expect((await chat(t, waId, 'who owes me?'))[0]).toBe('🤝 You are owed AOA 10,000.00 in total:\n• John: AOA 10,000.00');
    expect((await chat(t, waId, 'what do I owe?'))[0]).toBe('📌 You owe AOA 20,000.00 in total:\n• Mary: AOA 20,000.00');
    expect((await chat(t, waId, 'how much did I spend this month?'))[0]).toBe('💸 You spent AOA 5,000.00 this month.\n• Transport: AOA 5,000.00 (100%)');
    expect((await chat(t, waId, 'my balance this month'))[0]).toBe('📊 This month: in AOA 0.00, out AOA 5,000.00. Balance -AOA 5,000.00.');
    expect((await chat(t, waId, 'biggest expenses this month'))[0]).toBe('🔝 Biggest expenses this month:\n1. AOA 5,000.00 · Transport · today');
    const pt = await copilotUser(t, 'pt');
    await chat(t, pt.waId, 'peguei emprestado 20 mil da Maria');
    expect((await chat(t, pt.waId, 'quanto devo?'))[0]).toBe('📌 Deve 20 000,00 Kz no total:\n• Maria: 20 000,00 Kz');
    expect((await chat(t, pt.waId, 'quem me deve?'))[0]).toBe('Ninguém lhe deve nada neste momento. 👌');
  });

  it('a weekly report: money in and out against the week before, where it went, who owes, the link (pt)', async () => {
    const { waId } = await copilotUser(t, 'pt');
    // Ten days ago is in the week before; "dd/mm" resolves to the latest such day, never ahead.
    const tenDaysAgo = addDays(dayOf(new Date()), -10);
    await chat(t, waId, `gastei 10 mil no candongueiro dia ${tenDaysAgo.slice(8, 10)}/${tenDaysAgo.slice(5, 7)}`);
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    await chat(t, waId, 'gastei 8 mil no supermercado');
    await chat(t, waId, 'recebi 100 mil de salário');
    await chat(t, waId, 'emprestei 20 mil ao Zé');
    const [report] = await chat(t, waId, 'manda o relatório da semana');
    expect(report).toMatch(/^📊 \*Relatório da semana\* · \d.+ de \d{4}\n💰 Entradas: 100 000,00 Kz\n💸 Saídas: 13 000,00 Kz \(↑ 30% face à semana anterior\)\n📈 Saldo: 87 000,00 Kz\n/u);
    expect(report).toContain('Para onde foi o dinheiro:\n• Supermercado e mercado: 8 000,00 Kz (62%)\n• Transporte: 5 000,00 Kz (38%)');
    expect(report).toContain('🤝 Devem-lhe: 20 000,00 Kz');
    expect(report).toMatch(/Veja tudo no painel: http:\/\/.+\/dashboard$/u);
  });

  it('a question in dollars answers in dollars; in kwanza, dollars without a rate are said, never counted as zero', async () => {
    const { waId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'paguei 20 dólares no almoço');
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    expect((await chat(t, waId, 'quanto gastei em dólares este mês?'))[0]).toMatch(/^💸 Gastou 20,00\s?(?:US\$|USD) este mês\.\n• Restaurantes e refeições: 20,00\s?(?:US\$|USD) \(100%\)$/u);
    expect((await chat(t, waId, 'quanto gastei este mês?'))[0]).toMatch(/^💸 Gastou 5 000,00 Kz este mês\.\n• Transporte: 5 000,00 Kz \(100%\)\n⚠️ 20,00\s?(?:US\$|USD) sem câmbio: não entram no total\.$/u);
  });

  it('compares this month so far with the same days of last month, and a category in en', async () => {
    const { waId } = await copilotUser(t, 'pt');
    // The 1st of last month is inside any "same days of last month".
    const today = dayOf(new Date());
    const firstOfLast = addDays(`${today.slice(0, 8)}01`, -1).slice(0, 8) + '01';
    await chat(t, waId, `gastei 4 mil no candongueiro dia 01/${firstOfLast.slice(5, 7)}`);
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    await chat(t, waId, 'recebi 100 mil de salário');
    const [pt] = await chat(t, waId, 'compara este mês com o mês passado');
    const lines = (pt ?? '').replace(/[\u00a0\u202f]/gu, ' ').split('\n');
    expect(lines[0]).toMatch(/^📊 1(?:–\d+)? de \p{L}+ de \d{4} vs 1(?:–\d+)? de \p{L}+ de \d{4}:$/u);
    expect(lines.slice(1)).toEqual(['Entradas: 0,00 Kz → 100 000,00 Kz', 'Saídas: 4 000,00 Kz → 5 000,00 Kz (↑ 25%)', 'Saldo: -4 000,00 Kz → 95 000,00 Kz']);

    const en = await copilotUser(t, 'en');
    await chat(t, en.waId, `spent 8000 on a taxi on 01/${firstOfLast.slice(5, 7)}`);
    await chat(t, en.waId, 'spent 6000 on a taxi');
    await chat(t, en.waId, 'spent 3000 on lunch');
    const [transport] = await chat(t, en.waId, 'compare transport this month vs last month');
    expect((transport ?? '').replace(/[\u00a0\u202f]/gu, ' ').split('\n').slice(1)).toEqual(['Out: AOA 8,000.00 → AOA 6,000.00 (↓ 25%)', 'You spent AOA 2,000.00 less. 👏']);
    expect(transport).toContain(' · Transport:');
    // Two months with nothing in them say so rather than showing zeros.
    expect((await chat(t, waId, 'compara janeiro com fevereiro de 2020'))[0]).toBe('Não há registos em nenhum dos dois períodos: janeiro de 2020 e fevereiro de 2020.');
  });

  it('the report of a month already over covers all of it, against the month before, without this month\'s budgets', async () => {
    const { waId } = await copilotUser(t, 'pt');
    const today = dayOf(new Date());
    const lastMonth = addDays(`${today.slice(0, 8)}01`, -1); // the last day of last month
    await chat(t, waId, `gastei 10 mil no candongueiro dia 01/${lastMonth.slice(5, 7)}`);
    await chat(t, waId, `gastei 4 mil no supermercado dia ${lastMonth.slice(8, 10)}/${lastMonth.slice(5, 7)}`);
    await chat(t, waId, 'gastei 7 mil no candongueiro'); // this month: not in last month's report
    await chat(t, waId, 'orçamento de 50 mil para transporte');
    const [report] = await chat(t, waId, 'manda o relatório do mês passado');
    const lines = (report ?? '').split('\n');
    expect(lines[0]).toMatch(new RegExp(`^📊 \\*Relatório do mês\\* · 1–${Number(lastMonth.slice(8, 10))} de \\p{L}+ de ${lastMonth.slice(0, 4)}$`, 'u'));
    expect(lines.slice(1, 4)).toEqual(['💰 Entradas: 0,00 Kz', '💸 Saídas: 14 000,00 Kz', '📈 Saldo: -14 000,00 Kz']);
    expect(report).not.toContain('Orçamentos');
  });

  it('a monthly report in English; an empty month says how to start', async () => {
    const en = await copilotUser(t, 'en');
    const [empty] = await chat(t, en.waId, 'send me the monthly report');
    expect(empty).toMatch(/^📊 \*Monthly report\* · /u);
    expect(empty).toContain('No records this month yet.');
    await chat(t, en.waId, 'spent 2500 on lunch');
    const [report] = await chat(t, en.waId, 'monthly report please');
    expect(report).toContain('💸 Out: AOA 2,500.00');
    expect(report).toContain('• Dining: AOA 2,500.00 (100%)');
  });
});
