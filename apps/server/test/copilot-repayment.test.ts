// Issue 14, item 19: paying back a debt that was never recorded (or being paid back a loan never
// given) left a negative balance without a word. Kumbu asks first with Sim/Não: Sim records
// it, Não records nothing; with something owed it records at once, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import type { TestApp } from './helpers';
import { buttonEnvelope, chat, copilotUser, deliver, lastInteractive, startCopilotApp, userRecords } from './copilot-helpers';

describe.each(testEngines())('co-pilot: repayments of nothing on record (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  const kept = async (userId: string) => (await userRecords(t, userId)).map((r) => `${r.kind}:${r.amountCents}:${r.party ?? ''}`);

  it('"paguei 10 mil ao Zeca" with no debt to Zeca asks; Não records nothing, Sim records it', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const asked = await chat(t, waId, 'paguei 10 mil ao Zeca');
    expect(asked).toEqual(['Não tenho dívida registada a Zeca — quer registar que lhe pagou 10 000,00 Kz?\n\n[Sim] [Não]']);
    const question = await lastInteractive(t, waId);
    expect(question.buttons?.map((b) => b.title)).toEqual(['Sim', 'Não']);
    expect(await kept(userId)).toEqual([]);
    const [yes, no] = question.buttons ?? [];
    expect(await deliver(t, waId, buttonEnvelope(waId, no?.id ?? '', 'Não'))).toEqual(['Está bem, não registei nada.']);
    expect(await kept(userId)).toEqual([]);
    const recorded = await deliver(t, waId, buttonEnvelope(waId, yes?.id ?? '', 'Sim'));
    expect(recorded[0]).toMatch(/^✅ Dívida paga registada: 10 000,00 Kz · Zeca · hoje\./);
    expect(await kept(userId)).toEqual(['debtPaid:1000000:Zeca']);
  });

  it('Sim tapped twice (WhatsApp keeps the button) records once and says so (pt and en)', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'paguei 7 mil ao Zeca');
    const yes = (await lastInteractive(t, waId)).buttons?.[0]?.id ?? '';
    expect((await deliver(t, waId, buttonEnvelope(waId, yes, 'Sim')))[0]).toMatch(/^✅ Dívida paga registada: 7 000,00 Kz/);
    expect(await deliver(t, waId, buttonEnvelope(waId, yes, 'Sim'))).toEqual(['Já registei esse pagamento: não o registei outra vez.']);
    expect(await kept(userId)).toEqual(['debtPaid:700000:Zeca']);
    // A new question about the same sum is a new question: its Sim records again.
    await chat(t, waId, 'paguei 7 mil ao Zeca');
    const again = (await lastInteractive(t, waId)).buttons?.[0]?.id ?? '';
    expect(again).not.toBe(yes);
    const en = await copilotUser(t, 'en');
    await chat(t, en.waId, 'I paid Mike back 2000');
    const enYes = (await lastInteractive(t, en.waId)).buttons?.[0]?.id ?? '';
    await deliver(t, en.waId, buttonEnvelope(en.waId, enYes, 'Yes'));
    expect(await deliver(t, en.waId, buttonEnvelope(en.waId, enYes, 'Yes'))).toEqual(['I already recorded that payment: I did not record it again.']);
    expect(await kept(en.userId)).toHaveLength(1);
  });

  it('a loan repayment from someone who owes nothing asks too (pt and en)', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    expect(await chat(t, waId, 'o João pagou-me 5 mil')).toEqual(['Não tenho empréstimo registado a João — quer registar que João lhe pagou 5 000,00 Kz?\n\n[Sim] [Não]']);
    const en = await copilotUser(t, 'en');
    expect(await chat(t, en.waId, 'John paid me back 5000')).toEqual(['I have no loan to John on record — do you want to record that John paid you AOA 5,000.00?\n\n[Yes] [No]']);
    expect((await lastInteractive(t, en.waId)).buttons?.map((b) => b.title)).toEqual(['Yes', 'No']);
    expect(await kept(userId)).toEqual([]);
    expect(await kept(en.userId)).toEqual([]);
  });

  it('with a debt or a loan on record, the repayment is recorded at once', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'pedi 30 mil emprestado ao Zeca');
    expect((await chat(t, waId, 'paguei 10 mil ao Zeca'))[0]).toMatch(/^✅ Dívida paga registada: 10 000,00 Kz/);
    await chat(t, waId, 'emprestei 20 mil ao João');
    expect((await chat(t, waId, 'o João pagou-me 5 mil'))[0]).toMatch(/^✅ Reembolso recebido registado: 5 000,00 Kz · João/);
    expect(await kept(userId)).toEqual(['debtTaken:3000000:Zeca', 'debtPaid:1000000:Zeca', 'loanGiven:2000000:João', 'loanReceivedPayment:500000:João']);
  });

  it('a forged or broken Sim button records nothing', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    for (const id of ['repay:not json', 'repay:["d",-5,"AOA","2026-11-20","Zeca",""]', 'repay:["x",100,"AOA","2026-11-20","Zeca",""]', 'repay:["d",100,"ZAR","2026-11-20","Zeca",""]']) {
      await deliver(t, waId, buttonEnvelope(waId, id, 'Sim'));
    }
    expect(await kept(userId)).toEqual([]);
  });
});
