// The co-pilot's totals in kwanza (issue 15): dollars count at their day's rate in "Saldo do
// mês", "quanto gastei?", "quanto devo?" (the $100 owed to Mike), budgets and the weekly
// report, each with the rate used; with no rate, the amount is said plainly and left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '@kumbu/core/date-range';
import { setFxRate } from '@kumbu/db/fx-rates';
import { testEngines } from '@kumbu/db/testing';
import type { TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp } from './copilot-helpers';

describe.each(testEngines())('co-pilot totals in kwanza (%s)', (engine) => {
  let t: TestApp;
  const today = dayOf(new Date());
  const rateDay = addDays(today, -2);
  const short = `${rateDay.slice(8, 10)}/${rateDay.slice(5, 7)}`;
  beforeAll(async () => {
    t = await startCopilotApp(engine);
    await setFxRate(t.database.db, { currency: 'USD', day: rateDay, micros: 912_340_000, source: 'bna' });
  });
  afterAll(async () => { await t.close(); });

  it('the month balance after a dollar expense is in kwanza, with the rate used', async () => {
    const { waId } = await copilotUser(t, 'pt');
    const [reply] = await chat(t, waId, 'paguei 100 dólares no almoço');
    expect(reply).toContain('Saldo do mês: -91 234,00 Kz');
    expect(reply).toContain(`💱 Câmbio BNA de ${short}: 1 USD = 912,34 Kz (1 com o câmbio de um dia anterior)`);
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    const [spent] = await chat(t, waId, 'quanto gastei este mês?');
    expect(spent).toMatch(/^💸 Gastou 96 234,00 Kz este mês\.\n• Restaurantes e refeições: 91 234,00 Kz \(95%\)\n• Transporte: 5 000,00 Kz \(5%\)\n💱 Câmbio BNA/u);
    // Asked in dollars: the dollars alone, as stored.
    expect((await chat(t, waId, 'quanto gastei em dólares este mês?'))[0]).toMatch(/^💸 Gastou 100,00\s?(?:US\$|USD) este mês\./u);
  });

  it('"quanto devo?" includes the $100 owed to Mike, converted, with the rate line (and in English)', async () => {
    const { waId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'peguei 160 mil emprestado da Ana');
    await chat(t, waId, 'devo 100 dólares ao Mike');
    const [owe] = await chat(t, waId, 'quanto devo?');
    expect(owe).toBe(`📌 Deve 251 234,00 Kz no total:\n• Ana: 160 000,00 Kz\n• Mike: 91 234,00 Kz\n💱 Câmbio BNA de ${short}: 1 USD = 912,34 Kz (1 com o câmbio de um dia anterior)`);
    const en = await copilotUser(t, 'en');
    await chat(t, en.waId, 'I owe Mike 100 dollars');
    expect((await chat(t, en.waId, 'what do I owe?'))[0]).toMatch(/^📌 You owe AOA\s?91,234\.00 in total:\n• Mike: AOA\s?91,234\.00\n💱 BNA rate of \d\d\/\d\d: 1 USD = 912\.34 AOA \(1 at an earlier day's rate\)$/u);
  });

  it('a kwanza budget counts a dollar expense at its rate, and the weekly report includes dollars', async () => {
    const { waId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 100 dólares em comida');
    expect(await chat(t, waId, 'orçamento de 100 mil para comida'))
      .toEqual(['🎯 Orçamento de Supermercado e mercado: 100 000,00 Kz por mês. Este mês já gastou 91 234,00 Kz (91%).']);
    const [report] = await chat(t, waId, 'manda o relatório da semana');
    expect(report).toContain('91 234,00 Kz');
    expect(report).toContain('💱 Câmbio BNA');
  });

  it('a dollar goal says what is left in kwanza at the latest rate', async () => {
    const { waId } = await copilotUser(t, 'pt');
    expect((await chat(t, waId, 'quero poupar 2000 dólares para um carro'))[0]).toMatch(/faltam 2\s000,00\s?US\$ \(≈ 1\s824\s680,00\sKz\)/u);
    expect((await chat(t, waId, 'juntei 500 dólares para o carro'))[0]).toMatch(/Faltam 1\s500,00\s?US\$ \(≈ 1\s368\s510,00\sKz\)/u);
    expect((await chat(t, waId, 'como vão as metas?'))[0]).toMatch(/carro: 500,00\s?US\$ de 2\s000,00\s?US\$ \(25%\), faltam 1\s500,00\s?US\$ \(≈ 1\s368\s510,00\sKz\)/u);
  });

  it('with no rate, the amount is said plainly and is not in the total', async () => {
    const { waId } = await copilotUser(t, 'pt');
    const [reply] = await chat(t, waId, 'paguei 10 euros no almoço');
    expect(reply).toContain('Saldo do mês: 0,00 Kz');
    expect(reply).toMatch(/⚠️ 10,00\s?€ sem câmbio: não entram no total\./u);
    expect((await chat(t, waId, 'quanto gastei este mês?'))[0]).toMatch(/^💸 Gastou 0,00 Kz este mês\.\n⚠️ 10,00\s?€ sem câmbio: não entram no total\.$/u);
  });
});
