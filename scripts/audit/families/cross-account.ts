// Cross-account family: account B, on every instance, tries to read, change or delete what
// account A owns — by id, by filter, by party name, by cursor, through the export, the live
// stream, receipts, payment intents, reused Idempotency-Keys, `firebase_uid`, a WhatsApp
// number and better-auth's raw routes. Every answer B gets is searched for A's markers (ids,
// e-mail, descriptions, parties, distinctive amounts, session token), and A's rows are
// compared before and after: nothing of A may show or change.
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, dayOf } from '@kumbu/core/date-range';
import { formatMoney, toCents } from '@kumbu/core/money';
import { quoteRenewal } from '@kumbu/core/plan-durations';
import { Caller, type AuditUser } from '../lib/accounts';
import type { Cluster, Instance } from '../lib/cluster';
import { sleep } from '../lib/cluster';
import { dataOf, readStream, type Answer } from '../lib/http';
import { describe, Tally } from '../lib/tally';
import { postSigned, textMessage } from '../lib/webhook';

interface Secrets {
  readonly recordIds: string[];
  readonly recordBodies: Record<string, unknown>[];
  readonly firstRecordKey: string;
  readonly cursor: string | null;
  readonly party: string;
  readonly goalId: string;
  readonly goalName: string;
  readonly goalBody: Record<string, unknown>;
  readonly goalKey: string;
  readonly contributionKey: string;
  readonly paymentId: string | null;
  readonly intentId: string | null;
  readonly renewalBody: Record<string, unknown>;
  readonly renewalKey: string;
  /** Strings that belong to A alone and must never reach B. */
  readonly markers: string[];
}

const LIVE_PREFIX = 'live-A-';

export async function crossAccountFamily(cluster: Cluster, instances: readonly Instance[], userA: AuditUser, userB: AuditUser): Promise<Tally> {
  const tally = new Tally('cross-account');
  const first = instances[0];
  if (!first) throw new Error('no instance');
  const a = new Caller(userA, cluster);
  const b = new Caller(userB, cluster);
  await a.signIn(first.base);
  await b.signIn(instances[instances.length - 1]?.base ?? first.base);
  const today = dayOf(new Date());
  const range = `start=${addDays(today, -30)}&end=${today}`;

  const secrets = await seedA(a, first, range);
  secrets.markers.push(userA.id, userA.email, a.token, ...a.cookie.split('; ').map((c) => c.split('=').slice(1).join('=')).filter((v) => v.length > 16));
  const before = await snapshotA(cluster, userA.id);

  /** One attempt by B: its answer must carry none of A's markers and must not be a server error. */
  const attempt = async (instance: Instance, method: string, path: string, body?: unknown, opts: { expect?: number[]; headers?: Record<string, string>; caller?: Caller } = {}): Promise<Answer> => {
    tally.attempts++;
    const caller = opts.caller ?? b;
    const answer = await caller.call(instance.base, method, path, body, opts.headers ?? {});
    const shown = describe(instance.name, method, path, body);
    if (answer.status >= 500 || answer.status === 0) tally.fail('server error', shown, `${String(answer.status)} ${answer.error ?? answer.body.toString('utf8').slice(0, 200)}`);
    const leaked = leaksIn(answer, secrets.markers, `${path} ${decoded(path)} ${JSON.stringify(body ?? null)} ${JSON.stringify(opts.headers ?? {})}`);
    if (leaked.length > 0) tally.fail('leak', shown, `A's ${leaked.join(', ')} in B's answer (${String(answer.status)})`);
    if (opts.expect && !opts.expect.includes(answer.status)) {
      tally.fail('unexpected status', shown, `expected ${opts.expect.join('/')}, got ${String(answer.status)}: ${answer.body.toString('utf8').slice(0, 200)}`);
    }
    return answer;
  };

  for (const instance of instances) {
    // ── records by id ──
    for (const id of secrets.recordIds) {
      await attempt(instance, 'GET', `/api/records/${id}`, undefined, { expect: [404] });
      await attempt(instance, 'PATCH', `/api/records/${id}`, { description: 'changed by B', amount: 1 }, { expect: [404] });
      await attempt(instance, 'DELETE', `/api/records/${id}`, undefined, { expect: [404] });
      await attempt(instance, 'GET', `/api/records/${id}`, undefined, { expect: [404], headers: { authorization: `Bearer ${b.token}` } });
    }
    // ── listings, filters, cursors, export, summary ──
    await attempt(instance, 'GET', `/api/records?${range}`, undefined, { expect: [200] });
    await attempt(instance, 'GET', `/api/records?${range}&limit=500`, undefined, { expect: [200] });
    await attempt(instance, 'GET', `/api/records?${range}&party=${encodeURIComponent(secrets.party)}`, undefined, { expect: [200] });
    for (const collection of ['transactions', 'debts', 'loansGiven']) await attempt(instance, 'GET', `/api/records?${range}&collection=${collection}`, undefined, { expect: [200] });
    if (secrets.cursor) await attempt(instance, 'GET', `/api/records?${range}&limit=1&cursor=${encodeURIComponent(secrets.cursor)}`);
    await attempt(instance, 'GET', `/api/records/export.csv?${range}`, undefined, { expect: [200] });
    await attempt(instance, 'GET', `/api/records/export.csv?${range}&party=${encodeURIComponent(secrets.party)}`, undefined, { expect: [200] });
    await attempt(instance, 'GET', `/api/records/summary?${range}`, undefined, { expect: [200] });
    // ── A's Idempotency-Key and body, sent by B: B's own new record, never A's stored answer ──
    const reused = await attempt(instance, 'POST', '/api/records', secrets.recordBodies[0], { headers: { 'idempotency-key': secrets.firstRecordKey } });
    const reusedId = dataOf(reused)?.id;
    if (reused.status === 201 && typeof reusedId === 'string') await b.call(instance.base, 'DELETE', `/api/records/${reusedId}`);
    // ── budgets ──
    await attempt(instance, 'GET', '/api/budgets', undefined, { expect: [200] });
    await attempt(instance, 'DELETE', '/api/budgets/telecom', undefined, { expect: [404] });
    await attempt(instance, 'PUT', '/api/budgets/telecom', { amountCents: 100 }, { expect: [200] });
    await attempt(instance, 'DELETE', '/api/budgets/telecom', undefined, { expect: [200] });
    // ── goals ──
    await attempt(instance, 'GET', '/api/goals', undefined, { expect: [200] });
    await attempt(instance, 'POST', `/api/goals/${secrets.goalId}/contributions`, { amountCents: 1 }, { expect: [404] });
    await attempt(instance, 'POST', `/api/goals/${secrets.goalId}/contributions`, { amountCents: 123457 }, { expect: [404], headers: { 'idempotency-key': secrets.contributionKey } });
    await attempt(instance, 'DELETE', `/api/goals/${secrets.goalId}`, undefined, { expect: [404] });
    for (const headers of [{}, { 'idempotency-key': secrets.goalKey }] as Record<string, string>[]) {
      const own = await attempt(instance, 'POST', '/api/goals', secrets.goalBody, { expect: [200, 201], headers });
      const ownId = dataOf(own)?.id;
      if (ownId === secrets.goalId) tally.fail('leak', describe(instance.name, 'POST', '/api/goals', secrets.goalBody), 'B was answered with A\'s goal');
      if (typeof ownId === 'string') await b.call(instance.base, 'DELETE', `/api/goals/${ownId}`);
    }
    // ── payments: receipts, intents, renewals with A's key or A's id ──
    if (secrets.paymentId) {
      await attempt(instance, 'GET', `/api/payments/${secrets.paymentId}/receipt`, undefined, { expect: [404] });
      await attempt(instance, 'GET', `/api/payments/${secrets.paymentId}/receipt?lang=en`, undefined, { expect: [404] });
      await attempt(instance, 'GET', `/api/payments/${secrets.paymentId.toUpperCase()}/receipt`, undefined, { expect: [404] });
    }
    if (secrets.intentId) await attempt(instance, 'GET', `/api/payment-intents/${secrets.intentId}`, undefined, { expect: [404] });
    const renewal = await attempt(instance, 'POST', '/api/renew-subscription', secrets.renewalBody, { headers: { 'idempotency-key': secrets.renewalKey } });
    const renewalIntent = dataOf(renewal)?.intent;
    if (typeof renewalIntent === 'object' && renewalIntent !== null && (renewalIntent as { id?: unknown }).id === secrets.intentId) {
      tally.fail('leak', describe(instance.name, 'POST', '/api/renew-subscription'), 'B was answered with A\'s payment intent');
    }
    await attempt(instance, 'POST', '/api/renew-subscription', { ...secrets.renewalBody, firebase_uid: userA.id }, { expect: [403], headers: { 'idempotency-key': randomUUID() } });
    // ── account routes naming A ──
    await attempt(instance, 'GET', '/api/account/me', undefined, { expect: [200] });
    await attempt(instance, 'POST', '/api/subscription-management', {}, { expect: [200] });
    await attempt(instance, 'POST', '/api/subscription-management', { firebase_uid: userA.id }, { expect: [403] });
    await attempt(instance, 'PUT', '/api/account/report-prefs', { firebase_uid: userA.id, weekly: { email: false }, monthly: { email: false } }, { expect: [403] });
    await attempt(instance, 'PUT', '/api/onboardNewClient/email', { firebase_uid: userA.id, newEmail: `b-took-${randomBytes(3).toString('hex')}@example.ao`, currentPassword: userB.password }, { expect: [403] });
    await attempt(instance, 'PUT', '/api/onboardNewClient/password', { firebase_uid: userA.id, currentPassword: userB.password, newPassword: userB.password, confirmPassword: userB.password }, { expect: [403] });
    await attempt(instance, 'POST', '/api/onboardNewClient', { firebase_uid: userA.id, whatsappId: `+${userA.waId ?? ''}` }, { expect: [403] });
    await attempt(instance, 'GET', `/api/onboardNewClient?whatsappId=${encodeURIComponent(`+${userA.waId ?? ''}`)}`);
    await attempt(instance, 'GET', `/api/onboardNewClient?email=${encodeURIComponent(userA.email)}`);
    // ── better-auth's raw routes ──
    await attempt(instance, 'GET', '/api/auth/list-sessions');
    await attempt(instance, 'GET', '/api/auth/get-session');
    await attempt(instance, 'POST', '/api/auth/revoke-session', { token: a.token });
    await attempt(instance, 'POST', '/api/auth/update-user', { name: 'B renamed' });
    for (const fake of [userA.id, secrets.recordIds[0] ?? '', a.token.split('.')[0] ?? '']) {
      await attempt(instance, 'GET', '/api/account/me', undefined, { expect: [401], caller: anonymous(cluster, `Bearer ${fake}`) });
    }
  }

  await liveStreamChecks(tally, instances, a, b, secrets);

  // A's session must have survived B's revoke attempts (on every instance).
  for (const instance of instances) {
    tally.attempts++;
    const me = await a.call(instance.base, 'GET', '/api/account/me');
    if (me.status !== 200) tally.fail('A changed', describe(instance.name, 'GET', '/api/account/me'), `A's session no longer works after B's attempts: ${String(me.status)}`);
  }
  // The account deletion naming A goes last: if it were obeyed, B (or A) would be gone.
  for (const instance of instances) {
    await attempt(instance, 'DELETE', '/api/onboardNewClient', { firebase_uid: userA.id }, { expect: [403] });
  }
  const after = await snapshotA(cluster, userA.id);
  for (const [table, rows] of Object.entries(before)) {
    tally.attempts++;
    if (JSON.stringify(after[table]) !== JSON.stringify(rows)) {
      tally.fail('A changed', `table ${table}`, `before ${JSON.stringify(rows).slice(0, 180)} · after ${JSON.stringify(after[table]).slice(0, 180)}`);
    }
  }
  // Last, as it makes A's number write to Kumbu (A's own message, checked on its own terms).
  await numberClaim(cluster, tally, instances, b, userA, userB);
  tally.notes.push(`${String(secrets.markers.length)} markers of A searched in every answer to B; dev-only routes (/dev/*, /api/dev/outbox) left out: development tools by design`);
  return tally;
}

/** A caller with only an Authorization header (forged bearer tokens). */
function anonymous(cluster: Cluster, authorization: string): Caller {
  const caller = new Caller({ label: 'anon', email: '', password: '', name: '', id: '', waId: null }, cluster);
  caller.cookie = '';
  const headers = caller.headers.bind(caller);
  caller.headers = (extra) => { const { cookie: _cookie, ...rest } = headers({ authorization, ...extra }); return rest; };
  return caller;
}

async function seedA(a: Caller, instance: Instance, range: string): Promise<Secrets> {
  const tag = randomBytes(4).toString('hex');
  const party = `Parceiro Secreto ${tag}`;
  const markers: string[] = [party];
  const bodies: Record<string, unknown>[] = [
    { type: 'expense', amount: '73519.37', category: 'Transporte', description: `sigilo-A-despesa-${tag}`, notes: `nota-A-${tag}` },
    { type: 'income', amount: '84620.48', category: 'Salário', description: `sigilo-A-receita-${tag}` },
    { type: 'debtTaken', amount: '95731.59', party, description: `sigilo-A-divida-${tag}` },
    { type: 'loanGiven', amount: '62408.26', party, description: `sigilo-A-emprestimo-${tag}` },
  ];
  markers.push(`sigilo-A-despesa-${tag}`, `nota-A-${tag}`, `sigilo-A-receita-${tag}`, `sigilo-A-divida-${tag}`, `sigilo-A-emprestimo-${tag}`);
  for (const amount of ['73519.37', '84620.48', '95731.59', '62408.26']) markers.push(...amountForms(amount));
  const firstRecordKey = `a-record-${tag}`;
  const recordIds: string[] = [];
  for (const [i, body] of bodies.entries()) {
    const answer = await a.call(instance.base, 'POST', '/api/records', body, i === 0 ? { 'idempotency-key': firstRecordKey } : {});
    const id = dataOf(answer)?.id;
    if (answer.status !== 201 || typeof id !== 'string') throw new Error(`A could not record (${String(answer.status)}): ${answer.body.toString('utf8').slice(0, 300)}`);
    recordIds.push(id);
  }
  markers.push(...recordIds);
  const page = dataOf(await a.call(instance.base, 'GET', `/api/records?${range}&limit=1`));
  const cursor = typeof page?.nextCursor === 'string' ? page.nextCursor : null;

  const budget = await a.call(instance.base, 'PUT', '/api/budgets/telecom', { amountCents: 4812345 });
  if (budget.status !== 200) throw new Error(`A could not set a budget (${String(budget.status)})`);
  markers.push(...amountForms('48123.45'));

  const goalName = `Meta secreta ${tag}`;
  const goalBody = { name: goalName, targetCents: 9182736 };
  const goalKey = `a-goal-${tag}`;
  const goal = await a.call(instance.base, 'POST', '/api/goals', goalBody, { 'idempotency-key': goalKey });
  const goalId = dataOf(goal)?.id;
  if (typeof goalId !== 'string') throw new Error(`A could not make a goal (${String(goal.status)})`);
  const contributionKey = `a-contribution-${tag}`;
  await a.call(instance.base, 'POST', `/api/goals/${goalId}/contributions`, { amountCents: 123457 }, { 'idempotency-key': contributionKey });
  markers.push(goalId, ...amountForms('91827.36'), ...amountForms('1234.57'));

  // A card payment (a receipt) and a pending reference (an intent), through the sandbox.
  const quote = quoteRenewal('standard', 1);
  let paymentId: string | null = null;
  let intentId: string | null = null;
  const renewalBody: Record<string, unknown> = { planName: 'standard', duration: 1, totalAmount: 0, payment: { method: 'reference' } };
  const renewalKey = `a-renew-${tag}`;
  if (quote.ok) {
    const total = quote.quote.totalCents / 100;
    const card = await a.call(instance.base, 'POST', '/api/renew-subscription', {
      planName: 'standard', duration: 1, totalAmount: total,
      payment: { method: 'card', card: { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123', holder: 'Auditor A' } },
    }, { 'idempotency-key': `a-card-${tag}` });
    const payment = dataOf(card)?.payment;
    if (typeof payment === 'object' && payment !== null) {
      const p = payment as { id?: unknown; receiptNumber?: unknown };
      if (typeof p.id === 'string') paymentId = p.id;
      if (typeof p.receiptNumber === 'string') markers.push(p.receiptNumber);
    }
    renewalBody.totalAmount = total;
    const reference = await a.call(instance.base, 'POST', '/api/renew-subscription', renewalBody, { 'idempotency-key': renewalKey });
    const intent = dataOf(reference)?.intent;
    if (typeof intent === 'object' && intent !== null && typeof (intent as { id?: unknown }).id === 'string') intentId = (intent as { id: string }).id;
  }
  if (paymentId) markers.push(paymentId);
  if (intentId) markers.push(intentId);
  return {
    recordIds, recordBodies: bodies, firstRecordKey, cursor, party, goalId, goalName, goalBody, goalKey, contributionKey,
    paymentId, intentId, renewalBody, renewalKey, markers,
  };
}

/** B's live stream (from the start of time, and live while A writes on the other instance) carries nothing of A. */
async function liveStreamChecks(tally: Tally, instances: readonly Instance[], a: Caller, b: Caller, secrets: Secrets): Promise<void> {
  for (const [i, instance] of instances.entries()) {
    const other = instances[(i + 1) % instances.length] ?? instance;
    for (const path of ['/api/records/stream', '/api/records/stream?lastEventId=0']) {
      tally.attempts++;
      const headers = path.includes('lastEventId') ? b.headers() : b.headers({ 'last-event-id': '0' });
      const liveMarker = `${LIVE_PREFIX}${randomBytes(4).toString('hex')}`;
      const reading = readStream(instance.base, path, headers, 2_500);
      await sleep(600);
      const made = await a.call(other.base, 'POST', '/api/records', { type: 'expense', amount: '31415.92', description: liveMarker });
      const { status, text } = await reading;
      const shown = describe(instance.name, 'GET', `${path} (A writes on ${other.name})`);
      const found = [...secrets.markers, liveMarker, '3141592'].filter((m) => m !== '' && text.includes(m));
      const madeId = dataOf(made)?.id;
      if (typeof madeId === 'string') {
        if (text.includes(madeId)) found.push(madeId);
        await a.call(other.base, 'DELETE', `/api/records/${madeId}`);
      }
      if (status !== 200) tally.fail('unexpected status', shown, `stream answered ${String(status)}`);
      if (found.length > 0) tally.fail('leak', shown, `A's ${found.join(', ')} in B's stream`);
    }
  }
}

/**
 * B names A's WhatsApp number in onboarding; then a message from that number must be booked
 * on A (or nowhere), never on B, and B's profile must not hold A's number.
 */
async function numberClaim(cluster: Cluster, tally: Tally, instances: readonly Instance[], b: Caller, userA: AuditUser, userB: AuditUser): Promise<void> {
  if (!userA.waId) return;
  const instance = instances[0];
  if (!instance) return;
  tally.attempts++;
  const claim = await b.call(instance.base, 'POST', '/api/onboardNewClient', { whatsappId: `+${userA.waId}` }, { 'idempotency-key': randomUUID() });
  const shown = describe(instance.name, 'POST', '/api/onboardNewClient', { whatsappId: `+${userA.waId}` });
  if (claim.status >= 500) tally.fail('server error', shown, `${String(claim.status)} ${claim.body.toString('utf8').slice(0, 200)}`);
  // The number-proof route (PUT /api/account/whatsapp), where the server has it: a claim only.
  tally.attempts++;
  const put = await b.call(instance.base, 'PUT', '/api/account/whatsapp', { whatsapp: `+${userA.waId}` });
  if (put.status >= 500) tally.fail('server error', describe(instance.name, 'PUT', '/api/account/whatsapp', { whatsapp: `+${userA.waId}` }), `${String(put.status)} ${put.body.toString('utf8').slice(0, 200)}`);
  const bProfile = await cluster.db.query<{ whatsapp_id: string | null }>('select whatsapp_id from profiles where user_id = $1', [userB.id]);
  if (bProfile.rows[0]?.whatsapp_id === userA.waId) tally.fail('leak', shown, `B's profile now holds A's number (${String(claim.status)})`);

  tally.attempts++;
  const amountKz = 27182 + Math.floor(Math.random() * 1000);
  const text = `gastei ${String(amountKz)} no taxi`;
  const wamid = `wamid.AUDITCLAIM${randomBytes(8).toString('hex')}`;
  await postSigned(instance.base, JSON.stringify(textMessage(userA.waId, text, wamid)), cluster.appSecret);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const row = await cluster.db.query<{ status: string }>('select status from inbound_messages where message_id = $1', [wamid]);
    if (row.rows[0] && row.rows[0].status !== 'received') break;
    await sleep(250);
  }
  const booked = await cluster.db.query<{ user_id: string }>('select user_id from records where amount_cents = $1', [amountKz * 100]);
  const owner = booked.rows[0]?.user_id;
  if (owner === userB.id) tally.fail('leak', describe(instance.name, 'webhook', `message from A's number ${userA.waId}`, text), 'booked on B after B named A\'s number in onboarding');
  // Leave A's books as they were (this message is A's own).
  if (owner === userA.id) await cluster.db.query('delete from records where amount_cents = $1 and user_id = $2', [amountKz * 100, userA.id]);
}

function decoded(path: string): string {
  try { return decodeURIComponent(path); } catch { return path; }
}

/** An amount as it can travel: cêntimos, the decimal string, and the pt display's digits ("73519.37" → 7351937, 73519.37, 73 519,37). */
export function amountForms(decimal: string): string[] {
  const [whole = '', cents = ''] = decimal.split('.');
  const amount = toCents(Number(`${whole}${cents}`));
  // The figures of the pt and en displays ("73 519,37 Kz", "AOA 73,519.37"), whatever the spaces.
  const shown = [formatMoney(amount, 'AOA', 'pt'), formatMoney(amount, 'AOA', 'en')].map((t) => t.replace(/^\D+|\D+$/g, ''));
  const forms = [`${whole}${cents}`, decimal, ...shown];
  for (const form of forms) AMOUNT_FORMS.set(form, forms);
  return forms;
}

/** Each form of A's amounts → all of that amount's forms. */
const AMOUNT_FORMS = new Map<string, readonly string[]>();

/** Every form of the amount `marker` is one of, or just the marker. */
function formsOf(marker: string): readonly string[] {
  return AMOUNT_FORMS.get(marker) ?? [marker];
}

/**
 * The markers found in an answer (body and headers) that the request itself did not carry,
 * in any of its forms (B sending A's amount as "73519.37" gets 7351937 cêntimos back: its own).
 */
export function leaksIn(answer: Answer, markers: readonly string[], sent: string): string[] {
  const text = `${answer.body.toString('latin1')} ${answer.body.toString('utf8')} ${JSON.stringify(answer.headers)}`;
  return markers.filter((m) => m.length >= 6 && !formsOf(m).some((f) => sent.includes(f)) && text.includes(m));
}

/** A's rows, table by table (records A itself adds live during the family are left out). */
async function snapshotA(cluster: Cluster, userId: string): Promise<Record<string, unknown[]>> {
  const q = async (sql: string): Promise<unknown[]> => (await cluster.db.query(sql, [userId])).rows as unknown[];
  return {
    users: await q('select id, name, email, email_verified from users where id = $1'),
    profiles: await q('select * from profiles where user_id = $1'),
    records: await q(`select * from records where user_id = $1 and coalesce(description, '') not like '${LIVE_PREFIX}%' order by id`),
    budgets: await q('select * from budgets where user_id = $1 order by id'),
    goals: await q('select * from goals where user_id = $1 order by id'),
    payments: await q('select * from payments where user_id = $1 order by id'),
    payment_intents: await q('select * from payment_intents where user_id = $1 order by id'),
    sessions: await q('select id, token, expires_at from sessions where user_id = $1 order by id'),
  };
}
