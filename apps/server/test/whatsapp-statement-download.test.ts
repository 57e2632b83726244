// A statement sent on WhatsApp is downloaded before the inbox worker's transaction (the port's
// `prepare`), never inside it: on PGlite, the one connection `npm start` uses, a download of up
// to 20 MB from Meta would otherwise hold every other use of the database. The download is held
// open here (a fetchMedia waiting on a promise the test controls) while another transaction on
// the same database completes; once it resolves the summary comes, once. A message delivered
// twice is read, kept and imported once; a passing download failure is tried again. Without a
// model only documents are prepared (the rest keep group commit); with one, every message is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { importUploads, inboundMessages, outboundMessages, profiles, records } from '@kumbu/db/schema';
import type { MediaFile } from '../src/adapters/whatsapp/whatsapp-sender';
import { WhatsAppSendError } from '../src/adapters/whatsapp/whatsapp-sender';
import { createCopilotPort } from '../src/features/copilot/copilot-port';
import { startTestApp, type TestApp } from './helpers';
import { setSubscription } from './billing-helpers';
import { buttonEnvelope, copilotUser, deliver } from './copilot-helpers';
import { SIMULATOR_ENV, documentEnvelope, eventually, postWebhook, sleep, wamid } from './whatsapp-helpers';
import { BAI_STATEMENT } from '../../../packages/imports/test/fixtures/bai-statement';

/** A promise and its resolve, to hold a download open until the test lets it finish. */
function gate<T>(): { promise: Promise<T>; open: (value: T) => void } {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => { open = resolve; });
  return { promise, open };
}

/** `work`, or a failure if it has not finished within `ms` (the database is held). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`not done within ${ms} ms: the database is held`)), ms); });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const CSV: MediaFile = { bytes: new TextEncoder().encode(BAI_STATEMENT), mimeType: 'text/csv' };

describe.each([{ withModel: false }, { withModel: true }])('WhatsApp statements are downloaded outside the worker\'s transaction (PGlite, one connection; model: $withModel)', ({ withModel }) => {
  let t: TestApp;
  /** Messages the model was asked about: never a document. */
  const asked: string[] = [];
  /** What each media id's download does; every call is counted. */
  const downloads = new Map<string, () => Promise<MediaFile>>();
  const calls: string[] = [];
  const held: { open: (file: MediaFile) => void }[] = [];

  beforeAll(async () => {
    const fetchMedia = (mediaId: string): Promise<MediaFile> => {
      calls.push(mediaId);
      const download = downloads.get(mediaId);
      return download ? download() : Promise.reject(new WhatsAppSendError('unknown media', false));
    };
    const model = withModel ? { suggest: (messages: readonly { content: string }[]) => { asked.push(messages.at(-1)?.content ?? ''); return Promise.resolve(null); } } : null;
    t = await startTestApp('pglite', SIMULATOR_ENV, { whatsappPollMs: 20, conversation: createCopilotPort({ publicUrl: 'http://localhost:3000', fetchMedia, model }) });
  });
  afterAll(async () => {
    // A download still held (the test failed) must not keep the worker from stopping.
    for (const h of held) h.open(CSV);
    await t.close();
  });

  async function userWithBai(): Promise<{ waId: string; userId: string }> {
    const who = await copilotUser(t);
    await setSubscription(t.database.db, who.userId, { tier: 'standard', status: 'active', trial: false, expiresAt: new Date('2099-01-01T00:00:00Z') });
    await insertMoneyAccount(t.database.db, who.userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
    return who;
  }

  const inboundOf = async (messageId: string) => t.database.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId));
  const repliesTo = async (inboundId: number) => t.database.db.select().from(outboundMessages).where(eq(outboundMessages.inboundId, inboundId));

  it('holds no database while the download waits; the summary comes once it is done', async () => {
    const ana = await userWithBai();
    const download = gate<MediaFile>();
    held.push(download);
    const started = gate<undefined>();
    downloads.set('media-held', () => { started.open(undefined); return download.promise; });
    const messageId = wamid();
    expect((await postWebhook(t.app, documentEnvelope(ana.waId, 'media-held', 'extrato.csv', 'text/csv', undefined, messageId))).statusCode).toBe(200);
    await within(8_000, started.promise);

    // The download is under way: another transaction and a plain query on the same database go through.
    const names = await within(2_000, t.database.db.transaction(async (tx) => (await tx.select().from(profiles).where(eq(profiles.userId, ana.userId))).map((p) => p.whatsappId)));
    expect(names).toEqual([ana.waId]);
    const [row] = await within(2_000, inboundOf(messageId));
    expect(row?.status).toBe('received');
    expect(await within(2_000, repliesTo(row?.id ?? -1))).toEqual([]);

    download.open(CSV);
    const replies = await eventually(async () => { const r = await repliesTo(row?.id ?? -1); return r.length > 0 ? r : undefined; });
    await sleep(300);
    expect(await repliesTo(row?.id ?? -1)).toHaveLength(replies.length);
    expect(replies).toHaveLength(1);
    expect(JSON.stringify(replies[0]?.payload)).toContain('Li 3 movimentos da conta BAI (01/10 a 03/10): 3 novos');
    expect((await inboundOf(messageId))[0]?.status).toBe('processed');
    expect(calls.filter((c) => c === 'media-held')).toHaveLength(1);
  });

  it('a document delivered twice (Meta retrying the webhook) is downloaded, kept and answered once, and imports once', async () => {
    const beto = await userWithBai();
    const download = gate<MediaFile>();
    held.push(download);
    const started = gate<undefined>();
    downloads.set('media-twice', () => { started.open(undefined); return download.promise; });
    const messageId = wamid();
    const body = documentEnvelope(beto.waId, 'media-twice', 'extrato.csv', 'text/csv', undefined, messageId);
    expect((await postWebhook(t.app, body)).statusCode).toBe(200);
    await within(8_000, started.promise);
    // Delivered again while the first is still downloading.
    expect((await postWebhook(t.app, body)).statusCode).toBe(200);
    download.open(CSV);
    const [row] = await eventually(async () => { const r = await inboundOf(messageId); return r[0]?.status === 'processed' ? r : undefined; });
    await eventually(async () => (await repliesTo(row?.id ?? -1)).length > 0 || undefined);
    // And once more after it was answered.
    expect((await postWebhook(t.app, body)).statusCode).toBe(200);
    await sleep(300);
    expect(await inboundOf(messageId)).toHaveLength(1);
    expect(await repliesTo(row?.id ?? -1)).toHaveLength(1);
    expect(calls.filter((c) => c === 'media-twice')).toHaveLength(1);
    const uploads = await t.database.db.select().from(importUploads).where(eq(importUploads.userId, beto.userId));
    expect(uploads).toHaveLength(1);

    const payload = (await repliesTo(row?.id ?? -1))[0]?.payload as { buttons?: { id: string; title: string }[] } | undefined;
    const importId = payload?.buttons?.find((b) => b.title === 'Importar')?.id ?? '';
    expect(importId).toMatch(/^imp:ok:/u);
    const tap = buttonEnvelope(beto.waId, importId, 'Importar');
    const [done] = await deliver(t, beto.waId, tap);
    expect(done).toMatch(/^✅ Importei 3 movimentos para a conta BAI/u);
    // The tap delivered again: nothing more.
    expect((await postWebhook(t.app, tap)).statusCode).toBe(200);
    await sleep(300);
    expect(await t.database.db.select().from(records).where(eq(records.userId, beto.userId))).toHaveLength(3);
  });

  it('a passing download failure (Meta down) leaves the message to be tried again, downloaded again, and answered once', async () => {
    const caro = await userWithBai();
    let tries = 0;
    downloads.set('media-flaky', () => {
      tries++;
      return tries === 1 ? Promise.reject(new WhatsAppSendError('graph 503', true, null, 503)) : Promise.resolve(CSV);
    });
    const [summary, ...rest] = await deliver(t, caro.waId, documentEnvelope(caro.waId, 'media-flaky', 'extrato.csv', 'text/csv'));
    expect(summary).toContain('Li 3 movimentos da conta BAI');
    expect(rest).toEqual([]);
    expect(tries).toBe(2);
    const [row] = await t.database.db.select().from(inboundMessages).where(eq(inboundMessages.fromId, caro.waId));
    expect(row).toMatchObject({ status: 'processed', attempts: 1 });
    expect(row?.lastError).toContain('graph 503');
    // The model was asked about the «Importar» tap (as about any message it is unsure of), never about a document.
    expect(asked.filter((a) => !a.startsWith('Importar\n'))).toEqual([]);
  });
});
