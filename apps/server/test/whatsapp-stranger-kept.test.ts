// Issue 16 item 6: what an unknown number sent that would be a record is kept (30 days, 20 at
// most) and offered once, after the number belongs to an account — all through the real
// signed webhook (simulator transport). "Sim, registar" records each on its original day;
// "Não" records nothing; either way the kept rows go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { addDays, dayOf } from '@kumbu/core/date-range';
import { testEngines } from '@kumbu/db/testing';
import { deleteAccountData } from '@kumbu/db/accounts';
import { strangerMessages } from '@kumbu/db/schema';
import { STRANGER_KEEP_MAX, keepStrangerMessage, purgeExpiredStrangerMessages } from '@kumbu/db/stranger-messages';
import { createAccount } from '../src/accounts/create-account';
import { signedInUser, type TestApp } from './helpers';
import { buttonEnvelope, chat, deliver, lastInteractive, startCopilotApp, userRecords } from './copilot-helpers';
import { envelope, postWebhook, wamid } from './whatsapp-helpers';

const KEPT_PT = 'Guardei esta mensagem durante 30 dias: quando criar a conta, pergunto-lhe se a quer registar.';
const KEPT_EN = 'I kept this message for 30 days: once you sign up, I will offer to record it.';

let seq = 0;
function strangerNumber(): string {
  seq++;
  return `24495${String(Date.now() % 100000).padStart(5, '0')}${String(seq).padStart(2, '0')}`;
}

describe.each(testEngines())('strangers\' messages kept and offered after sign-up (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  const keptOf = async (waId: string) => t.database.db.select().from(strangerMessages)
    .where(eq(strangerMessages.whatsappId, waId)).orderBy(asc(strangerMessages.id));

  /** Signs the number up (an account that holds it proven, as the wizard's SMS step leaves it). */
  async function signUp(waId: string, lang: 'pt' | 'en' = 'pt'): Promise<string> {
    const { userId } = await createAccount(t.database.db, t.app.kumbu.auth, {
      email: `stranger-${waId}@kumbu.ao`, password: 'muito-segura-1', fullName: 'Ana Kumbu', whatsapp: `+${waId}`, language: lang, verified: true,
    }, new Date());
    return userId;
  }

  it('a record-like message is kept and the reminder says so; a greeting is not kept and its reply does not say so', async () => {
    const waId = strangerNumber();
    const [welcome] = await chat(t, waId, 'olá');
    expect(welcome).toContain('Bem-vindo ao *Kumbu*');
    expect(welcome).not.toContain(KEPT_PT);
    expect(await keptOf(waId)).toHaveLength(0);

    const [reminder] = await chat(t, waId, 'gastei 5 mil no taxi');
    expect(reminder).toMatch(/^Ainda não tem conta no Kumbu, por isso não registei esta mensagem\./);
    expect(reminder).toContain(KEPT_PT);
    expect(reminder).toContain(KEPT_EN);
    const [row] = await keptOf(waId);
    expect(row).toMatchObject({ whatsappId: waId, text: 'gastei 5 mil no taxi', sentDay: dayOf(new Date()), recordDay: dayOf(new Date()), offeredAt: null });

    // A question is not a record: nothing more kept, the reminder promises nothing.
    const [question] = await chat(t, waId, 'quanto gastei este mês?');
    expect(question).not.toContain(KEPT_PT);
    expect(await keptOf(waId)).toHaveLength(1);
  });

  it('the first message of the day that is a record gets the welcome with the kept line; "ontem" keeps yesterday as its day', async () => {
    const waId = strangerNumber();
    const [welcome] = await chat(t, waId, 'ontem gastei 2 mil em pão');
    expect(welcome).toContain('Bem-vindo ao *Kumbu*');
    expect(welcome).toContain(KEPT_PT);
    const [row] = await keptOf(waId);
    expect(row?.recordDay).toBe(addDays(dayOf(new Date()), -1));
    expect(row?.sentDay).toBe(dayOf(new Date()));
  });

  it('a webhook delivered twice keeps the message once', async () => {
    const waId = strangerNumber();
    await chat(t, waId, 'olá');
    const id = wamid();
    const body = envelope(waId, 'gastei 3 mil no taxi', id);
    expect((await postWebhook(t.app, body)).statusCode).toBe(200);
    await deliver(t, waId, body);
    expect(await keptOf(waId)).toHaveLength(1);
    expect((await keptOf(waId))[0]?.messageId).toBe(id);
  });

  it('after sign-up the next message gets its own answer and then ONE offer; Sim records each on its original day and deletes the rows', async () => {
    const waId = strangerNumber();
    await chat(t, waId, 'gastei 5 mil no taxi');
    await chat(t, waId, 'ontem recebi 20 mil de salário');
    expect(await keptOf(waId)).toHaveLength(2);
    const userId = await signUp(waId);
    // An older kept message: its day is the day it was sent (five days ago), not today.
    const fiveDaysAgo = addDays(dayOf(new Date()), -5);
    const [first] = await keptOf(waId);
    await t.database.db.update(strangerMessages).set({ sentDay: fiveDaysAgo, recordDay: fiveDaysAgo, createdAt: sql`now() - interval '5 days'` })
      .where(eq(strangerMessages.id, first?.id ?? -1));

    const replies = await chat(t, waId, 'quanto gastei este mês?');
    expect(replies).toHaveLength(2);
    expect(replies[0]).not.toContain('Antes de criar a conta');
    expect(replies[1]).toContain('Antes de criar a conta, enviou-me estes 2 registos:');
    expect(replies[1]).toContain('• Despesa: 5 000,00 Kz · Transporte ·');
    expect(replies[1]).toContain('• Receita: 20 000,00 Kz · Salário · ontem');
    expect(replies[1]).toMatch(/Quer que os registe\?\n\n\[Sim, registar\] \[Não\]$/);
    const offer = await lastInteractive(t, waId);
    expect(offer.buttons?.map((b) => b.title)).toEqual(['Sim, registar', 'Não']);
    expect(await userRecords(t, userId)).toHaveLength(0);

    // Never offered twice.
    const next = await chat(t, waId, 'olá');
    expect(next.join('\n')).not.toContain('Antes de criar a conta');

    const yes = await deliver(t, waId, buttonEnvelope(waId, offer.buttons?.[0]?.id ?? '', 'Sim, registar'));
    expect(yes[0]).toBe('Registei os 2 registos que me enviou antes de criar a conta, cada um no seu dia. Se algum estiver errado, toque em "Anular" por baixo dele.');
    expect(yes[1]).toMatch(/^✅ Despesa registada: 5 000,00 Kz · Transporte · /);
    expect(yes[1]).toContain('[Anular]');
    expect(yes[2]).toMatch(/^✅ Receita registada: 20 000,00 Kz · Salário · ontem\./);
    const records = await userRecords(t, userId);
    // Written in one transaction (same created_at): compared in kind order.
    expect(records.map((r) => [r.kind, r.amountCents, r.category, dayOf(r.occurredAt), r.source]).sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['expense', 500000, 'transport', fiveDaysAgo, 'whatsapp'],
      ['income', 2000000, 'salary', addDays(dayOf(new Date()), -1), 'whatsapp'],
    ]);
    expect(await keptOf(waId)).toHaveLength(0);
    // A second tap records nothing more.
    expect(await deliver(t, waId, buttonEnvelope(waId, offer.buttons?.[0]?.id ?? '', 'Sim, registar')))
      .toEqual(['Já não tenho guardado nada do que me enviou antes de criar a conta, por isso não registei nada.']);
    expect(await userRecords(t, userId)).toHaveLength(2);
  });

  it('a number linked by a code sent from it gets the offer at once, after the confirmation', async () => {
    const waId = strangerNumber();
    await chat(t, waId, 'gastei 4 mil no taxi');
    const { cookie, userId } = await signedInUser(t.app, `linked-${waId}@kumbu.ao`);
    const claimed = await t.app.inject({ method: 'PUT', url: '/api/account/whatsapp', headers: { cookie }, payload: { whatsapp: `+${waId}` } });
    const code = claimed.json<{ data: { whatsappClaim: { code: string } | null } }>().data.whatsappClaim?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const replies = await chat(t, waId, `Confirmo que este número de WhatsApp é meu. Código: KUMBU-${code}`);
    expect(replies).toHaveLength(2);
    expect(replies[0]).toContain('Número confirmado');
    expect(replies[1]).toContain('Antes de criar a conta, enviou-me isto:');
    expect(replies[1]).toContain('• Despesa: 4 000,00 Kz · Transporte · hoje');
    expect(await userRecords(t, userId)).toHaveLength(0);
    // Offered once: the next message gets its own answer only.
    expect((await chat(t, waId, 'olá')).join('\n')).not.toContain('Antes de criar a conta');
    const offer = await lastInteractive(t, waId);
    expect(offer.buttons?.map((b) => b.title)).toEqual(['Sim, registar', 'Não']);
    const yes = await deliver(t, waId, buttonEnvelope(waId, offer.buttons?.[0]?.id ?? '', 'Sim, registar'));
    expect(yes[1]).toMatch(/^✅ Despesa registada: 4 000,00 Kz · Transporte · /);
    expect(await userRecords(t, userId)).toHaveLength(1);
  });

  it('Não records nothing and deletes the kept rows (en account: the offer in English)', async () => {
    const waId = strangerNumber();
    await chat(t, waId, 'gastei 7 mil no taxi');
    const userId = await signUp(waId, 'en');
    const replies = await chat(t, waId, 'hello');
    expect(replies.at(-1)).toMatch(/^Before you signed up, you sent me this:\n• Expense: AOA 7,000\.00 · Transport · today\nShall I record it\?\n\n\[Yes, record\] \[No\]$/);
    const offer = await lastInteractive(t, waId);
    expect(await deliver(t, waId, buttonEnvelope(waId, offer.buttons?.[1]?.id ?? '', 'No')))
      .toEqual(['OK, I recorded nothing and deleted what you sent me before you signed up.']);
    expect(await userRecords(t, userId)).toHaveLength(0);
    expect(await keptOf(waId)).toHaveLength(0);
  });

  it('nothing kept → no offer; another number never sees them', async () => {
    const stranger = strangerNumber();
    await chat(t, stranger, 'gastei 9 mil no taxi');
    const other = strangerNumber();
    await chat(t, other, 'olá');
    await signUp(other);
    const replies = await chat(t, other, 'gastei 1 mil no taxi');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/^✅ Despesa registada: 1 000,00 Kz/);
    expect(replies.join('\n')).not.toContain('9 000,00');
    // The stranger's message is still kept, unoffered, for its own number.
    expect((await keptOf(stranger)).map((r) => [r.text, r.offeredAt])).toEqual([['gastei 9 mil no taxi', null]]);
  });

  it('kept messages past 30 days are neither offered nor kept; the purge deletes them', async () => {
    const waId = strangerNumber();
    await chat(t, waId, 'gastei 4 mil no taxi');
    await t.database.db.update(strangerMessages).set({ createdAt: sql`now() - interval '31 days'` }).where(eq(strangerMessages.whatsappId, waId));
    await signUp(waId);
    const replies = await chat(t, waId, 'olá');
    expect(replies.join('\n')).not.toContain('Antes de criar a conta');
    expect(await purgeExpiredStrangerMessages(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await keptOf(waId)).toHaveLength(0);
  });

  it(`keeps at most ${STRANGER_KEEP_MAX} messages a number; a wamid kept before counts as kept`, async () => {
    const waId = strangerNumber();
    const now = new Date();
    const day = dayOf(now);
    const keep = (messageId: string) => keepStrangerMessage(t.database.db, { whatsappId: waId, messageId, text: 'gastei 1 mil', sentDay: day, recordDay: day, now });
    for (let i = 0; i < STRANGER_KEEP_MAX; i++) expect(await keep(`wamid.CAP${waId}-${i}`)).toBe(true);
    expect(await keep(`wamid.CAP${waId}-over`)).toBe(false);
    expect(await keep(`wamid.CAP${waId}-0`)).toBe(true);
    expect(await keptOf(waId)).toHaveLength(STRANGER_KEEP_MAX);
  });

  it('the account\'s erasure deletes what its number sent before sign-up', async () => {
    const waId = strangerNumber();
    await chat(t, waId, 'gastei 6 mil no taxi');
    const userId = await signUp(waId);
    await t.database.db.transaction(async (tx) => { await deleteAccountData(tx, userId); });
    expect(await keptOf(waId)).toHaveLength(0);
  });
});
