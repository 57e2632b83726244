// Issue 14, item 16: "nao era supermercado, era mercadoria pra loja" after a debt deleted the
// debt. A correction changes the record it names (the latest one in the category said to be
// wrong), asks when there is none, and never deletes; only an explicit undo deletes; "Corrigido"
// only when something changed; "apaga a minha conta" explains how to delete the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import type { TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp, userRecords } from './copilot-helpers';

describe.each(testEngines())('co-pilot: corrections never delete (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  const summary = async (userId: string) => (await userRecords(t, userId)).map((r) => `${r.kind}:${r.amountCents}:${r.category ?? r.party ?? ''}`);

  it('the issue\'s conversation: the latest Supermercado expense moves to Mercadoria; the debt after it stays', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 20 mil no supermercado');
    await chat(t, waId, 'pedi 30 mil emprestado ao Tio Nando');
    const reply = await chat(t, waId, 'nao era supermercado, era mercadoria pra loja');
    expect(reply[0]).toBe('✏️ Corrigido: 20 000,00 Kz · Supermercado e mercado → Mercadoria e stock. Da próxima vez já sei. 👍');
    expect(await summary(userId)).toEqual(['expense:2000000:inventory', 'debtTaken:3000000:Tio Nando']);
  });

  it('with no record in the category said to be wrong, it asks and changes nothing (pt and en)', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'pedi 30 mil emprestado ao Tio Nando');
    const pt = await chat(t, waId, 'nao era supermercado, era mercadoria pra loja');
    expect(pt[0]).toContain('Não encontrei nenhum registo em Supermercado e mercado para corrigir, por isso não mudei nada.');
    expect(pt[0]).not.toContain('Corrigido');
    expect(pt[0]).not.toContain('Apaguei');
    const en = await chat(t, waId, "it wasn't groceries, it was stock for the shop");
    expect(en[0]).toContain('I found no record in Groceries to fix, so nothing changed.');
    expect(await summary(userId)).toEqual(['debtTaken:3000000:Tio Nando']);
  });

  it('a category stated alone after a debt asks: a debt has no category', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'pedi 30 mil emprestado ao Tio Nando');
    for (const text of ['é mercadoria', 'isso era pra loja, é mercadoria']) {
      const reply = await chat(t, waId, text);
      expect(reply[0]).toMatch(/^O último registo \(Dívida contraída de 30 000,00 Kz · Tio Nando\) não tem categoria, por isso não mudei nada\./);
    }
    expect(await summary(userId)).toEqual(['debtTaken:3000000:Tio Nando']);
  });

  it('a category stated alone moves the last expense; English stock for the shop too', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 8 mil em coisas');
    expect((await chat(t, waId, 'isso era pra loja, é mercadoria'))[0]).toContain('Corrigido: 8 000,00 Kz · Outras despesas → Mercadoria e stock');
    await chat(t, waId, 'gastei 15 mil no shoprite');
    expect((await chat(t, waId, "it wasn't groceries, it was stock for the shop"))[0]).toBe('✏️ Fixed: AOA 15,000.00 · Groceries → Inventory. I will remember next time. 👍');
    expect(await summary(userId)).toEqual(['expense:800000:inventory', 'expense:1500000:inventory']);
  });

  it('"Corrigido" is never said when nothing changed', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    const reply = await chat(t, waId, 'é transporte');
    expect(reply[0]).toBe('Esse registo já está assim (5 000,00 Kz · Transporte): não mudei nada.');
    expect((await chat(t, waId, 'não era 3 mil, era 5 mil'))[0]).toBe('Esse registo já está assim (5 000,00 Kz · Transporte): não mudei nada.');
    expect((await chat(t, waId, 'está errado'))[0]).toContain('Quer corrigir o último registo?');
    expect(await summary(userId)).toEqual(['expense:500000:transport']);
  });

  it('"não era supermercado, era comida fora" moves the record to eating out (issue 16: it used to stay put)', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 7 mil no supermercado');
    const reply = await chat(t, waId, 'não era supermercado, era comida fora');
    expect(reply[0]).toContain('Restaurantes e refeições');
    expect(await summary(userId)).toEqual(['expense:700000:dining']);
  });

  it('"não era supermercado" alone offers the category list for that record', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 20 mil no supermercado');
    await chat(t, waId, 'emprestei 5 mil ao João');
    const reply = await chat(t, waId, 'não era supermercado');
    expect(reply[0]).toContain('Em que categoria fica 20 000,00 Kz · Supermercado e mercado?');
    expect(await summary(userId)).toEqual(['expense:2000000:groceries', 'loanGiven:500000:João']);
  });

  it('only an explicit undo deletes', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    await chat(t, waId, 'spent 5000 on a taxi');
    await chat(t, waId, 'spent 2000 on bread');
    expect((await chat(t, waId, 'delete the last one'))[0]).toMatch(/^🗑️ Deleted your last record: Expense of AOA 2,000.00/);
    expect(await summary(userId)).toEqual(['expense:500000:transport']);
  });

  it('"apaga a minha conta" explains how to delete the account and deletes nothing (pt and en)', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    for (const text of ['apaga a minha conta', 'quero eliminar a conta']) {
      const reply = await chat(t, waId, text);
      expect(reply[0]).toContain('não apaguei nada');
      expect(reply[0]).toContain('Definições → "Eliminar conta": http://localhost:3999/settings');
      expect(reply[0]).toContain('http://localhost:3999/docs/data-deletion');
    }
    const en = await chat(t, waId, 'delete my account');
    expect(en[0]).toContain('nothing was deleted');
    expect(en[0]).toContain('Settings → "Delete account": http://localhost:3999/settings');
    expect(await summary(userId)).toEqual(['expense:500000:transport']);
  });
});
