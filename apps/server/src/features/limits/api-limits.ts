// The plan's API limits (issue 7, decision 0013): every authenticated call to the data API
// (records, summary, export, live stream, budgets, goals, money accounts, exchange rates) counts against the plan's hourly
// and daily windows; past either the answer is 429 with Retry-After, a stable code and a
// message naming the reset time and the upgrade link. Sign-in, account, onboarding, health,
// the WhatsApp webhook and the subscription and billing endpoints never count, so a user
// over the limit can still sign in and upgrade.
//
// Cost per call: the session (cached), the plan (cached, plan-cache.ts), and for plans with
// an API limit a count that is usually kept in memory and written in batches
// (api-counter-buffer.ts: a statement on a user's first call of a window, in the last tenth
// of a limit, and once a second); none for plans without.
import type { FastifyInstance } from 'fastify';
import { apiLimitMessage, planLimits } from '@kumbu/core/plan-limits';
import { errorBody } from '../../http/answer';
import { langOf } from '../../http/lang';
import type { AppContext } from '../../app-context';
import { ApiCounter } from './api-counter-buffer';
import { planCacheOf } from './plan-cache';

/**
 * Route prefixes that count as the data API. A list of what counts, not of what does not:
 * a new route is free of the limit until it is added here (imports and reports will be).
 */
export const COUNTED_API_PREFIXES: readonly string[] = ['/api/records', '/api/budgets', '/api/goals', '/api/accounts', '/api/fx', '/api/imports'];

export function isCountedRoute(routeUrl: string | undefined): boolean {
  if (!routeUrl) return false;
  return COUNTED_API_PREFIXES.some((p) => routeUrl === p || routeUrl.startsWith(`${p}/`));
}

/** Returns the counter: app.ts closes it (writing its unwritten calls) before the database. */
export function registerApiLimits(app: FastifyInstance, ctx: AppContext): ApiCounter {
  const plans = planCacheOf(ctx);
  // synchronous_commit off where the engine has it: a crash can forget a fraction of a
  // second of counts, which only lets a few calls more through (decision 0013).
  const counter = new ApiCounter(ctx.database.relaxed);
  counters.set(ctx, counter);
  app.addHook('onRequest', async (request, reply) => {
    if (!isCountedRoute(request.routeOptions.url)) return;
    // Without a verified session the route itself answers 401/403; nothing to count.
    const user = await ctx.sessions.user(request);
    if (!user?.emailVerified) return;
    const now = ctx.now();
    const limits = planLimits(await plans.subscription(user.id), now);
    if (limits.apiRequestsPerHour === null && limits.apiRequestsPerDay === null) return;
    const outcome = await counter.count(user.id, limits, now);
    if (outcome.allowed || !outcome.window || outcome.limit === undefined || !outcome.resetAt) return;
    const retryAfter = Math.max(1, Math.ceil((outcome.resetAt.getTime() - now.getTime()) / 1000));
    const code = outcome.window === 'hour' ? 'plan-limit-hour' : 'plan-limit-day';
    const upgradeUrl = `${ctx.config.publicUrl}/settings`;
    const body = {
      ...errorBody(request, code, undefined, { retryAfter }),
      error: apiLimitMessage(outcome.window, outcome.limit, outcome.resetAt, now, upgradeUrl, langOf(request)),
      limit: outcome.limit, resetAt: outcome.resetAt.toISOString(), upgradeUrl,
    };
    request.log.debug({ code, userId: user.id }, 'plan limit reached');
    return reply.code(429).header('retry-after', String(retryAfter)).send(body);
  });
  return counter;
}

const counters = new WeakMap<AppContext, ApiCounter>();

/** This app's API counter (tests: make it forget what it knows of a user). */
export function apiCounterOf(ctx: AppContext): ApiCounter | undefined {
  return counters.get(ctx);
}
