// GET /api/fx/rates?date=YYYY-MM-DD (signed in; the date defaults to today in Luanda):
// the reference rate each foreign currency uses on that day — the day's own, or the latest
// earlier one with `fallback: true` and its `rateDay` — the currencies with no rate at all
// (`missing`: never a zero), and the caller's own exchanges on or before that day.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addDays, dayOf, dayStartUtc, isSupportedDay, DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { FOREIGN_CURRENCIES, type ForeignCurrency, rateToDecimal } from '@kumbu/core/fx';
import { ownExchanges } from '@kumbu/db/fx-own';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';

const ratesQuery = z.object({ date: z.string().refine(isSupportedDay, 'expected YYYY-MM-DD, years 1900–2100').optional() });

/** How many of the caller's own exchanges the answer lists (newest first). */
export const OWN_EXCHANGES_LIMIT = 10;

export interface FxRateDto {
  readonly currency: ForeignCurrency;
  /** Kwanza per unit, decimal string ("912.34"). */
  readonly rate: string;
  readonly rateDay: string;
  readonly source: string;
  /** true: the day asked has no rate; this is the latest earlier one (of rateDay). */
  readonly fallback: boolean;
}

export interface OwnExchangeDto {
  readonly currency: ForeignCurrency;
  readonly rate: string;
  /** The exchange's day in Luanda. */
  readonly day: string;
  readonly recordId: string;
}

export interface FxRatesDto {
  readonly date: string;
  readonly rates: readonly FxRateDto[];
  readonly missing: readonly ForeignCurrency[];
  readonly own: readonly OwnExchangeDto[];
}

export function registerFxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.get('/api/fx/rates', async (request, reply) => {
    const user = await ctx.sessions.require(request);
    const query = parseWith(ratesQuery, request.query, request);
    const date = query.date ?? dayOf(ctx.now(), DEFAULT_TIME_ZONE);
    const [book, own] = await Promise.all([
      ctx.fx.rateBookFor(db, date),
      ownExchanges(db, user.id, dayStartUtc(addDays(date, 1), DEFAULT_TIME_ZONE), OWN_EXCHANGES_LIMIT),
    ]);
    const rates: FxRateDto[] = [];
    const missing: ForeignCurrency[] = [];
    for (const currency of FOREIGN_CURRENCIES) {
      const found = book.find(currency, date);
      if (!found) { missing.push(currency); continue; }
      rates.push({ currency, rate: rateToDecimal(found.rate.micros), rateDay: found.rate.day, source: found.rate.source, fallback: found.fallback });
    }
    const body: FxRatesDto = {
      date, rates, missing,
      own: own.map((e) => ({ currency: e.currency, rate: rateToDecimal(e.micros), day: dayOf(e.occurredAt, DEFAULT_TIME_ZONE), recordId: e.recordId })),
    };
    return sendData(reply, body);
  });
}
