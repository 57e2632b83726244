// Fuzz family: fast-check generated bodies, queries, path parameters and headers at every
// route (lib/routes.ts) on every instance — as a signed-in account and anonymously — and at
// the WhatsApp webhook with valid signatures on odd payloads. Any answer ≥ 500, or no answer
// at all, is a failure; so is a webhook message the worker could not process afterwards.
import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { addDays, dayOf } from '@kumbu/core/date-range';
import { Caller, type AuditUser } from '../lib/accounts';
import { ROOT, sleep, type Cluster, type Instance } from '../lib/cluster';
import { dataOf, send, type Answer } from '../lib/http';
import { ACCEPT_LANGUAGES, BAD_JSON, CONTENT_TYPES, QUERY_JUNK, oddText, oddValue, toJson } from '../lib/odd-values';
import { routes, unlistedRoutes, type Route } from '../lib/routes';
import { pool } from '../lib/pool';
import { describe, Tally } from '../lib/tally';
import { postSigned, textMessage, WEBHOOK_PATH } from '../lib/webhook';

interface Case {
  readonly route: Route;
  readonly path: string;
  readonly headers: OutgoingHttpHeaders;
  readonly body: string | undefined;
  /** Send with the fuzz account's session. */
  readonly signedIn: boolean;
}

export interface FuzzOptions {
  readonly casesPerRoute: number;
  readonly webhookCases: number;
  readonly seed: number;
  readonly concurrency: number;
}

export async function fuzzFamily(cluster: Cluster, instances: readonly Instance[], user: AuditUser, options: FuzzOptions): Promise<Tally> {
  const tally = new Tally('fuzz');
  const first = instances[0];
  if (!first) throw new Error('no instance');
  const caller = new Caller(user, cluster);
  await caller.signIn(first.base);
  const startedAt = new Date();

  // Real ids of the fuzz account's own objects, so valid-looking requests reach the database.
  const today = dayOf(new Date());
  const made = await caller.call(first.base, 'POST', '/api/records', { type: 'expense', amount: '1000', description: 'fuzz seed' });
  const goal = await caller.call(first.base, 'POST', '/api/goals', { name: 'Fuzz', targetCents: 1_000_000 });
  const catalogue = routes({
    today, monthAgo: addDays(today, -30),
    recordId: stringOr(dataOf(made)?.id, '00000000-0000-4000-8000-000000000000'),
    goalId: stringOr(dataOf(goal)?.id, '00000000-0000-4000-8000-000000000000'),
    paymentId: '00000000-0000-4000-8000-000000000000',
    number: user.waId ?? '244923999999',
  });
  const unlisted = unlistedRoutes(join(ROOT, 'apps/server/src'), catalogue);
  if (unlisted.length > 0) tally.notes.push(`routes in the sources but not in the audit's catalogue (not fuzzed): ${unlisted.join(', ')}`);

  let seed = options.seed;
  for (const route of catalogue) {
    const cases = route.who === 'webhook'
      ? fc.sample(webhookCase(user.waId ?? '244923999999'), { numRuns: options.webhookCases, seed: seed++ })
      : fc.sample(caseFor(route, cluster.publicUrl), { numRuns: options.casesPerRoute, seed: seed++ });
    for (const instance of instances) {
      await ensureSignedIn(caller, instance, tally, route);
      await pool(cases, options.concurrency, async (c) => {
        tally.attempts++;
        const answer = route.who === 'webhook'
          ? await postSigned(instance.base, c.body ?? '', cluster.appSecret, 15_000, typeof c.headers['content-type'] === 'string' ? c.headers['content-type'] : 'application/json')
          : await send(instance.base, {
            method: route.method, path: c.path, timeoutMs: 15_000, headersOnly: route.stream === true,
            headers: c.signedIn ? { ...c.headers, cookie: caller.cookie } : c.headers,
            ...(c.body === undefined ? {} : { body: c.body }),
          });
        judge(tally, instance, route, c, answer);
      });
      if (!cluster.isUp(instance)) {
        tally.fail('instance crashed', `[${instance.name}] during ${route.method} ${route.path}`, `see ${cluster.logFile(instance)}`);
        cluster.start(instance);
        await cluster.waitHealthy(instance);
      }
    }
  }
  await workerOutcomes(cluster, tally, startedAt);
  tally.notes.push(`seed ${String(options.seed)} (AUDIT_SEED=${String(options.seed)} repeats these inputs); ${String(catalogue.length)} routes`);
  return tally;
}

function judge(tally: Tally, instance: Instance, route: Route, c: Case, answer: Answer): void {
  if (answer.notSent) { tally.attempts--; return; }
  const shown = describe(instance.name, route.method, c.path, c.body === undefined ? undefined : c.body.slice(0, 200));
  const headerNote = Object.keys(c.headers).filter((h) => h !== 'content-type' && h !== 'origin').map((h) => `${h}: ${String(c.headers[h]).slice(0, 60)}`).join('; ');
  if (answer.status === 0) tally.fail('no answer', shown, `${answer.error ?? ''}${headerNote ? ` · headers ${headerNote}` : ''}`);
  else if (answer.status >= 500) {
    tally.fail(`server error ${String(answer.status)}`, shown, `${answer.body.toString('utf8').slice(0, 160)}${headerNote ? ` · headers ${headerNote}` : ''}${c.signedIn ? ' · signed in' : ''}`);
  }
}

async function ensureSignedIn(caller: Caller, instance: Instance, tally: Tally, route: Route): Promise<void> {
  const me = await caller.call(instance.base, 'GET', '/api/account/me');
  if (me.status === 200) return;
  tally.notes.push(`the fuzz account's session stopped working before ${route.method} ${route.path} on ${instance.name} (${String(me.status)}); signed in again`);
  await caller.signIn(instance.base);
}

export function caseFor(route: Route, publicUrl: string): fc.Arbitrary<Case> {
  const template = route.body ?? {};
  const fields = Object.keys(template);
  const mutated = fc.tuple(fc.subarray(fields.length > 0 ? fields : ['x'], { minLength: 1, maxLength: Math.min(3, Math.max(1, fields.length)) }), fc.array(oddValue, { minLength: 3, maxLength: 3 }), fc.boolean())
    .map(([keys, values, drop]) => {
      const body: Record<string, unknown> = { ...template };
      keys.forEach((k, i) => { body[k] = values[i]; });
      return toJson(drop ? Object.fromEntries(Object.entries(body).filter(([k]) => k !== keys[0])) : body);
    });
  const body: fc.Arbitrary<string | undefined> = route.method === 'GET' ? fc.constant(undefined) : fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant(toJson(template)) },
    { weight: 2, arbitrary: oddValue.map(toJson) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_JSON) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const queryFields = route.query ?? {};
  const query = fc.oneof(
    { weight: 2, arbitrary: fc.constant(new URLSearchParams(queryFields).toString()) },
    {
      weight: 5,
      arbitrary: fc.tuple(fc.subarray(Object.keys(queryFields).length > 0 ? Object.keys(queryFields) : ['q'], { minLength: 1, maxLength: Math.min(3, Math.max(1, Object.keys(queryFields).length)) }), fc.array(oddText, { minLength: 3, maxLength: 3 }))
        .map(([keys, values]) => {
          const q: Record<string, string> = { ...queryFields };
          keys.forEach((k, i) => { q[k] = values[i] ?? ''; });
          return encodeQuery(q);
        }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...QUERY_JUNK).map((junk) => `${new URLSearchParams(queryFields).toString()}&${junk}`) },
  );
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const params = fc.array(fc.oneof({ weight: 1, arbitrary: fc.constant<string | null>(null) }, { weight: 3, arbitrary: oddText }), { minLength: paramNames.length, maxLength: paramNames.length });
  const headers = fc.record({
    contentType: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
    acceptLanguage: fc.option(fc.constantFrom(...ACCEPT_LANGUAGES), { freq: 3 }),
    idempotencyKey: fc.option(fc.oneof(fc.constantFrom('k', 'x'.repeat(201), 'x'.repeat(50_000), ' ', 'ção'), fc.string({ maxLength: 80 })), { freq: 3 }),
    lastEventId: fc.option(fc.constantFrom('0', '-1', '999999999999999', '1e3', 'abc', '9'.repeat(40), '18446744073709551616'), { freq: 2 }),
    junkCredential: fc.option(fc.constantFrom(
      ['cookie', 'better-auth.session_token=abc.def'], ['cookie', `better-auth.session_token=${'a'.repeat(5000)}`], ['authorization', 'Bearer '],
      ['authorization', 'Bearer abc.def.ghi'], ['authorization', 'Basic YTpi'], ['cookie', 'better-auth.session_token=%00'],
    ), { freq: 6 }),
    origin: fc.option(fc.constantFrom('null', 'https://evil.example', publicUrl.replace('127.0.0.1', 'localhost')), { freq: 8 }),
  });
  const signedIn = route.who === 'user' ? fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) : fc.constant(false);
  return fc.record({ body, query, params, headers, signedIn }).map(({ body: b, query: q, params: p, headers: h, signedIn: s }) => {
    let path = route.path;
    paramNames.forEach((name, i) => {
      const value = p[i] ?? null;
      path = path.replace(`:${name}`, value === null ? (route.params?.[name] ?? 'x') : encodeSegment(value));
    });
    const out: OutgoingHttpHeaders = { origin: h.origin ?? publicUrl };
    if (b !== undefined) out['content-type'] = h.contentType;
    if (h.acceptLanguage !== null) out['accept-language'] = h.acceptLanguage;
    if (h.idempotencyKey !== null && route.method !== 'GET') out['idempotency-key'] = h.idempotencyKey;
    if (h.lastEventId !== null && route.stream) out['last-event-id'] = h.lastEventId;
    const junk = h.junkCredential;
    const useSession = s && junk === null;
    if (junk !== null) out[junk[0]] = junk[1];
    return { route, path: q ? `${path}?${q}` : path, headers: out, body: b, signedIn: useSession };
  });
}

/** Webhook posts: envelopes with odd texts, senders, ids and types, broken envelopes and non-JSON — all validly signed. */
export function webhookCase(boundNumber: string): fc.Arbitrary<Case> {
  const route: Route = { method: 'POST', path: WEBHOOK_PATH, who: 'webhook' };
  const from = fc.oneof(
    { weight: 3, arbitrary: fc.constant(boundNumber) },
    { weight: 2, arbitrary: fc.stringMatching(/^2449\d{8}$/) },
    { weight: 1, arbitrary: fc.constantFrom('00000', '9'.repeat(20), '244', '+244923000000', '') },
  );
  const id = fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(512), 'x'.repeat(513), 'wamid.\u0000', 'wamid.\ud800', ' ', 'é'.repeat(300)) },
  );
  const text = fc.oneof(
    { weight: 4, arbitrary: oddText },
    { weight: 1, arbitrary: fc.constantFrom('gastei 90071992547409.90 no taxi', 'recebi 1e308 de salário', 'gastei 5 mil\u0000 no taxi', 'emprestei 99999999999999 ao João', 'orçamento de 1e20 para comida', 'quero poupar 9999999999999999 para um carro até 0000-01-01') },
  );
  const envelopeCase = fc.tuple(from, id, text).map(([f, i, t]) => toJson(textMessage(f, t, i ?? `wamid.FUZZ${randomBytes(9).toString('hex')}`)));
  const mutatedEnvelope = fc.tuple(fc.constantFrom(
    ['entry'], ['entry', 0, 'changes'], ['entry', 0, 'changes', 0, 'value'], ['entry', 0, 'changes', 0, 'value', 'messages'],
    ['entry', 0, 'changes', 0, 'value', 'messages', 0, 'timestamp'], ['entry', 0, 'changes', 0, 'value', 'messages', 0, 'type'],
    ['entry', 0, 'changes', 0, 'value', 'messages', 0, 'text'], ['entry', 0, 'changes', 0, 'value', 'contacts'],
    ['entry', 0, 'changes', 0, 'value', 'metadata'], ['entry', 0, 'changes', 0, 'field'], ['object'],
  ), oddValue).map(([path, value]) => {
    const envelope = textMessage(boundNumber, 'olá', `wamid.FUZZ${randomBytes(9).toString('hex')}`);
    setAt(envelope, path, value);
    return toJson(envelope);
  });
  const statusCase = fc.tuple(oddValue, fc.constantFrom('timestamp', 'status', 'recipient_id', 'id', 'errors')).map(([value, field]) => {
    const status: Record<string, unknown> = { id: `wamid.FUZZ${randomBytes(9).toString('hex')}`, status: 'delivered', timestamp: '999999999999', recipient_id: boundNumber };
    status[field] = value;
    return toJson({ object: 'whatsapp_business_account', entry: [{ id: '0', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [status] } }] }] });
  });
  const body = fc.oneof(
    { weight: 4, arbitrary: envelopeCase },
    { weight: 3, arbitrary: mutatedEnvelope },
    { weight: 1, arbitrary: statusCase },
    { weight: 1, arbitrary: oddValue.map(toJson) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_JSON) },
  );
  const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
  return fc.tuple(body, contentType).map(([b, ct]) => ({ route, path: WEBHOOK_PATH, headers: { 'content-type': ct }, body: b, signedIn: false }));
}

/** Webhook messages stored during the fuzz must all be processed: a message the worker gives up on is a server error too. */
async function workerOutcomes(cluster: Cluster, tally: Tally, since: Date): Promise<void> {
  const deadline = Date.now() + 20_000;
  type Row = { message_id: string; status: string; attempts: number; last_error: string | null; from_id: string; payload: unknown };
  let rows: Row[] = [];
  while (Date.now() < deadline) {
    rows = (await cluster.db.query<Row>(
      `select message_id, status, attempts, last_error, from_id, payload from inbound_messages where received_at >= $1 and status <> 'processed'`, [since],
    )).rows;
    if (rows.every((r) => r.status !== 'received' || r.attempts > 0 && r.last_error !== null)) break;
    await sleep(500);
  }
  const stored = await cluster.db.query<{ n: string }>('select count(*) as n from inbound_messages where received_at >= $1', [since]);
  tally.notes.push(`${stored.rows[0]?.n ?? '?'} fuzzed webhook messages stored; ${String(rows.length)} not processed`);
  for (const row of rows) {
    tally.attempts++;
    if (row.status === 'received' && row.attempts === 0) continue;
    tally.fail(`worker ${row.status}`, `webhook message ${row.message_id.slice(0, 60)} from ${row.from_id}`, `${row.last_error ?? ''} · ${JSON.stringify(row.payload).slice(0, 200)}`);
  }
}

function setAt(target: Record<string, unknown>, path: readonly (string | number)[], value: unknown): void {
  let node: unknown = target;
  for (const [i, key] of path.entries()) {
    if (typeof node !== 'object' || node === null) return;
    const container = node as Record<string | number, unknown>;
    if (i === path.length - 1) container[key] = value;
    else node = container[key];
  }
}

function encodeSegment(value: string): string {
  try { return encodeURIComponent(value); } catch { return '%ED%A0%80'; }
}

function encodeQuery(q: Record<string, string>): string {
  return Object.entries(q).map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&');
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
