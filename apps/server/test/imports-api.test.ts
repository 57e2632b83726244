// The imports API (issue 18; docs/imports.md) on every engine: upload → preview → commit,
// the preview of a second export marking what is already there, a remembered column mapping,
// undo, reconciliation, and the refusals — an unreadable file (422, why and where, pt/en), a
// PDF on a plan without PDFs (402), someone else's upload or import (404), no session (401).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import { and, eq } from 'drizzle-orm';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { records } from '@kumbu/db/schema';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { setSubscription } from './billing-helpers';
import { BAI_IBAN_LINE, BAI_STATEMENT } from '../../../packages/imports/test/fixtures/bai-statement';

const fixture = (path: string): Buffer => readFileSync(new URL(`../../../packages/imports/test/fixtures/${path}`, import.meta.url));

interface Preview {
  uploadId: string; format: string; institution: string | null; accountId: string | null; balancesAgree: boolean | null;
  counts: { total: number; new: number; duplicates: number; matched: number }; movements: { outcome: string; category: string | null; amountCents: number }[];
  mapping: Record<string, unknown> | null; warnings: { code: string; text: string }[];
}

describe.each(testEngines())('imports API on %s', (engine) => {
  let t: TestApp;
  let ana: { cookie: string; userId: string };
  let beto: { cookie: string; userId: string };
  let bai: string;
  const call = (who: { cookie: string } | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  const upload = (who: { cookie: string }, body: Buffer | string, query = '') =>
    call(who, 'POST', `/api/imports/uploads${query}`, body, { 'content-type': 'application/octet-stream' });

  beforeAll(async () => {
    t = await startTestApp(engine);
    ana = await signedInUser(t.app, 'ana-imports@example.ao');
    beto = await signedInUser(t.app, 'beto-imports@example.ao');
    await setSubscription(t.database.db, ana.userId, { tier: 'standard', status: 'active', trial: false, expiresAt: new Date('2099-01-01T00:00:00Z') });
    await setSubscription(t.database.db, beto.userId, { tier: 'basic', status: 'active', trial: false, expiresAt: new Date('2099-01-01T00:00:00Z') });
    bai = (await insertMoneyAccount(t.database.db, ana.userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' }))?.id ?? '';
  });
  afterAll(async () => { await t.close(); });

  it('previews a statement on the account its IBAN names, commits it, and then sees it all as already there', async () => {
    const res = await upload(ana, BAI_STATEMENT, '?name=extrato.csv');
    expect(res.statusCode).toBe(201);
    const p = res.json<{ data: Preview }>().data;
    expect(p).toMatchObject({ format: 'csv', institution: 'BAI', accountId: bai, balancesAgree: true, counts: { total: 3, new: 3, duplicates: 0 } });
    expect(p.movements.map((m) => m.amountCents)).toEqual([45_000_000, -1_235_050, -2_000_000]);
    // The salary by its word, the KERO purchase as groceries; the cash withdrawal is no bank fee
    // for naming the ATM (the statement's operation words are not what a line is for).
    expect(p.movements.map((m) => m.category)).toEqual(['salary', 'groceries', 'other']);
    const commit = await call(ana, 'POST', `/api/imports/uploads/${p.uploadId}/commit`, { accountId: bai });
    expect(commit.statusCode).toBe(201);
    expect(commit.json()).toMatchObject({ data: { inserted: 3, duplicates: 0, accountId: bai } });
    // The upload is gone once committed.
    expect((await call(ana, 'POST', `/api/imports/uploads/${p.uploadId}/commit`, { accountId: bai })).json()).toMatchObject({ code: 'import-upload-expired' });

    const again = (await upload(ana, BAI_STATEMENT)).json<{ data: Preview }>();
    expect(again.data.counts).toMatchObject({ total: 3, new: 0, duplicates: 3 });
    expect(again.data.movements.every((m) => m.outcome === 'duplicate')).toBe(true);
    expect((await call(ana, 'DELETE', `/api/imports/uploads/${again.data.uploadId}`)).statusCode).toBe(200);
  });

  it('lists imports, reconciles the account against the statement, and undoes an import as a whole', async () => {
    const list = (await call(ana, 'GET', '/api/imports')).json<{ data: { items: { id: string; inserted: number; accountName: string; undoneAt: string | null }[] } }>();
    const [latest] = list.data.items;
    expect(latest).toMatchObject({ inserted: 3, accountName: 'BAI', undoneAt: null });
    // Kumbu's BAI started at 0, the bank's at 150 000,00: the difference is the opening balance, nothing else.
    const rec = (await call(ana, 'GET', '/api/imports/reconciliation')).json<{ data: { items: Record<string, unknown>[] } }>();
    expect(rec.data.items).toEqual([expect.objectContaining<Record<string, unknown>>({
      accountId: bai, agrees: false, statementClosingCents: 56_764_950, kumbuClosingCents: 41_764_950,
      differenceCents: -15_000_000, openingGapCents: -15_000_000, unexplainedCents: 0, unlinkedCount: 0,
    })]);
    const undo = await call(ana, 'POST', `/api/imports/${latest?.id ?? ''}/undo`, {});
    expect(undo.json()).toMatchObject({ data: { removed: 3 } });
    expect((await call(ana, 'POST', `/api/imports/${latest?.id ?? ''}/undo`, {})).json()).toMatchObject({ status: 409, code: 'import-already-undone' });
    expect((await call(beto, 'POST', `/api/imports/${latest?.id ?? ''}/undo`, {})).json()).toMatchObject({ status: 404, code: 'import-not-found' });
  });

  it('remembers the columns the person set for a layout, for the next file of that account', async () => {
    // A layout whose columns carry no names the reader knows: the person points them out.
    const odd = ['Quando;O quê;Quanto', '05/11/2024;Renda;-80.000,00', '06/11/2024;Venda;15.000,00'].join('\n');
    const first = await upload(ana, odd);
    expect(first.statusCode).toBe(201); // read from the content: dates, text, amounts
    const p = first.json<{ data: Preview }>().data;
    const mapping = { headerRow: 0, date: 0, description: 1, amount: 2, decimalMark: ',' };
    const again = await call(ana, 'POST', `/api/imports/uploads/${p.uploadId}/preview`, { accountId: bai, mapping });
    expect(again.json<{ data: Preview }>().data.movements.map((m) => m.amountCents)).toEqual([-8_000_000, 1_500_000]);
    expect((await call(ana, 'POST', `/api/imports/uploads/${p.uploadId}/commit`, { accountId: bai, mapping })).statusCode).toBe(201);
    const next = (await upload(ana, ['Quando;O quê;Quanto', '07/11/2024;Luz;-4.500,00'].join('\n'))).json<{ data: Preview }>();
    expect(next.data.accountId).toBe(bai);
    expect(next.data.mapping).toMatchObject({ headerRow: 0, amount: 2 });
  });

  it('finds a kept mapping\'s header row in the next export, even with fewer lines above it (no movement lost)', async () => {
    // Committed as read: its columns, header on the fourth line, are kept for the layout.
    const first = ['Extracto', 'Conta 123', 'Período: Novembro', 'Data Mov.;Descritivo;Montante', '14/11/2024;Renda;-80.000,00', '15/11/2024;Venda;15.000,00'].join('\n');
    const p = (await upload(ana, first)).json<{ data: Preview }>().data;
    expect(p.mapping).toMatchObject({ headerRow: 3 });
    expect((await call(ana, 'POST', `/api/imports/uploads/${p.uploadId}/commit`, { accountId: bai })).statusCode).toBe(201);
    // The same bank's next export, one line above the header instead of three.
    const next = ['Extracto', 'Data Mov.;Descritivo;Montante', '16/11/2024;Luz;-4.500,00', '17/11/2024;Água;-3.000,00', '18/11/2024;Venda;20.000,00'].join('\n');
    const again = (await upload(ana, next)).json<{ data: Preview }>().data;
    expect(again.accountId).toBe(bai);
    expect(again.mapping).toMatchObject({ headerRow: 1, amount: 2 });
    expect(again.movements.map((m) => m.amountCents)).toEqual([-450_000, -300_000, 2_000_000]);
    expect((await call(ana, 'DELETE', `/api/imports/uploads/${again.uploadId}`)).statusCode).toBe(200);
  });

  it('refuses a statement whose amounts Kumbu cannot keep (422 with the line), where it used to fail in the database (500)', async () => {
    const huge = ['Data;Descrição;Crédito', ...Array.from({ length: 1_100 }, (_, i) => `01/10/2024;VENDA ${i};90.000.000.000.000,00`)].join('\n');
    const res = await upload(ana, huge);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'import-unreadable', reason: 'amount_too_large' });
    const one = await upload(ana, 'Data;Descrição;Crédito\n01/10/2024;VENDA;1.000.000.000.000,01\n');
    expect(one.json()).toMatchObject({ status: 422, reason: 'amount_too_large', place: { line: 2 } });
  });

  it('refuses an unreadable file with why and where, in the person\'s language, keeping nothing', async () => {
    const res = await upload(ana, 'Data;Descrição;Valor\n01/10/2024;A;1,00\n', '');
    expect(res.statusCode).toBe(201);
    const bad = await upload(ana, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2]));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false, code: 'import-unreadable', reason: 'legacy_xls' });
    expect(bad.json<{ error: string }>().error).toMatch(/Excel antigo/);
    const en = await call(ana, 'POST', '/api/imports/uploads', 'hello', { 'content-type': 'text/plain', 'accept-language': 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json<{ error: string }>().error).toMatch(/recognise/);
  });

  it('reads PDF statements from Standard up, counting their pages, and refuses them on Basic', async () => {
    const pdf = fixture('pdf/bfa-like-signed.pdf');
    const ok = await upload(ana, pdf);
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ data: Preview }>().data.format).toBe('pdf');
    const refused = await upload(beto, pdf);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'import-pdf-plan' });
    // Data files work on every plan.
    expect((await upload(beto, BAI_STATEMENT)).statusCode).toBe(201);
  });

  it('keeps uploads and imports to their owner and asks for a session', async () => {
    const mine = (await upload(ana, BAI_STATEMENT)).json<{ data: Preview }>().data.uploadId;
    expect((await call(beto, 'POST', `/api/imports/uploads/${mine}/preview`, {})).json()).toMatchObject({ status: 404, code: 'import-upload-expired' });
    expect((await call(beto, 'POST', `/api/imports/uploads/${mine}/commit`, { accountId: bai })).json()).toMatchObject({ status: 404 });
    expect((await call(null, 'GET', '/api/imports')).statusCode).toBe(401);
    expect((await call(ana, 'POST', '/api/imports/uploads/not-a-uuid/preview', {})).statusCode).toBe(400);
  });

  it('commits an upload once when the commit is sent twice at the same time (a double click, two tabs)', async () => {
    const bfa = (await insertMoneyAccount(t.database.db, ana.userId, { type: 'bank', name: 'BFA twice', currency: 'AOA' }))?.id ?? '';
    const p = (await upload(ana, BAI_STATEMENT.replace(BAI_IBAN_LINE, ''))).json<{ data: Preview }>().data;
    const both = await Promise.all([1, 2].map(() => call(ana, 'POST', `/api/imports/uploads/${p.uploadId}/commit`, { accountId: bfa })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 404]);
    expect(both.find((r) => r.statusCode === 404)?.json()).toMatchObject({ code: 'import-upload-expired' });
    const kept = await t.database.db.select().from(records).where(and(eq(records.userId, ana.userId), eq(records.accountId, bfa)));
    expect(kept).toHaveLength(3);
  });
});
