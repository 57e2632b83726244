// The co-pilot records, undoes and corrects over the real signed webhook (simulator transport).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dayOf } from '@kumbu/core/date-range';
import { testEngines } from '@kumbu/db/testing';
import { profiles } from '@kumbu/db/schema';
import type { TestApp } from './helpers';
import {
  buttonEnvelope, chat, copilotUser, deliver, lastInteractive, lastUndoButtonId, listReplyEnvelope, startCopilotApp, userRecords,
} from './copilot-helpers';
import { envelope, eventually, postWebhook, wamid, whatsappOutbox } from './whatsapp-helpers';

describe.each(testEngines())('co-pilot: records, undo and corrections (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('pt: records an expense with its category key, today at the current time, and confirms with the month balance and Anular', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const before = Date.now();
    const replies = await chat(t, waId, 'gastei 5 mil no candongueiro');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toBe('✅ Despesa registada: 5 000,00 Kz · Transporte · hoje.\nSaldo do mês: -5 000,00 Kz\n\n[Anular] [Mudar categoria]');
    const [row] = await userRecords(t, userId);
    expect(row).toMatchObject({ kind: 'expense', collection: 'transactions', amountCents: 500000, currency: 'AOA', category: 'transport', party: null, description: 'candongueiro', source: 'whatsapp' });
    expect(row?.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.occurredAt.getTime()).toBeLessThanOrEqual(Date.now());
    const income = await chat(t, waId, 'recebi 150 mil de salário');
    expect(income[0]).toContain('✅ Receita registada: 150 000,00 Kz · Salário · hoje.\nSaldo do mês: 145 000,00 Kz');
  });

  it('many senders at once: every message recorded and answered exactly once, each sender in order', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => copilotUser(t, 'pt')));
    // 5 senders posting at once, each its 4 messages one after the other; on PostgreSQL the
    // worker handles several senders at once.
    await Promise.all(users.map(async (u, i) => {
      for (const n of [1, 2, 3, 4]) await postWebhook(t.app, envelope(u.waId, `gastei ${n}00${i} kz no taxi`));
    }));
    for (const u of users) {
      const rows = await eventually(async () => {
        const list = await userRecords(t, u.userId);
        return list.length === 4 ? list : undefined;
      });
      // Stored order = the order the messages were posted for that sender.
      expect(rows.map((r) => r.amountCents)).toEqual([1, 2, 3, 4].map((n) => Number(`${n}00${users.indexOf(u)}`) * 100));
      const replies = await eventually(async () => {
        const out = await whatsappOutbox(t.database, u.waId);
        return out.length === 4 ? out : undefined;
      });
      expect(replies.map((m) => /Saldo do mês: -([\d\s\u00a0\u202f]+),00[\s\u00a0\u202f]Kz/u.exec(m.bodyText)?.[1]?.replace(/\D/gu, ''))).toEqual(
        [1, 2, 3, 4].map((n) => String([1, 2, 3, 4].slice(0, n).reduce((sum, k) => sum + Number(`${k}00${users.indexOf(u)}`), 0))),
      );
    }
  });

  it('en: records income and a past day at noon in Luanda', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    const replies = await chat(t, waId, 'spent 3000 on a taxi yesterday');
    expect(replies[0]).toMatch(/^✅ Expense recorded: AOA 3,000\.00 · Transport · yesterday\.\nBalance this month: /);
    expect(replies[0]).toContain('[Undo]');
    const [row] = await userRecords(t, userId);
    expect(row?.category).toBe('transport'); // the key: one category in either language
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    expect(row?.occurredAt.toISOString()).toBe(`${yesterday}T11:00:00.000Z`); // 12:00 in Luanda (UTC+1)
  });

  it('debts and loans name the party and the outstanding balance with it (pt and en)', async () => {
    const pt = await copilotUser(t, 'pt');
    expect((await chat(t, pt.waId, 'emprestei 10 mil ao João'))[0]).toContain('Empréstimo concedido registado: 10 000,00 Kz · João · hoje.\nJoão deve-lhe: 10 000,00 Kz');
    expect((await chat(t, pt.waId, 'emprestei 5 mil ao João'))[0]).toContain('João deve-lhe: 15 000,00 Kz');
    // A debt names the party without guessing a gender ("Deve a Tio Nando" was wrong Portuguese).
    expect((await chat(t, pt.waId, 'peguei 30 mil emprestado do Tio Nando'))[0]).toContain('A sua dívida com Tio Nando: 30 000,00 Kz');
    const rows = await userRecords(t, pt.userId);
    expect(rows.map((r) => [r.kind, r.party, r.category])).toEqual([['loanGiven', 'João', null], ['loanGiven', 'João', null], ['debtTaken', 'Tio Nando', null]]);
    const en = await copilotUser(t, 'en');
    expect((await chat(t, en.waId, 'borrowed 20000 from Mary'))[0]).toContain('You owe Mary: AOA 20,000.00');
  });

  it('a figure in a currency Kumbu keeps no books in is not recorded as kwanzas; the reply names it (pt and en)', async () => {
    const pt = await copilotUser(t, 'pt');
    const [ptReply] = await chat(t, pt.waId, 'comprei sapatos em Joanesburgo, 800 rands');
    expect(ptReply).toContain('esse valor está em rand sul-africano. Nada foi registado');
    expect(await userRecords(t, pt.userId)).toEqual([]);
    // A goal in pounds is not set in kwanzas either; the next message in kwanzas is recorded as usual.
    expect((await chat(t, pt.waId, 'quero juntar 500 libras para a viagem'))[0]).toContain('libra esterlina');
    expect((await chat(t, pt.waId, 'gastei 9 mil em sapatos'))[0]).toContain('✅ Despesa registada: 9 000,00 Kz');
    expect((await userRecords(t, pt.userId)).map((r) => [r.amountCents, r.currency])).toEqual([[900000, 'AOA']]);
    const en = await copilotUser(t, 'en');
    expect((await chat(t, en.waId, 'spent R$ 50 on lunch in São Paulo'))[0]).toContain('that amount is in Brazilian Real. Nothing was recorded');
    expect(await userRecords(t, en.userId)).toEqual([]);
  });

  it('the same message delivered twice is recorded and answered once', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const id = wamid();
    const first = await chat(t, waId, 'gastei 2 mil de pão', id);
    expect(first).toHaveLength(1);
    const again = await chat(t, waId, 'gastei 2 mil de pão', id);
    expect(again).toHaveLength(0);
    expect(await userRecords(t, userId)).toHaveLength(1);
  });

  it('"apaga o último" and "undo" delete the last WhatsApp record and say what was removed', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    await chat(t, waId, 'gastei 2 mil de pão');
    expect((await chat(t, waId, 'apaga o último'))[0]).toMatch(/^🗑️ Apaguei o último registo: Despesa de 2 000,00 Kz · .+ · hoje\.$/);
    expect((await userRecords(t, userId)).map((r) => r.amountCents)).toEqual([500000]);
    // The reply's language names the category too, whatever language it was stored in.
    expect((await chat(t, waId, 'undo'))[0]).toBe('🗑️ Deleted your last record: Expense of AOA 5,000.00 · Transport · today.');
    expect(await userRecords(t, userId)).toHaveLength(0);
    expect((await chat(t, waId, 'apaga o último'))[0]).toBe('Não encontrei nenhum registo feito pelo WhatsApp para apagar.');
  });

  it('the Undo button (an interactive button_reply) deletes the record it confirmed', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    await chat(t, waId, 'spent 5000 on a taxi');
    const buttonId = await lastUndoButtonId(t, waId);
    await chat(t, waId, 'spent 1000 on bread');
    const replies = await deliver(t, waId, buttonEnvelope(waId, buttonId, 'Undo'));
    expect(replies[0]).toBe('🗑️ Deleted the record: Expense of AOA 5,000.00 · Transport · today.');
    expect((await userRecords(t, userId)).map((r) => r.amountCents)).toEqual([100000]);
    // Tapping it again finds nothing to delete, and says so.
    expect((await deliver(t, waId, buttonEnvelope(waId, buttonId, 'Undo')))[0]).toBe('I found no record made on WhatsApp to delete.');
  });

  it('"Mudar categoria" lists categories for that record; a tapped row moves it there and is learned (pt)', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    // A place neither the keyword tables nor the learned model know (the Kikolo market is now known: groceries).
    await chat(t, waId, 'gastei 3 mil no Zbrundo');
    const confirmation = await lastInteractive(t, waId);
    expect(confirmation.buttons?.map((b) => b.title)).toEqual(['Anular', 'Mudar categoria']);
    const [recordId] = (await userRecords(t, userId)).map((r) => r.id);
    expect(confirmation.buttons?.[1]?.id).toBe(`cat:${recordId}`);
    await chat(t, waId, 'gastei 1000 no pão'); // a later record: the button still names the first one
    const listed = await deliver(t, waId, buttonEnvelope(waId, `cat:${recordId}`, 'Mudar categoria'));
    expect(listed[0]).toMatch(/^Em que categoria fica 3 000,00 Kz · Outras despesas\? Escolha na lista\./u);
    const list = await lastInteractive(t, waId);
    expect(list).toMatchObject({ type: 'list', button: 'Categorias' });
    expect(list.rows).toHaveLength(10);
    expect(list.rows?.map((r) => r.title)).not.toContain('Outras despesas'); // not the category it already has
    expect(list.rows?.[0]).toEqual({ id: `setcat:${recordId}:groceries`, title: 'Supermercado e mercado' });
    const moved = await deliver(t, waId, listReplyEnvelope(waId, `setcat:${recordId}:groceries`, 'Supermercado e mercado'));
    expect(moved[0]).toBe('✏️ Corrigido: 3 000,00 Kz · Outras despesas → Supermercado e mercado. Da próxima vez já sei. 👍');
    const rows = await userRecords(t, userId);
    expect(rows.map((r) => [r.amountCents, r.category])).toEqual([[300000, 'groceries'], [100000, 'groceries']]);
    // Learned: the same place next time goes straight to groceries.
    expect((await chat(t, waId, 'gastei 4 mil no Zbrundo'))[0]).toContain('4 000,00 Kz · Supermercado e mercado');
  });

  it('the category list of an income offers income categories, in English; a row naming someone else\'s record changes nothing', async () => {
    const en = await copilotUser(t, 'en');
    await chat(t, en.waId, 'received 20k from the neighbour for the chairs');
    const [income] = await userRecords(t, en.userId);
    await deliver(t, en.waId, buttonEnvelope(en.waId, `cat:${income?.id ?? ''}`, 'Change category'));
    const list = await lastInteractive(t, en.waId);
    expect(list.button).toBe('Categories');
    // Every income category but the one it has now (whichever the rules or the learned model chose).
    const others = ['salary', 'services', 'gift', 'investment'].filter((c) => c !== income?.category);
    expect(list.rows?.map((r) => r.id.split(':')[2])).toEqual(expect.arrayContaining(others));
    expect(list.rows?.some((r) => r.id.endsWith(':groceries'))).toBe(false);
    // Another user's row id (tampered or forwarded) finds nothing of theirs.
    const other = await copilotUser(t, 'en');
    const refused = await deliver(t, other.waId, listReplyEnvelope(other.waId, `setcat:${income?.id ?? ''}:gift`, 'Gifts'));
    expect(refused[0]).toBe('I can no longer find that record: it may have been deleted.');
    expect((await userRecords(t, en.userId))[0]?.category).toBe(income?.category);
  });

  it('a correction of the day moves the last record to that day, and one of the currency changes it; neither deletes it (pt and en)', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 7 mil no almoço');
    const moved = await chat(t, waId, 'não foi hoje, foi ontem');
    expect(moved[0]).toBe('✏️ Corrigido: o último registo (7 000,00 Kz · Restaurantes e refeições) passa para ontem.');
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    const [row] = await userRecords(t, userId);
    expect(row?.occurredAt.toISOString()).toBe(`${yesterday}T11:00:00.000Z`); // noon in Luanda
    expect((await chat(t, waId, 'era em euros, não kwanzas'))[0]).toContain('7 000,00 €');
    expect((await userRecords(t, userId)).map((r) => [r.amountCents, r.currency])).toEqual([[700000, 'EUR']]);
    const en = await copilotUser(t, 'en');
    await chat(t, en.waId, 'spent 3000 on a taxi');
    expect((await chat(t, en.waId, 'that was yesterday, not today'))[0]).toBe('✏️ Fixed: your last record (AOA 3,000.00 · Transport) now shows yesterday.');
    expect(await userRecords(t, en.userId)).toHaveLength(1);
  });

  it('a correction changes the last record and is learned: the next similar message gets the corrected category', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    const fixed = await chat(t, waId, 'não era transporte, era comida');
    expect(fixed[0]).toBe('✏️ Corrigido: 5 000,00 Kz · Transporte → Supermercado e mercado. Da próxima vez já sei. 👍');
    expect((await userRecords(t, userId))[0]?.category).toBe('groceries');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.categoryMemory).toMatchObject({ version: 1, entries: { candongueiro: { category: 'groceries', count: 1 } } });
    const next = await chat(t, waId, 'gastei 3 mil no candongueiro');
    expect(next[0]).toContain('· Supermercado e mercado · hoje.');
    expect((await userRecords(t, userId))[1]?.category).toBe('groceries');
  });

  it('en: a correction in English', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    await chat(t, waId, 'spent 5000 on a taxi');
    expect((await chat(t, waId, 'it was not transport, it was food'))[0]).toBe('✏️ Fixed: AOA 5,000.00 · Transport → Groceries. I will remember next time. 👍');
    expect((await userRecords(t, userId))[0]?.category).toBe('groceries');
    expect((await chat(t, waId, 'spent 2000 on a taxi'))[0]).toContain('· Groceries · today.');
  });
});
