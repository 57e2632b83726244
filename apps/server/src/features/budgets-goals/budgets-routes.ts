// The signed-in user's monthly budgets (the same rows the WhatsApp co-pilot sets with
// "orçamento de 50 mil para comida"): list with this Luanda month's spending, set or
// replace one, remove one. Every query is scoped to the caller's user id.
import type { FastifyInstance } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { presetRange } from '@kumbu/core/date-range';
import { deleteBudget, listBudgets, upsertBudget } from '@kumbu/db/budgets';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { budgetParams, putBudgetBody } from './budget-goal-schemas';
import { BUDGET_CATEGORIES, toBudgetStatus, type BudgetStatusDto } from './budget-status';
import { categorySpending } from './month-spending';

export function registerBudgetsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sessions } = ctx;
  const db = ctx.database.db;

  app.get('/api/budgets', async (request, reply) => {
    const user = await sessions.require(request);
    const month = presetRange('thisMonth', ctx.now());
    const rates = await ctx.fx.rateBookFor(db, month.end);
    const [rows, spent] = await Promise.all([listBudgets(db, user.id), categorySpending(db, user.id, month, rates)]);
    const budgets = rows.map((r) => toBudgetStatus(r, spent)).filter((b): b is BudgetStatusDto => b !== null);
    // The categories travel along so a client offers exactly what PUT accepts, in both languages.
    return sendData(reply, { month, budgets, categories: BUDGET_CATEGORIES });
  });

  app.put('/api/budgets/:category', async (request, reply) => {
    const user = await sessions.require(request);
    const { category } = parseWith(budgetParams, request.params, request);
    const body = parseWith(putBudgetBody, request.body, request);
    const month = presetRange('thisMonth', ctx.now());
    const row = await upsertBudget(db, user.id, category, body.amountCents, body.currency);
    const status = toBudgetStatus(row, await categorySpending(db, user.id, month, await ctx.fx.rateBookFor(db, month.end)));
    if (status === null) throw new KumbuError('internal', { detail: 'a budget just written is not showable' });
    return sendData(reply, { month, budget: status });
  });

  app.delete('/api/budgets/:category', async (request, reply) => {
    const user = await sessions.require(request);
    const { category } = parseWith(budgetParams, request.params, request);
    const row = await deleteBudget(db, user.id, category);
    if (!row) throw new KumbuError('budget-not-found');
    return sendData(reply, { category, deleted: true });
  });
}
