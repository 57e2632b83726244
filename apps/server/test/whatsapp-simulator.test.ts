// The WhatsApp simulator page (/dev/whatsapp) and the WhatsApp configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import { ConfigError, loadConfig } from '../src/config';
import { signatureOf } from '../src/features/whatsapp/signature';
import { startTestApp, testConfig, type TestApp } from './helpers';
import { envelope, eventually, inboundRows, outboundRows, whatsappOutbox } from './whatsapp-helpers';
import { copilotUser, userRecords } from './copilot-helpers';

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

  it('refuses a bad number or an empty text', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/dev/whatsapp/send', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'number=12&text=ol%C3%A1' });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/dev/whatsapp/send', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'number=244955000002&text=' });
    expect(empty.statusCode).toBe(400);
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
