// The WhatsApp Cloud API (Meta Graph API):
//
//   POST {graph}/{version}/{phone-number-id}/messages     Authorization: Bearer {token}
//   { messaging_product: "whatsapp", recipient_type: "individual", to, type, … }
//   → 200 { messages: [{ id: "wamid…" }] }
//   → 4xx/5xx { error: { code, message, … } }   (131047: outside the 24-hour window)
//
//   GET {graph}/{version}/{media-id} (bearer) → { url, mime_type } ; GET url (bearer) → bytes
//
// Neither the token nor a message text is ever logged or put in an error message.
import { z } from 'zod';
import {
  BUTTONS_BODY_LIMIT, BUTTON_TITLE_LIMIT, LIST_BODY_LIMIT, LIST_ROW_TITLE_LIMIT, MAX_BUTTONS, MAX_LIST_ROWS, TEXT_LIMIT, MediaTooLargeError, WhatsAppSendError,
  type ListRow, type OutgoingMessage, type ReplyButton, type WhatsAppSender,
} from './whatsapp-sender';
import { createGraphHttp } from './graph-http';

export interface CloudSenderOptions {
  readonly graphUrl: string;
  readonly graphVersion: string;
  readonly phoneNumberId: string;
  readonly accessToken: string;
  /** Replaces the built-in HTTP client (keep-alive node:http) with this fetch. */
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const accepted = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const graphError = z.object({ error: z.object({ code: z.number().optional(), error_subcode: z.number().optional() }).loose() });
const mediaInfo = z.object({ url: z.url(), mime_type: z.string().min(1), file_size: z.number().int().nonnegative().optional() });

/** Graph error codes worth retrying: throttling and temporary unavailability. */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 80007, 130429, 131000, 131016, 131056, 133004]);

/** Buttons as WhatsApp accepts them: at most three, titles of at most 20 characters. */
export function normaliseButtons(buttons: readonly ReplyButton[]): ReplyButton[] {
  return buttons.slice(0, MAX_BUTTONS).map((b) => ({
    id: b.id.slice(0, 256),
    title: shorten(b.title, BUTTON_TITLE_LIMIT),
  }));
}

/** A list as WhatsApp accepts it: a button label of at most 20 characters, at most ten rows of at most 24. */
export function normaliseList(button: string, rows: readonly ListRow[]): { button: string; rows: ListRow[] } {
  return {
    button: shorten(button, BUTTON_TITLE_LIMIT),
    rows: rows.slice(0, MAX_LIST_ROWS).map((r) => ({ id: r.id.slice(0, 200), title: shorten(r.title, LIST_ROW_TITLE_LIMIT) })),
  };
}

/** At most `limit` code points, ending in '…' when shortened. */
function shorten(text: string, limit: number): string {
  const points = Array.from(text);
  return points.length <= limit ? text : `${points.slice(0, limit - 1).join('').trimEnd()}…`;
}

/** The JSON body of POST /{phone-number-id}/messages for one message. */
export function graphMessageBody(to: string, message: OutgoingMessage): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  switch (message.type) {
    case 'text':
      if (message.text.length > TEXT_LIMIT) throw new WhatsAppSendError(`text over ${TEXT_LIMIT} characters (split it first)`, false);
      return { ...base, type: 'text', text: { preview_url: false, body: message.text } };
    case 'buttons':
      if (message.text.length > BUTTONS_BODY_LIMIT) throw new WhatsAppSendError(`button message body over ${BUTTONS_BODY_LIMIT} characters`, false);
      return {
        ...base, type: 'interactive',
        interactive: {
          type: 'button', body: { text: message.text },
          action: { buttons: normaliseButtons(message.buttons).map((b) => ({ type: 'reply', reply: { id: b.id, title: b.title } })) },
        },
      };
    case 'list': {
      if (message.text.length > LIST_BODY_LIMIT) throw new WhatsAppSendError(`list message body over ${LIST_BODY_LIMIT} characters`, false);
      const list = normaliseList(message.button, message.rows);
      return {
        ...base, type: 'interactive',
        interactive: { type: 'list', body: { text: message.text }, action: { button: list.button, sections: [{ rows: list.rows }] } },
      };
    }
    case 'template':
      return {
        ...base, type: 'template',
        template: { name: message.name, language: { code: message.language }, ...(message.components ? { components: message.components } : {}) },
      };
  }
}


/** The body, refused with MediaTooLargeError as soon as it passes `limit` bytes (the size Meta stated may be absent or wrong). */
async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new MediaTooLargeError(declared, limit);
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new MediaTooLargeError(null, limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) { bytes.set(c, at); at += c.byteLength; }
  return bytes;
}

export function createCloudSender(options: CloudSenderOptions): WhatsAppSender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = `${options.graphUrl.replace(/\/$/, '')}/${options.graphVersion}`;
  const auth = { authorization: `Bearer ${options.accessToken}` };

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new WhatsAppSendError(`Graph API unreachable (${error instanceof Error ? error.name : 'error'})`, true);
    }
  }

  // Replies go through a keep-alive node:http client (see graph-http.ts) unless a fetch is
  // given; media downloads, rare and possibly large, keep fetch.
  const graphHttp = options.fetch ? null : createGraphHttp();

  async function postJson(url: string, body: string): Promise<{ status: number; ok: boolean; json: unknown }> {
    const headers = { ...auth, 'content-type': 'application/json', accept: 'application/json' };
    if (!graphHttp) {
      const response = await call(url, { method: 'POST', headers, body });
      return { status: response.status, ok: response.ok, json: await response.json().catch(() => null) };
    }
    let answer;
    try {
      answer = await graphHttp.request('POST', url, headers, body, timeoutMs);
    } catch (error) {
      throw new WhatsAppSendError(`Graph API unreachable (${error instanceof Error ? error.name : 'error'})`, true);
    }
    let json: unknown = null;
    try { json = JSON.parse(answer.body.toString('utf8')); } catch { json = null; }
    return { status: answer.status, ok: answer.status >= 200 && answer.status < 300, json };
  }

  return {
    kind: 'cloud',
    async send(to, message) {
      const body = graphMessageBody(to, message);
      const response = await postJson(`${base}/${encodeURIComponent(options.phoneNumberId)}/messages`, JSON.stringify(body));
      const json = response.json;
      if (response.ok) {
        const ok = accepted.safeParse(json);
        if (ok.success) return { id: ok.data.messages[0]?.id ?? '' };
        throw new WhatsAppSendError(`Graph API answered ${response.status} without a message id`, true, null, response.status);
      }
      const err = graphError.safeParse(json);
      const code = err.success ? err.data.error.code ?? null : null;
      const retryable = response.status >= 500 || response.status === 429 || (code !== null && RETRYABLE_CODES.has(code));
      throw new WhatsAppSendError(`Graph API answered ${response.status}${code === null ? '' : ` (error ${code})`}`, retryable, code, response.status);
    },
    async fetchMedia(mediaId, maxBytes) {
      const infoResponse = await call(`${base}/${encodeURIComponent(mediaId)}`, { headers: { ...auth, accept: 'application/json' } });
      const info = mediaInfo.safeParse(await infoResponse.json().catch(() => null));
      if (!infoResponse.ok || !info.success) {
        throw new WhatsAppSendError(`media lookup answered ${infoResponse.status}`, infoResponse.status >= 500, null, infoResponse.status);
      }
      const limit = maxBytes ?? Number.POSITIVE_INFINITY;
      const stated = info.data.file_size;
      if (stated !== undefined && stated > limit) throw new MediaTooLargeError(stated, limit);
      // The media URL lives about five minutes and needs the same bearer token.
      const file = await call(info.data.url, { headers: auth });
      if (!file.ok) throw new WhatsAppSendError(`media download answered ${file.status}`, file.status >= 500, null, file.status);
      return { bytes: await readCapped(file, limit), mimeType: info.data.mime_type };
    },
    close() { graphHttp?.close(); return Promise.resolve(); },
  };
}
