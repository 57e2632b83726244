// The WhatsApp webhook and the inbox worker, on every engine: verification, signatures,
import { sql } from 'drizzle-orm';
// durable storage before the 200, deduplication of Meta's redeliveries, crash safety, status
// callbacks, the welcome for unknown numbers and the conversation port for known users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecondHandle, openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { listStatuses } from '@kumbu/db/whatsapp';
import { buildApp } from '../src/app';
import { createAccount } from '../src/accounts/create-account';
import type { ConversationInput, ConversationPort } from '../src/features/whatsapp/conversation-port';
import { testConfig, startTestApp, type TestApp } from './helpers';
import {
  SIMULATOR_ENV, VERIFY_TOKEN, envelope, eventually, inboundRows, outboundRows, postWebhook, sleep, wamid, whatsappOutbox,
} from './whatsapp-helpers';

describe.each(testEngines())('WhatsApp webhook (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(engine, SIMULATOR_ENV, { whatsappPollMs: 50 }); });
  afterAll(async () => { await t.close(); });

  it('answers the verification GET with the challenge only for the right token', async () => {
    const good = await t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect(good.headers['content-type']).toMatch(/^text\/plain/);
    const bad = await t.app.inject({ method: 'GET', url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1158201444' });
    expect(bad.statusCode).toBe(403);
    const noMode = await t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1` });
    expect(noMode.statusCode).toBe(403);
  });

  it('refuses a post with a missing or wrong signature with 401 and stores nothing', async () => {
    const body = envelope('244911000001', 'olá');
    const missing = await postWebhook(t.app, body, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, status: 401 });
    expect((await postWebhook(t.app, body, 'sha256=' + '0'.repeat(64))).statusCode).toBe(401);
    expect((await postWebhook(t.app, body, 'valid', 'another-secret')).statusCode).toBe(401);
    expect((await postWebhook(t.app, body, 'garbage')).statusCode).toBe(401);
    expect(await inboundRows(t.database, '244911000001')).toHaveLength(0);
  });

  it('refuses a signed body that is not an envelope (400) and leaves JSON parsing of other routes alone', async () => {
    expect((await postWebhook(t.app, { hello: 'world' })).statusCode).toBe(400);
    const other = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'x@y.ao', password: 'wrong-one-1' } });
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ success: false, code: 'invalid-credentials' });
  });

  it('stores a valid message before answering 200, and Meta redelivering the same wamid stores and processes it once', async () => {
    const from = '244911000002';
    const body = envelope(from, 'bom dia');
    const first = await postWebhook(t.app, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, status: 200, data: { messages: 1, stored: 1 } });
    // Stored by the time the 200 is out.
    const rows = await inboundRows(t.database, from);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'whatsapp', fromId: from, type: 'text' });
    const again = await postWebhook(t.app, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { messages: 1, stored: 0 } });
    await eventually(async () => (await inboundRows(t.database, from))[0]?.status === 'processed');
    await postWebhook(t.app, body);
    await sleep(200);
    expect(await inboundRows(t.database, from)).toHaveLength(1);
    expect(await outboundRows(t.database, from)).toHaveLength(1);
  });

  it('records status callbacks once per message and status', async () => {
    const statuses = (status: string, errors?: unknown[]) => ({
      object: 'whatsapp_business_account',
      entry: [{ id: '0', changes: [{ field: 'messages', value: {
        messaging_product: 'whatsapp', metadata: { phone_number_id: '1' },
        statuses: [{ id: 'wamid.OUT1', status, timestamp: '1760000000', recipient_id: '244911000003', ...(errors ? { errors } : {}) }],
      } }] }],
    });
    for (const s of ['sent', 'delivered', 'read', 'read']) expect((await postWebhook(t.app, statuses(s))).statusCode).toBe(200);
    expect((await postWebhook(t.app, { ...statuses('failed', [{ code: 131047, title: 'Re-engagement message' }]), entry: [{ id: '0', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.OUT2', status: 'failed', timestamp: '1760000001', recipient_id: '244911000003', errors: [{ code: 131047 }] }] } }] }] })).statusCode).toBe(200);
    const recorded = await listStatuses(t.database.db, 'wamid.OUT1');
    expect(recorded.map((r) => r.status)).toEqual(['sent', 'delivered', 'read']);
    expect(recorded[0]).toMatchObject({ recipientId: '244911000003', occurredAt: new Date(1_760_000_000_000) });
    expect(await listStatuses(t.database.db, 'wamid.OUT2')).toMatchObject([{ status: 'failed', errorCode: 131047 }]);
  });

  it('a status whose timestamp no calendar holds (year 33658) is stored at the time it arrived, not answered with a 500 that Meta retries for days', async () => {
    const post = (id: string, timestamp: string) => postWebhook(t.app, {
      object: 'whatsapp_business_account',
      entry: [{ id: '0', changes: [{ field: 'messages', value: {
        messaging_product: 'whatsapp', metadata: { phone_number_id: '1' },
        statuses: [{ id, status: 'delivered', timestamp, recipient_id: '244911000009' }],
      } }] }],
    });
    const before = Date.now();
    for (const [id, timestamp] of [['wamid.FAR', '999999999999'], ['wamid.ZERO', '0']] as const) {
      expect((await post(id, timestamp)).statusCode).toBe(200);
      const [row] = await listStatuses(t.database.db, id);
      expect(row?.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(row?.occurredAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });

  it('welcomes an unknown number once (in Portuguese, with an English line and the onboarding link), then reminds, never silent, through the simulator outbox', async () => {
    const from = '244911000004';
    expect((await postWebhook(t.app, envelope(from, 'olá'))).statusCode).toBe(200);
    expect((await postWebhook(t.app, envelope(from, 'está aí?'))).statusCode).toBe(200);
    await eventually(async () => (await inboundRows(t.database, from)).every((r) => r.status === 'processed') || undefined);
    await eventually(async () => (await outboundRows(t.database, from)).every((r) => r.status === 'sent') || undefined);
    await sleep(150);
    const outbox = await whatsappOutbox(t.database, from);
    // The second message of the day gets a short reminder with the link, not the welcome again (issue 16).
    expect(outbox).toHaveLength(2);
    expect(outbox.filter((m) => m.bodyText.includes('Bem-vindo ao *Kumbu*'))).toHaveLength(1);
    const reminder = outbox.find((m) => m.bodyText.startsWith('Ainda não tem conta no Kumbu, por isso não registei esta mensagem.'));
    expect(reminder?.bodyText).toContain(`http://localhost:3999/?whatsappId=%2B${from}&lang=pt&action=onboard`);
    expect(outbox[0]?.channel).toBe('whatsapp');
    const text = outbox.find((m) => m.bodyText.includes('Bem-vindo'))?.bodyText ?? '';
    expect(text).toContain('Bem-vindo ao *Kumbu*');
    expect(text).toContain('Hi! Kumbu is your finance co-pilot');
    expect(text).toContain(`http://localhost:3999/?whatsappId=%2B${from}&lang=pt&action=onboard`);
    const [row] = await outboundRows(t.database, from);
    expect(row).toMatchObject({ status: 'sent', sentAs: 'text' });
    expect(row?.providerMessageId).toMatch(/^wamid\.SIM/);
  });
});

describe.each(testEngines())('WhatsApp processing is crash-safe and plugs into the conversation port (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });

  it('a message acknowledged but not processed before a crash is processed once after the restart', async () => {
    const from = '244922000001';
    const stopped = await buildApp(testConfig(SIMULATOR_ENV), { database, whatsappWorkers: false });
    await stopped.ready();
    const id = wamid();
    expect((await postWebhook(stopped, envelope(from, 'olá', id))).statusCode).toBe(200);
    await sleep(100);
    expect(await inboundRows(database, from)).toMatchObject([{ status: 'received' }]);
    await stopped.close();

    const restarted = await buildApp(testConfig(SIMULATOR_ENV), { database, whatsappPollMs: 50 });
    await restarted.ready();
    await eventually(async () => (await inboundRows(database, from))[0]?.status === 'processed');
    // Meta retries after the "crash" too: still once.
    expect((await postWebhook(restarted, envelope(from, 'olá', id))).json()).toMatchObject({ data: { stored: 0 } });
    await eventually(async () => (await outboundRows(database, from))[0]?.status === 'sent');
    await sleep(150);
    expect(await inboundRows(database, from)).toHaveLength(1);
    expect(await outboundRows(database, from)).toHaveLength(1);
    expect(await whatsappOutbox(database, from)).toHaveLength(1);
    await restarted.close();
  });

  it("a known user's message stays received while no port is wired, and is processed once when one is", async () => {
    const from = '244922000002';
    const first = await buildApp(testConfig(SIMULATOR_ENV), { database, conversation: null, whatsappPollMs: 50 });
    await first.ready();
    const { userId } = await createAccount(database.db, first.kumbu.auth, {
      email: 'known@kumbu.ao', password: 'muito-segura-1', fullName: 'Ana Conhecida', whatsapp: `+${from}`, verified: true,
    }, new Date());
    expect((await postWebhook(first, envelope(from, 'gastei 5 mil no candongueiro'))).statusCode).toBe(200);
    expect((await postWebhook(first, envelope(from, 'e 2 mil de pão'))).statusCode).toBe(200);
    await eventually(async () => (await inboundRows(database, from))[0]?.userId === userId);
    await sleep(300); // several polls
    expect((await inboundRows(database, from)).map((r) => r.status)).toEqual(['received', 'received']);
    expect(await outboundRows(database, from)).toHaveLength(0);
    await first.close();

    const seen: ConversationInput[] = [];
    const port: ConversationPort = {
      async handle(input) {
        seen.push(input);
        // Writes in the same transaction would commit with the processed mark.
        await input.tx.execute('select 1');
        return [{ type: 'text', text: `Registado: ${input.text}` }];
      },
    };
    const second = await buildApp(testConfig(SIMULATOR_ENV), { database, conversation: port, whatsappPollMs: 50 });
    await second.ready();
    await eventually(async () => (await inboundRows(database, from)).every((r) => r.status === 'processed') || undefined);
    await eventually(async () => (await outboundRows(database, from)).filter((r) => r.status === 'sent').length === 2 || undefined);
    await sleep(200);
    expect(seen.map((s) => s.text)).toEqual(['gastei 5 mil no candongueiro', 'e 2 mil de pão']);
    expect(seen[0]).toMatchObject({ userId, lang: 'pt', waId: from, contactName: 'Teste' });
    expect(seen[0]?.message.type).toBe('text');
    const outbox = await whatsappOutbox(database, from);
    expect(outbox.map((m) => m.bodyText)).toEqual(['Registado: gastei 5 mil no candongueiro', 'Registado: e 2 mil de pão']);
    expect((await inboundRows(database, from)).every((r) => r.userId === userId)).toBe(true);
    await second.close();
  });

  it('a port that throws rolls back (no reply queued) and the message is retried, then parked as failed', async () => {
    const from = '244922000003';
    const app = await buildApp(testConfig(SIMULATOR_ENV), {
      database, whatsappPollMs: 20,
      conversation: { handle: () => Promise.reject(new Error('boom')) },
    });
    await app.ready();
    await createAccount(database.db, app.kumbu.auth, { email: 'boom@kumbu.ao', password: 'muito-segura-1', fullName: 'Bo Om', whatsapp: `+${from}`, verified: true }, new Date());
    await postWebhook(app, envelope(from, 'olá'));
    const [row] = await eventually(async () => {
      const rows = await inboundRows(database, from);
      return rows[0]?.status === 'failed' ? rows : undefined;
    });
    expect(row).toMatchObject({ attempts: 5, lastError: 'boom' });
    expect(await outboundRows(database, from)).toHaveLength(0);
    await app.close();
  });
});

describe.each(testEngines())('WhatsApp group commit (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });

  it('waiting messages are handled in one group; one that throws fails alone, the others are recorded and answered once', async () => {
    const numbers = ['244933000001', '244933000002', '244933000003', '244933000004'];
    const stopped = await buildApp(testConfig(SIMULATOR_ENV), { database, whatsappWorkers: false });
    await stopped.ready();
    for (const [i, n] of numbers.entries()) {
      await createAccount(database.db, stopped.kumbu.auth, { email: `group${i}@kumbu.ao`, password: 'muito-segura-1', fullName: `Grupo ${i}`, whatsapp: `+${n}`, verified: true }, new Date());
    }
    // Four people's messages wait together (the worker is off), one of them poisonous.
    for (const [i, n] of numbers.entries()) await postWebhook(stopped, envelope(n, i === 2 ? 'boom' : `mensagem ${i}`));
    await stopped.close();

    const calls: string[] = [];
    const port: ConversationPort = {
      async handle(input) {
        calls.push(input.text);
        await input.tx.execute(sql`update profiles set updated_at = now() where user_id = ${input.userId}`);
        if (input.text === 'boom') throw new Error('boom');
        return [{ type: 'text', text: `Registado: ${input.text}` }];
      },
    };
    const app = await buildApp(testConfig(SIMULATOR_ENV), { database, conversation: port, whatsappPollMs: 20 });
    await app.ready();
    await eventually(async () => (await inboundRows(database)).filter((r) => numbers.includes(r.fromId) && r.status !== 'received').length === 4 || undefined);
    await eventually(async () => (await outboundRows(database)).filter((r) => numbers.includes(r.toId) && r.status === 'sent').length === 3 || undefined);
    await sleep(150);
    const rows = (await inboundRows(database)).filter((r) => numbers.includes(r.fromId));
    expect(rows.map((r) => r.status)).toEqual(['processed', 'processed', 'failed', 'processed']);
    expect(rows[2]).toMatchObject({ attempts: 5, lastError: 'boom' });
    // The first try handled all four in one transaction; its rollback undid the others' work,
    // which was then done again one message at a time: each good message answered once.
    expect(calls.slice(0, 3)).toEqual(['mensagem 0', 'mensagem 1', 'boom']);
    expect(calls.filter((c) => c === 'mensagem 0').length).toBeGreaterThanOrEqual(2);
    for (const [i, n] of numbers.entries()) {
      expect((await whatsappOutbox(database, n)).map((m) => m.bodyText)).toEqual(i === 2 ? [] : [`Registado: mensagem ${i}`]);
    }
    await app.close();
  });

  it("one person's messages sent together are answered in order, each once", async () => {
    const from = '244933000010';
    const app = await buildApp(testConfig(SIMULATOR_ENV), { database, whatsappPollMs: 20 });
    await app.ready();
    await createAccount(database.db, app.kumbu.auth, { email: 'ordem@kumbu.ao', password: 'muito-segura-1', fullName: 'Ordem', whatsapp: `+${from}`, verified: true }, new Date());
    // One delivery carrying the five, as Meta batches messages that arrive together: they are
    // stored in that order in one transaction. (Five separate posts at once have no order to keep:
    // a later-numbered row may commit, and be claimed, before an earlier one is visible.)
    const together = envelope(from, 'gastei 1 mil em pão', 'wamid.ORDER1') as { entry: { changes: { value: { messages: Record<string, unknown>[] } }[] }[] };
    const messages = together.entry[0]?.changes[0]?.value.messages;
    for (const k of [2, 3, 4, 5]) {
      const next = (envelope(from, `gastei ${k} mil em pão`, `wamid.ORDER${k}`) as typeof together).entry[0]?.changes[0]?.value.messages[0];
      if (messages && next) messages.push(next);
    }
    expect((await postWebhook(app, together)).statusCode).toBe(200);
    await eventually(async () => (await outboundRows(database, from)).filter((r) => r.status === 'sent').length >= 5 || undefined);
    await sleep(150);
    const inbound = await inboundRows(database, from);
    const amounts = (await whatsappOutbox(database, from)).map((m) => /(\d)\D000,00\D?Kz/u.exec(m.bodyText)?.[1]);
    // Replies go out in the order the messages were stored.
    expect(amounts).toEqual(inbound.map((r) => /gastei (\d) mil/.exec(JSON.stringify(r.payload))?.[1]));
    expect(amounts).toHaveLength(5);
    await app.close();
  });
});

describe.runIf(testEngines().includes('postgres'))('two instances share the WhatsApp work (postgres)', () => {
  it('every message is processed and answered exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    const database = await openTestDatabase('postgres');
    const second = await openSecondHandle(database);
    const a = await buildApp(testConfig(SIMULATOR_ENV), { database, whatsappPollMs: 10 });
    const b = await buildApp(testConfig(SIMULATOR_ENV), { database: second, whatsappPollMs: 10 });
    try {
      await a.ready(); await b.ready();
      const numbers = Array.from({ length: 12 }, (_, i) => `2449770000${String(i).padStart(2, '0')}`);
      await Promise.all(numbers.flatMap((n, i) => [postWebhook(i % 2 ? a : b, envelope(n, 'olá')), postWebhook(i % 2 ? b : a, envelope(n, 'oi'))]));
      await eventually(async () => (await inboundRows(database)).filter((r) => r.status === 'processed').length === 24 || undefined, 15_000);
      // Each stranger: one welcome and, for the second message, one reminder — across both instances.
      await eventually(async () => (await outboundRows(database)).filter((r) => r.status === 'sent').length === 24 || undefined, 15_000);
      await sleep(200);
      expect(await outboundRows(database)).toHaveLength(24);
      for (const n of numbers) {
        const outbox = await whatsappOutbox(database, n);
        expect(outbox).toHaveLength(2);
        expect(outbox.filter((m) => m.bodyText.includes('Bem-vindo ao *Kumbu*'))).toHaveLength(1);
      }
    } finally {
      await a.close(); await b.close(); await second.close(); await database.close();
    }
  });
});
