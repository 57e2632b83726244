// The WhatsApp simulator (GET /dev/whatsapp): talk to Kumbu as a phone number would, on a
// laptop, without a Meta account. The form POSTs to /dev/whatsapp/send, which builds a real
// Cloud-API-shaped envelope, signs it with the app secret exactly like Meta, and passes it
// through the SAME webhook handler (injected request) — then redirects back to the
// conversation: inbound from inbound_messages, replies from the dev outbox (channel
// "whatsapp"), newest at the bottom. Server-rendered, no script (the CSP forbids inline
// scripts); only outside production, only with WHATSAPP_TRANSPORT=simulator, and only for this
// machine's own requests (loopback-only.ts: it writes as any number). Reply buttons
// and list rows are small forms: a tap POSTs to /dev/whatsapp/tap, which sends the interactive
// reply Meta would deliver through the same webhook. A file (a bank statement) is sent as a
// document: POST /dev/whatsapp/document keeps its bytes in the simulator's media store, where
// the simulator sender's fetchMedia finds them, and delivers the document message Meta would.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Lang } from '@kumbu/core/lang';
import { MAX_IMPORT_BYTES } from '@kumbu/imports/limits';
import { outboxMessages } from '@kumbu/db/schema';
import { countPendingInbound, listInbound, listOutbound } from '@kumbu/db/whatsapp';
import { escapeHtml } from '../../emails/layout';
import { langOf } from '../../http/lang';
import { multipartForm, formFields } from '../../http/multipart-form';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import type { SimulatorMediaStore } from '../../adapters/whatsapp/simulator-media';
import { SIMULATOR_CHANNEL, simulatorText } from '../../adapters/whatsapp/simulator-sender';
import { normaliseButtons, normaliseList } from '../../adapters/whatsapp/cloud-sender';
import type { OutgoingMessage } from '../../adapters/whatsapp/whatsapp-sender';
import { outgoingSchema } from '../whatsapp/outgoing';
import { documentEnvelope, shownTextOf, storedPayloadSchema, tapEnvelope, textEnvelope } from '../whatsapp/envelope';
import { signatureOf } from '../whatsapp/signature';
import { WEBHOOK_PATH } from '../whatsapp/webhook-routes';
import { loopbackOnly } from './loopback-only';

export const DEFAULT_SIMULATOR_NUMBER = '244923000000';

const TEXTS = {
  pt: {
    title: 'Simulador de WhatsApp',
    intro: 'Escreva ao Kumbu como se fosse este número. A mensagem passa pelo mesmo webhook que as do WhatsApp verdadeiro (assinada como a Meta); as respostas aparecem aqui.',
    number: 'Número (com indicativo)', name: 'Nome no WhatsApp', text: 'Mensagem', send: 'Enviar', open: 'Abrir conversa',
    empty: 'Ainda não há mensagens com este número. Escreva "olá" para começar.',
    pending: 'A processar…', refresh: 'Atualizar', you: 'Você', kumbu: 'Kumbu',
    received: 'recebida', processed: 'processada', failed: 'falhou', placeholder: 'gastei 5 mil no candongueiro',
    tapHint: 'Toque num botão para responder como no telemóvel.', buttons: 'botões', list: 'lista',
    fileTitle: 'Enviar um ficheiro', fileIntro: 'Um extracto bancário (CSV, Excel ou PDF, até 20 MB) chega ao Kumbu como um documento do WhatsApp.',
    file: 'Ficheiro', caption: 'Legenda (opcional)', sendFile: 'Enviar ficheiro',
  },
  en: {
    title: 'WhatsApp simulator',
    intro: 'Write to Kumbu as if you were this number. The message goes through the same webhook as real WhatsApp ones (signed like Meta does); replies show up here.',
    number: 'Number (with country code)', name: 'WhatsApp name', text: 'Message', send: 'Send', open: 'Open conversation',
    empty: 'No messages with this number yet. Say "hello" to start.',
    pending: 'Processing…', refresh: 'Refresh', you: 'You', kumbu: 'Kumbu',
    received: 'received', processed: 'processed', failed: 'failed', placeholder: 'spent 5k on the candongueiro',
    tapHint: 'Tap a button to answer as on a phone.', buttons: 'buttons', list: 'list',
    fileTitle: 'Send a file', fileIntro: 'A bank statement (CSV, Excel or PDF, up to 20 MB) reaches Kumbu as a WhatsApp document.',
    file: 'File', caption: 'Caption (optional)', sendFile: 'Send file',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const digits = z.string().max(40).transform((v) => v.replace(/\D/g, '')).pipe(z.string().regex(/^\d{8,15}$/));
const pageQuery = z.object({ number: digits.optional(), lang: z.enum(['pt', 'en']).optional() });
const sendBody = z.object({
  number: digits,
  name: z.string().max(100).optional(),
  text: z.string().trim().min(1).max(4096),
  lang: z.enum(['pt', 'en']).optional(),
});

const tapBody = z.object({
  number: digits,
  kind: z.enum(['button', 'list']),
  id: z.string().min(1).max(256),
  title: z.string().min(1).max(100),
  lang: z.enum(['pt', 'en']).optional(),
});

/** WhatsApp's own limit for a caption. */
const CAPTION_LIMIT = 1024;
/** Room for the form's other fields and the multipart framing around a file of the product's limit. */
const DOCUMENT_BODY_LIMIT = MAX_IMPORT_BYTES + 1024 * 1024;

const documentBody = z.object({
  number: digits,
  caption: z.string().trim().max(CAPTION_LIMIT).optional(),
  lang: z.enum(['pt', 'en']).optional(),
  file: z.instanceof(File).refine((f) => f.size > 0),
});

/** The name a phone would send: no folders, not empty, not endless. */
function fileNameOf(file: File): string {
  return file.name.split(/[/\\]/).pop()?.trim().slice(0, 240) || 'ficheiro';
}

export function simulatorEnabled(ctx: AppContext): boolean {
  return ctx.config.env !== 'production' && ctx.config.whatsapp.transport === 'simulator';
}

/** `media` is the store the simulator sender's fetchMedia serves from (app.ts builds one for both). */
export function registerWhatsAppSimulator(app: FastifyInstance, ctx: AppContext, media: SimulatorMediaStore): void {
  if (!simulatorEnabled(ctx)) return;

  app.get('/dev/whatsapp', { onRequest: loopbackOnly }, async (request, reply) => {
    const q = parseWith(pageQuery, request.query, request);
    const lang = q.lang ?? langOf(request);
    const number = q.number ?? DEFAULT_SIMULATOR_NUMBER;
    const html = await renderPage(ctx, number, lang, q.lang);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  // A plain HTML form posts application/x-www-form-urlencoded: parsed in this scope only.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, next) => {
      next(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    // The file form: kept raw here, parsed in the route; over the limit is Fastify's 413.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: DOCUMENT_BODY_LIMIT }, (_request, body, next) => { next(null, body); });
    // Signs the envelope like Meta and passes it through the real webhook, then shows the conversation again.
    async function deliver(request: FastifyRequest, reply: FastifyReply, envelope: Record<string, unknown>, number: string, lang: Lang | undefined) {
      const raw = JSON.stringify(envelope);
      const res = await app.inject({
        method: 'POST', url: WEBHOOK_PATH, payload: raw,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, ctx.config.whatsapp.appSecret) },
      });
      if (res.statusCode !== 200) {
        request.log.warn({ status: res.statusCode }, 'the simulated WhatsApp message was refused by the webhook');
        return reply.code(502).type('text/plain; charset=utf-8').send(`webhook answered ${res.statusCode}`);
      }
      const params = new URLSearchParams({ number });
      if (lang) params.set('lang', lang);
      return reply.redirect(`/dev/whatsapp?${params.toString()}`, 303);
    }
    const newId = (): string => `wamid.SIM${randomBytes(12).toString('hex').toUpperCase()}`;

    scope.post('/dev/whatsapp/send', { onRequest: loopbackOnly }, async (request, reply) => {
      const b = parseWith(sendBody, request.body, request);
      const envelope = textEnvelope({
        phoneNumberId: ctx.config.whatsapp.phoneNumberId, from: b.number, name: b.name?.trim() || 'Simulador', text: b.text, id: newId(), at: ctx.now(),
      });
      return deliver(request, reply, envelope, b.number, b.lang);
    });
    // A tapped reply button or list row: the interactive reply Meta would deliver.
    scope.post('/dev/whatsapp/tap', { onRequest: loopbackOnly }, async (request, reply) => {
      const b = parseWith(tapBody, request.body, request);
      const envelope = tapEnvelope({
        phoneNumberId: ctx.config.whatsapp.phoneNumberId, from: b.number, name: 'Simulador', id: newId(), at: ctx.now(),
        reply: { kind: b.kind, id: b.id, title: b.title },
      });
      return deliver(request, reply, envelope, b.number, b.lang);
    });
    // A file shared as a document: its bytes kept under a media id, the document message Meta would deliver.
    scope.post('/dev/whatsapp/document', { onRequest: loopbackOnly }, async (request, reply) => {
      const form = await multipartForm(request.headers['content-type'], request.body);
      const b = parseWith(documentBody, formFields(form), request);
      const bytes = new Uint8Array(await b.file.arrayBuffer());
      const mimeType = b.file.type || 'application/octet-stream';
      const mediaId = media.put({ bytes, mimeType });
      const envelope = documentEnvelope({
        phoneNumberId: ctx.config.whatsapp.phoneNumberId, from: b.number, name: 'Simulador', id: newId(), at: ctx.now(),
        document: {
          mediaId, mimeType, filename: fileNameOf(b.file),
          // Meta sends the file's SHA-256 in base64.
          sha256: createHash('sha256').update(bytes).digest('base64'),
          ...(b.caption ? { caption: b.caption } : {}),
        },
      });
      return deliver(request, reply, envelope, b.number, b.lang);
    });
    done();
  });
}

/** The buttons or list rows of a reply, tappable in the page. */
interface Taps { readonly kind: 'button' | 'list'; readonly label: string | null; readonly items: readonly { id: string; title: string }[] }
interface Bubble { readonly side: 'in' | 'out'; readonly at: Date; readonly text: string; readonly note: string; readonly taps?: Taps }

/**
 * The buttons and lists sent to a number, by the text the outbox shows for them, oldest first:
 * the outbox keeps what a phone would show, the queue keeps the ids a tap sends back.
 */
async function interactiveByText(ctx: AppContext, number: string): Promise<Map<string, OutgoingMessage[]>> {
  const byText = new Map<string, OutgoingMessage[]>();
  for (const row of await listOutbound(ctx.database.db, number)) {
    if (row.status !== 'sent' || (row.kind !== 'buttons' && row.kind !== 'list')) continue;
    const payload = outgoingSchema.safeParse(row.payload);
    if (!payload.success) continue;
    const key = simulatorText(payload.data);
    byText.set(key, [...(byText.get(key) ?? []), payload.data]);
  }
  return byText;
}

function tapsOf(message: OutgoingMessage | undefined): { text: string; taps: Taps } | null {
  if (message?.type === 'buttons') return { text: message.text, taps: { kind: 'button', label: null, items: normaliseButtons(message.buttons) } };
  if (message?.type === 'list') {
    const list = normaliseList(message.button, message.rows);
    return { text: message.text, taps: { kind: 'list', label: list.button, items: list.rows } };
  }
  return null;
}

/** Each button or row as a small form that posts the tap; a list opens like WhatsApp's, from its button. */
function tapForms(taps: Taps, number: string, lang: Lang | undefined, hint: string): string {
  const forms = taps.items.map((item) => `<form method="post" action="/dev/whatsapp/tap" class="tap">
<input type="hidden" name="number" value="${escapeHtml(number)}"><input type="hidden" name="kind" value="${taps.kind}">
<input type="hidden" name="id" value="${escapeHtml(item.id)}"><input type="hidden" name="title" value="${escapeHtml(item.title)}">${lang ? `<input type="hidden" name="lang" value="${lang}">` : ''}
<button type="submit" title="${escapeHtml(hint)}">${escapeHtml(item.title)}</button></form>`).join('');
  return taps.kind === 'list'
    ? `<details class="taps list"><summary>☰ ${escapeHtml(taps.label ?? '')}</summary>${forms}</details>`
    : `<div class="taps">${forms}</div>`;
}

async function renderPage(ctx: AppContext, number: string, lang: Lang, langParam: Lang | undefined): Promise<string> {
  const t = TEXTS[lang];
  const db = ctx.database.db;
  const inbound = await listInbound(db, number, 100);
  const outbound = await db.select().from(outboxMessages)
    .where(and(eq(outboxMessages.channel, SIMULATOR_CHANNEL), eq(outboxMessages.recipient, `+${number}`)))
    .orderBy(asc(outboxMessages.id)).limit(200);
  const sentInteractive = await interactiveByText(ctx, number);
  const pending = await countPendingInbound(db, number, new Date(ctx.now().getTime() - 30_000));
  const statusLabel = (s: string): string => (s === 'processed' ? t.processed : s === 'failed' ? t.failed : t.received);
  const bubbles: Bubble[] = [
    ...inbound.map((row): Bubble => {
      const payload = storedPayloadSchema.safeParse(row.payload);
      const text = payload.success ? shownTextOf(payload.data.message) || `[${row.type}]` : `[${row.type}]`;
      return { side: 'in', at: row.receivedAt, text, note: statusLabel(row.status) };
    }),
    ...outbound.map((row): Bubble => {
      const interactive = row.subject === 'buttons' || row.subject === 'list' ? tapsOf(sentInteractive.get(row.bodyText)?.shift()) : null;
      return interactive
        ? { side: 'out', at: row.createdAt, text: interactive.text, note: interactive.taps.kind === 'list' ? t.list : t.buttons, taps: interactive.taps }
        : { side: 'out', at: row.createdAt, text: row.bodyText, note: row.subject ?? '' };
    }),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  const fmt = new Intl.DateTimeFormat(lang === 'pt' ? 'pt-AO' : 'en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Africa/Luanda' });
  const linkify = (text: string): string => escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
  const items = bubbles.length === 0
    ? `<p class="empty">${escapeHtml(t.empty)}</p>`
    : bubbles.map((b) => `<article class="${b.side}" data-side="${b.side}"><div class="who">${escapeHtml(b.side === 'in' ? t.you : t.kumbu)}<time datetime="${b.at.toISOString()}">${escapeHtml(fmt.format(b.at))}</time>${b.note ? `<span class="note">${escapeHtml(b.note)}</span>` : ''}</div><p>${linkify(b.text)}</p>${b.taps ? tapForms(b.taps, number, langParam, t.tapHint) : ''}</article>`).join('\n');
  const self = `/dev/whatsapp?${new URLSearchParams({ number, ...(langParam ? { lang: langParam } : {}) }).toString()}`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
${pending > 0 ? '<meta http-equiv="refresh" content="2">' : ''}
<title>${escapeHtml(t.title)} · Kumbu</title>
<style>
body{margin:0;background:#efeae2;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#14302b}
main{max-width:760px;margin:0 auto;padding:20px 16px 48px}
h1{font-size:22px;margin:0 0 4px;color:#0f5c4d}.intro{margin:0 0 16px;color:#5b6f6a}
form{background:#fff;border-radius:12px;padding:12px 16px;margin:12px 0;display:grid;gap:8px}
label{font-size:14px;color:#5b6f6a}input,textarea{font:inherit;padding:8px;border:1px solid #d3dfdb;border-radius:8px;width:100%;box-sizing:border-box}
button{font:inherit;padding:8px 16px;border:0;border-radius:999px;background:#0f5c4d;color:#fff;justify-self:start}
.chat{display:flex;flex-direction:column;gap:8px;margin:16px 0}
article{max-width:80%;border-radius:10px;padding:8px 12px;box-shadow:0 1px 1px rgba(0,0,0,.08)}
article.in{align-self:flex-end;background:#d9fdd3}article.out{align-self:flex-start;background:#fff}
article p{margin:4px 0 0;white-space:pre-wrap;word-break:break-word}article a{color:#0b6b57}
.who{display:flex;gap:8px;font-size:12px;color:#5b6f6a}.who time{margin-left:auto}.note{font-style:italic}
.empty{background:#fff;border-radius:12px;padding:24px;text-align:center;color:#5b6f6a}.pending{color:#5b6f6a}
.taps{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px;border-top:1px solid #e4ece9;padding-top:8px}.taps.list{display:block}
.taps form{background:none;padding:0;margin:0;display:inline}.taps.list form{display:block;margin:4px 0}
.taps button{background:#fff;color:#0b6b57;border:1px solid #b9d3cc;padding:6px 12px;font-size:15px}.taps button:hover,.taps button:focus-visible{background:#e7f4f0}
.taps summary{cursor:pointer;color:#0b6b57;font-weight:600;padding:4px 0}
form h2{font-size:17px;margin:0;color:#0f5c4d}.hint{margin:0;font-size:14px;color:#5b6f6a}
</style></head><body><main>
<h1>${escapeHtml(t.title)}</h1><p class="intro">${escapeHtml(t.intro)}</p>
<form method="get" action="/dev/whatsapp"><label>${escapeHtml(t.number)}<input name="number" value="+${escapeHtml(number)}" inputmode="tel"></label>${langParam ? `<input type="hidden" name="lang" value="${langParam}">` : ''}<button type="submit">${escapeHtml(t.open)}</button></form>
<section class="chat" aria-live="polite">
${items}
</section>
${pending > 0 ? `<p class="pending">${escapeHtml(t.pending)} <a href="${escapeHtml(self)}">${escapeHtml(t.refresh)}</a></p>` : `<p><a href="${escapeHtml(self)}">↻ ${escapeHtml(t.refresh)}</a></p>`}
<form method="post" action="/dev/whatsapp/send">
<input type="hidden" name="number" value="${escapeHtml(number)}">${langParam ? `<input type="hidden" name="lang" value="${langParam}">` : ''}
<label>${escapeHtml(t.name)}<input name="name" value="Simulador" maxlength="100"></label>
<label>${escapeHtml(t.text)}<textarea name="text" rows="3" maxlength="4096" required placeholder="${escapeHtml(t.placeholder)}"></textarea></label>
<button type="submit">${escapeHtml(t.send)}</button>
</form>
<form method="post" action="/dev/whatsapp/document" enctype="multipart/form-data" aria-labelledby="file-title">
<h2 id="file-title">${escapeHtml(t.fileTitle)}</h2><p class="hint">${escapeHtml(t.fileIntro)}</p>
<input type="hidden" name="number" value="${escapeHtml(number)}">${langParam ? `<input type="hidden" name="lang" value="${langParam}">` : ''}
<label>${escapeHtml(t.file)}<input type="file" name="file" required></label>
<label>${escapeHtml(t.caption)}<input name="caption" maxlength="${CAPTION_LIMIT}"></label>
<button type="submit">${escapeHtml(t.sendFile)}</button>
</form>
</main></body></html>`;
}
