// GET /api/records/stream — Server-Sent Events carrying the signed-in user's record
// changes. Each event's id is the record_events id, so the browser's EventSource sends
// Last-Event-ID when it reconnects and the stream resumes exactly where it stopped: the
// table, not the (never replayed) NOTIFY, is the source of truth.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { latestRecordEventId, recordChangesSince, type RecordChange } from '@kumbu/db/records';
import type { AppContext } from '../../app-context';
import { toRecordDto } from '../records/record-dto';

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
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
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
    const send = (change: RecordChange) => {
      const data = { op: change.op, id: change.recordId, collection: change.collection, record: change.record ? toRecordDto(change.record) : null };
      write(`id: ${change.eventId}\nevent: record\ndata: ${JSON.stringify(data)}\n\n`);
    };

    // One reader at a time: a burst of NOTIFYs becomes one or two catch-up reads, in order.
    const pump = async (): Promise<void> => {
      if (pumping) { again = true; return; }
      pumping = true;
      try {
        do {
          again = false;
          for (;;) {
            const changes = await recordChangesSince(db, user.id, cursor);
            for (const change of changes) { send(change); cursor = change.eventId; }
            if (changes.length < 500 || isClosed()) break;
          }
        } while (wantsAnotherRound() && !isClosed());
      } catch (error) {
        request.log.error({ err: error }, 'records stream read failed');
        end();
      } finally {
        pumping = false;
      }
    };

    // Subscribe before reading the starting point, so nothing committed in between is lost.
    const unsubscribe = ctx.feed.subscribe(user.id, () => { void pump(); }, () => { void pump(); });
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();

    function end(): void {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
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

function lastEventId(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
