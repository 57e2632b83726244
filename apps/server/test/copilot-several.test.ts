// Several records in one message (issue 16, item 1), over the real signed webhook: one record
// each, one confirmation listing them, and a list to undo all of them or any one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import type { TestApp } from './helpers';
import { chat, copilotUser, deliver, lastInteractive, listReplyEnvelope, startCopilotApp, userRecords as storedRecords } from './copilot-helpers';

/** In the order they were said: a message's records are a millisecond apart. */
async function userRecords(t: TestApp, userId: string): ReturnType<typeof storedRecords> {
  return (await storedRecords(t, userId)).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
}

describe.each(testEngines())('co-pilot: several records in one message (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('"paguei a ENDE 12 mil e a EPAL 5 mil" records both and lists them in one confirmation', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const replies = await chat(t, waId, 'paguei a ENDE 12 mil e a EPAL 5 mil');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('✅ Registei 2 movimentos:');
    expect(replies[0]).toContain('1. Despesa registada: 12 000,00 Kz · Luz, água e gás · hoje.');
    expect(replies[0]).toContain('2. Despesa registada: 5 000,00 Kz · Luz, água e gás · hoje.');
    // The month's balance once, after both.
    expect(replies[0]).toContain('Saldo do mês: -17 000,00 Kz');
    expect(replies[0]?.match(/Saldo do mês/gu)).toHaveLength(1);
    const rows = await userRecords(t, userId);
    expect(rows.map((r) => [r.kind, r.amountCents, r.category])).toEqual([['expense', 1200000, 'utilities'], ['expense', 500000, 'utilities']]);
  });

  it('lists, commas and lines; a bare "5" after "12 mil" is 5 mil; the day said once holds for all', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'kero 12 mil, farmacia 5 mil');
    await chat(t, waId, '12 mil de luz e 5 de água');
    await chat(t, waId, 'ontem gastei 2 mil no taxi e 3 mil no almoço');
    await chat(t, waId, 'mercado 18 mil\ntaxi 1500\nsaldo 1000');
    const rows = await userRecords(t, userId);
    const recent = Date.now() - 6 * 3600_000;
    const past = rows.filter((r) => r.occurredAt.getTime() < recent);
    expect(past.map((r) => [r.amountCents / 100, r.category]).sort()).toEqual([[2000, 'transport'], [3000, 'dining']]);
    expect(rows.filter((r) => !past.includes(r)).map((r) => [r.amountCents / 100, r.category])).toEqual([
      [12000, 'groceries'], [5000, 'health'], [12000, 'utilities'], [5000, 'utilities'], [18000, 'groceries'], [1500, 'transport'], [1000, 'telecom'],
    ]);
  });

  it('mixed kinds: a loan to each person, income and an expense, each with its own party or category', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'emprestei 10 mil à Ana e 5 mil à Joana');
    await chat(t, waId, 'recebi 50 mil do cliente e gastei 20 mil no almoço');
    const rows = await userRecords(t, userId);
    expect(rows.map((r) => [r.kind, r.amountCents / 100, r.party ?? r.category])).toEqual([
      ['loanGiven', 10000, 'Ana'], ['loanGiven', 5000, 'Joana'], ['income', 50000, 'services'], ['expense', 20000, 'dining'],
    ]);
  });

  it('one record stays one: a breakdown that adds up, change given back, a figure put right', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'comprei arroz e óleo 12 mil');
    await chat(t, waId, 'dei 15 mil e recebi 2 mil de troco');
    await chat(t, waId, 'pediu 10 mil mas paguei 8 mil');
    const rows = await userRecords(t, userId);
    expect(rows.map((r) => r.amountCents / 100)).toEqual([12000, 13000, 8000]);
  });

  it('the undo list deletes one of them, or all of them', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'taxi 2 mil, almoço 3 mil, pão 500');
    const list = await lastInteractive(t, waId);
    expect(list.type).toBe('list');
    const titles = list.rows?.map((r) => r.title) ?? [];
    expect(titles[0]).toBe('Anular todos');
    expect(titles.slice(1)).toEqual(['Anular 1: Transporte', 'Anular 2: Restaurantes…', 'Anular 3: Supermercado…']);
    // One: the second.
    const second = list.rows?.[2];
    const one = await deliver(t, waId, listReplyEnvelope(waId, second?.id ?? '', second?.title ?? ''));
    expect(one[0]).toContain('3 000,00 Kz');
    expect((await userRecords(t, userId)).map((r) => r.amountCents / 100)).toEqual([2000, 500]);
    // All: what is left of them.
    const all = list.rows?.[0];
    const gone = await deliver(t, waId, listReplyEnvelope(waId, all?.id ?? '', all?.title ?? ''));
    expect(gone[0]).toContain('🗑️ Apaguei 2 registos:');
    expect(await userRecords(t, userId)).toEqual([]);
  });

  it('en: "lunch 4k, taxi 2k, coffee 800" → three records, one reply', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    const replies = await chat(t, waId, 'lunch 4k, taxi 2k, coffee 800');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('✅ I recorded 3 entries:');
    expect((await userRecords(t, userId)).map((r) => r.amountCents / 100)).toEqual([4000, 2000, 800]);
  });
});
