// Questions: balance, spending/income by period (and category), who owes me / what I owe
// (all-time balances), biggest expenses, two periods compared — computed from the database
// with core's aggregates. In kwanza (the default), dollars and euros count too, each record
// at its day's rate, and the answer says which rates and what had none (issue 15); asked in
// a currency ("quanto gastei em dólares?"), that currency alone, unconverted.
import { type DayRange, addDays, isPreset, presetRange, rangeLengthDays, MAX_RANGE_DAYS } from '@kumbu/core/date-range';
import { type Currency, DEFAULT_CURRENCY, toCents } from '@kumbu/core/money';
import type { RateBook } from '@kumbu/core/fx';
import { CATEGORY_LABELS, isIncomeCategory } from '@kumbu/agent/categories';
import { fold } from '@kumbu/agent/text';
import type { Understanding } from '@kumbu/agent/understand';
import { queryReply, type PartyOutstanding, type Reply } from '@kumbu/agent/reply/replies';
import { compareReply, type ComparedSide } from '@kumbu/agent/reply/compare-reply';
import { type ConversionNote, ratesLines, unconvertedLines } from '@kumbu/agent/reply/rates-note';
import type { CopilotContext } from './copilot-context';
import { allTimeBalances } from './copilot-reads';
import { byCategory } from './category-totals';
import { copilotRateBook, kwanzaBalances } from './copilot-kwanza';
import { biggestExpensesOf, incomeByCategoryOf, periodAggregates, periodTotals } from './copilot-figures';

/** The dashboard's longest range: a longer period keeps its last MAX_RANGE_DAYS days. */
function capped(range: DayRange): DayRange {
  return rangeLengthDays(range) > MAX_RANGE_DAYS ? { start: addDays(range.end, -(MAX_RANGE_DAYS - 1)), end: range.end } : range;
}

export async function queryAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const q = u.query ?? { type: 'balance' as const };
  // "quanto gastei em dólares?": the currency asked about; kwanza otherwise.
  const currency: Currency = u.currency;
  const rates: RateBook | undefined = currency === DEFAULT_CURRENCY ? await copilotRateBook(ctx) : undefined;
  const options = { currency, now: ctx.now, ...(rates ? { rates } : {}) };
  if (q.compare && (q.type === 'balance' || q.type === 'spending' || q.type === 'income')) {
    const notes: ConversionNote[] = [];
    const side = async (range: DayRange): Promise<ComparedSide> => {
      const r = capped(range);
      const agg = periodAggregates(await periodTotals(ctx, r, q.category), options);
      if (agg.conversion) notes.push(agg.conversion);
      return { range: r, incomeCents: agg.income, expenseCents: agg.expense };
    };
    const reply = compareReply({
      type: q.type, today: ctx.today, currency,
      ...(q.category ? { category: CATEGORY_LABELS[q.category][ctx.lang] } : {}),
      earlier: await side(q.compare.earlier), later: await side(q.compare.later),
    }, ctx.lang);
    // Each side's records without a rate, then the rates both sides used.
    const extra = [...notes.flatMap((n) => unconvertedLines(n, ctx.lang)), ...ratesLines(notes, ctx.lang)];
    return [extra.length > 0 ? { ...reply, text: [reply.text, ...extra].join('\n') } : reply];
  }
  const period = q.period ?? 'thisMonth';
  const range = capped(isPreset(period) ? presetRange(period, ctx.now) : period);

  // Debts and loans are all-time balances: no period to read.
  const owes = q.type === 'owedToMe' || q.type === 'iOwe';
  const totals = owes ? null : await periodTotals(ctx, range, q.category);
  const agg = totals ? periodAggregates(totals, options) : null;
  const biggest = totals && q.type === 'biggestExpenses' ? await biggestExpensesOf(ctx, totals, currency, rates) : [];
  const owing = q.type === 'owedToMe' || q.type === 'iOwe' ? await outstanding(ctx, q.type, q.party, rates !== undefined) : null;
  return [queryReply({
    type: q.type, period, today: ctx.today,
    ...(q.category ? { category: { label: CATEGORY_LABELS[q.category][ctx.lang], income: isIncomeCategory(q.category) } } : {}),
    figures: {
      currency, incomeCents: agg?.income ?? toCents(0), expenseCents: agg?.expense ?? toCents(0), biggest,
      categories: !totals || !agg ? [] : q.type === 'income' ? incomeByCategoryOf(totals, currency, ctx.lang, rates) : byCategory(agg.categoryBreakdown, ctx.lang),
    },
    parties: owing?.parties ?? [],
    ...(owing ? (owing.conversion ? { conversion: owing.conversion } : {}) : agg?.conversion ? { conversion: agg.conversion } : {}),
  }, ctx.lang)];
}

/**
 * All-time balances by party: in kwanza with foreign records converted (the $100 owed to Mike
 * counts in "Deve 160 000 Kz"), or per currency as stored when `inKwanza` is false.
 */
async function outstanding(
  ctx: CopilotContext, type: 'owedToMe' | 'iOwe', party: string | undefined, inKwanza: boolean,
): Promise<{ parties: PartyOutstanding[]; conversion?: ConversionNote }> {
  const out: PartyOutstanding[] = [];
  const kz = inKwanza ? await kwanzaBalances(ctx) : null;
  for (const b of kz ? [kz] : await allTimeBalances(ctx)) {
    const book = type === 'owedToMe' ? b.loans : b.debts;
    for (const p of book.byParty) out.push({ party: p.party, outstandingCents: p.outstandingCents, currency: b.currency });
  }
  const wanted = party ? fold(party) : null;
  const parties = out.filter((p) => wanted === null || fold(p.party) === wanted).sort((a, b) => b.outstandingCents - a.outstandingCents);
  return kz ? { parties, conversion: kz.conversion } : { parties };
}
