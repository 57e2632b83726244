// GET /api/records/summary — the dashboard's numbers for a range, computed by
// packages/core over EVERY record in it (not just the page on screen), plus all-time
// outstanding debts and loans by party. In Luanda time (the default) from the records' daily
// totals (issue 19: a year of 100 000 records is a few thousand rows of sums); in another
// zone from the records themselves (range-figures.ts). Cached and invalidated like the listings.
//
// Kwanza equivalents (issue 15): `kwanza` is the kwanza aggregates with every USD and EUR
// record converted at its day's rate (`ratesUsed`, and `unconverted` for records with no
// rate: left out, never zero), `outstandingKz` the same for all-time debts and loans, and
// `rates` the few rates the browser converts live changes with. `byCurrency` and
// `outstanding` stay, per currency and unconverted.
//
// Rates and the cache: the rate book is loaded first (the fx service keeps it a few seconds)
// and its fingerprint is part of the cache key, so a rate set with `kumbu fx set` (another
// process) is never answered from a cached summary once the book shows it. An open dashboard
// is not pushed a rate change (rates are not records); its next load of the summary — any
// record change, a range change, a reload — shows the new rates.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { checkRange, isSupportedDay } from '@kumbu/core/date-range';
import { debtAndLoanTotalsByDay } from '@kumbu/db/records-kwanza';
import { dayOf } from '@kumbu/core/date-range';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { balancesOfTotals } from './finance-rows';
import { rangeFigures } from './range-figures';
import { validTimeZone } from './time-zone';
import { kwanzaOutstanding, rateBookFingerprint, ratesForBrowser } from './kwanza-rows';

const day = z.string().refine(isSupportedDay, 'expected YYYY-MM-DD, years 1900–2100');
const summaryQuery = z.object({ start: day, end: day, tz: z.string().max(64).optional() });

export function registerSummaryRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.get('/api/records/summary', async (request, reply) => {
    const user = await ctx.sessions.require(request);
    const query = parseWith(summaryQuery, request.query, request);
    const timeZone = validTimeZone(query.tz);
    const checked = checkRange({ start: query.start, end: query.end });
    if (!checked.ok) throw new KumbuError('range-too-large');
    const now = ctx.now();
    // Every rate up to the range's end or today, whichever is later (all-time balances reach today).
    const today = dayOf(now, timeZone);
    const book = await ctx.fx.rateBookFor(db, checked.range.end > today ? checked.range.end : today);
    // The day is part of the key: "averages so far" depend on today; so are the rates.
    const cacheKey = `summary|${checked.range.start}|${checked.range.end}|${timeZone}|${now.toISOString().slice(0, 10)}|${rateBookFingerprint(book)}`;
    const cached = ctx.recordsCache.get(user.id, cacheKey);
    if (cached !== undefined) return reply.type('application/json; charset=utf-8').send(cached);

    const generation = ctx.recordsCache.begin(user.id);
    const [figures, totals] = await Promise.all([rangeFigures(db, user.id, checked.range, timeZone), debtAndLoanTotalsByDay(db, user.id, timeZone)]);
    const balances = balancesOfTotals(totals);
    const kwanza = figures.aggregate({ range: checked.range, timeZone, now, rates: book });
    const outstandingKz = kwanzaOutstanding(totals, book);
    const conversion = kwanza.conversion ?? { ratesUsed: [], unconverted: [] };
    const body = Buffer.from(JSON.stringify({
      success: true, status: 200,
      data: {
        range: checked.range,
        recordCount: figures.recordCount,
        // Kwanza first; other currencies are never converted, each gets its own figures.
        byCurrency: figures.currencies.map((currency) => figures.aggregate({ range: checked.range, timeZone, currency, now })),
        outstanding: balances,
        kwanza: { ...kwanza, ratesUsed: conversion.ratesUsed, unconverted: conversion.unconverted },
        outstandingKz,
        rates: ratesForBrowser(book, checked.range, [outstandingKz.conversion]),
      },
    }), 'utf8');
    ctx.recordsCache.set(user.id, cacheKey, body, generation);
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
