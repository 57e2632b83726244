// The outside-world adapters of onboarding against local fakes speaking their protocols:
// the HTTP SMS gateway, reCAPTCHA Enterprise's assessments API, and ALTCHA solved for real.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { KumbuError } from '@kumbu/core/errors';
import { openTestDatabase, type TestDatabase } from '@kumbu/db/testing';
import { createHttpSms } from '../src/adapters/sms/http-sms';
import { createRecaptchaVerifier } from '../src/adapters/bot/recaptcha-verifier';
import { createAltchaVerifier } from '../src/adapters/bot/altcha-verifier';
import type { BotVerifier } from '../src/adapters/bot/bot-verifier';
import { ConfigError, loadConfig } from '../src/config';
import { TestClock, solveAltcha } from './onboarding-helpers';

interface Fake { url: string; requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[]; server: Server }

async function fakeServer(handle: (path: string, headers: IncomingMessage['headers'], body: unknown) => { status: number; body: unknown }): Promise<Fake> {
  const requests: Fake['requests'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch { body = null; }
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const answer = handle(req.url ?? '', req.headers, body);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, requests, server };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('HTTP SMS gateway adapter', () => {
  let gateway: Fake;
  let failNext = false;
  beforeAll(async () => {
    gateway = await fakeServer((_path, headers) => {
      if (headers.authorization !== 'Bearer gw-token') return { status: 401, body: { error: 'unauthorised' } };
      if (failNext) { failNext = false; return { status: 503, body: { error: 'down' } }; }
      return { status: 202, body: { id: `msg-${gateway.requests.length}` } };
    });
  });
  afterAll(async () => { await close(gateway.server); });

  it('POSTs { from, to, text } with the bearer token and accepts 2xx { id }', async () => {
    const sms = createHttpSms({ url: `${gateway.url}/sms`, token: 'gw-token', from: 'Kumbu' });
    expect(sms.kind).toBe('http');
    await sms.send({ to: '+244923000111', text: 'Kumbu: o seu código de verificação é 123456.' });
    expect(gateway.requests.at(-1)).toMatchObject({
      path: '/sms', body: { from: 'Kumbu', to: '+244923000111', text: 'Kumbu: o seu código de verificação é 123456.' },
    });
    expect(gateway.requests.at(-1)?.headers['content-type']).toBe('application/json');
  });

  it('turns a refusal, a failure, a bad answer or an unreachable gateway into sms-send-failed', async () => {
    const wrongToken = createHttpSms({ url: `${gateway.url}/sms`, token: 'nope', from: 'Kumbu' });
    await expect(wrongToken.send({ to: '+244923000111', text: 'x' })).rejects.toMatchObject({ code: 'sms-send-failed' });
    failNext = true;
    const sms = createHttpSms({ url: `${gateway.url}/sms`, token: 'gw-token', from: 'Kumbu' });
    await expect(sms.send({ to: '+244923000111', text: 'x' })).rejects.toBeInstanceOf(KumbuError);
    const noId = await fakeServer(() => ({ status: 200, body: { ok: true } }));
    await expect(createHttpSms({ url: noId.url, token: 't', from: 'Kumbu' }).send({ to: '+2449', text: 'x' })).rejects.toMatchObject({ code: 'sms-send-failed' });
    await close(noId.server);
    await expect(createHttpSms({ url: noId.url, token: 't', from: 'Kumbu' }).send({ to: '+2449', text: 'x' })).rejects.toMatchObject({ code: 'sms-send-failed' });
  });
});

describe('reCAPTCHA Enterprise adapter', () => {
  let google: Fake;
  let verifier: BotVerifier;
  beforeAll(async () => {
    google = await fakeServer((path, _headers, body) => {
      const token = (body as { event?: { token?: string } } | null)?.event?.token ?? '';
      if (!path.startsWith('/v1/projects/kumbu-prod/assessments?key=api-key-1')) return { status: 403, body: { error: { code: 403 } } };
      if (token === 'boom') return { status: 500, body: {} };
      const [valid, action, score] = token.split(':');
      return { status: 200, body: { tokenProperties: { valid: valid === 'ok', action }, riskAnalysis: { score: Number(score) } } };
    });
    verifier = createRecaptchaVerifier({ projectId: 'kumbu-prod', apiKey: 'api-key-1', siteKey: 'site-key-1', minScore: 0.5, apiUrl: google.url });
  });
  afterAll(async () => { await close(google.server); });

  it('accepts a valid token for the action with a good score, sending the assessment the API expects', async () => {
    expect(await verifier.verify({ token: 'ok:sms_send:0.9', action: 'sms_send', ip: '1.2.3.4' })).toBe(true);
    expect(google.requests.at(-1)?.body).toEqual({ event: { token: 'ok:sms_send:0.9', siteKey: 'site-key-1', expectedAction: 'sms_send' } });
    expect(verifier.publicConfig()).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
  });

  it('refuses invalid tokens, another action, a low score, an empty token and a failing service', async () => {
    expect(await verifier.verify({ token: 'bad:sms_send:0.9', action: 'sms_send', ip: '' })).toBe(false);
    expect(await verifier.verify({ token: 'ok:onboarding_submit:0.9', action: 'sms_send', ip: '' })).toBe(false);
    expect(await verifier.verify({ token: 'ok:sms_send:0.4', action: 'sms_send', ip: '' })).toBe(false);
    expect(await verifier.verify({ token: 'ok:sms_send:0.5', action: 'sms_send', ip: '' })).toBe(true);
    const before = google.requests.length;
    expect(await verifier.verify({ token: '', action: 'sms_send', ip: '' })).toBe(false);
    expect(await verifier.verify({ token: undefined, action: 'sms_send', ip: '' })).toBe(false);
    expect(google.requests.length).toBe(before);
    expect(await verifier.verify({ token: 'boom', action: 'sms_send', ip: '' })).toBe(false);
    const wrongProject = createRecaptchaVerifier({ projectId: 'other', apiKey: 'api-key-1', siteKey: 's', minScore: 0.5, apiUrl: google.url });
    expect(await wrongProject.verify({ token: 'ok:sms_send:0.9', action: 'sms_send', ip: '' })).toBe(false);
  });

  it('is chosen by BOT_PROTECTION=recaptcha, which then needs its keys at boot', () => {
    expect(() => loadConfig({ KUMBU_DATA_DIR: 'memory://', BOT_PROTECTION: 'recaptcha' })).toThrow(ConfigError);
    expect(() => loadConfig({ KUMBU_DATA_DIR: 'memory://', BOT_PROTECTION: 'recaptcha', RECAPTCHA_PROJECT_ID: 'p' })).toThrow(/RECAPTCHA_API_KEY: is required when BOT_PROTECTION=recaptcha/);
    const config = loadConfig({ KUMBU_DATA_DIR: 'memory://', BOT_PROTECTION: 'recaptcha', RECAPTCHA_PROJECT_ID: 'p', RECAPTCHA_API_KEY: 'k', RECAPTCHA_SITE_KEY: 's' });
    expect(config.bot).toEqual({ provider: 'recaptcha', projectId: 'p', apiKey: 'k', siteKey: 's', minScore: 0.5, apiUrl: 'https://recaptchaenterprise.googleapis.com' });
    expect(loadConfig({ KUMBU_DATA_DIR: 'memory://' }).bot).toEqual({ provider: 'altcha', altchaCost: 1000 });
    expect(() => loadConfig({ KUMBU_DATA_DIR: 'memory://', SMS_TRANSPORT: 'http' })).toThrow(/SMS_GATEWAY_URL: is required when SMS_TRANSPORT=http/);
    expect(loadConfig({ KUMBU_DATA_DIR: 'memory://', SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'https://sms.example.ao/send', SMS_GATEWAY_TOKEN: 't' }).sms)
      .toEqual({ transport: 'http', from: 'Kumbu', gatewayUrl: 'https://sms.example.ao/send', gatewayToken: 't' });
  });
});

describe('ALTCHA verifier (altcha-lib 2.8, solved for real)', () => {
  let database: TestDatabase;
  const clock = new TestClock();
  let altcha: BotVerifier;
  const secret = 'altcha-test-secret-altcha-test-secret-0123';
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    altcha = createAltchaVerifier({ db: database.db, secret, cost: 1000, now: clock.now });
  });
  afterAll(async () => { await database.close(); });

  const challenge = async (): Promise<Challenge> => {
    const c = await altcha.createChallenge?.();
    return c as Challenge;
  };

  it('issues a PBKDF2/SHA-256 challenge of the shape the widget reads, solvable quickly at the default cost', async () => {
    const c = await challenge();
    expect(c.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32 });
    expect(c.parameters.expiresAt).toBe(Math.floor(clock.ms / 1000) + 600);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const started = performance.now();
    const token = await solveAltcha(c);
    // Node here, WebCrypto in Workers on a phone: the same PBKDF2, a bounded number of tries.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await altcha.verify({ token, action: 'sms_send', ip: '' })).toBe(true);
    // Accepted once.
    expect(await altcha.verify({ token, action: 'sms_send', ip: '' })).toBe(false);
  });

  it('refuses forged, tampered, foreign, test-mode, garbage and expired payloads', async () => {
    const c = await challenge();
    const token = await solveAltcha(c);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    expect(await altcha.verify({ token: encode({ ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } }), action: 'a', ip: '' })).toBe(false);
    expect(await altcha.verify({ token: encode({ ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } }), action: 'a', ip: '' })).toBe(false);
    const foreign = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 5, deriveKey, hmacSignatureSecret: 'someone-else', expiresAt: new Date(clock.ms + 60_000) });
    expect(await altcha.verify({ token: await solveAltcha(foreign), action: 'a', ip: '' })).toBe(false);
    expect(await altcha.verify({ token: encode({ challenge: null, solution: null, test: true }), action: 'a', ip: '' })).toBe(false);
    expect(await altcha.verify({ token: 'not-base64-json', action: 'a', ip: '' })).toBe(false);
    expect(await altcha.verify({ token: '', action: 'a', ip: '' })).toBe(false);
    // None of those used up the genuine solution.
    expect(await altcha.verify({ token, action: 'a', ip: '' })).toBe(true);
    const late = await solveAltcha(await challenge());
    clock.advance(601);
    expect(await altcha.verify({ token: late, action: 'a', ip: '' })).toBe(false);
  });
});
