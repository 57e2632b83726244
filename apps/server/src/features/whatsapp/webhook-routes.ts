// The WhatsApp Cloud API webhook.
//
//   GET  /api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…
//        → 200 text/plain challenge when the token matches, else 403
//   POST /api/whatsapp/webhook   X-Hub-Signature-256: sha256=<hex HMAC(raw body, app secret)>
//        → 401 when the signature is missing or wrong (nothing stored)
//        → 400 when the envelope is not one (signed, so Meta's retries are worth a log line)
//        → 200 once every message and status in it is stored (posts arriving together are
//          stored by one INSERT: group commit, inbound-batcher.ts)
//
// Delivery is at least once: each message is stored once by its wamid (ON CONFLICT DO
// NOTHING), then the inbox worker processes it after the answer. No work happens here.
// Message texts are personal data: only ids and counts are logged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { insertInbound, insertStatuses, type NewInbound, type NewStatus } from '@kumbu/db/whatsapp';
import { sendData, sendError } from '../../http/answer';
import type { AppContext } from '../../app-context';
import { envelopeSchema, messagesValueSchema, type StoredPayload } from './envelope';
import { hasValidSignature, sameSecret } from './signature';
import { InboundBatcher } from './inbound-batcher';
import { storableCopy } from '../../http/input-guard';

export const WEBHOOK_PATH = '/api/whatsapp/webhook';

export function registerWhatsAppWebhook(app: FastifyInstance, ctx: AppContext): void {
  // Posts carrying only messages (nearly all) are stored by group commit (inbound-batcher.ts).
  const batcher = new InboundBatcher(async (rows) => new Set((await insertInbound(ctx.database.db, rows)).map((r) => r.messageId)));
  app.get(WEBHOOK_PATH, (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const mode = q['hub.mode'];
    const token = q['hub.verify_token'];
    const challenge = q['hub.challenge'];
    if (mode === 'subscribe' && typeof token === 'string' && typeof challenge === 'string' && challenge.length <= 1000
      && sameSecret(token, ctx.config.whatsapp.verifyToken)) {
      return reply.code(200).type('text/plain; charset=utf-8').send(challenge);
    }
    request.log.warn('WhatsApp webhook verification refused');
    return sendError(request, reply, 'forbidden');
  });

  // The raw bytes are needed for the signature: this scope (and only this scope) keeps the
  // body as a Buffer instead of parsing JSON. Every other route keeps Fastify's JSON parser.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, next) => { next(null, body); });
    scope.post(WEBHOOK_PATH, (request, reply) => receive(ctx, batcher, request, reply));
    done();
  });
}

async function receive(ctx: AppContext, batcher: InboundBatcher, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (!hasValidSignature(raw, request.headers['x-hub-signature-256'], ctx.config.whatsapp.appSecret)) {
    request.log.warn('WhatsApp webhook post refused: missing or wrong signature');
    return sendError(request, reply, 'unauthenticated');
  }
  let json: unknown;
  try { json = JSON.parse(raw.toString('utf8')); } catch { return sendError(request, reply, 'bad-request'); }
  // Store what can be stored: NUL out, lone surrogates → U+FFFD (the database refuses both, and a 500 makes Meta retry for days).
  json = storableCopy(json);
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    request.log.warn('WhatsApp webhook post refused: not an envelope');
    return sendError(request, reply, 'bad-request');
  }

  const now = ctx.now();
  const messages: NewInbound[] = [];
  const statuses: NewStatus[] = [];
  for (const entry of envelope.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = messagesValueSchema.safeParse(change.value);
      if (!value.success) {
        request.log.warn({ field: change.field }, 'WhatsApp webhook post refused: unreadable messages value');
        return sendError(request, reply, 'bad-request');
      }
      const { contacts = [], metadata } = value.data;
      for (const message of value.data.messages ?? []) {
        const contact = contacts.find((c) => c.wa_id === message.from) ?? (contacts.length === 1 ? contacts[0] : undefined);
        const payload: StoredPayload = { message, contactName: contact?.profile?.name ?? null, phoneNumberId: metadata?.phone_number_id ?? null };
        messages.push({ messageId: message.id, fromId: message.from, type: message.type, payload, receivedAt: now });
      }
      for (const status of value.data.statuses ?? []) {
        statuses.push({
          messageId: status.id, status: status.status, recipientId: status.recipient_id,
          occurredAt: statusTime(status.timestamp, now), errorCode: status.errors?.[0]?.code ?? null, payload: status,
        });
      }
    }
  }

  // Messages alone (nearly every post) go through the group commit; one INSERT is atomic by
  // itself. Only a post carrying both messages and statuses needs a transaction of its own.
  const db = ctx.database.db;
  const stored = statuses.length === 0
    ? { count: messages.length === 0 ? 0 : await batcher.add(messages), newStatuses: 0 }
    : messages.length === 0
      ? { count: 0, newStatuses: await insertStatuses(db, statuses) }
      : await db.transaction(async (tx) => ({ count: (await insertInbound(tx, messages)).length, newStatuses: await insertStatuses(tx, statuses) }));
  request.log.info({
    messages: messages.length, stored: stored.count, statuses: statuses.length, newStatuses: stored.newStatuses,
  }, 'WhatsApp webhook stored');
  if (stored.count > 0) ctx.whatsapp.notifyInbound();
  return sendData(reply, { messages: messages.length, stored: stored.count, statuses: statuses.length });
}

const EARLIEST_STATUS_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/**
 * When Meta says a status happened: its Unix seconds, unless no real status can be that old or
 * that far ahead (a 12-digit timestamp is the year 33658, which PostgreSQL refuses, and a 500
 * would make Meta retry the post for days); then the time it reached us.
 */
export function statusTime(timestamp: string, now: Date): Date {
  const ms = Number(timestamp) * 1000;
  return Number.isFinite(ms) && ms >= EARLIEST_STATUS_MS && ms <= now.getTime() + DAY_MS ? new Date(ms) : now;
}
