// Helpers for the accounts/onboarding suites: a clock the test moves, a genuinely solved
// ALTCHA challenge (the same PBKDF2 work the widget does), SMS codes read from the outbox.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { outboxMessages } from '@kumbu/db/schema';
import type { Database } from '@kumbu/db/database';
import { cookieHeader } from './helpers';

export class TestClock {
  constructor(public ms = Date.now()) {}
  readonly now = (): Date => new Date(this.ms);
  advance(seconds: number): void { this.ms += seconds * 1000; }
}

export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** What the <altcha-widget> would submit: fetch a challenge from the app, solve it, encode it. */
export async function solvedAltcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/altcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode}`);
  return solveAltcha(res.json<Challenge>());
}

export async function smsTo(database: Database, phone: string): Promise<{ text: string; code: string } | null> {
  const [row] = await database.db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.channel, 'sms')))
    .orderBy(desc(outboxMessages.id)).limit(1);
  if (!row) return null;
  return { text: row.bodyText, code: /\b(\d{6})\b/.exec(row.bodyText)?.[1] ?? '' };
}

export async function smsCount(database: Database, phone: string): Promise<number> {
  const rows = await database.db.select({ id: outboxMessages.id }).from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.channel, 'sms')));
  return rows.length;
}

export interface PhoneAccount { userId: string; token: string; cookie: string; email: string; password: string }

/** The whole phone path up to an account with a session (e-mail still unverified). */
export async function phoneSignUp(app: FastifyInstance, database: Database, input: { phone: string; email: string; name?: string; password?: string; lang?: string }): Promise<PhoneAccount> {
  const password = input.password ?? 'kumbu-senha-9';
  const headers = input.lang ? { 'accept-language': input.lang } : {};
  const send = await app.inject({ method: 'POST', url: '/api/onboarding/phone/send', headers, payload: { phone: input.phone, email: input.email, recaptchaToken: await solvedAltcha(app) } });
  if (send.statusCode !== 200) throw new Error(`send: ${send.body}`);
  const { verificationId, phone } = send.json<{ data: { verificationId: string; phone: string } }>().data;
  const sms = await smsTo(database, phone);
  const verify = await app.inject({
    method: 'POST', url: '/api/onboarding/phone/verify', headers,
    payload: { verificationId, code: sms?.code, name: input.name ?? 'Joana Baptista', email: input.email, password },
  });
  if (verify.statusCode !== 201) throw new Error(`verify: ${verify.body}`);
  const data = verify.json<{ data: { userId: string; token: string } }>().data;
  return { userId: data.userId, token: data.token, cookie: cookieHeader(verify.headers['set-cookie']), email: input.email, password };
}
