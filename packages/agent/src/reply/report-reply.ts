// The report sent on request ("manda o relatório do mês"): money in and out with the change
// against the period before, where the money went, open debts and loans, budgets and goals.
// Pure: the server gathers the figures; every line exists in pt and en (texts.ts).
import { type Cents, type Currency, toCents } from '@kumbu/core/money';
import { type DayRange } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { type ReportPeriod } from '../report';
import { budgetCheckLines, goalLines, type BudgetStatus, type CategoryTotal, type GoalStatus, type Reply } from './replies';
import { changeNote, formatDayRange, money, say } from './format';
import { type ConversionNote, ratesLines, unconvertedLines } from './rates-note';

export type ReportCategory = CategoryTotal;

export interface ReportFacts {
  readonly period: ReportPeriod;
  readonly range: DayRange;
  /** The period is over ("o relatório de outubro"): compared whole with the one before, without this month's budgets. */
  readonly past?: boolean;
  readonly currency: Currency;
  readonly incomeCents: Cents;
  readonly expenseCents: Cents;
  readonly previousIncomeCents: Cents;
  readonly previousExpenseCents: Cents;
  /** Records of any kind in the period, in this currency. */
  readonly recordCount: number;
  /** Expense categories of the period, biggest first (at most 3 are shown). */
  readonly categories: readonly ReportCategory[];
  /** All-time open balances, whatever the period. */
  readonly owedToMeCents: Cents;
  readonly iOweCents: Cents;
  readonly budgets: readonly BudgetStatus[];
  readonly goals: readonly GoalStatus[];
  readonly dashboardUrl: string;
  /**
   * Set when the figures are in kwanza with foreign records converted: the period's and the
   * open balances' rates and what had none (said under the figures they are missing from).
   */
  readonly conversion?: { readonly period: ConversionNote; readonly open: ConversionNote };
}

const TOP = 3;

export function reportReply(f: ReportFacts, lang: Lang): Reply {
  const m = (c: Cents): string => money(c, f.currency, lang);
  const title = say(f.period === 'week' ? 'reportTitleWeek' : 'reportTitleMonth', lang, { days: formatDayRange(f.range, lang) });
  const lines: string[] = [title];
  if (f.recordCount === 0) {
    lines.push(f.past ? say('reportEmptyPast', lang, { days: formatDayRange(f.range, lang) }) : say(f.period === 'week' ? 'reportEmptyWeek' : 'reportEmptyMonth', lang));
  } else {
    const previous = say(f.period === 'week' ? 'reportPreviousWeek' : f.past ? 'reportPreviousWholeMonth' : 'reportPreviousMonth', lang);
    lines.push(
      say('reportIncome', lang, { amount: m(f.incomeCents), change: changeNote(f.previousIncomeCents, f.incomeCents, lang, previous) }),
      say('reportExpense', lang, { amount: m(f.expenseCents), change: changeNote(f.previousExpenseCents, f.expenseCents, lang, previous) }),
      say('reportNet', lang, { amount: m(toCents(f.incomeCents - f.expenseCents)) }),
    );
    const top = f.categories.filter((c) => c.cents > 0).slice(0, TOP);
    if (top.length > 0 && f.expenseCents > 0) {
      lines.push('', say('reportWhereTitle', lang));
      for (const c of top) lines.push(say('reportWhereLine', lang, { category: c.label, amount: m(c.cents), percent: Math.round((c.cents * 100) / f.expenseCents) }));
    }
  }
  // Records of the period with no rate: said plainly, never counted as zero.
  if (f.conversion) lines.push(...unconvertedLines(f.conversion.period, lang));
  const open: string[] = [];
  if (f.owedToMeCents > 0) open.push(say('reportOwedToMe', lang, { amount: m(f.owedToMeCents) }));
  if (f.iOweCents > 0) open.push(say('reportIOwe', lang, { amount: m(f.iOweCents) }));
  if (f.conversion) open.push(...unconvertedLines(f.conversion.open, lang));
  if (open.length > 0) lines.push('', ...open);
  if (f.budgets.length > 0 && !f.past) lines.push('', ...budgetCheckLines(f.budgets, lang));
  if (f.goals.length > 0) lines.push('', ...goalLines(f.goals, lang));
  const rates = f.conversion ? ratesLines([f.conversion.period, f.conversion.open], lang) : [];
  if (rates.length > 0) lines.push('', ...rates);
  lines.push('', say('reportMore', lang, { url: f.dashboardUrl }));
  return { text: lines.join('\n') };
}
