// The figures an advice question is answered from (issue 16 item 8): the person's account
// balances, income and spending of a few periods by category, budgets this month, goals, and
// the debts and loans still open — all in kwanza, each through the same read queries the
// co-pilot's other answers use. Read-only: nothing here writes. The same facts feed the
// model's tools (advice-tools.ts) and the answer without a model (advice-action.ts).
import { type DayRange, addDays, presetRange } from '@kumbu/core/date-range';
import { DEFAULT_CURRENCY, isCurrency, saturatingCents, type Cents, type Currency } from '@kumbu/core/money';
import { convertCents, isForeignCurrency } from '@kumbu/core/fx';
import { categoryKeyOf } from '@kumbu/agent/categories';
import { mondayOf } from '@kumbu/agent/periods';
import { listGoals } from '@kumbu/db/goals';
import { listMoneyAccounts, moneyAccountBalances } from '@kumbu/db/money-accounts';
import type { BudgetStatus, GoalStatus } from '@kumbu/agent/reply/replies';
import type { CopilotContext } from './copilot-context';
import { periodAggregates, periodTotals } from './copilot-figures';
import { copilotRateBook, kwanzaBalances } from './copilot-kwanza';
import { budgetStatuses } from './budget-action';
import { goalStatus } from './goal-action';

/** The periods the spending tool knows; each is read once per question. */
export const SPENDING_PERIODS = ['thisWeek', 'thisMonth', 'lastMonth', 'last30Days'] as const;
export type SpendingPeriod = (typeof SPENDING_PERIODS)[number];

export interface PeriodFigures {
  readonly range: DayRange;
  readonly incomeCents: Cents;
  readonly expenseCents: Cents;
  /** Spending by category key ("transport"; a user's own name when it is none), biggest first. */
  readonly byCategory: readonly { readonly category: string; readonly cents: Cents }[];
}

export interface AccountFigure { readonly name: string; readonly currency: Currency; readonly balanceCents: Cents; readonly kzCents: Cents | null }
export interface PartyFigure { readonly party: string; readonly cents: Cents }

export interface AdviceFacts {
  readonly today: string;
  readonly accounts: readonly AccountFigure[];
  /** The accounts' total in kwanza (dollars and euros at the latest rate; without one, left out). */
  readonly totalKzCents: Cents;
  readonly spending: Readonly<Record<SpendingPeriod, PeriodFigures>>;
  readonly budgets: readonly BudgetStatus[];
  readonly goals: readonly GoalStatus[];
  /** What the person owes, and is owed, by party, in kwanza. */
  readonly iOwe: readonly PartyFigure[];
  readonly owedToMe: readonly PartyFigure[];
}

function rangeOf(period: SpendingPeriod, ctx: Pick<CopilotContext, 'now' | 'today'>): DayRange {
  if (period === 'thisWeek') return { start: mondayOf(ctx.today), end: ctx.today };
  if (period === 'last30Days') return { start: addDays(ctx.today, -29), end: ctx.today };
  return presetRange(period, ctx.now);
}

async function periodFigures(ctx: CopilotContext, period: SpendingPeriod): Promise<PeriodFigures> {
  const range = rangeOf(period, ctx);
  const rates = await copilotRateBook(ctx);
  const agg = periodAggregates(await periodTotals(ctx, range), { currency: DEFAULT_CURRENCY, now: ctx.now, rates });
  const merged = new Map<string, number>();
  for (const c of agg.categoryBreakdown) {
    const key = categoryKeyOf(c.name) ?? c.name;
    merged.set(key, (merged.get(key) ?? 0) + c.valueCents);
  }
  const byCategory = [...merged].map(([category, cents]) => ({ category, cents: saturatingCents(cents) })).sort((a, b) => b.cents - a.cents);
  return { range, incomeCents: agg.income, expenseCents: agg.expense, byCategory };
}

async function accountFigures(ctx: CopilotContext): Promise<{ accounts: AccountFigure[]; totalKzCents: Cents }> {
  const rows = await listMoneyAccounts(ctx.tx, ctx.userId);
  const balances = new Map((await moneyAccountBalances(ctx.tx, ctx.userId)).map((b) => [b.accountId, b.balanceCents]));
  const rates = await copilotRateBook(ctx);
  let total = 0;
  const accounts: AccountFigure[] = [];
  for (const a of rows) {
    if (!isCurrency(a.currency)) continue;
    const cents = balances.get(a.id) ?? a.openingBalanceCents;
    let kz: number | null = a.currency === DEFAULT_CURRENCY ? cents : null;
    if (isForeignCurrency(a.currency)) {
      const found = rates.find(a.currency, ctx.today);
      kz = found ? convertCents(cents, found.rate.micros) : null;
    }
    if (kz !== null) total += kz;
    accounts.push({ name: a.name, currency: a.currency, balanceCents: saturatingCents(cents), kzCents: kz === null ? null : saturatingCents(kz) });
  }
  return { accounts, totalKzCents: saturatingCents(total) };
}

/** Every figure an advice answer may quote, for `ctx.userId` only, read with `ctx.tx`. */
export async function readAdviceFacts(ctx: CopilotContext): Promise<AdviceFacts> {
  const { accounts, totalKzCents } = await accountFigures(ctx);
  const spending = {} as Record<SpendingPeriod, PeriodFigures>;
  for (const p of SPENDING_PERIODS) spending[p] = await periodFigures(ctx, p);
  const book = await copilotRateBook(ctx);
  const goals = (await listGoals(ctx.tx, ctx.userId)).map((g) => goalStatus(g, book, ctx.today));
  const kz = await kwanzaBalances(ctx);
  const parties = (list: readonly { party: string; outstandingCents: number }[]): PartyFigure[] =>
    list.filter((p) => p.outstandingCents > 0).map((p) => ({ party: p.party, cents: saturatingCents(p.outstandingCents) })).sort((a, b) => b.cents - a.cents);
  return {
    today: ctx.today, accounts, totalKzCents, spending, budgets: await budgetStatuses(ctx), goals,
    iOwe: parties(kz.debts.byParty), owedToMe: parties(kz.loans.byParty),
  };
}
