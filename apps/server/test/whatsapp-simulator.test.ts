// The WhatsApp simulator page (/dev/whatsapp) and the WhatsApp configuration; a file sent
// from the page as a document (a bank statement read, summarised and imported by tapping).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { testEngines } from '@kumbu/db/testing';
import { MAX_IMPORT_BYTES } from '@kumbu/imports/limits';
import { ConfigError, loadConfig } from '../src/config';
import { SimulatorMediaStore } from '../src/adapters/whatsapp/simulator-media';
import { createSimulatorSender } from '../src/adapters/whatsapp/simulator-sender';
import { MediaTooLargeError, WhatsAppSendError } from '../src/adapters/whatsapp/whatsapp-sender';
import { signatureOf } from '../src/features/whatsapp/signature';
import { startTestApp, testConfig, type TestApp } from './helpers';
import { setSubscription } from './billing-helpers';
import { envelope, eventually, inboundRows, outboundRows, whatsappOutbox } from './whatsapp-helpers';
import { copilotUser, lastInteractive, userRecords } from './copilot-helpers';
import { BAI_STATEMENT } from '../../../packages/imports/test/fixtures/bai-statement';

/** A multipart body as a browser posts the file form: its bytes and content-type (with the boundary). */
async function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer> | string; name: string; type: string }): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([file.bytes], { type: file.type }), file.name);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type') ?? '' } };
}

describe('WhatsApp configuration', () => {
  const base = { NODE_ENV: 'test', KUMBU_DATA_DIR: 'memory://', KUMBU_SECRET: 'k'.repeat(40) };

  it('defaults to the simulator, with a verify token and app secret derived from KUMBU_SECRET', () => {
    const a = loadConfig(base).whatsapp;
    expect(a).toMatchObject({ transport: 'simulator', graphUrl: 'https://graph.facebook.com', graphVersion: 'v21.0', welcomeTemplate: undefined });
    expect(a.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.verifyToken).not.toBe(a.appSecret);
    expect(loadConfig(base).whatsapp.appSecret).toBe(a.appSecret);
    expect(loadConfig({ ...base, KUMBU_SECRET: 'z'.repeat(40) }).whatsapp.appSecret).not.toBe(a.appSecret);
  });

  it('refuses to boot in cloud mode without the secrets, naming each one', () => {
    expect(() => loadConfig({ ...base, WHATSAPP_TRANSPORT: 'cloud' })).toThrow(ConfigError);
    try { loadConfig({ ...base, WHATSAPP_TRANSPORT: 'cloud', WHATSAPP_ACCESS_TOKEN: 't' }); } catch (error) {
      const message = (error as Error).message;
      for (const name of ['WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_PHONE_NUMBER_ID']) expect(message).toContain(name);
      expect(message).not.toContain('WHATSAPP_ACCESS_TOKEN');
    }
    expect(() => loadConfig({ ...base, WHATSAPP_GRAPH_VERSION: '21' })).toThrow(/WHATSAPP_GRAPH_VERSION/);
    const cloud = loadConfig({
      ...base, WHATSAPP_TRANSPORT: 'cloud', WHATSAPP_VERIFY_TOKEN: 'v', WHATSAPP_APP_SECRET: 'app-secret-1', WHATSAPP_ACCESS_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '123', WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9/', WHATSAPP_WELCOME_TEMPLATE: 'kumbu_boas_vindas',
    }).whatsapp;
    expect(cloud).toMatchObject({ transport: 'cloud', accessToken: 't', phoneNumberId: '123', graphUrl: 'http://127.0.0.1:9', welcomeTemplate: 'kumbu_boas_vindas' });
  });
});

describe.each(testEngines())('WhatsApp simulator page (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(engine, {}, { whatsappPollMs: 50 }); });
  afterAll(async () => { await t.close(); });

  it('accepts its own signed posts: the derived app secret signs like Meta', async () => {
    const raw = JSON.stringify(envelope('244955000009', 'olá'));
    const res = await t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, t.app.kumbu.config.whatsapp.appSecret) } });
    expect(res.statusCode).toBe(200);
  });

  it('round trip: POST /dev/whatsapp/send goes through the webhook, then the page shows both sides, newest at the bottom', async () => {
    const number = '244955000001';
    const sent = await t.app.inject({
      method: 'POST', url: '/dev/whatsapp/send',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: `+${number}`, name: 'Ana', text: 'olá Kumbu <b>' }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/dev/whatsapp?number=${number}`);
    const [row] = await inboundRows(t.database, number);
    expect(row).toMatchObject({ type: 'text' });
    expect(row?.messageId).toMatch(/^wamid\.SIM/);
    await eventually(async () => (await whatsappOutbox(t.database, number)).length === 1 || undefined);
    await eventually(async () => (await outboundRows(t.database, number))[0]?.status === 'sent');

    const page = await t.app.inject({ method: 'GET', url: `/dev/whatsapp?number=${number}`, headers: { 'accept-language': 'pt-AO' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Simulador de WhatsApp');
    expect(page.body).toContain('olá Kumbu &lt;b&gt;');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('action="/dev/whatsapp/send"');
    const inAt = page.body.indexOf('data-side="in"');
    const outAt = page.body.indexOf('data-side="out"');
    expect(inAt).toBeGreaterThan(0);
    expect(outAt).toBeGreaterThan(inAt); // the welcome came after, so it is below
    expect(page.body).toContain(`whatsappId=%2B${number}&amp;lang=pt&amp;action=onboard`);

    const en = await t.app.inject({ method: 'GET', url: `/dev/whatsapp?number=${number}`, headers: { 'accept-language': 'en-US' } });
    expect(en.body).toContain('WhatsApp simulator');
  });

  it('shows reply buttons as tappable forms; a tap goes through the webhook as the interactive reply Meta sends', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const form = (fields: Record<string, string>) => ({ method: 'POST' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    expect((await t.app.inject({ url: '/dev/whatsapp/send', ...form({ number: waId, text: 'gastei 2 mil de pão' }) })).statusCode).toBe(303);
    await eventually(async () => (await outboundRows(t.database, waId))[0]?.status === 'sent' || undefined);
    const [record] = await userRecords(t, userId);
    const page = await t.app.inject({ method: 'GET', url: `/dev/whatsapp?number=${waId}`, headers: { 'accept-language': 'pt-AO' } });
    expect(page.body).toContain('action="/dev/whatsapp/tap"');
    expect(page.body).toContain(`name="id" value="undo:${record?.id ?? ''}"`);
    expect(page.body).toContain(`name="id" value="cat:${record?.id ?? ''}"`);
    expect(page.body).toContain('>Mudar categoria</button>');
    expect(page.body).not.toContain('[Anular]'); // the buttons replace their text form
    // Tapping Anular deletes the record it confirmed.
    const tap = await t.app.inject({ url: '/dev/whatsapp/tap', ...form({ number: waId, kind: 'button', id: `undo:${record?.id ?? ''}`, title: 'Anular' }) });
    expect(tap.statusCode).toBe(303);
    await eventually(async () => ((await userRecords(t, userId)).length === 0 ? true : undefined));
    const [, tapped] = await inboundRows(t.database, waId);
    expect(tapped).toMatchObject({ type: 'interactive' });
    // A tap of an unknown kind, or without an id, is refused before the webhook.
    expect((await t.app.inject({ url: '/dev/whatsapp/tap', ...form({ number: waId, kind: 'swipe', id: 'x', title: 'X' }) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/dev/whatsapp/tap', ...form({ number: waId, kind: 'list', id: '', title: 'X' }) })).statusCode).toBe(400);
  });

  it('sends a statement file as a WhatsApp document: summary with Importar, and tapping it imports the movements', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await setSubscription(t.database.db, userId, { tier: 'standard', status: 'active', trial: false, expiresAt: new Date('2099-01-01T00:00:00Z') });
    await insertMoneyAccount(t.database.db, userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
    const body = await multipart({ number: `+${waId}`, caption: 'extrato de outubro' }, { bytes: BAI_STATEMENT, name: 'extrato.csv', type: 'text/csv' });
    const sent = await t.app.inject({ method: 'POST', url: '/dev/whatsapp/document', ...body });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/dev/whatsapp?number=${waId}`);
    // The document message Meta would deliver: the file's real SHA-256 in base64, its name and type.
    const [row] = await inboundRows(t.database, waId);
    expect(row).toMatchObject({ type: 'document' });
    const document = (row?.payload as { message: { document: Record<string, string> } }).message.document;
    expect(document).toMatchObject({
      mime_type: 'text/csv', filename: 'extrato.csv', caption: 'extrato de outubro',
      sha256: createHash('sha256').update(BAI_STATEMENT).digest('base64'),
    });
    expect(document.id).toMatch(/^\d+$/);
    const summary = await eventually(async () => (await whatsappOutbox(t.database, waId)).find((m) => m.bodyText.includes('[Importar]')));
    expect(summary.bodyText.replace(/[\u00a0\u202f]/g, ' ')).toContain('Li 3 movimentos da conta BAI (01/10 a 03/10): 3 novos');
    const { buttons } = await lastInteractive(t, waId);
    const importar = buttons?.find((b) => b.title === 'Importar');
    expect(importar?.id).toMatch(/^imp:ok:/);
    await eventually(async () => (await outboundRows(t.database, waId)).every((o) => o.status === 'sent') || undefined);
    // The conversation shows the file and its caption, and the summary's buttons as tap forms.
    const page = await t.app.inject({ method: 'GET', url: `/dev/whatsapp?number=${waId}`, headers: { 'accept-language': 'pt-AO' } });
    expect(page.body).toContain('📎 extrato.csv\nextrato de outubro');
    expect(page.body).toContain(`name="id" value="${importar?.id ?? ''}"`);
    expect(await userRecords(t, userId)).toHaveLength(0);
    // Tapping Importar on the page imports the three movements.
    const tap = await t.app.inject({
      method: 'POST', url: '/dev/whatsapp/tap', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: waId, kind: 'button', id: importar?.id ?? '', title: 'Importar' }).toString(),
    });
    expect(tap.statusCode).toBe(303);
    await eventually(async () => ((await userRecords(t, userId)).length === 3 ? true : undefined));
    const done = await eventually(async () => (await whatsappOutbox(t.database, waId)).find((m) => m.bodyText.startsWith('✅ Importei 3 movimentos')));
    expect(done.bodyText).toContain('conta BAI');
  });

  it('refuses a malformed multipart body, a missing or empty file and a long caption with 400, and a body over the limit with 413', async () => {
    const number = '244955000003';
    const post = (payload: Buffer, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/dev/whatsapp/document', payload, headers });
    const malformed = await post(Buffer.from('--zzz\r\nthis is not a form'), { 'content-type': 'multipart/form-data; boundary=zzz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'bad-request' });
    expect((await post(Buffer.from('x'), { 'content-type': 'multipart/form-data' })).statusCode).toBe(400); // no boundary
    const noFile = await multipart({ number, caption: 'olá' });
    const missing = await post(noFile.payload, noFile.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation-failed', fields: [{ field: 'file' }] });
    const asText = await multipart({ number, file: 'not a file' });
    expect((await post(asText.payload, asText.headers)).statusCode).toBe(400);
    const empty = await multipart({ number }, { bytes: '', name: 'vazio.csv', type: 'text/csv' });
    expect((await post(empty.payload, empty.headers)).statusCode).toBe(400);
    const longCaption = await multipart({ number, caption: 'a'.repeat(1025) }, { bytes: BAI_STATEMENT, name: 'e.csv', type: 'text/csv' });
    expect((await post(longCaption.payload, longCaption.headers)).json()).toMatchObject({ code: 'validation-failed', fields: [{ field: 'caption' }] });
    const badNumber = await multipart({ number: '12' }, { bytes: BAI_STATEMENT, name: 'e.csv', type: 'text/csv' });
    expect((await post(badNumber.payload, badNumber.headers)).statusCode).toBe(400);
    const huge = await multipart({ number }, { bytes: new Uint8Array(MAX_IMPORT_BYTES + 2 * 1024 * 1024), name: 'big.csv', type: 'text/csv' });
    const tooLarge = await post(huge.payload, huge.headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload-too-large' });
    expect(await inboundRows(t.database, number)).toHaveLength(0); // nothing reached the webhook
  });

  it('shows the file form, labelled, in pt and en', async () => {
    const pt = await t.app.inject({ method: 'GET', url: '/dev/whatsapp?number=244955000004', headers: { 'accept-language': 'pt-AO' } });
    expect(pt.body).toContain('<form method="post" action="/dev/whatsapp/document" enctype="multipart/form-data" aria-labelledby="file-title">');
    expect(pt.body).toContain('<h2 id="file-title">Enviar um ficheiro</h2>');
    expect(pt.body).toContain('<label>Ficheiro<input type="file" name="file" required></label>');
    expect(pt.body).toContain('<label>Legenda (opcional)<input name="caption" maxlength="1024"></label>');
    expect(pt.body).not.toContain('<script');
    const en = await t.app.inject({ method: 'GET', url: '/dev/whatsapp?number=244955000004&lang=en' });
    expect(en.body).toContain('<h2 id="file-title">Send a file</h2>');
    expect(en.body).toContain('<label>File<input type="file" name="file" required></label>');
    expect(en.body).toContain('>Send file</button>');
    expect(en.body).toContain('<input type="hidden" name="lang" value="en">');
  });

  it('the simulator sender serves kept files by media id: unknown is not retryable, over maxBytes is MediaTooLargeError', async () => {
    const store = new SimulatorMediaStore(() => new Date());
    const sender = createSimulatorSender(t.database.db, store);
    const bytes = new TextEncoder().encode(BAI_STATEMENT);
    const id = store.put({ bytes, mimeType: 'text/csv' });
    expect(await sender.fetchMedia(id, MAX_IMPORT_BYTES)).toEqual({ bytes, mimeType: 'text/csv' });
    const unknown = await sender.fetchMedia('999', MAX_IMPORT_BYTES).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(WhatsAppSendError);
    expect((unknown as WhatsAppSendError).retryable).toBe(false);
    await expect(sender.fetchMedia(id, 10)).rejects.toBeInstanceOf(MediaTooLargeError);
    const none = createSimulatorSender(t.database.db, null);
    await expect(none.fetchMedia(id)).rejects.toBeInstanceOf(WhatsAppSendError);
  });

  it('refuses a bad number or an empty text', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/dev/whatsapp/send', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'number=12&text=ol%C3%A1' });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/dev/whatsapp/send', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'number=244955000002&text=' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('WhatsApp simulator media store', () => {
  const file = (size: number) => ({ bytes: new Uint8Array(size), mimeType: 'application/octet-stream' });

  it('keeps at most maxFiles and maxTotalBytes, dropping the oldest; the newest always stays', () => {
    const store = new SimulatorMediaStore(() => new Date(), { maxFiles: 2, maxTotalBytes: 100, lifetimeMs: 60_000 });
    const a = store.put(file(10));
    const b = store.put(file(10));
    const c = store.put(file(10));
    expect([store.get(a), store.get(b) !== null, store.get(c) !== null]).toEqual([null, true, true]);
    const d = store.put(file(95)); // over the bytes: b and c go
    expect([store.get(b), store.get(c), store.get(d)?.bytes.length]).toEqual([null, null, 95]);
    const e = store.put(file(150)); // bigger than everything: still kept, alone
    expect([store.get(d), store.get(e)?.bytes.length, store.size]).toEqual([null, 150, 1]);
  });

  it('forgets a file after its lifetime', () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const store = new SimulatorMediaStore(() => now, { maxFiles: 20, maxTotalBytes: 1000, lifetimeMs: 60 * 60 * 1000 });
    const id = store.put(file(5));
    now = new Date('2026-01-01T10:59:59Z');
    expect(store.get(id)).not.toBeNull();
    now = new Date('2026-01-01T11:00:00Z');
    expect(store.get(id)).toBeNull();
    expect(store.size).toBe(0);
  });
});

describe('WhatsApp simulator availability', () => {
  it('is absent in cloud mode', async () => {
    const t = await startTestApp('pglite', {
      WHATSAPP_TRANSPORT: 'cloud', WHATSAPP_VERIFY_TOKEN: 'v', WHATSAPP_APP_SECRET: 'app-secret-1', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123',
    }, { whatsappWorkers: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/whatsapp' })).statusCode).toBe(404);
    } finally { await t.close(); }
  });

  it('is absent in production', async () => {
    expect(testConfig({ NODE_ENV: 'production' }).whatsapp.transport).toBe('simulator');
    const t = await startTestApp('pglite', { NODE_ENV: 'production' }, { whatsappWorkers: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/whatsapp' })).statusCode).toBe(404);
    } finally { await t.close(); }
  });
});
