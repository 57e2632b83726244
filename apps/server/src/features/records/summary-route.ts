// GET /api/records/summary — the dashboard's numbers for a range, computed by
// packages/core over EVERY record in it (not just the page on screen), plus all-time
// outstanding debts and loans by party. Cached and invalidated like the listings.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { computeAggregates } from '@kumbu/core/aggregates';
import { checkRange, isSupportedDay, rangeBoundsUtc } from '@kumbu/core/date-range';
import { DEFAULT_CURRENCY, type Currency } from '@kumbu/core/money';
import { debtAndLoanTotals, recordsInRange } from '@kumbu/db/records';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { balancesOfTotals, toFinanceRecords } from './finance-rows';
import { validTimeZone } from './time-zone';

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
    // The day is part of the key: "averages so far" depend on today.
    const cacheKey = `summary|${checked.range.start}|${checked.range.end}|${timeZone}|${now.toISOString().slice(0, 10)}`;
    const cached = ctx.recordsCache.get(user.id, cacheKey);
    if (cached !== undefined) return reply.type('application/json; charset=utf-8').send(cached);

    const generation = ctx.recordsCache.begin(user.id);
    const { from, toExclusive } = rangeBoundsUtc(checked.range, timeZone);
    const [rows, totals] = await Promise.all([recordsInRange(db, user.id, from, toExclusive), debtAndLoanTotals(db, user.id)]);
    const inRange = toFinanceRecords(rows);
    const currencies = new Set<Currency>([DEFAULT_CURRENCY]);
    for (const r of inRange) currencies.add(r.currency);
    const balances = balancesOfTotals(totals);
    const body = Buffer.from(JSON.stringify({
      success: true, status: 200,
      data: {
        range: checked.range,
        recordCount: inRange.length,
        // Kwanza first; other currencies are never converted, each gets its own figures.
        byCurrency: [...currencies].map((currency) => computeAggregates(inRange, { range: checked.range, timeZone, currency, now })),
        outstanding: balances,
      },
    }), 'utf8');
    ctx.recordsCache.set(user.id, cacheKey, body, generation);
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
