// Issue 16, item 5: "quero falar com o suporte" through the real signed webhook. The request is
// stored, the person told its number and the team's address, and the team e-mailed — after
// the worker's commit, through the real mailer to a real SMTP server — with the recent
// conversation. Asking again is the same request (no second e-mail); a failed send is tried
// again; a stranger is told the team's address; the account's deletion takes the requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { supportRequests } from '@kumbu/db/schema';
import { openSupportRequest } from '@kumbu/db/support-requests';
import { deleteAccountData } from '@kumbu/db/accounts';
import { testEngines } from '@kumbu/db/testing';
import { startTestApp, testConfig, type TestApp } from './helpers';
import { chat, copilotUser } from './copilot-helpers';
import { SIMULATOR_ENV, eventually, sleep } from './whatsapp-helpers';
import { SupportMailer } from '../src/features/support/support-mailer';
import { createSmtpMailer } from '../src/adapters/mail/smtp-mailer';

interface Received { to: string[]; subject: string; body: string }

const TEAM = 'equipa@kumbu.test';

/** RFC 2047 words in a header ("=?UTF-8?Q?...?=") and a part's body, decoded as UTF-8. */
function decodeWords(header: string): string {
  return header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/giu, (_, enc: string, data: string) => enc.toLowerCase() === 'b'
    ? Buffer.from(data, 'base64').toString('utf8')
    : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
}

function decodeBody(raw: string): string {
  // The text/plain part (or the whole body when not multipart), by its transfer encoding.
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  }
  return body;
}

function parseMail(to: string[], raw: string): Received {
  raw = raw.replace(/\r\n/g, '\n');
  const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const subjectLine = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(headerBlock)?.[1] ?? '';
  return { to, subject: decodeWords(subjectLine.replace(/\r?\n[ \t]/g, ' ').trim()), body: decodeBody(raw) };
}

describe.each(testEngines())('asking for a person on WhatsApp (%s)', (engine) => {
  let sink: SmtpSink;
  let smtpUrl = '';
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    smtpUrl = sink.url;
    t = await startTestApp(engine, { ...SIMULATOR_ENV, MAIL_TRANSPORT: 'smtp', SMTP_URL: smtpUrl, SUPPORT_EMAIL: TEAM }, { whatsappPollMs: 20 });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  const received = (): Received[] => sink.received.map((m) => parseMail(m.to, m.raw.toString('latin1')));

  const toTeam = (): Received[] => received().filter((m) => m.to.includes(TEAM));
  const requestsOf = (userId: string) => t.database.db.select().from(supportRequests).where(eq(supportRequests.userId, userId));

  it('stores the request, answers with its number and the team, and e-mails the team with the conversation', async () => {
    const ana = await copilotUser(t);
    await chat(t, ana.waId, 'gastei 5 mil no candongueiro');
    const [reply] = await chat(t, ana.waId, 'Quero falar com o suporte, por favor');
    const [row] = await requestsOf(ana.userId);
    expect(row).toMatchObject({ message: 'Quero falar com o suporte, por favor', channel: 'whatsapp', status: 'open' });
    expect(row?.reference).toMatch(/^S-\d{6}$/);
    expect(reply).toContain(`Pedido de suporte n.º ${row?.reference} registado`);
    expect(reply).toContain('1 dia útil');
    expect(reply).toContain(TEAM);

    const [mail] = await eventually(() => Promise.resolve(toTeam().length > 0 && toTeam()));
    expect(mail?.subject).toContain(`Support request ${row?.reference}`);
    expect(mail?.subject).toContain('Ana Kumbu');
    expect(mail?.body).toContain(`+${ana.waId}`);
    expect(mail?.body).toContain(`copilot-${ana.waId}@kumbu.ao`);
    expect(mail?.body).toMatch(/Plano \/ Plan: \S/);
    expect(mail?.body).toContain('Mensagem / Message:\nQuero falar com o suporte, por favor');
    // The conversation both ways, in order: the record, its confirmation, the request, its answer.
    const talk = mail?.body.split('Conversa recente')[1] ?? '';
    const order = ['Ana Kumbu: gastei 5 mil no candongueiro', 'Kumbu: ✅ Despesa registada', 'Ana Kumbu: Quero falar com o suporte', `Kumbu: 🙋 Pedido de suporte n.º ${row?.reference}`];
    const at = order.map((s) => talk.indexOf(s));
    expect(at.every((i) => i >= 0), JSON.stringify({ at, talk })).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    await eventually(async () => (await requestsOf(ana.userId))[0]?.emailedAt ?? null);

    // Asked again (in English) within the half hour: the same request, told so, and no second e-mail.
    const [again] = await chat(t, ana.waId, 'talk to a human');
    expect(again).toContain(`Your support request no. ${row?.reference} is already registered`);
    expect(await requestsOf(ana.userId)).toHaveLength(1);
    await sleep(300);
    expect(toTeam()).toHaveLength(1);
  });

  it('answers in English and opens a request per person', async () => {
    const john = await copilotUser(t, 'en');
    const before = toTeam().length;
    const [reply] = await chat(t, john.waId, 'I need help with my payment, it failed');
    const [row] = await requestsOf(john.userId);
    expect(reply).toContain(`Support request no. ${row?.reference} registered. Our team will answer you here on WhatsApp or by e-mail within 1 working day`);
    const mails = await eventually(() => Promise.resolve(toTeam().length > before && toTeam()));
    expect(mails.at(-1)?.body).toContain('I need help with my payment, it failed');
  });

  it('ordinary help and money help open no request', async () => {
    const zé = await copilotUser(t);
    await chat(t, zé.waId, 'como registo uma despesa?');
    await chat(t, zé.waId, 'ajuda-me a poupar');
    expect(await requestsOf(zé.userId)).toHaveLength(0);
  });

  it('a failed send is tried again later, and the request is e-mailed once', async () => {
    const maria = await copilotUser(t);
    let clock = new Date();
    const opened = await t.database.db.transaction((tx) => openSupportRequest(tx, { userId: maria.userId, message: 'preciso de ajuda com o pagamento', channel: 'whatsapp', now: clock, reuseWithinMs: 1_800_000 }));
    const mailer = new SupportMailer({
      database: t.database, mailer: createSmtpMailer(smtpUrl, 'Kumbu <nao-responder@kumbu.ao>'), to: TEAM, now: () => clock, log: pino({ level: 'silent' }),
    });
    const before = toTeam().length;
    sink.refuse(1);
    expect(await mailer.drain()).toBe(1);
    const [failed] = await requestsOf(maria.userId);
    expect(failed).toMatchObject({ emailedAt: null, emailAttempts: 1 });
    expect(failed?.emailError).toMatch(/try again later/);
    expect(toTeam()).toHaveLength(before);
    // Not before its retry time; then sent, and marked.
    expect(await mailer.drain()).toBe(0);
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect(await mailer.drain()).toBe(1);
    expect(toTeam()).toHaveLength(before + 1);
    expect(toTeam().at(-1)?.subject).toContain(opened.request.reference);
    expect((await requestsOf(maria.userId))[0]?.emailedAt).not.toBeNull();
    expect(await mailer.drain()).toBe(0);
  });

  it('a stranger asking for support is told the team’s address', async () => {
    const before = toTeam().length;
    const rows = (await t.database.db.select().from(supportRequests)).length;
    const [welcome] = await chat(t, '244939990001', 'quero falar com o suporte');
    expect(welcome).toContain(`Talk to our team: ${TEAM}`);
    const [reminder] = await chat(t, '244939990001', 'posso falar com alguém?');
    expect(reminder).toContain(`Talk to our team: ${TEAM}`);
    // No account, so no request: the address is what a stranger gets.
    expect(await t.database.db.select().from(supportRequests)).toHaveLength(rows);
    expect(toTeam()).toHaveLength(before);
  });

  it('goes with the account when it is deleted', async () => {
    const leo = await copilotUser(t);
    await chat(t, leo.waId, 'customer service please');
    expect(await requestsOf(leo.userId)).toHaveLength(1);
    await t.database.db.transaction((tx) => deleteAccountData(tx, leo.userId));
    expect(await requestsOf(leo.userId)).toHaveLength(0);
  });
});

describe('SUPPORT_EMAIL', () => {
  it('defaults to suporte@kumbu.ao and refuses what is not an address', () => {
    expect(testConfig().supportEmail).toBe('suporte@kumbu.ao');
    expect(testConfig({ SUPPORT_EMAIL: 'ajuda@empresa.ao' }).supportEmail).toBe('ajuda@empresa.ao');
    expect(() => testConfig({ SUPPORT_EMAIL: 'suporte' })).toThrow(/SUPPORT_EMAIL: must be an e-mail address/);
  });
});
