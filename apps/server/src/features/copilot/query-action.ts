// Questions: balance, spending/income by period (and category), who owes me / what I owe
// (all-time balances), biggest expenses, two periods compared — computed from the database
// with core's aggregates.
import { computeAggregates } from '@kumbu/core/aggregates';
import { type DayRange, addDays, isPreset, presetRange, rangeLengthDays, MAX_RANGE_DAYS, dayOf } from '@kumbu/core/date-range';
import { type Currency } from '@kumbu/core/money';
import { type FinanceRecord, kindLabel } from '@kumbu/core/records';
import { CATEGORY_LABELS, type CategoryKey, categoryKeyOf, categoryLabel, isIncomeCategory } from '@kumbu/agent/categories';
import { fold } from '@kumbu/agent/text';
import type { Understanding } from '@kumbu/agent/understand';
import { queryReply, type PartyOutstanding, type Reply } from '@kumbu/agent/reply/replies';
import { compareReply, type ComparedSide } from '@kumbu/agent/reply/compare-reply';
import type { CopilotContext } from './copilot-context';
import { allTimeBalances, financeRecordsIn } from './copilot-reads';
import { byCategory, incomeByCategory } from './category-totals';

/** The dashboard's longest range: a longer period keeps its last MAX_RANGE_DAYS days. */
function capped(range: DayRange): DayRange {
  return rangeLengthDays(range) > MAX_RANGE_DAYS ? { start: addDays(range.end, -(MAX_RANGE_DAYS - 1)), end: range.end } : range;
}

/** The period's income and expense records, of the category asked about when there is one. */
async function recordsIn(ctx: CopilotContext, range: DayRange, category: CategoryKey | undefined): Promise<FinanceRecord[]> {
  const list = await financeRecordsIn(ctx, range);
  return category ? list.filter((r) => r.category !== null && categoryKeyOf(r.category) === category) : list;
}

export async function queryAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const q = u.query ?? { type: 'balance' as const };
  // "quanto gastei em dólares?": the currency asked about; kwanza otherwise.
  const currency: Currency = u.currency;
  if (q.compare && (q.type === 'balance' || q.type === 'spending' || q.type === 'income')) {
    const side = async (range: DayRange): Promise<ComparedSide> => {
      const r = capped(range);
      const agg = computeAggregates(await recordsIn(ctx, r, q.category), { range: r, currency, now: ctx.now });
      return { range: r, incomeCents: agg.income, expenseCents: agg.expense };
    };
    return [compareReply({
      type: q.type, today: ctx.today, currency,
      ...(q.category ? { category: CATEGORY_LABELS[q.category][ctx.lang] } : {}),
      earlier: await side(q.compare.earlier), later: await side(q.compare.later),
    }, ctx.lang)];
  }
  const period = q.period ?? 'thisMonth';
  const range = capped(isPreset(period) ? presetRange(period, ctx.now) : period);

  const needsRecords = q.type !== 'owedToMe' && q.type !== 'iOwe';
  const list: FinanceRecord[] = needsRecords ? await recordsIn(ctx, range, q.category) : [];
  const agg = computeAggregates(list, { range, currency, now: ctx.now });
  const biggest = list.filter((r) => r.kind === 'expense' && r.currency === currency)
    .sort((a, b) => b.amountCents - a.amountCents).slice(0, 3)
    .map((r) => ({ amountCents: r.amountCents, what: (r.category !== null ? categoryLabel(r.category, ctx.lang) : null) ?? r.description ?? kindLabel(r.kind, ctx.lang), day: dayOf(r.date) }));
  const parties = q.type === 'owedToMe' || q.type === 'iOwe' ? await outstanding(ctx, q.type, q.party) : [];
  return [queryReply({
    type: q.type, period, today: ctx.today,
    ...(q.category ? { category: { label: CATEGORY_LABELS[q.category][ctx.lang], income: isIncomeCategory(q.category) } } : {}),
    figures: {
      currency, incomeCents: agg.income, expenseCents: agg.expense, biggest,
      categories: q.type === 'income' ? incomeByCategory(list, currency, ctx.lang) : byCategory(agg.categoryBreakdown, ctx.lang),
    },
    parties,
  }, ctx.lang)];
}

async function outstanding(ctx: CopilotContext, type: 'owedToMe' | 'iOwe', party: string | undefined): Promise<PartyOutstanding[]> {
  const out: PartyOutstanding[] = [];
  for (const b of await allTimeBalances(ctx)) {
    const book = type === 'owedToMe' ? b.loans : b.debts;
    for (const p of book.byParty) out.push({ party: p.party, outstandingCents: p.outstandingCents, currency: b.currency });
  }
  const wanted = party ? fold(party) : null;
  return out.filter((p) => wanted === null || fold(p.party) === wanted).sort((a, b) => b.outstandingCents - a.outstandingCents);
}
