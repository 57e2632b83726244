// Issue 15 on WhatsApp, over the real signed webhook: withdrawals, deposits, top-ups, exchanges
// and transfers are transfers between the person's accounts (never income or expense), a fee
// said with them is its own expense, a record may name its account, accounts open by chat,
// and balances and exchange rates are answered from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { moneyAccounts } from '@kumbu/db/schema';
import { setFxRate } from '@kumbu/db/fx-rates';
import { dayOf } from '@kumbu/core/date-range';
import type { TestApp } from './helpers';
import { buttonEnvelope, chat, copilotUser, deliver, lastUndoButtonId, startCopilotApp, userRecords } from './copilot-helpers';

describe.each(testEngines())('co-pilot: accounts, transfers and rates (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  const accountsOf = (userId: string) => t.database.db.select().from(moneyAccounts).where(eq(moneyAccounts.userId, userId));
  const accountNamed = async (userId: string, name: string) => (await t.database.db.select().from(moneyAccounts)
    .where(and(eq(moneyAccounts.userId, userId), eq(moneyAccounts.name, name))))[0];

  it('a withdrawal is a transfer bank → cash, never a fee; its fee is its own expense; Undo takes the transfer back', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    expect((await chat(t, waId, 'cria conta BAI'))[0]).toContain('🆕 Conta criada: BAI (Conta bancária, kwanzas).');
    const bai = await accountNamed(userId, 'BAI');
    const carteira = await accountNamed(userId, 'Carteira');
    expect(bai).toMatchObject({ type: 'bank', currency: 'AOA', institution: 'BAI' });

    const [reply] = await chat(t, waId, 'levantei 40 mil no multicaixa');
    expect(reply).toBe('🔁 Transferência: BAI → Carteira · 40 000,00 Kz\n\n[Anular]');
    const [withdrawal] = await userRecords(t, userId);
    expect(withdrawal).toMatchObject({
      kind: 'transfer', collection: 'transfers', amountCents: 4000000, currency: 'AOA', category: null, party: null,
      accountId: bai?.id, toAccountId: carteira?.id, toAmountCents: 4000000, rate: null, source: 'whatsapp',
    });

    const fee = await chat(t, waId, 'levantei 20 paus do BAI, taxa de 500');
    expect(fee[0]).toBe('🔁 Transferência: BAI → Carteira · 20 000,00 Kz\n🧾 Taxa: 500,00 Kz · Taxas bancárias\n\n[Anular]');
    const rows = await userRecords(t, userId);
    const shape = (list: typeof rows) => list.map((r) => [r.kind, r.amountCents, r.category, r.accountId]).sort((a, b) => Number(b[1]) - Number(a[1]));
    expect(shape(rows)).toEqual([['transfer', 4000000, null, bai?.id], ['transfer', 2000000, null, bai?.id], ['expense', 50000, 'fees', bai?.id]]);

    // Undo takes the transfer back with the fee written beside it.
    const undone = await deliver(t, waId, buttonEnvelope(waId, await lastUndoButtonId(t, waId), 'Anular'));
    expect(undone[0]).toMatch(/^🗑️ Apaguei o registo: Transferência de 20 000,00 Kz .*\n🗑️ E a taxa registada com ela: 500,00 Kz\.$/u);
    expect(shape(await userRecords(t, userId))).toEqual([['transfer', 4000000, null, bai?.id]]);
    // "apaga o último" the same way.
    await chat(t, waId, 'levantei 10 mil do BAI, comissão de 300');
    expect((await chat(t, waId, 'apaga o último'))[0]).toContain('🗑️ E a taxa registada com ela: 300,00 Kz.');
    expect(shape(await userRecords(t, userId))).toEqual([['transfer', 4000000, null, bai?.id]]);
  });

  it('a generic bank word with no bank account asks which, and records nothing', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const [reply] = await chat(t, waId, 'tirei 10 mil no ATM');
    expect(reply).toContain('Não registei nada: ainda não tem nenhuma conta do tipo conta bancária.');
    expect(await userRecords(t, userId)).toEqual([]);
  });

  it('a deposit opens the named bank, a top-up opens the wallet, and the reply says so', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const deposit = await chat(t, waId, 'depositei 100 mil no BFA');
    expect(deposit[0]).toBe('🔁 Transferência: Carteira → BFA · 100 000,00 Kz\n🆕 Criei a conta BFA (Conta bancária, kwanzas).\n\n[Anular]');
    const topUp = await chat(t, waId, 'carreguei 5 mil no Unitel Money');
    expect(topUp[0]).toBe('🔁 Transferência: Carteira → Unitel Money · 5 000,00 Kz\n🆕 Criei a conta Unitel Money (Carteira móvel, kwanzas).\n\n[Anular]');
    expect(await accountNamed(userId, 'Unitel Money')).toMatchObject({ type: 'mobile', institution: 'unitel-money', currency: 'AOA' });
    expect((await userRecords(t, userId)).every((r) => r.kind === 'transfer')).toBe(true);
    // Explicit, between two accounts the person now has.
    expect((await chat(t, waId, 'transferi 20 mil do BFA para o Unitel Money'))[0]).toBe('🔁 Transferência: BFA → Unitel Money · 20 000,00 Kz\n\n[Anular]');
  });

  it('an exchange at the kinguila moves dollars to kwanza with the rate kept (950)', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const [reply] = await chat(t, waId, 'troquei 100 dólares por 95 mil na kinguila');
    expect(reply).toBe('💱 Câmbio: 100,00 US$ → 95 000,00 Kz (950,00 Kz/USD)\nCarteira USD → Carteira\n🆕 Criei a conta Carteira USD (Dinheiro, dólares).\n\n[Anular]');
    const [row] = await userRecords(t, userId);
    const usd = await accountNamed(userId, 'Carteira USD');
    expect(usd).toMatchObject({ currency: 'USD', isDefault: true });
    expect(row).toMatchObject({ kind: 'transfer', amountCents: 10000, currency: 'USD', accountId: usd?.id, toAmountCents: 9500000, toCurrency: 'AOA' });
    expect(Number(row?.rate)).toBe(950);
    // Without what came back, the rate is asked for and nothing is recorded.
    expect((await chat(t, waId, 'troquei 50 dólares na kinguila'))[0]).toContain('Não registei nada: falta saber quanto recebeu.');
    // Kwanza given for dollars named without their figure: the dollars are asked for, in dollars.
    expect((await chat(t, waId, 'troquei 300 mil kwanzas por dólares'))[0]).toBe('Não registei nada: falta saber quantos dólares recebeu. Escreva, por exemplo: "troquei 300 000,00 Kz por 320 dólares" ou "troquei 300 000,00 Kz a 940 o dólar".');
    expect(await userRecords(t, userId)).toHaveLength(1);
  });

  it('a record names its account: the card of the BAI pays the Kero, income lands in the Express', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const [spent] = await chat(t, waId, 'gastei 5 mil no Kero com o cartão do BAI');
    expect(spent).toMatch(/^✅ Despesa registada: 5 000,00 Kz · Supermercado e mercado · hoje\.\nConta: BAI\n🆕 Criei a conta BAI \(Conta bancária, kwanzas\)\.\n/u);
    const bai = await accountNamed(userId, 'BAI');
    expect((await userRecords(t, userId))[0]).toMatchObject({ kind: 'expense', category: 'groceries', accountId: bai?.id });
    const [income] = await chat(t, waId, 'recebi 200 mil no Express');
    expect(income).toContain('Conta: Multicaixa Express');
    const express = await accountNamed(userId, 'Multicaixa Express');
    expect((await userRecords(t, userId))[1]).toMatchObject({ kind: 'income', accountId: express?.id });
    // Named again, the same account is used (no second one).
    await chat(t, waId, 'paguei com o cartão do BAI 3 mil de pão');
    expect((await accountsOf(userId)).filter((a) => a.name === 'BAI')).toHaveLength(1);
    expect((await userRecords(t, userId))[2]).toMatchObject({ accountId: bai?.id });
  });

  it('balances by account and the total in Kz with the rate and its day; a currency with no rate said plainly; the month balance unchanged', async () => {
    const { waId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'recebi 150 mil de salário');
    await chat(t, waId, 'depositei 100 mil no BAI');
    await chat(t, waId, 'troquei 95 mil por 100 dólares');
    const noRate = (await chat(t, waId, 'quanto tenho?'))[0];
    // Default accounts first (kwanza, then dollars), then the others as they were opened.
    expect(noRate).toBe('💼 Os seus saldos:\n• Carteira: -45 000,00 Kz\n• Carteira USD: 100,00 US$\n• BAI: 100 000,00 Kz\nTotal: 55 000,00 Kz\n⚠️ 100,00 US$ sem câmbio: não entram no total.');
    const today = dayOf(new Date());
    await setFxRate(t.database.db, { currency: 'USD', day: today, micros: 912_340_000, source: 'bna' });
    const withRate = (await chat(t, waId, 'saldos'))[0];
    expect(withRate).toContain('• Carteira USD: 100,00 US$ (≈ 91 234,00 Kz)');
    expect(withRate).toContain('Total: 146 234,00 Kz');
    expect(withRate).toMatch(/💱 Câmbio BNA de \d\d\/\d\d: 1 USD = 912,34 Kz/u);
    expect((await chat(t, waId, 'saldo do BAI'))[0]).toBe('💼 BAI: 100 000,00 Kz');
    expect((await chat(t, waId, 'quanto tenho em dólares?'))[0]).toBe('💼 Carteira USD: 100,00 US$ (≈ 91 234,00 Kz)\nTotal: 91 234,00 Kz\n' + (withRate?.split('\n').at(-1) ?? ''));
    // "saldo do mês" / "qual o saldo deste mês" keep answering the month's income and spending.
    expect((await chat(t, waId, 'qual o saldo deste mês'))[0]).toMatch(/^📊 Este mês: entradas 150 000,00 Kz, saídas 0,00 Kz\. Saldo 150 000,00 Kz\./u);
  });

  it('a rate asked about: with no rate said plainly; with one, the sum converted, the rate and its day (pt and en)', async () => {
    const pt = await copilotUser(t, 'pt');
    const before = (await chat(t, pt.waId, 'quanto é 100 euros em kz?'))[0];
    expect(before).toContain('Ainda não tenho câmbio do EUR guardado');
    const today = dayOf(new Date());
    await setFxRate(t.database.db, { currency: 'EUR', day: today, micros: 1_050_500_000, source: 'bna' });
    const after = (await chat(t, pt.waId, 'quanto é 100 euros em kz?'))[0];
    expect(after).toMatch(/^💱 100,00 € = 105 050,00 Kz\nCâmbio BNA de .+: 1 EUR = 1 050,50 Kz$/u);
    const en = await copilotUser(t, 'en');
    expect((await chat(t, en.waId, 'how much is 200 euros in kwanza?'))[0]).toMatch(/^💱 €200\.00 = AOA 210,100\.00\nBNA rate of .+: 1 EUR = 1,050\.50 Kz$/u);
  });

  it('abre uma conta Poupança opens a savings account once; "pus de lado" moves money into it', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    expect((await chat(t, waId, 'abre uma conta Poupança'))[0]).toContain('🆕 Conta criada: Poupança (Poupança, kwanzas).');
    expect((await chat(t, waId, 'abre uma conta Poupança'))[0]).toBe('Já tem uma conta chamada Poupança: não criei outra.');
    expect((await chat(t, waId, 'pus de lado 50 mil'))[0]).toBe('🔁 Transferência: Carteira → Poupança · 50 000,00 Kz\n\n[Anular]');
    expect((await accountsOf(userId)).map((a) => a.name).sort()).toEqual(['Carteira', 'Poupança']);
  });
});
