// The WhatsApp Cloud API webhook envelope (REFERENCE.md), validated at the boundary.
// Unknown fields are kept (loose objects): Meta adds message types and fields over time,
// and a message we cannot read yet is still stored, never refused.
import { z } from 'zod';

const media = z.looseObject({
  id: z.string().min(1),
  mime_type: z.string().optional(),
  sha256: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
  voice: z.boolean().optional(),
});

export const inboundMessageSchema = z.looseObject({
  from: z.string().regex(/^\d{5,20}$/),
  id: z.string().min(1).max(512),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().min(1).max(40),
  text: z.looseObject({ body: z.string() }).optional(),
  image: media.optional(),
  audio: media.optional(),
  document: media.optional(),
  video: media.optional(),
  sticker: media.optional(),
  interactive: z.looseObject({
    type: z.string(),
    button_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
    list_reply: z.looseObject({ id: z.string(), title: z.string(), description: z.string().optional() }).optional(),
  }).optional(),
  /** A tapped quick-reply button of a template. */
  button: z.looseObject({ text: z.string().optional(), payload: z.string().optional() }).optional(),
  context: z.looseObject({ from: z.string().optional(), id: z.string().optional() }).optional(),
});
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

export const statusSchema = z.looseObject({
  id: z.string().min(1).max(512),
  status: z.string().min(1).max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(40),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
export type StatusCallback = z.infer<typeof statusSchema>;

const contact = z.looseObject({ wa_id: z.string().optional(), profile: z.looseObject({ name: z.string().optional() }).optional() });

/** `value` of a change whose field is "messages". */
export const messagesValueSchema = z.looseObject({
  messaging_product: z.string().optional(),
  metadata: z.looseObject({ display_phone_number: z.string().optional(), phone_number_id: z.string().optional() }).optional(),
  contacts: z.array(contact).optional(),
  messages: z.array(inboundMessageSchema).optional(),
  statuses: z.array(statusSchema).optional(),
});

export const envelopeSchema = z.object({
  object: z.string(),
  entry: z.array(z.looseObject({
    id: z.string().optional(),
    changes: z.array(z.looseObject({ field: z.string(), value: z.unknown() })),
  })),
});

/** What is stored in inbound_messages.payload for each message. */
export const storedPayloadSchema = z.object({
  message: inboundMessageSchema,
  contactName: z.string().nullable(),
  phoneNumberId: z.string().nullable(),
});
export type StoredPayload = z.infer<typeof storedPayloadSchema>;

/** The words of a message, whatever its type: text, a tapped button's title, a caption. */
export function textOf(message: InboundMessage): string {
  return message.text?.body
    ?? message.interactive?.button_reply?.title
    ?? message.interactive?.list_reply?.title
    ?? message.button?.text
    ?? message.image?.caption
    ?? message.document?.caption
    ?? message.video?.caption
    ?? '';
}

/**
 * How an inbound message reads in a conversation view (the simulator page): its words, and a
 * document as "📎 <file name>" with its caption below. Not for the co-pilot, which reads textOf.
 */
export function shownTextOf(message: InboundMessage): string {
  const document = message.type === 'document' ? message.document : undefined;
  if (!document) return textOf(message);
  const name = `📎 ${document.filename ?? document.mime_type ?? 'document'}`;
  return document.caption ? `${name}\n${document.caption}` : name;
}

export interface SimulatedText {
  readonly phoneNumberId: string;
  readonly from: string;
  readonly name: string;
  readonly text: string;
  readonly id: string;
  readonly at: Date;
}

/** A tapped reply button or list row, as the simulator sends it. */
export interface SimulatedTap extends Omit<SimulatedText, 'text'> {
  readonly reply: { readonly kind: 'button' | 'list'; readonly id: string; readonly title: string };
}

/** A file sent as a document; `sha256` is the base64 SHA-256 of its bytes, as Meta sends it. */
export interface SimulatedDocument extends Omit<SimulatedText, 'text'> {
  readonly document: { readonly mediaId: string; readonly mimeType: string; readonly sha256: string; readonly filename: string; readonly caption?: string };
}

/** A real Cloud-API-shaped envelope carrying one message (the simulator, tests). */
function envelopeOf(m: Omit<SimulatedText, 'text'>, body: Record<string, unknown>): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [{
      id: '0',
      changes: [{
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: '244900000000', phone_number_id: m.phoneNumberId },
          contacts: [{ profile: { name: m.name }, wa_id: m.from }],
          messages: [{ from: m.from, id: m.id, timestamp: String(Math.floor(m.at.getTime() / 1000)), ...body }],
        },
      }],
    }],
  };
}

/** A real Cloud-API-shaped envelope carrying one text message (the simulator, tests). */
export function textEnvelope(m: SimulatedText): Record<string, unknown> {
  return envelopeOf(m, { type: 'text', text: { body: m.text } });
}

/** The envelope Meta sends when a reply button or a list row is tapped. */
export function tapEnvelope(m: SimulatedTap): Record<string, unknown> {
  const { kind, id, title } = m.reply;
  const interactive = kind === 'button' ? { type: 'button_reply', button_reply: { id, title } } : { type: 'list_reply', list_reply: { id, title } };
  return envelopeOf(m, { type: 'interactive', interactive });
}

/** The envelope Meta sends for a file shared as a document (its bytes are fetched by media id). */
export function documentEnvelope(m: SimulatedDocument): Record<string, unknown> {
  const { mediaId, mimeType, sha256, filename, caption } = m.document;
  return envelopeOf(m, { type: 'document', document: { id: mediaId, mime_type: mimeType, sha256, filename, ...(caption ? { caption } : {}) } });
}
