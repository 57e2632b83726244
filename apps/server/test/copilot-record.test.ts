// The co-pilot records, undoes and corrects over the real signed webhook (simulator transport).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dayOf } from '@kumbu/core/date-range';
import { testEngines } from '@kumbu/db/testing';
import { profiles } from '@kumbu/db/schema';
import type { TestApp } from './helpers';
import { buttonEnvelope, chat, copilotUser, deliver, lastUndoButtonId, startCopilotApp, userRecords } from './copilot-helpers';
import { envelope, eventually, postWebhook, wamid, whatsappOutbox } from './whatsapp-helpers';

describe.each(testEngines())('co-pilot: records, undo and corrections (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('pt: records an expense with its category label, today at the current time, and confirms with the month balance and Anular', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const before = Date.now();
    const replies = await chat(t, waId, 'gastei 5 mil no candongueiro');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toBe('✅ Despesa registada: 5 000,00 Kz · Transporte · hoje.\nSaldo do mês: -5 000,00 Kz\n\n[Anular]');
    const [row] = await userRecords(t, userId);
    expect(row).toMatchObject({ kind: 'expense', collection: 'transactions', amountCents: 500000, currency: 'AOA', category: 'Transporte', party: null, description: 'candongueiro', source: 'whatsapp' });
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
    expect(row?.category).toBe('Transport');
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    expect(row?.occurredAt.toISOString()).toBe(`${yesterday}T11:00:00.000Z`); // 12:00 in Luanda (UTC+1)
  });

  it('debts and loans name the party and the outstanding balance with it (pt and en)', async () => {
    const pt = await copilotUser(t, 'pt');
    expect((await chat(t, pt.waId, 'emprestei 10 mil ao João'))[0]).toContain('Empréstimo concedido registado: 10 000,00 Kz · João · hoje.\nJoão deve-lhe: 10 000,00 Kz');
    expect((await chat(t, pt.waId, 'emprestei 5 mil ao João'))[0]).toContain('João deve-lhe: 15 000,00 Kz');
    const rows = await userRecords(t, pt.userId);
    expect(rows.map((r) => [r.kind, r.party, r.category])).toEqual([['loanGiven', 'João', null], ['loanGiven', 'João', null]]);
    const en = await copilotUser(t, 'en');
    expect((await chat(t, en.waId, 'borrowed 20000 from Mary'))[0]).toContain('You owe Mary: AOA 20,000.00');
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
    expect((await chat(t, waId, 'undo'))[0]).toBe('🗑️ Deleted your last record: Expense of AOA 5,000.00 · Transporte · today.');
    expect(await userRecords(t, userId)).toHaveLength(0);
    expect((await chat(t, waId, 'apaga o último'))[0]).toBe('Não encontrei nenhum registo feito pelo WhatsApp para apagar.');
  });

  it('the Undo button (an interactive button_reply) deletes the record it confirmed', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    await chat(t, waId, 'spent 5000 on a taxi');
    const buttonId = await lastUndoButtonId(t, waId);
    await chat(t, waId, 'spent 1000 on bread');
    const replies = await deliver(t, waId, buttonEnvelope(waId, buttonId, 'Undo'));
    expect(replies[0]).toBe('🗑️ Deleted your last record: Expense of AOA 5,000.00 · Transport · today.');
    expect((await userRecords(t, userId)).map((r) => r.amountCents)).toEqual([100000]);
    // Tapping it again finds nothing to delete, and says so.
    expect((await deliver(t, waId, buttonEnvelope(waId, buttonId, 'Undo')))[0]).toBe('I found no record made on WhatsApp to delete.');
  });

  it('a correction changes the last record and is learned: the next similar message gets the corrected category', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'gastei 5 mil no candongueiro');
    const fixed = await chat(t, waId, 'não era transporte, era comida');
    expect(fixed[0]).toBe('✏️ Corrigido: 5 000,00 Kz · Supermercado e mercado. Da próxima vez já sei. 👍');
    expect((await userRecords(t, userId))[0]?.category).toBe('Supermercado e mercado');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.categoryMemory).toMatchObject({ version: 1, entries: { candongueiro: { category: 'groceries', count: 1 } } });
    const next = await chat(t, waId, 'gastei 3 mil no candongueiro');
    expect(next[0]).toContain('· Supermercado e mercado · hoje.');
    expect((await userRecords(t, userId))[1]?.category).toBe('Supermercado e mercado');
  });

  it('en: a correction in English', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    await chat(t, waId, 'spent 5000 on a taxi');
    expect((await chat(t, waId, 'it was not transport, it was food'))[0]).toBe('✏️ Fixed: AOA 5,000.00 · Groceries. I will remember next time. 👍');
    expect((await userRecords(t, userId))[0]?.category).toBe('Groceries');
    expect((await chat(t, waId, 'spent 2000 on a taxi'))[0]).toContain('· Groceries · today.');
  });
});
