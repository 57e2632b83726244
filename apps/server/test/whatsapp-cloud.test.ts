// The Cloud API adapter and the dispatcher against a local fake Graph API (bearer, path and
// body shape checked): the welcome in cloud mode, long texts split, reply buttons, media,
// and the 24-hour rule (template instead of free-form text; Graph error 131047).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import { createCloudSender, graphMessageBody } from '../src/adapters/whatsapp/cloud-sender';
import { WhatsAppSendError } from '../src/adapters/whatsapp/whatsapp-sender';
import { queueWhatsApp } from '../src/features/whatsapp/outgoing';
import { createAccount } from '../src/accounts/create-account';
import { TestClock } from './onboarding-helpers';
import { startTestApp, type TestApp } from './helpers';
import {
  ACCESS_TOKEN, PHONE_NUMBER_ID, cloudEnv, envelope, eventually, fakeGraph, inboundRows, outboundRows, postWebhook, sleep,
  type FakeGraph,
} from './whatsapp-helpers';

describe('Cloud API adapter', () => {
  let graph: FakeGraph;
  beforeAll(async () => { graph = await fakeGraph(); });
  afterAll(async () => { await graph.close(); });
  const sender = () => createCloudSender({ graphUrl: graph.url, graphVersion: 'v21.0', phoneNumberId: PHONE_NUMBER_ID, accessToken: ACCESS_TOKEN });

  it('POSTs a text to /{version}/{phone-number-id}/messages with the bearer and returns the wamid', async () => {
    const { id } = await sender().send('244933000001', { type: 'text', text: 'Olá' });
    expect(id).toMatch(/^wamid\.GRAPH/);
    const request = graph.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: `/v21.0/${PHONE_NUMBER_ID}/messages` });
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request?.body).toEqual({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '244933000001', type: 'text', text: { preview_url: false, body: 'Olá' } });
  });

  it('builds interactive reply buttons: at most three, titles of at most 20 characters', async () => {
    const body = graphMessageBody('244933000001', {
      type: 'buttons', text: 'Confirma a despesa de 5 000 Kz?',
      buttons: [{ id: 'yes', title: 'Sim' }, { id: 'no', title: 'Não' }, { id: 'edit', title: 'Corrigir a categoria da despesa' }, { id: 'x', title: 'Quarto' }],
    });
    expect(body).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '244933000001', type: 'interactive',
      interactive: {
        type: 'button', body: { text: 'Confirma a despesa de 5 000 Kz?' },
        action: { buttons: [
          { type: 'reply', reply: { id: 'yes', title: 'Sim' } },
          { type: 'reply', reply: { id: 'no', title: 'Não' } },
          { type: 'reply', reply: { id: 'edit', title: 'Corrigir a categori…' } },
        ] },
      },
    });
    const title = ((body.interactive as { action: { buttons: { reply: { title: string } }[] } }).action.buttons[2]?.reply.title) ?? '';
    expect(Array.from(title).length).toBeLessThanOrEqual(20);
    const { id } = await sender().send('244933000001', { type: 'buttons', text: 'Sim ou não?', buttons: [{ id: 'y', title: 'Sim' }] });
    expect(id).toMatch(/^wamid\./);
  });

  it('builds an interactive list: one section of at most ten rows, row titles of at most 24 characters', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: `setcat:r:${i}`, title: i === 0 ? 'Cuidados pessoais e roupa' : `Categoria ${i}` }));
    const body = graphMessageBody('244933000001', { type: 'list', text: 'Em que categoria fica 5 000 Kz?', button: 'Categorias', rows });
    expect(body).toMatchObject({
      type: 'interactive',
      interactive: { type: 'list', body: { text: 'Em que categoria fica 5 000 Kz?' }, action: { button: 'Categorias' } },
    });
    const sent = (body.interactive as { action: { sections: { rows: { id: string; title: string }[] }[] } }).action.sections;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.rows).toHaveLength(10);
    expect(sent[0]?.rows[0]).toEqual({ id: 'setcat:r:0', title: 'Cuidados pessoais e rou…' });
    expect(sent[0]?.rows.every((r) => Array.from(r.title).length <= 24)).toBe(true);
    const { id } = await sender().send('244933000001', { type: 'list', text: 'Qual?', button: 'Ver', rows: [{ id: 'a', title: 'A' }] });
    expect(id).toMatch(/^wamid\./);
  });

  it('sends templates and refuses an over-long text instead of truncating it', async () => {
    expect(graphMessageBody('2449', { type: 'template', name: 'kumbu_boas_vindas', language: 'pt_PT' }))
      .toMatchObject({ type: 'template', template: { name: 'kumbu_boas_vindas', language: { code: 'pt_PT' } } });
    await expect(sender().send('244933000001', { type: 'text', text: 'x'.repeat(4097) })).rejects.toBeInstanceOf(WhatsAppSendError);
  });

  it('turns Graph errors into WhatsAppSendError with the code (131047 not retryable, a bad token neither)', async () => {
    graph.refuse('244933000009', 131047);
    await expect(sender().send('244933000009', { type: 'text', text: 'x' })).rejects.toMatchObject({ code: 131047, retryable: false, httpStatus: 400 });
    const wrong = createCloudSender({ graphUrl: graph.url, graphVersion: 'v21.0', phoneNumberId: PHONE_NUMBER_ID, accessToken: 'nope' });
    await expect(wrong.send('244933000001', { type: 'text', text: 'x' })).rejects.toMatchObject({ code: 190, retryable: false });
    const down = createCloudSender({ graphUrl: 'http://127.0.0.1:1', graphVersion: 'v21.0', phoneNumberId: PHONE_NUMBER_ID, accessToken: ACCESS_TOKEN });
    await expect(down.send('244933000001', { type: 'text', text: 'x' })).rejects.toMatchObject({ retryable: true });
  });

  it('downloads media: GET /{version}/{media-id} then the URL, both with the bearer', async () => {
    const media = await sender().fetchMedia('media-1');
    expect(media.mimeType).toBe('image/jpeg');
    expect([...media.bytes]).toEqual([1, 2, 3]);
    expect(graph.requests.slice(-2).map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/v21.0/media-1', `Bearer ${ACCESS_TOKEN}`], ['/files/media-1', `Bearer ${ACCESS_TOKEN}`],
    ]);
  });
});

describe.each(testEngines())('WhatsApp in cloud mode (%s)', (engine) => {
  let graph: FakeGraph;
  let t: TestApp;
  let noTemplate: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestApp(engine, cloudEnv(graph.url, { WHATSAPP_WELCOME_TEMPLATE: 'kumbu_boas_vindas' }), { now: clock.now, whatsappPollMs: 50, conversation: null });
    noTemplate = await startTestApp(engine, cloudEnv(graph.url), { now: clock.now, whatsappPollMs: 50, conversation: null });
  });
  afterAll(async () => { await t.close(); await noTemplate.close(); await graph.close(); });

  const sentTo = (to: string) => graph.sent().filter((b) => b.to === to);

  it('sends exactly one welcome with the onboarding link to an unknown number (then short reminders), and records the wamid', async () => {
    const from = '244944000001';
    for (const text of ['olá', 'oi', 'quero começar']) expect((await postWebhook(t.app, envelope(from, text, undefined, clock.now()))).statusCode).toBe(200);
    await eventually(async () => (await outboundRows(t.database, from))[0]?.status === 'sent');
    await eventually(async () => (await inboundRows(t.database, from)).every((r) => r.status === 'processed') || undefined);
    await eventually(async () => (await outboundRows(t.database, from)).every((r) => r.status === 'sent') || undefined);
    await sleep(200);
    const bodies = sentTo(from);
    const texts = bodies.map((b) => (b.text as { body: string }).body);
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toMatchObject({ messaging_product: 'whatsapp', to: from, type: 'text' });
    expect(texts.filter((x) => x.startsWith('Olá!'))).toHaveLength(1);
    expect(texts.filter((x) => x.startsWith('Ainda não tem conta no Kumbu'))).toHaveLength(2);
    for (const text of texts) expect(text).toContain(`http://localhost:3999/?whatsappId=%2B${from}&lang=pt&action=onboard`);
    const rows = await outboundRows(t.database, from);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.providerMessageId).toMatch(/^wamid\.GRAPH/);
  });

  it('splits a long reply into parts of at most 4096 characters, sent in order', async () => {
    const from = '244944000002';
    await postWebhook(t.app, envelope(from, 'olá', undefined, clock.now()));
    await eventually(async () => (await outboundRows(t.database, from))[0]?.status === 'sent');
    const paragraph = 'O seu resumo do mês: gastou 120 000 Kz em alimentação, 35 000 Kz em transporte e 20 000 Kz em telemóvel. ';
    const long = Array.from({ length: 12 }, (_, i) => `${i + 1}. ${paragraph.repeat(8)}`).join('\n\n');
    expect(long.length).toBeGreaterThan(8192);
    await queueWhatsApp(t.database.db, [{ type: 'text', text: long }], { toId: from, userId: null, inboundId: null, dedupeKey: 'long-1', now: clock.now() });
    t.app.kumbu.whatsapp.notifyOutbound();
    await eventually(async () => {
      const rows = await outboundRows(t.database, from);
      return rows.length > 2 && rows.every((r) => r.status === 'sent') ? rows : undefined;
    });
    const parts = sentTo(from).slice(1).map((b) => (b.text as { body: string }).body);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(4096);
    expect(parts.join('').replace(/\s/g, '')).toBe(long.replace(/\s/g, ''));
    // Queuing again with the same key queues nothing.
    expect(await queueWhatsApp(t.database.db, [{ type: 'text', text: long }], { toId: from, userId: null, inboundId: null, dedupeKey: 'long-1', now: clock.now() })).toEqual([]);
  });

  it('outside the 24-hour window sends the approved template instead of free-form text', async () => {
    const from = '244944000003';
    await postWebhook(t.app, envelope(from, 'olá', undefined, clock.now()));
    await eventually(async () => (await outboundRows(t.database, from))[0]?.status === 'sent');
    clock.advance(25 * 3600);
    try {
      await queueWhatsApp(t.database.db, [{ type: 'text', text: 'O seu relatório semanal está pronto.' }], { toId: from, userId: null, inboundId: null, dedupeKey: null, now: clock.now() });
      t.app.kumbu.whatsapp.notifyOutbound();
      const rows = await eventually(async () => {
        const r = await outboundRows(t.database, from);
        return r[1]?.status === 'sent' ? r : undefined;
      });
      expect(rows[1]).toMatchObject({ kind: 'text', sentAs: 'template' });
      expect(sentTo(from).at(-1)).toMatchObject({ type: 'template', template: { name: 'kumbu_boas_vindas', language: { code: 'pt_PT' } } });
      expect(sentTo(from).filter((b) => b.type === 'text')).toHaveLength(1); // only the welcome
    } finally {
      clock.advance(-25 * 3600);
    }
  });

  it('without a template, a message outside the window is not sent (skipped, logged)', async () => {
    const from = '244944000004';
    await queueWhatsApp(noTemplate.database.db, [{ type: 'text', text: 'Olá de novo' }], { toId: from, userId: null, inboundId: null, dedupeKey: null, now: clock.now() });
    noTemplate.app.kumbu.whatsapp.notifyOutbound();
    const [row] = await eventually(async () => {
      const r = await outboundRows(noTemplate.database, from);
      return r[0]?.status === 'skipped' ? r : undefined;
    });
    expect(row?.lastError).toMatch(/24-hour/);
    expect(sentTo(from)).toHaveLength(0);
  });

  it('Graph error 131047 on a free-form message falls back to the template (or is skipped without one)', async () => {
    const from = '244944000005';
    const { userId } = await createAccount(t.database.db, t.app.kumbu.auth, {
      email: 'janela@kumbu.ao', password: 'muito-segura-1', fullName: 'Jo Janela', whatsapp: `+${from}`, language: 'en', verified: true,
    }, clock.now());
    // Inside the window by our clock, but Meta says otherwise.
    await postWebhook(t.app, envelope(from, 'hi', undefined, clock.now()));
    graph.refuse(from, 131047);
    await queueWhatsApp(t.database.db, [{ type: 'text', text: 'Your weekly report' }], { toId: from, userId, inboundId: null, dedupeKey: null, now: clock.now() });
    t.app.kumbu.whatsapp.notifyOutbound();
    const [row] = await eventually(async () => {
      const r = await outboundRows(t.database, from);
      return r[0]?.status === 'sent' ? r : undefined;
    });
    expect(row).toMatchObject({ sentAs: 'template' });
    expect(sentTo(from).map((b) => b.type)).toEqual(['text', 'template']);
    expect(sentTo(from)[1]).toMatchObject({ template: { language: { code: 'en' } } });

    const other = '244944000006';
    await postWebhook(noTemplate.app, envelope(other, 'hi', undefined, clock.now()));
    await eventually(async () => (await outboundRows(noTemplate.database, other))[0]?.status === 'sent');
    graph.refuse(other, 131047);
    await queueWhatsApp(noTemplate.database.db, [{ type: 'text', text: 'x' }], { toId: other, userId: null, inboundId: null, dedupeKey: null, now: clock.now() });
    noTemplate.app.kumbu.whatsapp.notifyOutbound();
    await eventually(async () => (await outboundRows(noTemplate.database, other))[1]?.status === 'skipped');
  });

  it('retries a failed send (server error) and records the wamid once it goes', async () => {
    const from = '244944000007';
    await postWebhook(t.app, envelope(from, 'olá', undefined, clock.now()));
    await eventually(async () => (await outboundRows(t.database, from))[0]?.status === 'sent');
    graph.refuse(from, 131000, 1); // "something went wrong" — retryable
    await queueWhatsApp(t.database.db, [{ type: 'buttons', text: 'Confirma?', buttons: [{ id: 'y', title: 'Sim' }, { id: 'n', title: 'Não' }] }], { toId: from, userId: null, inboundId: null, dedupeKey: null, now: clock.now() });
    t.app.kumbu.whatsapp.notifyOutbound();
    await eventually(async () => {
      const row = (await outboundRows(t.database, from))[1];
      return row?.status === 'pending' && row.attempts === 1 && row.lastError !== null;
    });
    clock.advance(2);
    const rows = await eventually(async () => {
      const r = await outboundRows(t.database, from);
      return r[1]?.status === 'sent' ? r : undefined;
    });
    expect(rows[1]).toMatchObject({ attempts: 2, sentAs: 'buttons' });
    expect(rows[1]?.providerMessageId).toMatch(/^wamid\.GRAPH/);
    expect(sentTo(from).filter((b) => b.type === 'interactive')).toHaveLength(2); // refused once, then accepted
  });
});
