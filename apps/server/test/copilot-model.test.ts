// The optional language model (MODEL_URL): asked only about messages the rules are unsure of,
// outside the worker's transaction, through an OpenAI-compatible chat endpoint — here a small
// local server speaking that protocol. Its advice is validated; when it is down, slow or talks
// nonsense the rules' answer stands and the message is still recorded.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiChatModel } from '../src/adapters/model/openai-chat-model';
import type { TestApp } from './helpers';
import { startTestApp } from './helpers';
import { chat, copilotUser, userRecords } from './copilot-helpers';
import { SIMULATOR_ENV } from './whatsapp-helpers';
import { FakeChatApi } from './fakes/fake-chat-api';

describe('co-pilot: optional language model', () => {
  const api = new FakeChatApi();
  let t: TestApp;
  beforeAll(async () => {
    const url = await api.start();
    t = await startTestApp('pglite', { ...SIMULATOR_ENV, MODEL_URL: url, MODEL_API_KEY: 'sk-test', MODEL_NAME: 'kumbu-test', MODEL_TIMEOUT_MS: '400' }, { whatsappPollMs: 20 });
  });
  afterAll(async () => { await t.close(); await api.stop(); });
  beforeEach(() => { api.seen.length = 0; api.authorizations.length = 0; api.script = []; api.fallback = { kind: 'answer', content: '{}' }; });

  it('asks about a message the rules cannot place, and uses its validated answer', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    api.fallback = { kind: 'answer', content: '```json\n{"intent":"record","kind":"expense","category":"leisure","amount":"3000","date":"2099-01-01"}\n```' };
    const replies = await chat(t, waId, 'gastei 3 mil na Tabacaria Lua');
    expect(replies[0]).toContain('Lazer');
    expect(api.seen).toHaveLength(1);
    const request = api.seen[0];
    expect(api.authorizations[0]).toBe('Bearer sk-test');
    expect(request?.model).toBe('kumbu-test');
    expect(request?.response_format).toEqual({ type: 'json_object' });
    expect(request?.messages[1]?.content).toContain('gastei 3 mil na Tabacaria Lua');
    const [record] = await userRecords(t, userId);
    // The amount stays the rules' exact reading; a future date from the model is refused.
    expect(record).toMatchObject({ amountCents: 300_000, category: 'leisure' });
    expect(record?.occurredAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('is not asked when the rules are sure', async () => {
    const { waId } = await copilotUser(t, 'pt');
    expect((await chat(t, waId, 'gastei 5 mil no candongueiro'))[0]).toContain('Transporte');
    expect(api.seen).toHaveLength(0);
  });

  it('down, slow or talking nonsense: the rules stand and the message is recorded', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    api.fallback = { kind: 'error' };
    expect((await chat(t, waId, 'gastei 2 mil na Tabacaria Sol'))[0]).toContain('Outras despesas');
    api.fallback = { kind: 'hang' };
    expect((await chat(t, waId, 'gastei 1 mil na Tabacaria Sul'))[0]).toContain('Outras despesas');
    api.fallback = { kind: 'answer', content: 'Claro! Isto parece uma despesa de lazer.' };
    expect((await chat(t, waId, 'gastei 4 mil na Tabacaria Kwelo'))[0]).toContain('Outras despesas');
    api.fallback = { kind: 'answer', content: '{"category":"not-a-category","kind":"bogus","intent":"dance"}' };
    expect((await chat(t, waId, 'gastei 6 mil na Tabacaria Rio'))[0]).toContain('Outras despesas');
    expect(api.seen).toHaveLength(4);
    expect(await userRecords(t, userId)).toHaveLength(4);
  });

  it('a currency Kumbu keeps no books in, named by the model, is refused rather than booked as kwanzas', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    expect(api.seen).toHaveLength(0);
    api.fallback = { kind: 'answer', content: '{"intent":"record","kind":"expense","amount":"300","currency":"NAD","category":"other"}' };
    const [reply] = await chat(t, waId, 'gastei 300 na Tabacaria Oshakati');
    expect(api.seen[0]?.messages[0]?.content).toContain('NAD');
    expect(reply).toContain('Nada foi registado');
    expect(await userRecords(t, userId)).toEqual([]);
  });

  it('an unreachable endpoint is null, not an exception', async () => {
    const model = new OpenAiChatModel({ url: 'http://127.0.0.1:1/v1', apiKey: undefined, name: 'x', timeoutMs: 300 }, t.app.log);
    expect(await model.suggest([{ role: 'user', content: 'x' }])).toBeNull();
  });
});
