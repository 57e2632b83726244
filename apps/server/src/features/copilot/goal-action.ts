// Savings goals: set ("meta de 500 mil para um carro até dezembro"), progress ("como vai a
// meta?") and contributions ("juntei 20 mil para o carro"), with % saved and what is left.
import { saturatingCents, toCents, type Currency, isCurrency } from '@kumbu/core/money';
import { addToGoal, deleteGoal, listGoals, upsertGoal, type GoalRow } from '@kumbu/db/goals';
import { findGoal } from '@kumbu/agent/goals';
import type { Understanding } from '@kumbu/agent/understand';
import {
  goalContributedReply, goalDeletedReply, goalProgressReply, goalSetReply, goalWhichReply, type GoalStatus, type Reply,
} from '@kumbu/agent/reply/replies';
import type { CopilotContext } from './copilot-context';
import { type RateBook, convertCents, isForeignCurrency } from '@kumbu/core/fx';
import { goalProgress } from '@kumbu/agent/goals';
import { copilotRateBook } from './copilot-kwanza';

const DEFAULT_NAME = { pt: 'poupança', en: 'savings' } as const;

export async function goalAction(ctx: CopilotContext, u: Understanding, text: string): Promise<Reply[]> {
  const request = u.goal ?? { action: 'progress' as const };
  if (request.action === 'set' && request.targetCents !== undefined && request.targetCents > 0) {
    const row = await upsertGoal(ctx.tx, ctx.userId, {
      name: request.name ?? DEFAULT_NAME[ctx.lang], targetCents: request.targetCents, currency: u.currency, deadline: request.deadline ?? null,
    });
    return [goalSetReply(goalStatus(row, await copilotRateBook(ctx), ctx.today), ctx.lang)];
  }
  const rows = await listGoals(ctx.tx, ctx.userId);
  const named = findGoal(request.name ?? text, rows) ?? findGoal(text, rows);
  if (request.action === 'contribute' && request.amountCents !== undefined && request.amountCents > 0) {
    const goal = named ?? (rows.length === 1 ? rows[0] : undefined);
    if (goal === undefined) return [rows[0] ? goalWhichReply(rows[0].name, ctx.lang) : goalProgressReply([], ctx.lang)];
    return contributeTo(ctx, goal, request.amountCents);
  }
  if (request.action === 'delete') {
    if (rows.length === 0) return [goalProgressReply([], ctx.lang)];
    const deleted = named ? await deleteGoal(ctx.tx, ctx.userId, named.id) : null;
    return [goalDeletedReply(deleted?.name ?? null, rows[0]?.name ?? '', ctx.lang)];
  }
  const book = await copilotRateBook(ctx);
  return [goalProgressReply((named ? [named] : rows).map((g) => goalStatus(g, book, ctx.today)), ctx.lang)];
}

/** "juntei 20 mil para o carro" read as an expense: a contribution when it names one of the user's goals. */
export async function savingContribution(ctx: CopilotContext, u: Understanding, text: string): Promise<Reply[] | null> {
  if (u.amountCents === null || u.amountCents <= 0) return null;
  const goal = findGoal(text, await listGoals(ctx.tx, ctx.userId));
  return goal ? contributeTo(ctx, goal, u.amountCents) : null;
}

async function contributeTo(ctx: CopilotContext, goal: GoalRow, amountCents: number): Promise<Reply[]> {
  const row = await addToGoal(ctx.tx, ctx.userId, goal.id, amountCents) ?? goal;
  return [goalContributedReply(goalStatus(row, await copilotRateBook(ctx), ctx.today), toCents(amountCents), ctx.lang)];
}

/**
 * A goal as the replies show it; a dollar or euro goal also says what is left in kwanza at the
 * latest rate on or before today (issue 15), when there is one.
 */
export function goalStatus(row: GoalRow, book: RateBook, today: string): GoalStatus {
  const currency: Currency = isCurrency(row.currency) ? row.currency : 'AOA';
  const targetCents = toCents(row.targetCents);
  const savedCents = saturatingCents(row.savedCents);
  const status: GoalStatus = { name: row.name, targetCents, savedCents, currency, deadline: row.deadline };
  const rate = isForeignCurrency(currency) ? book.find(currency, today) : null;
  if (!rate) return status;
  return { ...status, leftKzCents: convertCents(goalProgress(savedCents, targetCents).leftCents, rate.rate.micros) };
}

/** "quanto falta para o carro?": the progress of the goal the words name, or null when none of the user's goals is named. */
export async function namedGoalProgress(ctx: CopilotContext, text: string): Promise<Reply[] | null> {
  const goal = findGoal(text, await listGoals(ctx.tx, ctx.userId));
  return goal ? [goalProgressReply([goalStatus(goal, await copilotRateBook(ctx), ctx.today)], ctx.lang)] : null;
}
