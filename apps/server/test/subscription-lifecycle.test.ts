// The subscription lifecycle job on a controlled clock, on every engine: trial reminders 3
// days and 1 day before the end (WhatsApp + e-mail, once each however often the job runs),
// the lapsed trial dropping to the free allowance that the co-pilot then enforces, paid plans
// reminded and ended, a renewal reminded again for its new end, pt and en, a template
// outside the 24-hour window, and two runs at once sending each notice once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { testEngines, openSecondHandle } from '@kumbu/db/testing';
import type { Database } from '@kumbu/db/database';
import type { Lang } from '@kumbu/core/lang';
import { parseSubscriptionInfo, subscriptionDisplay } from '@kumbu/core/subscription-status';
import { outboundMessages, outboxMessages, records, subscriptionNotices, subscriptions } from '@kumbu/db/schema';
import { createAccount } from '../src/accounts/create-account';
import { runLifecycleJob, type LifecycleDeps, type LifecycleRunSummary } from '../src/features/subscription-lifecycle/lifecycle-job';
import { buildApp } from '../src/app';
import { SUBSCRIPTION_EMAIL_TEXTS, subscriptionEmail } from '../src/emails/subscription-emails';
import { startTestApp, signedInUser, testConfig, type TestApp } from './helpers';
import { TestClock } from './onboarding-helpers';
import { chat } from './copilot-helpers';
import { SIMULATOR_ENV, eventually } from './whatsapp-helpers';

const M = 60_000;
const H = 60 * M;
const D = 24 * H;
const SETTINGS = 'http://localhost:3999/settings';
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe.each(testEngines())('subscription lifecycle job (%s)', (engine) => {
  let t: TestApp;
  // 09:00 UTC = 10:00 in Luanda. Every test moves the clock forward only.
  const clock = new TestClock(Date.parse('2026-03-02T09:00:00.000Z'));
  beforeAll(async () => { t = await startTestApp(engine, SIMULATOR_ENV, { now: clock.now, whatsappPollMs: 20 }); });
  afterAll(async () => { await t.close(); });

  const run = (over: Partial<LifecycleDeps> = {}): Promise<LifecycleRunSummary> => runLifecycleJob({
    database: t.database, mailer: t.app.kumbu.mailer, now: clock.now, publicUrl: t.app.kumbu.config.publicUrl,
    reminderTemplate: undefined, log: t.app.log, onWhatsAppQueued: () => t.app.kumbu.whatsapp.notifyOutbound(), ...over,
  });

  let seq = 0;
  /** A verified account with a WhatsApp number, its trial starting now on the clock. */
  const person = async (lang: Lang, options: { whatsapp?: boolean; verified?: boolean } = {}) => {
    seq++;
    const waId = `24492${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
    const email = `life-${engine}-${seq}@kumbu.ao`;
    const { userId } = await createAccount(t.database.db, t.app.kumbu.auth, {
      email, password: 'muito-segura-1', fullName: 'Ana Kumbu', language: lang, verified: options.verified ?? true,
      whatsapp: options.whatsapp === false ? null : `+${waId}`,
    }, clock.now());
    const start = clock.now();
    const end = new Date(start.getTime() + 7 * D);
    await t.database.db.update(subscriptions).set({ tier: 'standard', status: 'trial', trial: true, trialStartDate: start, trialEndsAt: end, expiresAt: end })
      .where(eq(subscriptions.userId, userId));
    return { userId, waId, email, start: start.getTime(), end };
  };
  const setPlan = (userId: string, tier: string, expiresAt: Date) => t.database.db.update(subscriptions)
    .set({ tier, status: 'active', trial: false, expiresAt }).where(eq(subscriptions.userId, userId));
  const notices = (userId: string) => t.database.db.select().from(subscriptionNotices)
    .where(eq(subscriptionNotices.userId, userId)).orderBy(asc(subscriptionNotices.sentAt), asc(subscriptionNotices.daysBefore));
  const reminders = (waId: string) => t.database.db.select().from(outboundMessages)
    .where(and(eq(outboundMessages.toId, waId), like(outboundMessages.dedupeKey, 'subscription-notice:%'))).orderBy(asc(outboundMessages.id));
  const emails = (to: string) => t.database.db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.recipient, to))).orderBy(asc(outboxMessages.id));
  const textOf = (payload: unknown): string => plain((payload as { text?: string }).text ?? '');
  const sub = async (userId: string) => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const at = (ms: number): void => { clock.ms = ms; };

  it('trial: 3 days before → one WhatsApp reminder and one e-mail (pt); a second run sends nothing new', async () => {
    const ana = await person('pt');
    at(ana.start + D);
    await run();
    expect(await notices(ana.userId)).toEqual([]);

    at(ana.start + 4 * D); // exactly 3 days left
    await chat(t, ana.waId, 'olá'); // she wrote today: the 24-hour window is open
    await run();
    expect((await notices(ana.userId)).map((n) => [n.kind, n.daysBefore, n.endsAt.toISOString()])).toEqual([['trial', 3, ana.end.toISOString()]]);
    const [wa, ...moreWa] = await reminders(ana.waId);
    expect(moreWa).toEqual([]);
    expect(wa?.kind).toBe('text');
    expect(textOf(wa?.payload)).toBe(
      `⏳ O seu teste grátis do Kumbu termina dentro de 3 dias (9 de março às 10:00). Para continuar a registar sem limites, escolha um plano em ${SETTINGS}\nO plano Standard custa 13 000,00 Kz por mês.`,
    );
    const [mail, ...moreMail] = await emails(ana.email);
    expect(moreMail).toEqual([]);
    expect(mail?.subject).toBe('O seu teste grátis do Kumbu termina dentro de 3 dias');
    expect(plain(mail?.bodyText ?? '')).toContain('O seu teste grátis termina a 9 de março às 10:00 (hora de Luanda).');
    expect(plain(mail?.bodyText ?? '')).toContain('O plano Standard custa 13 000,00 Kz por mês.');
    expect(mail?.bodyText).toContain(`Escolher um plano: ${SETTINGS}`);

    at(ana.start + 4 * D + 20 * M);
    await run();
    await run();
    expect(await notices(ana.userId)).toHaveLength(1);
    expect(await reminders(ana.waId)).toHaveLength(1);
    expect(await emails(ana.email)).toHaveLength(1);
  });

  it('trial: the last day → the 1-day reminder; after the end → the free allowance, told once, and the co-pilot enforces it', async () => {
    const ana = await person('pt');
    at(ana.start + 4 * D);
    await run();
    at(ana.start + 6 * D + H); // 23 hours left
    await chat(t, ana.waId, 'olá');
    await run();
    expect((await notices(ana.userId)).map((n) => n.daysBefore)).toEqual([3, 1]);
    const lastDay = (await reminders(ana.waId)).at(-1);
    expect(textOf(lastDay?.payload)).toContain(`⏰ Último dia do seu teste grátis: termina dentro de 23 horas (${dayTime(ana.end, 'pt')}).`);
    expect((await emails(ana.email)).map((m) => m.subject)).toEqual([
      'O seu teste grátis do Kumbu termina dentro de 3 dias', 'Último dia do seu teste grátis do Kumbu',
    ]);

    // One millisecond before the end: still a trial.
    at(ana.end.getTime() - 1);
    await run();
    expect((await sub(ana.userId))?.status).toBe('trial');

    at(ana.end.getTime());
    await chat(t, ana.waId, 'olá'); // the window is open: the ended notice goes as text
    await run();
    const after = await sub(ana.userId);
    expect(after).toMatchObject({ status: 'free', trial: false, tier: 'basic' });
    expect(after?.trialEndsAt?.toISOString()).toBe(ana.end.toISOString()); // history kept
    expect((await notices(ana.userId)).map((n) => n.daysBefore)).toEqual([3, 1, 0]);
    expect(textOf((await reminders(ana.waId)).at(-1)?.payload)).toContain('O seu período experimental terminou');
    expect((await emails(ana.email)).at(-1)?.subject).toBe('O seu teste grátis do Kumbu terminou');
    await run();
    // 3 days before she had not written for days (window closed, no template): that one went by e-mail only.
    expect(await reminders(ana.waId)).toHaveLength(2);
    expect(await emails(ana.email)).toHaveLength(3);

    // The co-pilot: records within the allowance without saying the end again…
    const first = await chat(t, ana.waId, 'gastei 5 mil no candongueiro');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^✅ Despesa registada/);
    // …and refuses past 50 records this (Luanda) month.
    const one = { userId: ana.userId, collection: 'transactions', kind: 'expense', amountCents: 100, occurredAt: clock.now(), createdAt: clock.now() };
    await t.database.db.insert(records).values(Array.from({ length: 50 }, () => one));
    const refused = await chat(t, ana.waId, 'gastei 2 mil de pão');
    expect(refused[0]).toContain('Este registo NÃO foi guardado');
    expect(refused[0]).toContain(SETTINGS);
  });

  it('the co-pilot said the trial ended first (a record before the run): the job adds only the e-mail', async () => {
    const ana = await person('pt');
    at(ana.end.getTime() + M);
    const replies = await chat(t, ana.waId, 'gastei 5 mil no candongueiro');
    expect(replies[1]).toContain('O seu período experimental terminou');
    await run();
    expect(await sub(ana.userId)).toMatchObject({ status: 'free', trial: false });
    expect(await reminders(ana.waId)).toEqual([]);
    expect((await emails(ana.email)).map((m) => m.subject)).toEqual(['O seu teste grátis do Kumbu terminou']);
  });

  it('the settings answer agrees after the move: free plan, no trial, the 50-record allowance', async () => {
    const { cookie, userId } = await signedInUser(t.app, `life-settings-${engine}@kumbu.ao`);
    const start = clock.now();
    await t.database.db.update(subscriptions).set({ status: 'trial', trial: true, trialStartDate: start, trialEndsAt: new Date(start.getTime() + 7 * D) })
      .where(eq(subscriptions.userId, userId));
    at(start.getTime() + 7 * D + M);
    await run();
    const res = await t.app.inject({ method: 'POST', url: '/api/subscription-management', headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { asOf: string; subscription: unknown; trial: unknown; payment: { usageThisCycle: { freeAllowance: number } } } }>().data;
    expect(data.trial).toBeNull();
    expect(data.payment.usageThisCycle.freeAllowance).toBe(50);
    const display = subscriptionDisplay(parseSubscriptionInfo(data.subscription), new Date(data.asOf));
    expect(display).toMatchObject({ kind: 'free', recordsPerMonth: 50 });
  });

  it('en, outside the 24-hour window: the reminder template when configured, else e-mail only', async () => {
    const john = await person('en');
    at(john.start + 5 * D); // 2 days left: the 3-day reminder
    await run({ reminderTemplate: 'kumbu_reminder' });
    const [tpl] = await reminders(john.waId);
    expect(tpl?.kind).toBe('template');
    expect(tpl?.payload).toEqual({
      type: 'template', name: 'kumbu_reminder', language: 'en',
      components: [{ type: 'body', parameters: [{ type: 'text', text: `your free trial ends in 2 days (${dayTime(john.end, 'en')}).` }, { type: 'text', text: SETTINGS }] }],
    });
    expect(dayTime(john.end, 'en')).toMatch(/^[A-Z][a-z]+ \d+ at \d{1,2}:\d{2} (AM|PM)$/);
    // Ann starts later; her run has no template configured.
    const ann = await person('en');
    at(ann.start + 5 * D);
    await run();
    expect(await reminders(ann.waId)).toEqual([]);
    const [mail] = await emails(ann.email);
    expect(mail?.subject).toBe('Your Kumbu free trial ends in 2 days');
    expect(plain(mail?.bodyText ?? '')).toContain('The Standard plan is AOA 13,000.00 a month.');
    expect(mail?.bodyText).toContain('it is sent even with e-mail reports turned off');
  });

  it('no WhatsApp number or an unverified e-mail: the other channel still goes', async () => {
    const noPhone = await person('pt', { whatsapp: false });
    const unverified = await person('pt', { verified: false });
    at(noPhone.start + 4 * D);
    await run();
    expect(await emails(noPhone.email)).toHaveLength(1);
    expect(await notices(noPhone.userId)).toHaveLength(1);
    expect(await emails(unverified.email)).toEqual([]);
    // She never wrote: outside the window and no template, so nothing on WhatsApp either — but the notice is recorded.
    expect(await reminders(unverified.waId)).toEqual([]);
    expect(await notices(unverified.userId)).toHaveLength(1);
  });

  it('a paid plan: 3 days and 1 day before expiresAt, then the free allowance; a renewal is reminded for its new end', async () => {
    const paid = await person('en');
    const renewed = await person('pt');
    const end = new Date(clock.ms + 30 * D);
    await setPlan(paid.userId, 'premium', end);
    await setPlan(renewed.userId, 'premium', end);

    at(end.getTime() - 3 * D - 1);
    await run();
    expect(await notices(paid.userId)).toEqual([]);
    at(end.getTime() - 3 * D);
    await run();
    expect((await emails(paid.email)).map((m) => m.subject)).toEqual(['Your Kumbu Pro plan ends in 3 days']);
    expect((await emails(renewed.email)).map((m) => m.subject)).toEqual(['O seu plano Pro do Kumbu termina dentro de 3 dias']);

    // The second renews for a month before the end.
    const newEnd = new Date(end.getTime() + 30 * D);
    await setPlan(renewed.userId, 'premium', newEnd);

    at(end.getTime() - D);
    await chat(t, paid.waId, 'hello');
    await run();
    expect(textOf((await reminders(paid.waId)).at(-1)?.payload)).toBe(
      `⏰ Your Pro plan ends in 24 hours (${dayTime(end, 'en')}). After that you move to the free plan, with up to 50 records a month. Renew at ${SETTINGS} to keep going.\nThe Pro plan is AOA 20,000.00 a month.`,
    );
    at(end.getTime() + M);
    await run();
    expect(await sub(paid.userId)).toMatchObject({ status: 'free', tier: 'basic', trial: false });
    expect((await emails(paid.email)).map((m) => m.subject)).toEqual([
      'Your Kumbu Pro plan ends in 3 days', 'Last day of your Kumbu Pro plan', 'Your Kumbu Pro plan has ended',
    ]);
    // The renewed plan was not touched at the old end, and is reminded for the new one.
    expect(await sub(renewed.userId)).toMatchObject({ status: 'active', tier: 'premium' });
    expect(await emails(renewed.email)).toHaveLength(1);
    at(newEnd.getTime() - 3 * D);
    await run();
    expect((await notices(renewed.userId)).map((n) => [n.kind, n.daysBefore, n.endsAt.toISOString()])).toEqual([
      ['plan', 3, end.toISOString()], ['plan', 3, newEnd.toISOString()],
    ]);
    expect(await emails(renewed.email)).toHaveLength(2);
  });

  it('an unlimited plan without expiry, the free allowance and status unknown are left alone', async () => {
    const unlimited = await person('pt');
    const free = await person('pt');
    const unknown = await person('pt');
    await t.database.db.update(subscriptions).set({ tier: 'unlimited', status: 'active', trial: false, expiresAt: null }).where(eq(subscriptions.userId, unlimited.userId));
    await t.database.db.update(subscriptions).set({ tier: 'basic', status: 'free', trial: false }).where(eq(subscriptions.userId, free.userId));
    await t.database.db.update(subscriptions).set({ status: 'unknown', trial: false }).where(eq(subscriptions.userId, unknown.userId));
    at(unlimited.start + 30 * D);
    await run();
    for (const p of [unlimited, free, unknown]) {
      expect(await notices(p.userId)).toEqual([]);
      expect(await emails(p.email)).toEqual([]);
    }
    expect((await sub(unlimited.userId))?.status).toBe('active');
    expect((await sub(unknown.userId))?.status).toBe('unknown');
  });

  it('pages through more due subscriptions than one batch', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => person('en', { whatsapp: false })));
    at((people[0]?.start ?? clock.ms) + 5 * D);
    await run({ batch: 2 });
    for (const p of people) expect((await emails(p.email)).map((m) => m.subject)).toEqual(['Your Kumbu free trial ends in 2 days']);
  });

  it('in the server: a run when the app is ready (subscriptionJob on), and it stops with the app', async () => {
    const ana = await person('pt');
    at(ana.end.getTime() + M);
    const second = await buildApp(testConfig(SIMULATOR_ENV), { database: t.database, now: clock.now, subscriptionJob: true, whatsappWorkers: false });
    try {
      await second.ready();
      await eventually(async () => (await sub(ana.userId))?.status === 'free');
      // The notice's e-mail is sent after the status changes, outside its transaction: wait for it too
      // (a CI run on 2 Dec read the outbox in between and found it empty).
      await eventually(async () => (await emails(ana.email)).length > 0);
      expect(await emails(ana.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
    // The shared test app (NODE_ENV=test) runs no job by itself.
    const bob = await person('pt');
    at(bob.end.getTime() + M);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await sub(bob.userId))?.status).toBe('trial');
  });

  it('two runs at once (and, on PostgreSQL, two instances) send each notice once', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => person('pt')));
    const first = people[0];
    if (!first) throw new Error('no people');
    at(first.start + 4 * D + M);
    for (const p of people) await chat(t, p.waId, 'olá');
    let second: Database | null = null;
    try {
      second = t.database.url ? await openSecondHandle(t.database) : null;
      const runs = await Promise.all([run(), run(), run({ database: second ?? t.database })]);
      expect(runs.reduce((n, r) => n + r.notices, 0)).toBeGreaterThanOrEqual(people.length);
    } finally {
      await second?.close();
    }
    for (const p of people) {
      expect(await notices(p.userId)).toHaveLength(1);
      expect(await reminders(p.waId)).toHaveLength(1);
      expect(await emails(p.email)).toHaveLength(1);
    }
  });
});

describe('subscription e-mail texts', () => {
  const slots = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
  it('every notice exists in pt and en with the same placeholders', () => {
    for (const kind of ['trial', 'plan'] as const) {
      for (const days of [3, 1, 0] as const) {
        const t = SUBSCRIPTION_EMAIL_TEXTS.notices[kind][days];
        const key = `${kind}/${days}`;
        expect(slots(t.pt.subject), key).toEqual(slots(t.en.subject));
        expect(slots(t.pt.body.join(' ')), key).toEqual(slots(t.en.body.join(' ')));
        expect(t.pt.button.length * t.en.button.length, key).toBeGreaterThan(0);
      }
    }
    for (const [key, t] of Object.entries(SUBSCRIPTION_EMAIL_TEXTS.common)) expect(slots(t.pt), key).toEqual(slots(t.en));
  });

  it('an ended plan (pt): no price line, the free allowance, the renew button; html escaped', () => {
    const end = new Date('2026-11-25T13:00:00Z');
    const mail = subscriptionEmail({ kind: 'plan', daysBefore: 0, endsAt: end, now: end, tier: 'premium', limit: 50, settingsUrl: SETTINGS }, 'pt', 'a@kumbu.ao', 'Ana <b>');
    expect(mail.subject).toBe('O seu plano Pro do Kumbu terminou');
    expect(mail.text).toBe([
      'Olá, Ana <b>', '',
      'O seu plano Pro terminou a 25 de novembro às 14:00 (hora de Luanda). Os seus dados continuam guardados e passou ao plano gratuito: até 50 registos por mês.',
      'Para voltar a ter tudo sem limites, renove o seu plano.', '',
      `Renovar plano: ${SETTINGS}`, '',
      'Esta é uma mensagem de serviço sobre a sua subscrição do Kumbu: é enviada mesmo com os relatórios por e-mail desligados.',
    ].join('\n'));
    expect(mail.html).toContain('Olá, Ana &lt;b&gt;');
    expect(mail.html).toContain('lang="pt"');
  });
});

function dayTime(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'pt' ? 'pt-AO' : 'en-US', {
    day: 'numeric', month: 'long', hour: lang === 'pt' ? '2-digit' : 'numeric', minute: '2-digit', timeZone: 'Africa/Luanda',
  }).format(date);
}
