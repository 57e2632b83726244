// The signed-in user's records: list by collection and date range (newest first, cursor
// pagination), create (Idempotency-Key aware), edit and delete. Every query is scoped to
// the caller's user id.
import type { FastifyInstance } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { checkRange, rangeBoundsUtc } from '@kumbu/core/date-range';
import { validTimeZone } from './time-zone';
import { searchFilter } from './record-search';
import { deleteRecord, getRecord, insertRecord, listRecordsPage, updateRecord } from '@kumbu/db/records';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { toRecordDto, toRecordDtos } from './record-dto';
import { rateBookFingerprint } from './kwanza-rows';
import { resolveCreateAccounts, resolvePatchAccounts } from './record-accounts';
import { langOf } from '../../http/lang';
import { dayOf } from '@kumbu/core/date-range';
import { decodeCursor, encodeCursor } from './cursor';
import { createRecordBody, listRecordsQuery, recordIdParams, updateRecordBody } from './record-schemas';
import { withIdempotency } from '../../http/idempotency';
import { registerExportRoute } from './export-route';
import { assertRecordAllowance } from '../limits/record-allowance';

export function registerRecordsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, sessions, recordsCache } = ctx;
  const db = database.db;

  registerExportRoute(app, ctx);

  app.get('/api/records', async (request, reply) => {
    const user = await sessions.require(request);
    const query = parseWith(listRecordsQuery, request.query, request);
    const timeZone = validTimeZone(query.tz);
    const checked = checkRange({ start: query.start, end: query.end });
    if (!checked.ok) throw new KumbuError('range-too-large');
    // JSON, not a joined string: a party may contain any separator.
    // The rates are part of the key (the fx service keeps the book a few seconds): a foreign
    // record's kwanza equivalent changes when a rate is set, even from another process.
    const book = await ctx.fx.rateBookFor(db, dayOf(ctx.now()));
    const cacheKey = JSON.stringify(['list', query.collection ?? null, query.type ?? null, query.party ?? null, query.accountId ?? null, query.category ?? null, query.q?.trim() ?? null, checked.range.start, checked.range.end, query.limit, query.cursor ?? null, timeZone, rateBookFingerprint(book)]);
    const cached = recordsCache.get(user.id, cacheKey);
    if (cached !== undefined) return reply.type('application/json; charset=utf-8').send(cached);

    const generation = recordsCache.begin(user.id);
    const { from, toExclusive } = rangeBoundsUtc(checked.range, timeZone);
    const page = await listRecordsPage(database, user.id, {
      collection: query.collection, kind: query.type, party: query.party, accountId: query.accountId, category: query.category, search: searchFilter(query.q), from, toExclusive, limit: query.limit,
      cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
    });
    const body = Buffer.from(JSON.stringify({
      success: true, status: 200,
      data: { items: page.rows.map((r) => toRecordDto(r, book)), nextCursor: page.next ? encodeCursor(page.next) : null, range: checked.range },
    }), 'utf8');
    recordsCache.set(user.id, cacheKey, body, generation);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/records/:id', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(recordIdParams, request.params, request);
    const row = await getRecord(db, user.id, id);
    if (!row) throw new KumbuError('record-not-found');
    const [dto] = await toRecordDtos(ctx, db, [row]);
    return sendData(reply, dto);
  });

  app.post('/api/records', async (request, reply) => {
    const user = await sessions.require(request);
    const body = parseWith(createRecordBody, request.body, request);
    const answer = await withIdempotency(db, request, user.id, 'records.create', async (tx) => {
      // The free allowance, counted in this transaction as WhatsApp counts it (402 past it).
      await assertRecordAllowance(tx, user.id, ctx.now());
      const accounts = await resolveCreateAccounts(tx, user.id, body.type, body.amount, body, langOf(request));
      const row = await insertRecord(tx, user.id, {
        kind: body.type, amountCents: body.amount, currency: accounts.currency ?? 'AOA',
        category: body.category ?? null, party: body.party ?? null, description: body.description ?? null, notes: body.notes ?? null,
        occurredAt: body.date ?? ctx.now(), source: 'api', accountId: accounts.accountId, transfer: accounts.transfer ?? undefined,
      });
      const [dto] = await toRecordDtos(ctx, tx, [row]);
      return { status: 201, data: dto };
    }, ctx.now());
    // Read-your-writes on this instance without waiting for our own NOTIFY to come back.
    recordsCache.invalidate(user.id);
    return sendData(reply, answer.data, answer.status);
  });

  app.patch('/api/records/:id', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(recordIdParams, request.params, request);
    const body = parseWith(updateRecordBody, request.body, request);
    const dto = await db.transaction(async (tx) => {
      const current = await getRecord(tx, user.id, id);
      if (!current) throw new KumbuError('record-not-found');
      const accounts = await resolvePatchAccounts(tx, user.id, current, { ...body, kind: body.type }, langOf(request));
      const row = await updateRecord(tx, user.id, id, {
        kind: body.type, amountCents: body.amount, currency: accounts.currency, category: body.category,
        party: body.party, description: body.description, notes: body.notes, occurredAt: body.date,
        accountId: accounts.accountId, transfer: accounts.transfer,
      });
      if (!row) throw new KumbuError('record-not-found');
      const [written] = await toRecordDtos(ctx, tx, [row]);
      return written;
    });
    recordsCache.invalidate(user.id);
    return sendData(reply, dto);
  });

  app.delete('/api/records/:id', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(recordIdParams, request.params, request);
    const row = await deleteRecord(db, user.id, id);
    if (!row) throw new KumbuError('record-not-found');
    recordsCache.invalidate(user.id);
    return sendData(reply, { id: row.id, deleted: true });
  });
}
