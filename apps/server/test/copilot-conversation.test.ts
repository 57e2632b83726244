// The co-pilot as a conversation (issue 16, items 2 and 3), over the real signed webhook: a
// short-lived memory per person lets follow-ups lean on the message before, and corrections
// name the record they change by its place, saying what changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { conversationState } from '@kumbu/db/schema';
import type { TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp, userRecords as storedRecords } from './copilot-helpers';

async function userRecords(t: TestApp, userId: string): ReturnType<typeof storedRecords> {
  return (await storedRecords(t, userId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.occurredAt.getTime() - b.occurredAt.getTime());
}

describe.each(testEngines())('co-pilot: follow-ups and corrections by place (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('"quanto gastei este mês?" then "e em transporte?" then "e o mês passado?"', async () => {
    const { waId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    await chat(t, waId, 'gastei 12 mil no supermercado');
    const all = await chat(t, waId, 'quanto gastei este mês?');
    expect(all[0]).toContain('17 000,00 Kz');
    const transport = await chat(t, waId, 'e em transporte?');
    expect(transport[0]).toContain('5 000,00 Kz');
    expect(transport[0]).toContain('Transporte');
    expect(transport[0]).not.toContain('percebi');
    const lastMonth = await chat(t, waId, 'e o mês passado?');
    expect(lastMonth[0]).toContain('Transporte');
    expect(lastMonth[0]).toMatch(/mês passado|outubro/iu);
  });

  it('"quanto me deve o Pedro?" then "e a Joana?"', async () => {
    const { waId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'emprestei 20 mil ao Pedro');
    await chat(t, waId, 'emprestei 7 mil à Joana');
    expect((await chat(t, waId, 'quanto me deve o Pedro?'))[0]).toContain('20 000,00 Kz');
    const joana = await chat(t, waId, 'e a Joana?');
    expect(joana[0]).toContain('Joana');
    expect(joana[0]).toContain('7 000,00 Kz');
    expect(joana[0]).not.toContain('20 000,00 Kz');
  });

  it('"ele devolveu metade" and "paguei o resto" repay the debt or loan just recorded', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'emprestei 20 mil ao Zé');
    await chat(t, waId, 'ele devolveu metade');
    await chat(t, waId, 'pedi 30 mil emprestado ao Tio Nando');
    await chat(t, waId, 'paguei 10 mil ao Tio Nando');
    await chat(t, waId, 'paguei o resto');
    const rows = await userRecords(t, userId);
    expect(rows.map((r) => [r.kind, r.amountCents / 100, r.party])).toEqual([
      ['loanGiven', 20000, 'Zé'], ['loanReceivedPayment', 10000, 'Zé'], ['debtTaken', 30000, 'Tio Nando'], ['debtPaid', 10000, 'Tio Nando'], ['debtPaid', 20000, 'Tio Nando'],
    ]);
    // Nothing left: nothing recorded, and said so.
    const none = await chat(t, waId, 'paguei o resto');
    expect(none[0]).toContain('Não tenho nada em aberto com Tio Nando');
    expect(await userRecords(t, userId)).toHaveLength(5);
  });

  it('"apaga o 2" deletes the second of the last list; "o penúltimo era 5 mil" corrects that one and shows from → to', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'taxi 2 mil, almoço 3 mil, pão 500');
    const deleted = await chat(t, waId, 'apaga o 2');
    expect(deleted[0]).toContain('3 000,00 Kz');
    expect((await userRecords(t, userId)).map((r) => r.amountCents / 100)).toEqual([2000, 500]);
    const fixed = await chat(t, waId, 'o penúltimo era 5 mil');
    expect(fixed[0]).toBe('✏️ Corrigido: Transporte · 2 000,00 Kz → 5 000,00 Kz.');
    expect((await userRecords(t, userId)).map((r) => r.amountCents / 100)).toEqual([5000, 500]);
    // A place with no record there changes nothing and says so.
    const nowhere = await chat(t, waId, 'apaga o 7');
    expect(nowhere[0]).toContain('Já não encontro esse registo');
    expect(await userRecords(t, userId)).toHaveLength(2);
  });

  it('the memory is short: once expired, a follow-up is read on its own', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    await chat(t, waId, 'spent 5000 on a taxi');
    await chat(t, waId, 'how much did I spend this month?');
    const [row] = await t.database.db.select().from(conversationState).where(eq(conversationState.userId, userId));
    expect(row?.state).toMatchObject({ query: { type: 'spending' } });
    await t.database.db.update(conversationState).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(conversationState.userId, userId));
    const alone = await chat(t, waId, 'and last month?');
    expect(alone[0]).not.toMatch(/Transport/u);
  });
});
