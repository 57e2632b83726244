// A period's figures for the co-pilot's questions, reports and advice, from the records' daily
// totals (migration 0021, issue 19) instead of every record of the range: "quanto gastei este
// ano?" over 100 000 records reads a few thousand rows of sums and three records. The numbers
// are the ones core's computeAggregates gives over the records (copilot-figures.test.ts
// compares both over random histories). The co-pilot's days are Luanda's, the totals' own.
import { type AggregateOptions, type Aggregates } from '@kumbu/core/aggregates';
import { aggregatesFromTotals, type RecordTotal } from '@kumbu/core/aggregates-totals';
import { type DayRange, type DayString, dayFromNumber, dayOf, rangeBoundsUtc } from '@kumbu/core/date-range';
import { type Cents, type Currency, saturatingCents } from '@kumbu/core/money';
import { type RateBook } from '@kumbu/core/fx';
import { ConversionTally } from '@kumbu/core/fx-tally';
import { kindLabel } from '@kumbu/core/records';
import { type Lang } from '@kumbu/core/lang';
import { type CategoryKey, categoryKeyOf, categoryLabel } from '@kumbu/agent/categories';
import { type CategoryTotal } from '@kumbu/agent/reply/replies';
import { dayTotalsInRange, recordCategoryNames } from '@kumbu/db/record-day-totals';
import { biggestExpenses, expenseDescription } from '@kumbu/db/records';
import { toRecordTotals } from '../records/finance-rows';
import { byCategory } from './category-totals';
import type { CopilotContext } from './copilot-context';

/** How many of the biggest expenses an answer names. */
export const BIGGEST_SHOWN = 3;

/** What the figures read with: the worker's transaction, whose data, in which language. */
export type FiguresContext = Pick<CopilotContext, 'tx' | 'userId' | 'lang'>;

export interface BiggestExpense { readonly amountCents: Cents; readonly what: string; readonly day: DayString }

export interface PeriodTotals {
  readonly range: DayRange;
  /** The category the figures are limited to, if any. */
  readonly category: CategoryKey | undefined;
  /** The stored names of that category ("transport", an older "Transporte"); undefined without one. */
  readonly names: readonly string[] | undefined;
  readonly totals: readonly RecordTotal[];
}

/** The stored category names that mean `category` (none: the person never used it). */
async function namesOf(ctx: FiguresContext, category: CategoryKey): Promise<string[]> {
  return (await recordCategoryNames(ctx.tx, ctx.userId)).filter((name) => categoryKeyOf(name) === category);
}

/** The range's totals, of one category when asked about one. */
export async function periodTotals(ctx: FiguresContext, range: DayRange, category?: CategoryKey): Promise<PeriodTotals> {
  const names = category === undefined ? undefined : await namesOf(ctx, category);
  const rows = await dayTotalsInRange(ctx.tx, ctx.userId, range.start, range.end, names);
  return { range, category, names, totals: toRecordTotals(rows) };
}

/** The period's aggregates, as computeAggregates gives them over its records. */
export function periodAggregates(p: PeriodTotals, options: Omit<AggregateOptions, 'range'>): Aggregates {
  return aggregatesFromTotals(p.totals, { ...options, range: p.range });
}

/**
 * Income by category in `currency` ("other_income" when uncategorised); with `rates` (kwanza
 * answers), foreign income too, each record at its day's rate (none: left out, as the
 * aggregates leave it out and report it).
 */
export function incomeByCategoryOf(p: PeriodTotals, currency: Currency, lang: Lang, rates?: RateBook): CategoryTotal[] {
  const tally = rates ? new ConversionTally(rates) : null;
  const named: { name: string; valueCents: Cents }[] = [];
  for (const t of p.totals) {
    // Kwanza comes twice (per day, and per category over the range): the second has the category.
    if (t.kind !== 'income' || t.facet === 'day' || t.count === 0) continue;
    const name = t.category ?? 'other_income';
    if (t.currency === currency) { named.push({ name, valueCents: saturatingCents(t.totalCents) }); continue; }
    if (!tally || t.facet !== 'full' || t.dayNumber === null) continue;
    const each = tally.convert(t.currency, t.unitCents, dayFromNumber(t.dayNumber), 1, t.count);
    if (each !== null) named.push({ name, valueCents: saturatingCents(each * t.count) });
  }
  return byCategory(named, lang);
}

const whatOf = (category: string | null, description: string | null, lang: Lang): string =>
  (category !== null ? categoryLabel(category, lang) : null) ?? description ?? kindLabel('expense', lang);

/**
 * The period's biggest expenses in `currency`, biggest first (ties: the earlier day first): the
 * database's top three in that currency, and with `rates` the foreign ones the totals hold per
 * record amount and day, each at its day's rate.
 */
export async function biggestExpensesOf(ctx: FiguresContext, p: PeriodTotals, currency: Currency, rates?: RateBook): Promise<BiggestExpense[]> {
  const { from, toExclusive } = rangeBoundsUtc(p.range);
  interface Candidate { cents: number; day: DayString; what: () => Promise<string> }
  const candidates: Candidate[] = (await biggestExpenses(ctx.tx, ctx.userId, currency, from, toExclusive, BIGGEST_SHOWN, p.names))
    .map((r) => ({ cents: r.amountCents, day: dayOf(r.occurredAt), what: () => Promise.resolve(whatOf(r.category, r.description, ctx.lang)) }));
  if (rates) {
    const tally = new ConversionTally(rates);
    for (const t of p.totals) {
      if (t.kind !== 'expense' || t.facet !== 'full' || t.currency === currency || t.dayNumber === null) continue;
      const day = dayFromNumber(t.dayNumber);
      const kz = tally.convert(t.currency, t.unitCents, day, 1, t.count);
      if (kz === null) continue;
      const what = async (): Promise<string> => {
        if (t.category !== null) return whatOf(t.category, null, ctx.lang);
        const bounds = rangeBoundsUtc({ start: day, end: day });
        return whatOf(null, await expenseDescription(ctx.tx, ctx.userId, t.currency, t.unitCents, bounds.from, bounds.toExclusive), ctx.lang);
      };
      // Equal records are equal candidates: as many as could be shown.
      for (let i = 0; i < Math.min(t.count, BIGGEST_SHOWN); i++) candidates.push({ cents: kz, day, what });
    }
  }
  const top = candidates.sort((a, b) => b.cents - a.cents || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)).slice(0, BIGGEST_SHOWN);
  const out: BiggestExpense[] = [];
  for (const c of top) out.push({ amountCents: saturatingCents(c.cents), what: await c.what(), day: c.day });
  return out;
}
