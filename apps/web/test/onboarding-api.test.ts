import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { type TransportMessages } from '../src/shared/api-client';
import {
  checkSubscriptions, checkUserExists, checkWhatsAppExists, fetchBotConfig, onboard, registerUser, sendPhoneCode, verifyPhoneCode,
  type OnboardingDeps, type OnboardPayload,
} from '../src/features/onboarding/onboarding-api';
import { usableToken, waitFor } from '../src/features/onboarding/bot-wait';

interface Call { readonly url: string; readonly init: RequestInit }

const messages = (): TransportMessages => ({
  timeout: en.transport.timeout,
  network: en.transport.network,
  unreachable: en.transport.unreachable,
  networkFailure: (detail) => `Network error: ${detail}`,
  badResponse: en.transport.badResponse,
  http: (status, text) => `HTTP ${status}: ${text}`,
});

function harness(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const deps: OnboardingDeps = {
    fetch: (input, init) => {
      const call = { url: input instanceof Request ? input.url : input.toString(), init: init ?? {} };
      calls.push(call);
      return Promise.resolve(respond(call));
    },
    sleep: () => Promise.resolve(),
    getLang: () => 'pt',
    messages,
  };
  return { deps, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const headersOf = (call: Call | undefined): Record<string, string> => (call?.init.headers ?? {}) as Record<string, string>;

const PAYLOAD: OnboardPayload = {
  firebase_uid: 'u-1', whatsappId: '+244923000000', userName: 'Ana', email: 'ana@kumbu.ao', language: 'pt',
  wantsTrial: true, selectedPlan: 'premium', recaptchaToken: 'tok', recaptchaAction: 'onboarding_submit',
};

describe('legacy client: existence check', () => {
  it('checkUserExists sends whatsappId and email as the query and reads the answer', async () => {
    const { deps, calls } = harness(() => json({ success: true, status: 200, data: { exists: true, preferredLanguage: 'en', whatsappId: '+244923000000', checkType: 'both' } }));
    const answer = await checkUserExists({ whatsappId: '+244923000000', email: 'a@b.ao' }, deps);
    expect(calls[0]?.url).toBe('/api/onboardNewClient?whatsappId=%2B244923000000&email=a%40b.ao');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headersOf(calls[0])['Accept-Language']).toBe('pt');
    expect(answer).toMatchObject({ success: true, data: { exists: true, preferredLanguage: 'en', whatsappId: '+244923000000', checkType: 'both' } });
  });

  it('accepts the answer nested under data, and leaves out empty identifiers', async () => {
    const { deps, calls } = harness(() => json({ success: true, status: 200, data: { data: { exists: false, userId: 'u-9' } } }));
    const answer = await checkUserExists({ email: 'a@b.ao', whatsappId: '' }, deps);
    expect(calls[0]?.url).toBe('/api/onboardNewClient?email=a%40b.ao');
    expect(answer).toMatchObject({ success: true, data: { exists: false, userId: 'u-9' } });
  });

  it('checkWhatsAppExists is the existence check by whatsappId only', async () => {
    const { deps, calls } = harness(() => json({ success: true, status: 200, data: { exists: false, preferredLanguage: null, whatsappId: '244923000000' } }));
    const answer = await checkWhatsAppExists('244923000000', deps);
    expect(calls[0]?.url).toBe('/api/onboardNewClient?whatsappId=244923000000');
    expect(answer.success && answer.data.exists).toBe(false);
  });

  it('passes the server error and code through', async () => {
    const { deps } = harness(() => json({ success: false, status: 400, code: 'identifier-required', error: 'É necessário o whatsappId ou o e-mail.' }, 400));
    const answer = await checkUserExists({}, deps);
    expect(answer).toMatchObject({ success: false, status: 400, code: 'identifier-required' });
  });
});

describe('legacy client: onboard and registerUser', () => {
  it('onboard POSTs the payload with the bearer token and the Idempotency-Key', async () => {
    const { deps, calls } = harness(() => json({ success: true, status: 201, data: { userId: 'u-1', firebase_uid: 'u-1', selectedPlan: 'premium', subscription: { trialEndsAt: '2026-01-08T00:00:00.000Z' } } }, 201));
    const answer = await onboard(PAYLOAD, { token: 'bearer-1', idempotencyKey: 'key-1' }, deps);
    expect(calls[0]?.url).toBe('/api/onboardNewClient');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual(PAYLOAD);
    expect(headersOf(calls[0])).toMatchObject({ Authorization: 'Bearer bearer-1', 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' });
    expect(answer).toEqual({ success: true, status: 201, data: { userId: 'u-1', selectedPlan: 'premium', trialEndsAt: '2026-01-08T00:00:00.000Z' } });
  });

  it('retries a lost answer with the same Idempotency-Key', async () => {
    let n = 0;
    const { deps, calls } = harness(() => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      return json({ success: true, status: 201, data: { userId: 'u-1' } }, 201);
    });
    const answer = await onboard(PAYLOAD, { token: 't', idempotencyKey: 'same-key' }, deps);
    expect(answer.success).toBe(true);
    expect(calls.map((c) => headersOf(c)['Idempotency-Key'])).toEqual(['same-key', 'same-key']);
  });

  it('registerUser is onboard', () => {
    expect(registerUser).toBe(onboard);
  });

  it('checkSubscriptions is deprecated and throws', () => {
    expect(() => checkSubscriptions()).toThrow(/deprecated/);
  });
});

describe('phone verification calls', () => {
  it('sendPhoneCode sends the bot token with action sms_send and reads the verification id', async () => {
    const { deps, calls } = harness(() => json({ success: true, status: 200, data: { verificationId: 'v-1', phone: '+244923000000', expiresInSeconds: 600, resendAfterSeconds: 60 } }));
    const answer = await sendPhoneCode({ phone: '+244923000000', email: 'a@b.ao', language: 'pt', recaptchaToken: 'tok' }, deps);
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ phone: '+244923000000', email: 'a@b.ao', language: 'pt', recaptchaToken: 'tok', recaptchaAction: 'sms_send' });
    expect(answer).toMatchObject({ success: true, data: { verificationId: 'v-1', resendAfterSeconds: 60 } });
  });

  it('carries Retry-After seconds on a 429', async () => {
    const { deps } = harness(() => json({ success: false, status: 429, code: 'rate-limited', error: 'Demasiadas tentativas.', retryAfter: 37 }, 429, { 'Retry-After': '37' }));
    const answer = await sendPhoneCode({ phone: '+244923000000', language: 'pt', recaptchaToken: 'tok' }, deps);
    expect(answer).toMatchObject({ success: false, status: 429, code: 'rate-limited', retryAfter: 37 });
  });

  it('verifyPhoneCode reads the account and its bearer token, and never retries', async () => {
    const { deps, calls } = harness(() => json({ success: true, status: 201, data: { userId: 'u-1', firebase_uid: 'u-1', token: 'tk', email: 'a@b.ao', whatsappId: '+244923000000', verificationEmailSent: true } }, 201));
    const answer = await verifyPhoneCode({ verificationId: 'v', code: '123456', name: 'Ana', email: 'a@b.ao', password: 'secret1', language: 'pt' }, deps);
    expect(calls[0]?.url).toBe('/api/onboarding/phone/verify');
    expect(answer).toMatchObject({ success: true, data: { userId: 'u-1', token: 'tk', verificationEmailSent: true } });

    const failing = harness(() => { throw new TypeError('Failed to fetch'); });
    const lost = await verifyPhoneCode({ verificationId: 'v', code: '123456', name: 'Ana', email: 'a@b.ao', password: 'secret1', language: 'pt' }, failing.deps);
    expect(lost).toMatchObject({ success: false, status: 0 });
    expect(failing.calls).toHaveLength(1);
  });

  it('fetchBotConfig reads altcha and recaptcha configurations and refuses others', async () => {
    expect(await fetchBotConfig(harness(() => json({ success: true, status: 200, data: { provider: 'altcha', challengeUrl: '/api/altcha/challenge' } })).deps))
      .toMatchObject({ success: true, data: { provider: 'altcha', challengeUrl: '/api/altcha/challenge' } });
    expect(await fetchBotConfig(harness(() => json({ success: true, status: 200, data: { provider: 'recaptcha', siteKey: 'k' } })).deps))
      .toMatchObject({ success: true, data: { provider: 'recaptcha', siteKey: 'k' } });
    expect((await fetchBotConfig(harness(() => json({ success: true, status: 200, data: { provider: 'recaptcha' } })).deps)).success).toBe(false);
  });
});

describe('bot-protection wait', () => {
  it('polls every 100 ms and gives up after 10 s', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    const result = await waitFor(() => undefined, { now: () => clock, sleep: (ms) => { sleeps.push(ms); clock += ms; return Promise.resolve(); } });
    expect(result).toBeUndefined();
    expect(sleeps.every((ms) => ms === 100)).toBe(true);
    expect(sleeps).toHaveLength(100);
  });

  it('answers as soon as the probe is ready', async () => {
    let clock = 0;
    const value = await waitFor(() => (clock >= 300 ? 'ready' : undefined), { now: () => clock, sleep: (ms) => { clock += ms; return Promise.resolve(); } });
    expect(value).toBe('ready');
    expect(clock).toBe(300);
  });

  it('treats an empty token as no token', () => {
    expect(usableToken('')).toBeNull();
    expect(usableToken('  ')).toBeNull();
    expect(usableToken(undefined)).toBeNull();
    expect(usableToken('abc')).toBe('abc');
  });
});
