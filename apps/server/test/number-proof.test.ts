// Issue 14 item 1 (decision 0016): a WhatsApp number is bound to an account only once
// proven — by an SMS code, or by a code sent from that WhatsApp number. Until then it is a
// pending claim: messages from the number are a stranger's, and the real owner can still
// sign up with it. Real server, real webhook (signed), real worker, on every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { inboundMessages, outboundMessages } from '@kumbu/db/schema';
import { markEmailVerified } from '@kumbu/db/accounts';
import { createAccount } from '../src/accounts/create-account';
import { cookieHeader, latestEmail, signedInUser, startTestApp, type TestApp } from './helpers';
import { chat, copilotUser, userRecords } from './copilot-helpers';
import { phoneSignUp, smsTo, solvedAltcha } from './onboarding-helpers';
import { SIMULATOR_ENV } from './whatsapp-helpers';

interface Answer { success: boolean; status: number; code?: string; data?: Record<string, unknown> }
interface NumberState { whatsappId: string | null; whatsappClaim: { whatsappId: string; code: string } | null }

let seq = 0;
/** A fresh Angolan number per test (digits, wa_id form). */
function newNumber(): string {
  seq++;
  return `24492${String(Date.now() % 100000).padStart(5, '0')}${String(seq).padStart(2, '0')}`;
}

describe.each(testEngines())('WhatsApp number proof on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(engine, { ...SIMULATOR_ENV, ALTCHA_COST: '50' }, { whatsappPollMs: 20 }); });
  afterAll(async () => { await t.close(); });

  const auth = (cookie: string) => ({ cookie });
  const me = async (cookie: string): Promise<NumberState> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: auth(cookie) });
    expect(res.statusCode).toBe(200);
    const profile = res.json<{ data: { profile: NumberState } }>().data.profile;
    return { whatsappId: profile.whatsappId, whatsappClaim: profile.whatsappClaim };
  };
  const claim = (cookie: string, whatsapp: string) => t.app.inject({ method: 'PUT', url: '/api/account/whatsapp', headers: auth(cookie), payload: { whatsapp } });

  /** The sign-up modal's whole path (sign-up, e-mailed link, sign-in): the cookie. */
  async function modalSignUp(email: string, whatsapp: string, username: string): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: {
      fullName: 'Impostor Silva', username, whatsapp, email, password: 'kumbu-senha-9', confirmPassword: 'kumbu-senha-9',
    } });
    expect(res.statusCode).toBe(201);
    const link = new URL((await latestEmail(t.database, email))?.link ?? '');
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(302);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'kumbu-senha-9' } });
    expect(signIn.statusCode).toBe(200);
    return cookieHeader(signIn.headers['set-cookie']);
  }

  /** An account made by better-auth alone (no profile, no subscription yet), e-mail verified and signed in. */
  async function bareAccount(email: string): Promise<{ cookie: string; userId: string }> {
    const made = await t.app.kumbu.auth.api.signUpEmail({ body: { name: 'Conta Nova', email, password: 'kumbu-senha-9' } });
    await markEmailVerified(t.database.db, made.user.id);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'kumbu-senha-9' } });
    expect(signIn.statusCode).toBe(200);
    return { cookie: cookieHeader(signIn.headers['set-cookie']), userId: made.user.id };
  }

  async function sendClaimSms(cookie: string): Promise<{ verificationId: string; code: string }> {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/whatsapp/send-code', headers: auth(cookie), payload: {} });
    expect(res.statusCode).toBe(200);
    const { verificationId, phone } = res.json<{ data: { verificationId: string; phone: string } }>().data;
    const sms = await smsTo(t.database, phone);
    expect(sms?.text).toContain('ligar este número à sua conta');
    return { verificationId, code: sms?.code ?? '' };
  }

  const inboundOf = async (waId: string) => t.database.db.select().from(inboundMessages).where(eq(inboundMessages.fromId, waId));
  const outboundOf = async (waId: string) => t.database.db.select().from(outboundMessages).where(eq(outboundMessages.toId, waId));

  it('an impostor signing up with the victim\'s number binds nothing: the victim gets the stranger\'s welcome and nothing is booked on the impostor', async () => {
    const victim = newNumber();
    const cookie = await modalSignUp('impostor1@example.ao', `+${victim}`, 'impostor1');
    const impostorId = (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: auth(cookie) })).json<{ data: { user: { id: string } } }>().data.user.id;
    expect(await me(cookie)).toMatchObject({ whatsappId: null, whatsappClaim: { whatsappId: victim } });

    const replies = await chat(t, victim, 'gastei 5 mil no candongueiro');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('Bem-vindo ao *Kumbu*');
    expect(replies[0]).toContain(`whatsappId=%2B${victim}`);
    expect(await userRecords(t, impostorId)).toHaveLength(0);
    // The impostor cannot read the victim's messages or the replies: none is on their account.
    expect((await inboundOf(victim)).map((m) => m.userId)).toEqual([null]);
    expect((await outboundOf(victim)).every((o) => o.userId === null)).toBe(true);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const list = await t.app.inject({ method: 'GET', url: `/api/records?start=${day(-7)}&end=${day(1)}`, headers: auth(cookie) });
    expect(list.json<{ data: { items: unknown[] } }>().data.items).toEqual([]);
  });

  it('POST /api/onboardNewClient with a foreign whatsappId records a claim, not a binding', async () => {
    const victim = newNumber();
    const { cookie, userId } = await bareAccount('foreign@example.ao');
    const res = await t.app.inject({ method: 'POST', url: '/api/onboardNewClient', headers: auth(cookie), payload: {
      whatsappId: `+${victim}`, recaptchaToken: await solvedAltcha(t.app), recaptchaAction: 'onboarding_submit',
    } });
    expect(res.statusCode).toBe(201);
    expect(await me(cookie)).toMatchObject({ whatsappId: null, whatsappClaim: { whatsappId: victim } });
    const exists = await t.app.inject({ method: 'GET', url: `/api/onboardNewClient?whatsappId=%2B${victim}` });
    expect(exists.json<Answer>().data).toMatchObject({ exists: false });
    const replies = await chat(t, victim, 'quanto gastei este mês?');
    expect(replies[0]).toContain('Bem-vindo ao *Kumbu*');
    expect(await userRecords(t, userId)).toHaveLength(0);
  });

  it('the real owner signs up with their number while an impostor\'s claim is pending, and the claim is dropped', async () => {
    const owner = newNumber();
    const { cookie: impostor } = await signedInUser(t.app, 'impostor2@example.ao');
    expect((await claim(impostor, `+${owner}`)).statusCode).toBe(200);

    const real = await phoneSignUp(t.app, t.database, { phone: `+${owner}`, email: 'owner2@example.ao', name: 'Dona Verdadeira' });
    expect(await me(real.cookie)).toEqual({ whatsappId: owner, whatsappClaim: null });
    expect(await me(impostor)).toEqual({ whatsappId: null, whatsappClaim: null });

    const replies = await chat(t, owner, 'gastei 2 mil no pão');
    expect(replies[0]).toContain('Despesa registada');
    expect(await userRecords(t, real.userId)).toHaveLength(1);
    // The impostor may claim again; it stays a claim and the owner keeps the number.
    expect((await claim(impostor, `+${owner}`)).json<{ data: NumberState }>().data).toMatchObject({ whatsappId: null, whatsappClaim: { whatsappId: owner } });
    expect((await chat(t, owner, 'gastei 1 mil no pão'))[0]).toContain('Despesa registada');
    expect(await userRecords(t, real.userId)).toHaveLength(2);
  });

  it('an SMS code proves the claim: the number is bound and its messages are booked on the account', async () => {
    const number = newNumber();
    const { cookie, userId } = await signedInUser(t.app, 'sms-proof@example.ao');
    expect((await claim(cookie, `+${number}`)).json<{ data: NumberState }>().data).toMatchObject({ whatsappId: null, whatsappClaim: { whatsappId: number } });
    const { verificationId, code } = await sendClaimSms(cookie);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/account/whatsapp/verify', headers: auth(cookie), payload: { verificationId, code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.json<Answer>()).toMatchObject({ status: 400, code: 'invalid-code' });
    // Another account cannot use this account's code; a claim code does not open an account.
    const other = await signedInUser(t.app, 'sms-other@example.ao');
    const stolen = await t.app.inject({ method: 'POST', url: '/api/account/whatsapp/verify', headers: auth(other.cookie), payload: { verificationId, code } });
    expect(stolen.json<Answer>().code).toBe('code-expired');
    const asSignUp = await t.app.inject({ method: 'POST', url: '/api/onboarding/phone/verify', payload: { verificationId, code, name: 'Nova Conta', email: 'nova@example.ao', password: 'kumbu-senha-9' } });
    expect(asSignUp.json<Answer>().code).toBe('code-expired');

    const ok = await t.app.inject({ method: 'POST', url: '/api/account/whatsapp/verify', headers: auth(cookie), payload: { verificationId, code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ data: NumberState }>().data).toEqual({ whatsappId: number, whatsappClaim: null });
    expect(await me(cookie)).toEqual({ whatsappId: number, whatsappClaim: null });
    const replay = await t.app.inject({ method: 'POST', url: '/api/account/whatsapp/verify', headers: auth(cookie), payload: { verificationId, code } });
    expect(replay.json<Answer>().code).toBe('code-expired');

    expect((await chat(t, number, 'gastei 5 mil no candongueiro'))[0]).toContain('Despesa registada');
    expect(await userRecords(t, userId)).toHaveLength(1);
  });

  it('a code sent from the claimed WhatsApp number proves it; from another number it does not', async () => {
    const number = newNumber();
    const stranger = newNumber();
    const { cookie, userId } = await signedInUser(t.app, 'wa-proof@example.ao');
    const state = (await claim(cookie, `+${number}`)).json<{ data: NumberState }>().data;
    const code = state.whatsappClaim?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const fromOther = await chat(t, stranger, `Confirmo que este número de WhatsApp é meu. Código: KUMBU-${code}`);
    expect(fromOther).toHaveLength(1);
    expect(fromOther[0]).toContain('Não reconheço este código');
    expect(fromOther[0]).toContain('I don\'t recognise this code');
    expect(await me(cookie)).toMatchObject({ whatsappId: null, whatsappClaim: { whatsappId: number, code } });
    // A wrong code from the right number neither binds nor reaches the co-pilot (no 123 456 Kz record).
    const wrongCode = code === '123456' ? '654321' : '123456';
    expect((await chat(t, number, `KUMBU-${wrongCode}`))[0]).toContain('Não reconheço este código');
    expect(await me(cookie)).toMatchObject({ whatsappId: null });

    const proof = await chat(t, number, `Confirmo que este número de WhatsApp é meu e quero ligá-lo à minha conta Kumbu. Código: KUMBU-${code}`);
    expect(proof).toEqual(['✅ Número confirmado! Este WhatsApp está agora ligado à sua conta Kumbu. Pode começar já: escreva, por exemplo, "gastei 5 mil no candongueiro".']);
    expect(await me(cookie)).toEqual({ whatsappId: number, whatsappClaim: null });
    expect(await userRecords(t, userId)).toHaveLength(0);
    expect((await chat(t, number, 'gastei 3 mil no táxi'))[0]).toContain('Despesa registada');
    expect(await userRecords(t, userId)).toHaveLength(1);
  });

  it('a proven number stays with its holder: a claim on it is accepted but cannot be confirmed', async () => {
    const held = await copilotUser(t, 'en');
    const { cookie } = await signedInUser(t.app, 'claims-held@example.ao');
    const state = (await claim(cookie, `+${held.waId}`)).json<{ data: NumberState }>().data;
    // Accepted as any other claim: nothing tells a stranger the number has an account.
    expect(state.whatsappClaim?.whatsappId).toBe(held.waId);
    const replies = await chat(t, held.waId, `KUMBU-${state.whatsappClaim?.code ?? ''}`);
    expect(replies).toEqual(['Este número já está ligado a outra conta Kumbu, por isso não o liguei a esta. Se precisar de ajuda, escreva para suporte@kumbu.ao.']);
    expect(await me(cookie)).toMatchObject({ whatsappId: null });
    const { verificationId, code } = await sendClaimSms(cookie);
    const verify = await t.app.inject({ method: 'POST', url: '/api/account/whatsapp/verify', headers: { ...auth(cookie), 'accept-language': 'en' }, payload: { verificationId, code } });
    expect(verify.json()).toMatchObject({ status: 409, code: 'whatsapp-in-use', error: 'This WhatsApp number is already linked to another Kumbu account.' });
    expect((await chat(t, held.waId, 'spent 2k on bread'))[0]).toContain('Expense recorded');
  });

  it('replies in the claimant\'s language; a dropped claim\'s code proves nothing', async () => {
    const email = 'wa-proof-en@example.ao';
    const { userId } = await createAccount(t.database.db, t.app.kumbu.auth, { email, password: 'kumbu-senha-9', fullName: 'John Kiala', language: 'en', verified: true }, new Date());
    const cookie = cookieHeader((await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'kumbu-senha-9' } })).headers['set-cookie']);
    const first = newNumber();
    const dropped = (await claim(cookie, `+${first}`)).json<{ data: NumberState }>().data.whatsappClaim?.code ?? '';
    const none = await t.app.inject({ method: 'DELETE', url: '/api/account/whatsapp/claim', headers: auth(cookie) });
    expect(none.json<{ data: NumberState }>().data).toEqual({ whatsappId: null, whatsappClaim: null });
    expect((await chat(t, first, `KUMBU-${dropped}`))[0]).toContain('Não reconheço');
    const noClaim = await t.app.inject({ method: 'POST', url: '/api/account/whatsapp/send-code', headers: auth(cookie), payload: {} });
    expect(noClaim.json<Answer>()).toMatchObject({ status: 409, code: 'no-number-claim' });

    const number = newNumber();
    const code = (await claim(cookie, `+${number}`)).json<{ data: NumberState }>().data.whatsappClaim?.code ?? '';
    // Claiming the same number again keeps its code (a link already opened stays good).
    expect((await claim(cookie, `+${number}`)).json<{ data: NumberState }>().data.whatsappClaim?.code).toBe(code);
    const proof = await chat(t, number, `I confirm this WhatsApp number is mine. Code: kumbu-${code}`);
    expect(proof).toEqual(['✅ Number confirmed! This WhatsApp is now linked to your Kumbu account. You can start right away: write, for example, "spent 5k on a taxi".']);
    expect(await me(cookie)).toEqual({ whatsappId: number, whatsappClaim: null });
    expect((await inboundOf(number)).at(-1)?.userId).toBe(userId);
  });
});
