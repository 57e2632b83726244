// GET /api/records/export.csv — every record the dashboard's current view matches (tab,
// party, range), not just the pages on screen, as core's CSV: BOM, header, CRLF between
// rows, quoting, formulas neutralised, each record's Luanda day, its category in the
// export's language (`lang`, else Accept-Language), its account's name, its amount in kwanza
// (one rates read for the whole export), the file named after the range — or, with `all=1`,
// every record of the account (transactions-all-<today>.csv).
// Streamed in keyset pages (the first of 100, so the first byte waits for no more, then of
// 1 000): only the page being written is held — its rows are dropped as soon as they are CSV
// text, before the next page is read — so a year of records never sits in memory (bench/
// export.bench.ts: 100 000 records, first byte < 100 ms, server memory growth < 50 MB). The
// bytes are exactly `recordsToCsv(allRows, options)`.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGS, type Lang } from '@kumbu/core/lang';
import { categoryLabel } from '@kumbu/agent/categories';
import { KumbuError } from '@kumbu/core/errors';
import { MAX_YEAR, MIN_YEAR, checkRange, dayOf, rangeBoundsUtc } from '@kumbu/core/date-range';
import { csvAllFileName, csvFileName, recordsToCsv, type CsvOptions } from '@kumbu/core/csv';
import { listRecords, type ListRecordsQuery, type RecordRow } from '@kumbu/db/records';
import { listMoneyAccounts } from '@kumbu/db/money-accounts';
import { parseWith } from '../../http/parse';
import { langOf } from '../../http/lang';
import type { AppContext } from '../../app-context';
import { recordFilterQuery } from './record-schemas';
import { toFinanceRecords } from './finance-rows';
import { validTimeZone } from './time-zone';
import { searchFilter } from './record-search';

const BATCH = 1_000;
/** The first page's size: read before answering, so it is what the first byte waits for. */
const FIRST_BATCH = 100;
/** BOM + header: what `recordsToCsv([])` gives; each batch's rows follow it, CRLF-led. */
const HEAD = recordsToCsv([]);

/** A page's rows as CSV, each CRLF-led ('' for none): what follows HEAD in `recordsToCsv`. */
function csvRows(rows: readonly RecordRow[], options: CsvOptions): string {
  const batch = toFinanceRecords(rows);
  return batch.length > 0 ? recordsToCsv(batch, options).slice(HEAD.length) : '';
}

/**
 * The view's filters plus the export's language (the dashboard sends its own; Accept-Language
 * otherwise). `all=1` exports every record the person has, whatever its date (Settings offers
 * it before deleting the account); otherwise the range is required and at most 365 days.
 */
const exportQuery = recordFilterQuery.extend({
  lang: z.enum(LANGS).optional(),
  all: z.literal('1').optional(),
  start: recordFilterQuery.shape.start.optional(),
  end: recordFilterQuery.shape.end.optional(),
});

/** Every instant records may have (core's MIN_YEAR..MAX_YEAR). */
const ALL_TIME = { from: new Date(Date.UTC(MIN_YEAR, 0, 1)), toExclusive: new Date(Date.UTC(MAX_YEAR + 1, 0, 1)) };

type ExportQuery = z.infer<typeof exportQuery>;

/** The instants to export and the file's name: all of them, or the view's range (≤ 365 days). */
function exportSpan(query: ExportQuery, timeZone: string, today: string): { from: Date; toExclusive: Date; fileName: string } {
  if (query.all === '1') return { ...ALL_TIME, fileName: csvAllFileName(today) };
  if (query.start === undefined || query.end === undefined) throw new KumbuError('validation-failed', { detail: 'start and end, or all=1' });
  const checked = checkRange({ start: query.start, end: query.end });
  if (!checked.ok) throw new KumbuError('range-too-large');
  return { ...rangeBoundsUtc(checked.range, timeZone), fileName: csvFileName(checked.range) };
}

/** A stored category (key or name) as the export's reader sees it: one place to switch the labelling. */
function exportCategoryLabel(lang: Lang): (stored: string) => string {
  return (stored) => categoryLabel(stored, lang);
}

export function registerExportRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.get('/api/records/export.csv', async (request, reply) => {
    const user = await ctx.sessions.require(request);
    const query = parseWith(exportQuery, request.query, request);
    const timeZone = validTimeZone(query.tz);
    const { from, toExclusive, fileName } = exportSpan(query, timeZone, dayOf(ctx.now(), timeZone));
    const base: Omit<ListRecordsQuery, 'cursor'> = {
      collection: query.collection, kind: query.type, party: query.party, accountId: query.accountId, category: query.category, search: searchFilter(query.q), from, toExclusive, limit: BATCH,
    };
    const [accounts, rates] = await Promise.all([
      listMoneyAccounts(db, user.id, { includeArchived: true }),
      ctx.fx.rateBookFor(db, dayOf(ctx.now())),
    ]);
    const names = new Map(accounts.map((a) => [a.id, a.name]));
    const options: CsvOptions = {
      timeZone, categoryLabel: exportCategoryLabel(query.lang ?? langOf(request)),
      accountName: (id) => names.get(id) ?? '', rates,
    };

    // The first page is read before answering, so a database failure is still a clean JSON error.
    // `pending` is the one page held, and only until it is text: no rows wait across a write or
    // the next page's read (rows alive that long are promoted to V8's old generation; a year's
    // export grew the server's RSS by ~48 MB on PGlite when the generator kept its page, ~12 MB
    // since).
    let pending: Awaited<ReturnType<typeof listRecords>> | null = await listRecords(db, user.id, { ...base, limit: FIRST_BATCH });
    async function* chunks(): AsyncGenerator<string> {
      yield HEAD;
      while (pending !== null) {
        const text = csvRows(pending.rows, options);
        const next = pending.next;
        pending = null;
        if (text !== '') yield text;
        if (next === null) return;
        // One turn of the event loop between pages. On PGlite a query resolves without any I/O,
        // so without it reading and writing pages is one chain of microtasks until the socket's
        // buffer is full: the page just written stays corked in Node's socket (uncorked on
        // nextTick, which waits for the microtasks) — the first byte left only with the second
        // page, ~40 ms later — and other requests waited as long.
        await nextTurn();
        pending = await listRecords(db, user.id, { ...base, cursor: next });
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename=${fileName}`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks(), { objectMode: false }));
  });
}
