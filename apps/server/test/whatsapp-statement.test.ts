// Statements sent on WhatsApp as documents (issue 18), in cloud mode against a local fake Graph
// API that serves the media (GET /{media-id} → url → bytes, with the bearer): the summary with
// counts and Importar/Cancelar, one import however often Importar is tapped, Cancelar, an
// unreadable file, a PDF on Basic, a caption that is not a report request, and the help answer.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { rememberMapping } from '@kumbu/db/imports';
import { readStatementBytes } from '@kumbu/imports/read-statement';
import { inboundMessages, outboundMessages, records } from '@kumbu/db/schema';
import { testEngines } from '@kumbu/db/testing';
import { getSubscription } from '@kumbu/db/accounts';
import { planLimits, USAGE_METRICS } from '@kumbu/core/plan-limits';
import { spendMonthly, usageLeft } from '../src/features/limits/usage-counters';
import { startTestApp, type TestApp } from './helpers';
import { setSubscription } from './billing-helpers';
import { buttonEnvelope, copilotUser, listReplyEnvelope } from './copilot-helpers';
import { cloudEnv, documentEnvelope, envelope, eventually, fakeGraph, postWebhook, wamid, type FakeGraph } from './whatsapp-helpers';
import { BAI_STATEMENT, BAI_STATEMENT_TWO_WITHDRAWALS } from '../../../packages/imports/test/fixtures/bai-statement';

const pdf = (): Uint8Array => new Uint8Array(readFileSync(new URL('../../../packages/imports/test/fixtures/pdf/bfa-like-signed.pdf', import.meta.url)));

interface Sent { text: string; buttons: { id: string; title: string }[]; rows: { id: string; title: string }[] }

describe.each(testEngines())('WhatsApp statements (%s)', (engine) => {
  let graph: FakeGraph;
  let t: TestApp;
  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestApp(engine, cloudEnv(graph.url), { whatsappPollMs: 20 });
  });
  afterAll(async () => { await t.close(); await graph.close(); });

  /** Posts a message and waits until it is processed and its replies are sent; returns them as Graph received them. */
  async function deliver(waId: string, body: Record<string, unknown>): Promise<Sent[]> {
    const before = graph.sent().filter((b) => b.to === waId).length;
    const res = await postWebhook(t.app, body);
    expect(res.statusCode).toBe(200);
    const messageId = (body.entry as { changes: { value: { messages: { id: string }[] } }[] }[])[0]?.changes[0]?.value.messages[0]?.id ?? '';
    const [row] = await eventually(async () => {
      const rows = await t.database.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId));
      return rows[0]?.status === 'processed' ? rows : undefined;
    });
    await eventually(async () => {
      const out = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.inboundId, row?.id ?? -1));
      return (out.length > 0 && out.every((o) => o.status === 'sent')) || undefined;
    });
    return graph.sent().filter((b) => b.to === waId).slice(before).map((b) => {
      const text = (b.text as { body?: string } | undefined)?.body ?? (b.interactive as { body?: { text?: string } } | undefined)?.body?.text ?? '';
      const buttons = ((b.interactive as { action?: { buttons?: { reply: { id: string; title: string } }[] } } | undefined)?.action?.buttons ?? []).map((x) => x.reply);
      const rows = (b.interactive as { action?: { sections?: { rows: { id: string; title: string }[] }[] } } | undefined)?.action?.sections?.[0]?.rows ?? [];
      return { text: text.replace(/[\u00a0\u202f]/g, ' '), buttons, rows };
    });
  }

  async function userWithBai(tier: 'standard' | 'basic' = 'standard'): Promise<{ waId: string; userId: string; bai: string }> {
    const who = await copilotUser(t);
    await setSubscription(t.database.db, who.userId, { tier, status: 'active', trial: false, expiresAt: new Date('2099-01-01T00:00:00Z') });
    const bai = (await insertMoneyAccount(t.database.db, who.userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' }))?.id ?? '';
    return { ...who, bai };
  }

  const countRecords = async (userId: string): Promise<number> => (await t.database.db.select().from(records).where(and(eq(records.userId, userId)))).length;

  it('reads a CSV document, summarises it with Importar/Cancelar, imports once however often Importar is tapped', async () => {
    const ana = await userWithBai();
    graph.putMedia('media-csv-1', new TextEncoder().encode(BAI_STATEMENT), 'text/csv');
    const [summary] = await deliver(ana.waId, documentEnvelope(ana.waId, 'media-csv-1', 'extrato.csv', 'text/csv', 'extrato do banco'));
    expect(summary?.text).toContain('Li 3 movimentos da conta BAI (01/10 a 03/10): 3 novos, 0 já estavam, 0 correspondem a registos seus.');
    expect(summary?.text).toContain('O saldo final confere: 567 649,50 Kz ✅');
    expect(summary?.text).not.toMatch(/relatório/iu);
    // "LEV ATM TALATONA" and a Carteira: the question whether withdrawals are transfers comes too.
    expect(summary?.buttons.map((b) => b.title)).toEqual(['Importar', 'Cancelar', 'São transferências']);
    const importId = summary?.buttons[0]?.id ?? '';
    const [done] = await deliver(ana.waId, buttonEnvelope(ana.waId, importId, 'Importar'));
    expect(done?.text).toMatch(/^✅ Importei 3 movimentos para a conta BAI\. Pode anular na app: http\S+\/import$/u);
    expect(await countRecords(ana.userId)).toBe(3);
    const [again] = await deliver(ana.waId, buttonEnvelope(ana.waId, importId, 'Importar'));
    expect(again?.text).toMatch(/já foi importado ou cancelado/u);
    expect(await countRecords(ana.userId)).toBe(3);
    // The same file again: everything is already there.
    graph.putMedia('media-csv-2', new TextEncoder().encode(BAI_STATEMENT), 'text/csv');
    const [second] = await deliver(ana.waId, documentEnvelope(ana.waId, 'media-csv-2', 'extrato.csv', 'text/csv'));
    expect(second?.text).toContain('0 novos, 3 já estavam');
  });

  it('counts the withdrawals it asks about in words that agree with the number (two lines: «2 linhas … parecem»)', async () => {
    const lia = await userWithBai();
    graph.putMedia('media-csv-two', new TextEncoder().encode(BAI_STATEMENT_TWO_WITHDRAWALS), 'text/csv');
    const [summary] = await deliver(lia.waId, documentEnvelope(lia.waId, 'media-csv-two', 'extrato.csv', 'text/csv'));
    expect(summary?.text).toMatch(/💡 2 linhas como «[^»]+» parecem transferências para a sua conta «Carteira», não despesas\./u);
    expect(summary?.text).not.toContain('linha(s)');
  });

  it('asks whether cash withdrawals are transfers to the Carteira; «São transferências» keeps the rule and they import as transfers', async () => {
    const kiko = await userWithBai();
    graph.putMedia('media-csv-tr', new TextEncoder().encode(BAI_STATEMENT), 'text/csv');
    const [summary] = await deliver(kiko.waId, documentEnvelope(kiko.waId, 'media-csv-tr', 'extrato.csv', 'text/csv'));
    expect(summary?.text).toContain('💡 A linha «LEV ATM TALATONA» parece uma transferência para a sua conta «Carteira», não uma despesa.');
    const transfer = summary?.buttons.find((b) => b.title === 'São transferências');
    expect(transfer?.id).toMatch(/^imp:tr:/u);
    const [again] = await deliver(kiko.waId, buttonEnvelope(kiko.waId, transfer?.id ?? '', 'São transferências'));
    // Asked and answered: the summary comes back without the question.
    expect(again?.text).toContain('Li 3 movimentos da conta BAI');
    expect(again?.text).not.toContain('💡');
    expect(again?.buttons.map((b) => b.title)).toEqual(['Importar', 'Cancelar']);
    const [done] = await deliver(kiko.waId, buttonEnvelope(kiko.waId, again?.buttons[0]?.id ?? '', 'Importar'));
    expect(done?.text).toMatch(/^✅ Importei 3 movimentos/u);
    const rows = await t.database.db.select().from(records).where(eq(records.userId, kiko.userId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['expense', 'income', 'transfer']);
    const moved = rows.find((r) => r.kind === 'transfer');
    expect(moved).toMatchObject({ accountId: kiko.bai, amountCents: 2_000_000 });
    // A tap on an old question whose file is gone says so; nothing else happens.
    const [late] = await deliver(kiko.waId, buttonEnvelope(kiko.waId, transfer?.id ?? '', 'São transferências'));
    expect(late?.text).toMatch(/já foi importado ou cancelado/u);
  });

  it('asks whether a cash deposit comes from the Carteira; «São transferências» imports it as money in from the Carteira', async () => {
    const lia = await userWithBai();
    const deposit = BAI_STATEMENT.replace('03/10/2024;LEV ATM TALATONA;20.000,00;;567.649,50', '03/10/2024;DEP. NUMERARIO BALCAO 0012;;20.000,00;607.649,50')
      .replace('Saldo final: 567.649,50', 'Saldo final: 607.649,50');
    graph.putMedia('media-csv-dep', new TextEncoder().encode(deposit), 'text/csv');
    const [summary] = await deliver(lia.waId, documentEnvelope(lia.waId, 'media-csv-dep', 'extrato.csv', 'text/csv'));
    expect(summary?.text).toContain('💡 A linha «DEP. NUMERARIO BALCAO 0012» parece um depósito de dinheiro da sua conta «Carteira», não uma receita.');
    const transfer = summary?.buttons.find((b) => b.title === 'São transferências');
    const [again] = await deliver(lia.waId, buttonEnvelope(lia.waId, transfer?.id ?? '', 'São transferências'));
    expect(again?.text).not.toContain('💡');
    const [done] = await deliver(lia.waId, buttonEnvelope(lia.waId, again?.buttons[0]?.id ?? '', 'Importar'));
    expect(done?.text).toMatch(/^✅ Importei 3 movimentos/u);
    const moved = (await t.database.db.select().from(records).where(eq(records.userId, lia.userId))).find((r) => r.kind === 'transfer');
    // Money in: from the Carteira into the bank.
    expect(moved).toMatchObject({ toAccountId: lia.bai, amountCents: 2_000_000 });
    expect(moved?.accountId).not.toBe(lia.bai);
  });

  it('Cancelar deletes the kept file: nothing imported, and a later Importar finds nothing', async () => {
    const beto = await userWithBai();
    graph.putMedia('media-csv-3', new TextEncoder().encode(BAI_STATEMENT), 'application/octet-stream');
    const [summary] = await deliver(beto.waId, documentEnvelope(beto.waId, 'media-csv-3', 'x.bin', 'application/octet-stream'));
    const [ok, no] = summary?.buttons ?? [];
    const [cancelled] = await deliver(beto.waId, buttonEnvelope(beto.waId, no?.id ?? '', 'Cancelar'));
    expect(cancelled?.text).toBe('Cancelado: não importei nada.');
    const [late] = await deliver(beto.waId, buttonEnvelope(beto.waId, ok?.id ?? '', 'Importar'));
    expect(late?.text).toMatch(/já foi importado ou cancelado/u);
    expect(await countRecords(beto.userId)).toBe(0);
  });

  it('answers an unreadable file with the reason in Portuguese and the Import page for its columns', async () => {
    const caro = await userWithBai();
    graph.putMedia('media-bad', new TextEncoder().encode('nome;idade\nAna;30\nBeto;41\n'), 'text/csv');
    const [reply] = await deliver(caro.waId, documentEnvelope(caro.waId, 'media-bad', 'lista.csv', 'text/csv'));
    expect(reply?.text).toMatch(/^Não encontrei uma tabela de movimentos|^Encontrei a tabela, mas/u);
    expect(reply?.text).toMatch(/\/import$/u);
  });

  it('refuses a PDF on Basic with the plan message', async () => {
    const dina = await userWithBai('basic');
    graph.putMedia('media-pdf', pdf(), 'application/pdf');
    const [reply] = await deliver(dina.waId, documentEnvelope(dina.waId, 'media-pdf', 'extrato.pdf', 'application/pdf'));
    expect(reply?.text).toBe('Extratos em PDF estão incluídos a partir do plano Standard. CSV, Excel, OFX e SAF-T funcionam em todos os planos.');
    expect(await countRecords(dina.userId)).toBe(0);
  });

  it('refuses a file over 20 MB from the size Meta states, without downloading it', async () => {
    const hugo = await userWithBai();
    graph.putMedia('media-big', new Uint8Array(21 * 1024 * 1024).fill(0x41), 'text/csv');
    const [reply] = await deliver(hugo.waId, documentEnvelope(hugo.waId, 'media-big', 'grande.csv', 'text/csv'));
    expect(reply?.text).toBe('O ficheiro é grande demais (máximo 20 MB).');
    expect(graph.requests.some((r) => r.path === '/files/media-big')).toBe(false);
    expect(await countRecords(hugo.userId)).toBe(0);
  });

  it('stops a download that passes 20 MB when Meta stated a smaller size', async () => {
    const ines = await userWithBai();
    graph.putMedia('media-big-misstated', new Uint8Array(21 * 1024 * 1024).fill(0x41), 'text/csv', 1_000);
    const [reply] = await deliver(ines.waId, documentEnvelope(ines.waId, 'media-big-misstated', 'grande.csv', 'text/csv'));
    expect(reply?.text).toBe('O ficheiro é grande demais (máximo 20 MB).');
    expect(graph.requests.some((r) => r.path === '/files/media-big-misstated')).toBe(true);
  });

  it('counts a PDF\'s pages against the month on Standard, and refuses one with more pages than are left', async () => {
    const joao = await userWithBai();
    const now = new Date();
    const limits = planLimits(await getSubscription(t.database.db, joao.userId), now);
    const before = await usageLeft(t.database.db, joao.userId, limits, USAGE_METRICS.ocrPages, now);
    graph.putMedia('media-pdf-ok', pdf(), 'application/pdf');
    const [asked] = await deliver(joao.waId, documentEnvelope(joao.waId, 'media-pdf-ok', 'extrato.pdf', 'application/pdf'));
    // The PDF names an account Joao does not have: he picks BAI from the list.
    const row = asked?.rows.find((r) => r.title === 'BAI');
    expect(row).toBeDefined();
    const [summary] = await deliver(joao.waId, listReplyEnvelope(joao.waId, row?.id ?? '', row?.title ?? ''));
    const [done] = await deliver(joao.waId, buttonEnvelope(joao.waId, summary?.buttons[0]?.id ?? '', 'Importar'));
    expect(done?.text).toMatch(/^✅ Importei \d+ movimentos/u);
    const pages = before - await usageLeft(t.database.db, joao.userId, limits, USAGE_METRICS.ocrPages, now);
    expect(pages).toBeGreaterThan(0);
    // The month's pages all but spent: the next PDF is refused, saying how many are left.
    await spendMonthly(t.database.db, joao.userId, limits, USAGE_METRICS.ocrPages, before - pages, now);
    expect(await usageLeft(t.database.db, joao.userId, limits, USAGE_METRICS.ocrPages, now)).toBe(0);
    graph.putMedia('media-pdf-over', pdf(), 'application/pdf');
    const [refused] = await deliver(joao.waId, documentEnvelope(joao.waId, 'media-pdf-over', 'extrato.pdf', 'application/pdf'));
    expect(refused?.text).toMatch(new RegExp(`^Este PDF tem ${pages} páginas e restam 0 das páginas do seu plano este mês`, 'u'));
    expect(refused?.buttons).toEqual([]);
  });

  it('a statement naming none of the person\'s accounts: they choose one from a list, then see the summary', async () => {
    const eva = await copilotUser(t);
    graph.putMedia('media-csv-4', new TextEncoder().encode(BAI_STATEMENT), 'text/csv');
    const [reply] = await deliver(eva.waId, documentEnvelope(eva.waId, 'media-csv-4', 'extrato.csv', 'text/csv'));
    expect(reply?.text).toBe('Li 3 movimentos (01/10 a 03/10), mas o extrato não diz de qual das suas contas é. Escolha a conta:');
    const row = reply?.rows[0];
    expect(row?.id).toMatch(/^imp:acc:/u);
    const [summary] = await deliver(eva.waId, listReplyEnvelope(eva.waId, row?.id ?? '', row?.title ?? ''));
    expect(summary?.text).toContain(`Li 3 movimentos da conta ${row?.title ?? ''}`);
    const [done] = await deliver(eva.waId, buttonEnvelope(eva.waId, summary?.buttons[0]?.id ?? '', 'Importar'));
    expect(done?.text).toMatch(/^✅ Importei 3 movimentos/u);
  });

  it('a layout whose columns the person set on the web is read with them, onto the account they were kept for', async () => {
    const gil = await userWithBai();
    // No IBAN, no names the reader knows: the file alone names no account.
    const odd = (day: string) => new TextEncoder().encode(['Quando;O quê;Quanto', `${day}/11/2024;Renda casa;-80.000,00`, `${day}/11/2024;Venda bolos;15.000,00`].join('\n'));
    graph.putMedia('media-odd-1', odd('05'), 'text/csv');
    const [ask] = await deliver(gil.waId, documentEnvelope(gil.waId, 'media-odd-1', 'movimentos.csv', 'text/csv'));
    expect(ask?.rows.map((r) => r.title)).toContain('BAI');
    // The person sets the columns on the web's Importar page and imports into BAI: kept for the layout.
    const mapping = { headerRow: 0, date: 0, description: 1, amount: 2, decimalMark: ',' } as const;
    const read = await readStatementBytes(odd('05'), { mapping });
    expect(read.layout).toBe('quando|o que|quanto');
    await rememberMapping(t.database.db, gil.userId, gil.bai, read.layout ?? '', null, mapping);
    graph.putMedia('media-odd-2', odd('06'), 'text/csv');
    const [summary] = await deliver(gil.waId, documentEnvelope(gil.waId, 'media-odd-2', 'movimentos.csv', 'text/csv'));
    expect(summary?.text).toContain('Li 2 movimentos da conta BAI (06/11 a 06/11)');
    const [done] = await deliver(gil.waId, buttonEnvelope(gil.waId, summary?.buttons[0]?.id ?? '', 'Importar'));
    expect(done?.text).toMatch(/^✅ Importei 2 movimentos para a conta BAI/u);
    const rows = await t.database.db.select().from(records).where(eq(records.userId, gil.userId));
    expect(rows.map((r) => [r.accountId, r.amountCents]).sort()).toEqual([[gil.bai, 1_500_000], [gil.bai, 8_000_000]].sort());
  });

  it('"como envio o extrato do banco?" gets the help answer, not the monthly report', async () => {
    const fil = await userWithBai();
    const [pt] = await deliver(fil.waId, envelope(fil.waId, 'como envio o extrato do banco?', wamid()));
    expect(pt?.text).toMatch(/^📄 Para importar o extrato.*\/import/su);
    const [en] = await deliver(fil.waId, envelope(fil.waId, 'how do I send my bank statement?', wamid()));
    expect(en?.text).toMatch(/^📄 To import your bank or wallet statement/u);
  });
});
