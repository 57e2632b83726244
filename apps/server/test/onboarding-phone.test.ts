// The wizard's SMS step (docs/accounts-api.md "Phone verification") on every engine:
// bot check first, codes single use / 10 min / 5 tries, the 60 s cooldown, existing
// accounts stop before anything is sent, and a correct code becomes an account + session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { KumbuError } from '@kumbu/core/errors';
import { testEngines } from '@kumbu/db/testing';
import { phoneVerifications } from '@kumbu/db/schema';
import type { SmsSender } from '../src/adapters/sms/sms-sender';
import { createOutboxSms } from '../src/adapters/sms/outbox-sms';
import { startTestApp, latestEmail, type TestApp } from './helpers';
import { TestClock, phoneSignUp, smsCount, smsTo, solvedAltcha } from './onboarding-helpers';

interface Answer { success: boolean; status: number; code?: string; error?: string; retryAfter?: number; attemptsLeft?: number; fields?: { field: string; message: string }[] }

describe.each(testEngines())('phone verification on %s', (engine) => {
  let t: TestApp;
  const clock = new TestClock();
  let smsFails = false;
  let outbox: SmsSender | null = null;
  const sms: SmsSender = {
    kind: 'outbox',
    async send(message) {
      if (smsFails) throw new KumbuError('sms-send-failed', { detail: 'test gateway down' });
      if (!outbox) throw new Error('outbox not ready');
      await outbox.send(message);
    },
    async close() { /* nothing */ },
  };
  beforeAll(async () => {
    t = await startTestApp(engine, { ALTCHA_COST: '50' }, { now: clock.now, sms });
    outbox = createOutboxSms(t.database.db);
  });
  afterAll(async () => { await t.close(); });

  const send = async (payload: object, lang?: string) => t.app.inject({
    method: 'POST', url: '/api/onboarding/phone/send', headers: lang ? { 'accept-language': lang } : {}, payload,
  });
  const sendWithBot = async (payload: object, lang?: string) => send({ recaptchaToken: await solvedAltcha(t.app), ...payload }, lang);
  const verify = (payload: object, lang?: string) => t.app.inject({
    method: 'POST', url: '/api/onboarding/phone/verify', headers: lang ? { 'accept-language': lang } : {}, payload,
  });
  const account = { name: 'Joana Baptista', email: 'joana@example.ao', password: 'kumbu-senha-9' };

  it('refuses a bad number in the caller language, before any bot check', async () => {
    const pt = await send({ phone: '12ab', recaptchaToken: 'x' });
    expect(pt.statusCode).toBe(400);
    expect(pt.json<Answer>()).toMatchObject({ code: 'validation-failed', fields: [{ field: 'phone', message: 'Forneça um número válido com código do país' }] });
    const en = await send({ phone: '+1', recaptchaToken: 'x' }, 'en');
    expect(en.json<Answer>().fields?.[0]?.message).toBe('Provide a valid phone number with country code');
  });

  it('refuses a missing, forged or reused bot token with 403 and sends nothing', async () => {
    const phone = '+244923100001';
    const missing = await send({ phone });
    expect(missing.statusCode).toBe(403);
    expect(missing.json<Answer>()).toMatchObject({ success: false, status: 403, code: 'bot-check-failed', error: 'A validação reCAPTCHA falhou. Tente novamente.' });
    const forged = await send({ phone, recaptchaToken: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }, 'en');
    expect(forged.json<Answer>()).toMatchObject({ code: 'bot-check-failed', error: 'reCAPTCHA validation failed. Please try again.' });
    const otherAction = await send({ phone, recaptchaToken: await solvedAltcha(t.app), recaptchaAction: 'onboarding_submit' });
    expect(otherAction.statusCode).toBe(403);
    expect(await smsCount(t.database, phone)).toBe(0);

    const token = await solvedAltcha(t.app);
    expect((await send({ phone, recaptchaToken: token })).statusCode).toBe(200);
    clock.advance(61);
    const reused = await send({ phone, recaptchaToken: token });
    expect(reused.statusCode).toBe(403);
    expect(await smsCount(t.database, phone)).toBe(1);
  });

  it('sends a 6-digit code by SMS in the chosen language; only its hash is stored', async () => {
    const res = await sendWithBot({ phone: '00244 923-100-002' });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { verificationId: string; phone: string; expiresInSeconds: number; resendAfterSeconds: number } }>().data;
    expect(data).toMatchObject({ phone: '+244923100002', expiresInSeconds: 600, resendAfterSeconds: 60 });
    const sms = await smsTo(t.database, '+244923100002');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toBe(`Kumbu: o seu código de verificação é ${sms?.code}. Válido durante 10 minutos. Não o partilhe.`);
    const [row] = await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, data.verificationId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(String(sms?.code));

    clock.advance(61);
    await sendWithBot({ phone: '+244923100002', language: 'en' });
    expect((await smsTo(t.database, '+244923100002'))?.text).toMatch(/^Kumbu: your verification code is \d{6}\. Valid for 10 minutes\. Do not share it\.$/);

    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=sms&to=%2B244923100002' });
    const items = outbox.json<{ data: { items: { channel: string; code: string; to: string }[] } }>().data.items;
    expect(items.length).toBe(2);
    expect(items.every((i) => i.channel === 'sms' && /^\d{6}$/.test(i.code) && i.to === '+244923100002')).toBe(true);
  });

  it('enforces the 60 s resend cooldown (even with rate limits off) and a new code replaces the old', async () => {
    const phone = '+244923100003';
    const first = await sendWithBot({ phone });
    const firstId = first.json<{ data: { verificationId: string } }>().data.verificationId;
    const firstCode = (await smsTo(t.database, phone))?.code;
    clock.advance(20);
    const again = await sendWithBot({ phone });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('40');
    expect(again.json<Answer>()).toMatchObject({ code: 'rate-limited', retryAfter: 40, error: 'Demasiadas tentativas. Tente novamente dentro de 40 s.' });
    const againEn = await sendWithBot({ phone }, 'en');
    expect(againEn.json<Answer>().error).toBe('Too many attempts. Try again in 40 s.');
    expect(await smsCount(t.database, phone)).toBe(1);

    clock.advance(40);
    const second = await sendWithBot({ phone });
    expect(second.statusCode).toBe(200);
    const old = await verify({ verificationId: firstId, code: firstCode, ...account });
    expect(old.json<Answer>()).toMatchObject({ status: 400, code: 'code-expired', error: 'O código expirou. Peça um novo código.' });
  });

  it('counts wrong codes with attemptsLeft and kills the code after 5', async () => {
    const phone = '+244923100004';
    const res = await sendWithBot({ phone });
    const verificationId = res.json<{ data: { verificationId: string } }>().data.verificationId;
    const code = (await smsTo(t.database, phone))?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify({ verificationId, code: wrong, ...account });
    expect(first.statusCode).toBe(400);
    expect(first.json<Answer>()).toMatchObject({ code: 'invalid-code', attemptsLeft: 4, error: 'Código inválido.' });
    for (const left of [3, 2, 1]) {
      const r = await verify({ verificationId, code: wrong, ...account }, 'en');
      expect(r.json<Answer>()).toMatchObject({ code: 'invalid-code', attemptsLeft: left, error: 'Invalid code.' });
    }
    const fifth = await verify({ verificationId, code: wrong, ...account }, 'en');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json<Answer>()).toMatchObject({ code: 'code-attempts-exceeded', error: 'Too many wrong codes. Ask for a new one.' });
    const right = await verify({ verificationId, code, ...account });
    expect(right.json<Answer>()).toMatchObject({ code: 'code-attempts-exceeded', error: 'Demasiados códigos errados. Peça um novo código.' });
  });

  it('expires a code after 10 minutes', async () => {
    const phone = '+244923100005';
    const res = await sendWithBot({ phone });
    const verificationId = res.json<{ data: { verificationId: string } }>().data.verificationId;
    const code = (await smsTo(t.database, phone))?.code;
    clock.advance(601);
    const late = await verify({ verificationId, code, ...account }, 'en');
    expect(late.json<Answer>()).toMatchObject({ status: 400, code: 'code-expired', error: 'This code has expired. Ask for a new one.' });
  });

  it('validates the account fields (all at once) and refuses common passwords', async () => {
    const bad = await verify({ verificationId: 'x', code: '12', name: 'J', email: 'joana@', password: '123' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Answer>().fields).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Invalid email' },
      { field: 'password', message: 'Password min 6 chars' },
      { field: 'code', message: 'Enter 6-digit code' },
    ]);
    const empty = await verify({});
    expect(empty.json<Answer>().fields?.map((f) => f.message)).toEqual(['Nome obrigatório', 'E-mail obrigatório', 'Senha com mínimo de 6 caracteres', 'Introduza o código de 6 dígitos']);
    const weak = await verify({ verificationId: 'x', code: '123456', name: 'Joana', email: 'j@example.ao', password: 'password' });
    expect(weak.json<Answer>()).toMatchObject({ status: 400, code: 'weak-password' });
  });

  it('turns a correct code into an account with a session that works as bearer and cookie; the code works once', async () => {
    const phone = '+244923100006';
    const res = await sendWithBot({ phone, email: account.email });
    const verificationId = res.json<{ data: { verificationId: string } }>().data.verificationId;
    const code = (await smsTo(t.database, phone))?.code;
    const ok = await verify({ verificationId, code, ...account, email: 'Joana@Example.ao' });
    expect(ok.statusCode).toBe(201);
    const data = ok.json<{ data: { userId: string; firebase_uid: string; token: string; email: string; whatsappId: string; verificationEmailSent: boolean } }>().data;
    expect(data).toMatchObject({ email: 'joana@example.ao', whatsappId: '244923100006', verificationEmailSent: true });
    expect(data.firebase_uid).toBe(data.userId);
    expect(ok.headers['set-auth-token']).toBe(data.token);

    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { user: { id: data.userId, emailVerified: false }, profile: { fullName: 'Joana Baptista', whatsappId: '244923100006', language: 'pt' }, subscription: null } });
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: setCookie.split(';')[0] ?? '' } });
    expect(viaCookie.statusCode).toBe(200);
    // Unverified e-mail: the dashboard stays closed until the link is opened.
    const records = await t.app.inject({ method: 'GET', url: '/api/records?start=2026-01-01&end=2026-01-31', headers: { authorization: `Bearer ${data.token}` } });
    expect(records.json<Answer>().code).toBe('email-not-verified');

    const mail = await latestEmail(t.database, 'joana@example.ao');
    expect(mail?.subject).toBe('Confirme o seu e-mail no Kumbu');
    expect(mail?.link).toContain('/api/auth/verify-email?token=');
    const link = new URL(mail?.link ?? '');
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(302);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'joana@example.ao', password: account.password } });
    expect(signIn.statusCode).toBe(200);

    const twice = await verify({ verificationId, code, ...account, email: 'other@example.ao' });
    expect(twice.json<Answer>().code).toBe('code-expired');
  });

  it('stops at an existing phone or e-mail with 409 and sends nothing', async () => {
    const before = await smsCount(t.database, '+244923100006');
    const samePhone = await sendWithBot({ phone: '+244 923 100 006' });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json<Answer>()).toMatchObject({ code: 'email-in-use', error: 'Este e-mail ou número de telefone já está associado a uma conta. Entre na sua conta para continuar.' });
    expect(await smsCount(t.database, '+244923100006')).toBe(before);
    const sameEmail = await sendWithBot({ phone: '+244923100007', email: 'JOANA@example.ao' }, 'en');
    expect(sameEmail.json<Answer>()).toMatchObject({ status: 409, error: 'This email or phone number is already associated with an account. Please sign in to continue.' });
    expect(await smsCount(t.database, '+244923100007')).toBe(0);

    // The e-mail taken between send and verify: the code is right, the account is refused.
    clock.advance(61);
    const res = await sendWithBot({ phone: '+244923100008' });
    const verificationId = res.json<{ data: { verificationId: string } }>().data.verificationId;
    const code = (await smsTo(t.database, '+244923100008'))?.code;
    const taken = await verify({ verificationId, code, ...account });
    expect(taken.json<Answer>()).toMatchObject({ status: 409, code: 'email-in-use' });
  });

  it('answers 502 sms-send-failed when the gateway fails, without starting the cooldown', async () => {
    const phone = '+244923100009';
    smsFails = true;
    const failed = await sendWithBot({ phone }, 'en');
    smsFails = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json<Answer>()).toMatchObject({ code: 'sms-send-failed', error: 'Failed to send verification code. Please try again.' });
    const retry = await sendWithBot({ phone });
    expect(retry.statusCode).toBe(200);
  });

  it('offers the phone path end to end for a second person, in English', async () => {
    const person = await phoneSignUp(t.app, t.database, { phone: '+244923100010', email: 'paulo@example.ao', name: 'Paulo Neto', lang: 'en' });
    const mail = await latestEmail(t.database, 'paulo@example.ao');
    expect(mail?.subject).toBe('Confirm your e-mail for Kumbu');
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: person.cookie } });
    expect(me.json()).toMatchObject({ data: { profile: { language: 'en', whatsappId: '244923100010' } } });
  });
});

describe.each(testEngines())('phone verification rate limits on %s', (engine) => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => { t = await startTestApp(engine, { ALTCHA_COST: '20', AUTH_RATE_LIMIT: 'true' }, { now: clock.now }); });
  afterAll(async () => { await t.close(); });

  const send = async (phone: string) => t.app.inject({ method: 'POST', url: '/api/onboarding/phone/send', payload: { phone, recaptchaToken: await solvedAltcha(t.app) } });

  it('allows 5 codes per phone an hour, then 429 with the wait', async () => {
    const phone = '+244923200001';
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      clock.advance(61);
    }
    const sixth = await send(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<Answer>().retryAfter).toBe(3600 - 5 * 61);
  });

  it('allows 10 sends per client address an hour', async () => {
    clock.advance(3600);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await send(`+24492330000${String(i).padStart(2, '0')}`)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('allows 30 verify calls per client address in 10 minutes', async () => {
    const payload = { verificationId: '00000000-0000-4000-8000-000000000000', code: '123456', name: 'Ana Lima', email: 'ana@example.ao', password: 'kumbu-senha-9' };
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/onboarding/phone/verify', payload })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    clock.advance(601);
    expect((await t.app.inject({ method: 'POST', url: '/api/onboarding/phone/verify', payload })).statusCode).toBe(400);
  });

  it('allows 30 existence checks per client address a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await t.app.inject({ method: 'GET', url: '/api/onboardNewClient?email=x%40example.ao' })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    const last = await t.app.inject({ method: 'GET', url: '/api/onboardNewClient?email=x%40example.ao', headers: { 'accept-language': 'en' } });
    expect(last.statusCode).toBe(429);
    expect(last.json<Answer>().error).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    clock.advance(60);
    expect((await t.app.inject({ method: 'GET', url: '/api/onboardNewClient?email=x%40example.ao' })).statusCode).toBe(200);
  });
});
