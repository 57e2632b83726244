// WhatsApp test wiring: signed webhook posts (exactly as Meta signs them), envelopes, a
// local fake Graph API server, and small readers of the inbound/outbound tables.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { inboundMessages, outboundMessages, outboxMessages } from '@kumbu/db/schema';
import type { Database } from '@kumbu/db/database';
import { signatureOf } from '../src/features/whatsapp/signature';
import { textEnvelope } from '../src/features/whatsapp/envelope';
import { SIMULATOR_PHONE_NUMBER_ID } from '../src/config';

export const APP_SECRET = 'test-whatsapp-app-secret';
export const VERIFY_TOKEN = 'test-verify-token';
export const ACCESS_TOKEN = 'test-graph-token';
export const PHONE_NUMBER_ID = '123456789012345';

export const SIMULATOR_ENV = { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN };

export function cloudEnv(graphUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    WHATSAPP_TRANSPORT: 'cloud', WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_GRAPH_URL: graphUrl, ...extra,
  };
}

let counter = 0;
export function wamid(): string { counter++; return `wamid.TEST${Date.now()}${counter}`; }

export function envelope(from: string, text: string, id = wamid(), at = new Date()): Record<string, unknown> {
  return textEnvelope({ phoneNumberId: SIMULATOR_PHONE_NUMBER_ID, from, name: 'Teste', text, id, at });
}

/** A document message as Meta delivers it (`id`: its wamid, the same to deliver it twice). */
export function documentEnvelope(waId: string, mediaId: string, fileName: string, mimeType: string, caption?: string, id = wamid()): Record<string, unknown> {
  const body = envelope(waId, '', id) as { entry: { changes: { value: { messages: Record<string, unknown>[] } }[] }[] };
  const message = body.entry[0]?.changes[0]?.value.messages[0];
  if (message) {
    delete message.text;
    message.type = 'document';
    message.document = { id: mediaId, mime_type: mimeType, filename: fileName, sha256: 'x', ...(caption ? { caption } : {}) };
  }
  return body;
}

export function postWebhook(app: FastifyInstance, body: unknown, signature: string | null = 'valid', secret = APP_SECRET): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature === 'valid') headers['x-hub-signature-256'] = signatureOf(raw, secret);
  else if (signature !== null) headers['x-hub-signature-256'] = signature;
  return app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers, payload: raw });
}

export async function inboundRows(database: Database, fromId?: string): Promise<(typeof inboundMessages.$inferSelect)[]> {
  return database.db.select().from(inboundMessages).where(fromId ? eq(inboundMessages.fromId, fromId) : undefined).orderBy(asc(inboundMessages.id));
}

export async function outboundRows(database: Database, toId?: string): Promise<(typeof outboundMessages.$inferSelect)[]> {
  return database.db.select().from(outboundMessages).where(toId ? eq(outboundMessages.toId, toId) : undefined).orderBy(asc(outboundMessages.id));
}

export async function whatsappOutbox(database: Database, toId: string): Promise<(typeof outboxMessages.$inferSelect)[]> {
  return database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, `+${toId}`)).orderBy(asc(outboxMessages.id));
}

/** Polls an async check until it returns something truthy. */
export async function eventually<T>(check: () => Promise<T | undefined | false | null>, timeoutMs = 8_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false && value !== null) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface GraphRequest { method: string; path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> | null }
export interface FakeGraph {
  url: string;
  requests: GraphRequest[];
  /** Messages POSTed to /{version}/{phone-number-id}/messages with the right bearer. */
  sent(): Record<string, unknown>[];
  /** Make the next sends to this recipient answer with a Graph error. */
  refuse(to: string, code: number, times?: number): void;
  /** Serves a media file: GET /{version}/{id} → { url }, GET url → the bytes (both with the bearer). */
  /** Serves a media file; `misstated` gives Meta's file_size as that number and sends the bytes chunked (no content-length). */
  putMedia(id: string, bytes: Uint8Array, mimeType: string, misstated?: number): void;
  close(): Promise<void>;
}

/**
 * A local Graph API: checks the bearer, the path and the body shape, answers
 * `{ messages: [{ id }] }`, and serves one media file (GET /{version}/media-1 → url → bytes).
 */
export async function fakeGraph(version = 'v21.0'): Promise<FakeGraph> {
  const requests: GraphRequest[] = [];
  const refusals = new Map<string, { code: number; times: number }>();
  const media = new Map<string, { bytes: Uint8Array; mimeType: string; misstated?: number }>();
  let nextId = 0;
  let base = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> | null = null;
      try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>; } catch { body = null; }
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const answer = (status: number, json: unknown): void => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(json)); };
      if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) { answer(401, { error: { code: 190, message: 'Invalid OAuth access token' } }); return; }
      if (req.method === 'GET' && path === `/${version}/media-1`) { answer(200, { url: `${base}/files/media-1`, mime_type: 'image/jpeg', sha256: 'x', file_size: 3 }); return; }
      if (req.method === 'GET' && path === '/files/media-1') { res.writeHead(200, { 'content-type': 'image/jpeg' }); res.end(Buffer.from([1, 2, 3])); return; }
      const mediaId = path.startsWith(`/${version}/`) ? decodeURIComponent(path.slice(version.length + 2)) : path.startsWith('/files/') ? decodeURIComponent(path.slice(7)) : '';
      const file = req.method === 'GET' ? media.get(mediaId) : undefined;
      if (file && path.startsWith('/files/')) {
        if (file.misstated === undefined) { res.writeHead(200, { 'content-type': file.mimeType }); res.end(Buffer.from(file.bytes)); return; }
        res.writeHead(200, { 'content-type': file.mimeType, 'transfer-encoding': 'chunked' });
        for (let at = 0; at < file.bytes.length; at += 1 << 20) res.write(Buffer.from(file.bytes.subarray(at, at + (1 << 20))));
        res.end();
        return;
      }
      if (file) { answer(200, { url: `${base}/files/${encodeURIComponent(mediaId)}`, mime_type: file.mimeType, sha256: 'x', file_size: file.misstated ?? file.bytes.length }); return; }
      if (req.method !== 'POST' || path !== `/${version}/${PHONE_NUMBER_ID}/messages`) { answer(404, { error: { code: 100, message: 'Unknown path' } }); return; }
      const to = typeof body?.to === 'string' ? body.to : '';
      const type = typeof body?.type === 'string' ? body.type : '';
      if (body?.messaging_product !== 'whatsapp' || !/^\d+$/.test(to) || !(type in body)) { answer(400, { error: { code: 100, message: 'Invalid parameter' } }); return; }
      const refusal = refusals.get(to);
      if (refusal && refusal.times > 0 && type !== 'template') {
        refusal.times--;
        answer(400, { error: { code: refusal.code, message: 'Re-engagement message', type: 'OAuthException' } });
        return;
      }
      nextId++;
      answer(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.GRAPH${nextId}` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
  return {
    url: base,
    requests,
    sent: () => requests.filter((r) => r.method === 'POST' && r.path === `/${version}/${PHONE_NUMBER_ID}/messages` && r.headers.authorization === `Bearer ${ACCESS_TOKEN}`).map((r) => r.body ?? {}),
    refuse(to, code, times = 1) { refusals.set(to, { code, times }); },
    putMedia(id, bytes, mimeType, misstated) { media.set(id, { bytes, mimeType, ...(misstated === undefined ? {} : { misstated }) }); },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
