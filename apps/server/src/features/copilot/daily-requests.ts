// The daily WhatsApp cap (issue 7, decision 0013): Basic — and the free allowance, which
// never gets more than Basic — answers up to 40 requests a Luanda day. A request is a
// message the co-pilot acts on: a record, a question, a budget, a goal, a report. Help,
// greetings, a language change, an undo and a message it did not understand are free: a
// user must always be able to ask for help and to fix a mistake.
//
// Over the cap nothing is done and the answer says so plainly, with the reset time and the
// upgrade link: never silent, never a record lost without saying it. Plans without a cap
// cost no statement; capped plans one upsert (usage-counters.ts), in the worker's
// transaction, so a message that is retried is not counted twice.
import type { Intent } from '@kumbu/agent/intents';
import { luandaDay, planLimits } from '@kumbu/core/plan-limits';
import { addDays } from '@kumbu/core/date-range';
import { getSubscription } from '@kumbu/db/accounts';
import { dailyRequestsReply, type Reply } from '@kumbu/agent/reply/replies';
import { countDailyRequest } from '../limits/usage-counters';
import type { CopilotContext } from './copilot-context';

const COUNTED: ReadonlySet<Intent> = new Set<Intent>(['record', 'query', 'budget', 'goal', 'report', 'account']);

export function isCountedRequest(intent: Intent): boolean {
  return COUNTED.has(intent);
}

/** Counts this request against the plan's daily cap; the refusal to send instead when over it, else null. */
export async function checkDailyRequests(ctx: CopilotContext, intent: Intent): Promise<Reply[] | null> {
  if (!isCountedRequest(intent)) return null;
  const sub = ctx.subscription === undefined ? await getSubscription(ctx.tx, ctx.userId) : ctx.subscription;
  const perDay = planLimits(sub, ctx.now).whatsappRequestsPerDay;
  if (perDay === null) return null;
  const count = await countDailyRequest(ctx.tx, ctx.userId, perDay, ctx.now);
  if (count !== null) return null;
  const resetDay = addDays(luandaDay(ctx.now).day, 1);
  return [dailyRequestsReply(ctx.lang, perDay, resetDay, `${ctx.publicUrl}/settings`)];
}
