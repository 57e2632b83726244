// GET /api/records/stream — Server-Sent Events carrying the signed-in user's record
// changes. Each event's id is the record_events id, so the browser's EventSource sends
// Last-Event-ID when it reconnects and the stream resumes exactly where it stopped: the
// table, not the (never replayed) NOTIFY, is the source of truth. A stream lives only as
// long as its session: it ends the moment the session is revoked on any instance (sign-out,
// password change, deletion — the session feed) and each heartbeat re-checks the session.
// After each round of record events it sends one `accounts` event with every account's
// balance (issue 15), so an open Accounts view follows transfers and spending without polling.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { sessions } from '@kumbu/db/schema';
import type { DbOrTx } from '@kumbu/db/database';
import { latestRecordEventId, recordChangesSince, type RecordChange } from '@kumbu/db/records';
import { moneyAccountBalances } from '@kumbu/db/money-accounts';
import type { RateBook } from '@kumbu/core/fx';
import type { AppContext } from '../../app-context';
import { rateBookForRows, toRecordDto } from '../records/record-dto';

const HEARTBEAT_MS = 25_000;

export function registerRecordsStream(app: FastifyInstance, ctx: AppContext): void {
  const open = new Set<() => void>();
  app.addHook('onClose', (_instance, done) => { for (const end of [...open]) end(); done(); });

  app.get('/api/records/stream', async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await ctx.sessions.require(request);
    const resumeFrom = lastEventId(request);
    const db = ctx.database.db;

    reply.hijack();
    const res = reply.raw;
    // Hijacked: Fastify sends nothing more, so the headers the hooks set (the security
    // headers) are written here with the stream's own.
    res.writeHead(200, {
      ...hookHeaders(reply),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');

    let closed = false;
    let cursor = 0;
    let pumping = false;
    let again = false;

    // Read through functions: these flags change in other callbacks while a pump awaits.
    const isClosed = () => closed;
    const wantsAnotherRound = () => again;
    const write = (chunk: string) => { if (!closed) res.write(chunk); };
    const send = (change: RecordChange, book: RateBook) => {
      // One statement touched more than 500 records (an import, its undo): the page reloads.
      if (change.op === 'reload') { write(`id: ${change.eventId}\nevent: reload\ndata: {}\n\n`); return; }
      const data = { op: change.op, id: change.recordId, collection: change.collection, record: change.record ? toRecordDto(change.record, book) : null };
      write(`id: ${change.eventId}\nevent: record\ndata: ${JSON.stringify(data)}\n\n`);
    };

    // One reader at a time: a burst of NOTIFYs becomes one or two catch-up reads, in order.
    const pump = async (): Promise<void> => {
      if (pumping) { again = true; return; }
      pumping = true;
      let sent = false;
      try {
        do {
          again = false;
          for (;;) {
            const changes = await recordChangesSince(db, user.id, cursor);
            // One rates read per batch, and only when a record in it is in a foreign currency.
            const book = await rateBookForRows(ctx, db, changes.flatMap((c) => (c.op !== 'reload' && c.record ? [c.record] : [])));
            // A reload makes the changes before it moot (the page fetches what is there now):
            // an import writes one per chunk, and the browser reloads once.
            let from = 0;
            changes.forEach((c, i) => { if (c.op === 'reload') from = i; });
            for (const change of changes.slice(from)) send(change, book);
            const last = changes.at(-1);
            if (last) cursor = last.eventId;
            if (changes.length > 0) sent = true;
            if (changes.length < 500 || isClosed()) break;
          }
        } while (wantsAnotherRound() && !isClosed());
        // The balances after the whole round: one statement, however many records changed.
        if (sent && !isClosed()) {
          const balances = await moneyAccountBalances(db, user.id);
          write(`event: accounts\ndata: ${JSON.stringify({ items: balances.map((b) => ({ id: b.accountId, balanceCents: b.balanceCents })) })}\n\n`);
        }
      } catch (error) {
        request.log.error({ err: error }, 'records stream read failed');
        end();
      } finally {
        pumping = false;
      }
    };

    // Subscribe before reading the starting point, so nothing committed in between is lost.
    const unsubscribe = ctx.feed.subscribe(user.id, () => { void pump(); }, () => { void pump(); });
    // Ends when this session is revoked on any instance; after a lost feed connection (a
    // revocation may have been missed) the session row is checked instead.
    const stopRevocations = ctx.sessionFeed.subscribe(
      (revoked) => { if (revoked.sessionId === user.sessionId) end(); },
      () => { void recheck(); },
    );
    const recheck = async (): Promise<void> => {
      try {
        // better-auth's expiry is on the wall clock, not the app's (test) clock.
        if (!await sessionAlive(db, user.sessionId, new Date())) end();
      } catch (error) {
        request.log.warn({ err: error }, 'records stream could not re-check its session');
      }
    };
    // Revoked between the sign-in check above and the subscription: caught here.
    void recheck();
    const heartbeat = setInterval(() => { write(': keep-alive\n\n'); void recheck(); }, HEARTBEAT_MS);
    heartbeat.unref();

    function end(): void {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      stopRevocations();
      open.delete(end);
      res.end();
    }
    open.add(end);
    request.raw.on('close', end);

    cursor = resumeFrom ?? (await latestRecordEventId(db, user.id));
    write(`event: ready\ndata: ${JSON.stringify({ lastEventId: cursor })}\n\n`);
    await pump();
  });
}

/** The session still exists and has not expired. */
async function sessionAlive(db: DbOrTx, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now))).limit(1);
  return rows.length > 0;
}

function hookHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  return headers;
}

function lastEventId(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
