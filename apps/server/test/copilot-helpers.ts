// Co-pilot test wiring: a user with a WhatsApp number, and `chat()` that sends one message
// through the real signed webhook and returns the replies as the simulator wrote them.
import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '@kumbu/core/lang';
import { inboundMessages, outboundMessages, records } from '@kumbu/db/schema';
import type { Engine } from '@kumbu/db/testing';
import { createAccount } from '../src/accounts/create-account';
import { startTestApp, type TestApp } from './helpers';
import { SIMULATOR_ENV, envelope, eventually, postWebhook, wamid, whatsappOutbox } from './whatsapp-helpers';

export function startCopilotApp(engine: Engine): Promise<TestApp> {
  return startTestApp(engine, SIMULATOR_ENV, { whatsappPollMs: 20 });
}

let seq = 0;
/** A verified account with a WhatsApp number; returns its wa_id digits and user id. */
export async function copilotUser(t: TestApp, lang: Lang = 'pt'): Promise<{ waId: string; userId: string }> {
  seq++;
  const waId = `24493${String(Date.now() % 100000).padStart(5, '0')}${String(seq).padStart(2, '0')}`;
  const { userId } = await createAccount(t.database.db, t.app.kumbu.auth, {
    email: `copilot-${waId}@kumbu.ao`, password: 'muito-segura-1', fullName: 'Ana Kumbu', whatsapp: `+${waId}`, language: lang, verified: true,
  }, new Date());
  return { waId, userId };
}

/** Posts a message (any Cloud API message body) and waits until it is processed and every reply is sent. */
export async function deliver(t: TestApp, waId: string, body: Record<string, unknown>): Promise<string[]> {
  const before = (await whatsappOutbox(t.database, waId)).length;
  const res = await postWebhook(t.app, body);
  if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}`);
  const messageId = (body.entry as { changes: { value: { messages: { id: string }[] } }[] }[])[0]?.changes[0]?.value.messages[0]?.id ?? '';
  const [row] = await eventually(async () => {
    const rows = await t.database.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId));
    return rows[0]?.status === 'processed' ? rows : undefined;
  });
  await eventually(async () => {
    const out = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.inboundId, row?.id ?? -1));
    return out.every((o) => o.status === 'sent') || undefined;
  });
  return (await whatsappOutbox(t.database, waId)).slice(before).map((m) => m.bodyText.replace(/[\u00a0\u202f]/g, ' '));
}

export async function chat(t: TestApp, waId: string, text: string, id = wamid()): Promise<string[]> {
  return deliver(t, waId, envelope(waId, text, id));
}

/** A text envelope turned into a tap: Meta sends the tapped title with the button's or row's id. */
function tapped(waId: string, title: string, interactive: Record<string, unknown>): Record<string, unknown> {
  const body = envelope(waId, title) as { entry: { changes: { value: { messages: Record<string, unknown>[] } }[] }[] };
  const message = body.entry[0]?.changes[0]?.value.messages[0];
  if (message) {
    delete message.text;
    message.type = 'interactive';
    message.interactive = interactive;
  }
  return body;
}

/** A tapped reply button, as Meta delivers it. */
export function buttonEnvelope(waId: string, buttonId: string, title: string): Record<string, unknown> {
  return tapped(waId, title, { type: 'button_reply', button_reply: { id: buttonId, title } });
}

/** A tapped list row, as Meta delivers it. */
export function listReplyEnvelope(waId: string, rowId: string, title: string): Record<string, unknown> {
  return tapped(waId, title, { type: 'list_reply', list_reply: { id: rowId, title } });
}

/** The payload of the last button or list message queued for a number. */
export async function lastInteractive(t: TestApp, waId: string): Promise<{ type: string; buttons?: { id: string; title: string }[]; button?: string; rows?: { id: string; title: string }[] }> {
  const rows = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.toId, waId)).orderBy(asc(outboundMessages.id));
  for (const r of rows.reverse()) {
    const payload = r.payload as { type: string };
    if (payload.type === 'buttons' || payload.type === 'list') return payload;
  }
  throw new Error('no interactive reply');
}

export async function userRecords(t: TestApp, userId: string): Promise<(typeof records.$inferSelect)[]> {
  return t.database.db.select().from(records).where(and(eq(records.userId, userId))).orderBy(asc(records.createdAt), asc(records.id));
}

/** The Undo button id of the latest buttons reply to this number. */
export async function lastUndoButtonId(t: TestApp, waId: string): Promise<string> {
  const rows = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.toId, waId)).orderBy(asc(outboundMessages.id));
  for (const r of rows.reverse()) {
    const payload = r.payload as { type?: string; buttons?: { id: string }[] };
    if (payload.type === 'buttons' && payload.buttons?.[0]) return payload.buttons[0].id;
  }
  throw new Error('no buttons reply');
}
