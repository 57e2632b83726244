// The signed-in user's savings goals (the same rows the co-pilot keeps for "quero poupar
// 500 mil para um carro até dezembro"): list with progress and the monthly amount still
// needed, create or redefine by name, add a contribution (Idempotency-Key aware, so a
// retried tap never counts twice), remove. Every query is scoped to the caller's user id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { dayOf } from '@kumbu/core/date-range';
import { MAX_AMOUNT_CENTS } from '@kumbu/core/money';
import { addToGoal, deleteGoal, listGoals, upsertGoal } from '@kumbu/db/goals';
import { fold } from '@kumbu/agent/text';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { withIdempotency } from '../../http/idempotency';
import type { AppContext } from '../../app-context';
import { contributionBody, goalBody, goalIdParams } from './budget-goal-schemas';
import { toGoalDto } from './goal-status';

const SAVED_TOO_LARGE = { pt: 'O valor guardado não pode passar 1 000 000 000 000,00 Kz.', en: 'What is saved cannot exceed 1,000,000,000,000.00 Kz.' } as const;
const DEADLINE_PASSED = { pt: 'A data limite não pode ser antes de hoje.', en: 'The deadline cannot be before today.' } as const;

export function registerGoalsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sessions } = ctx;
  const db = ctx.database.db;
  const today = (): string => dayOf(ctx.now());

  app.get('/api/goals', async (request, reply) => {
    const user = await sessions.require(request);
    const day = today();
    const book = await ctx.fx.rateBookFor(db, day);
    const goals = (await listGoals(db, user.id)).map((g) => toGoalDto(g, day, book));
    return sendData(reply, { today: day, goals });
  });

  app.post('/api/goals', async (request, reply) => {
    const user = await sessions.require(request);
    const body = parseWith(goalBody, request.body, request);
    const day = today();
    const deadline = body.deadline ?? null;
    if (deadline !== null && deadline < day) throw deadlineRefused(request);
    const answer = await withIdempotency(db, request, user.id, 'goals.save', async (tx) => {
      // "Carro" and "carro" are one goal, as the co-pilot reads them: keep the name it already has.
      const existing = (await listGoals(tx, user.id)).find((g) => fold(g.name) === fold(body.name));
      const row = await upsertGoal(tx, user.id, { name: existing?.name ?? body.name, targetCents: body.targetCents, currency: body.currency, deadline });
      return { status: existing ? 200 : 201, data: toGoalDto(row, day) };
    }, ctx.now());
    return sendData(reply, answer.data, answer.status);
  });

  app.post('/api/goals/:id/contributions', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(goalIdParams, request.params, request);
    const body = parseWith(contributionBody, request.body, request);
    // The goal is part of the scope: one key reused on another goal is another request.
    const answer = await withIdempotency(db, request, user.id, `goals.contribute:${id}`, async (tx) => {
      const row = await addToGoal(tx, user.id, id, body.amountCents, MAX_AMOUNT_CENTS);
      if (!row) {
        // Refused by the cap (what is saved may not pass one trillion kwanza) or not the caller's goal.
        if ((await listGoals(tx, user.id)).some((g) => g.id === id)) throw new KumbuError('validation-failed', { fields: [{ field: 'amountCents', message: SAVED_TOO_LARGE[langOf(request)] }] });
        throw new KumbuError('goal-not-found');
      }
      return { status: 200, data: toGoalDto(row, today()) };
    }, ctx.now());
    return sendData(reply, answer.data, answer.status);
  });

  app.delete('/api/goals/:id', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(goalIdParams, request.params, request);
    const row = await deleteGoal(db, user.id, id);
    if (!row) throw new KumbuError('goal-not-found');
    return sendData(reply, { id: row.id, deleted: true });
  });
}

function deadlineRefused(request: FastifyRequest): KumbuError {
  return new KumbuError('validation-failed', { fields: [{ field: 'deadline', message: DEADLINE_PASSED[langOf(request)] }] });
}
