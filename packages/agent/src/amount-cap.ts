// The co-pilot's side of the amount cap (core's MAX_AMOUNT_CENTS, issue 14): a message whose
// figure is over it is answered with the maximum instead of being acted on, so nothing
// oversized is stored and the message is never left failing in the inbox.
import { MAX_AMOUNT_CENTS } from '@kumbu/core/money';
import { type Understanding } from './understanding';

/** True when any amount the understanding would write (record, budget, goal, correction) is over the cap. */
export function exceedsAmountCap(u: Understanding): boolean {
  if (u.intent !== 'record' && u.intent !== 'budget' && u.intent !== 'goal' && u.intent !== 'undo') return false;
  const amounts = [u.amountCents, u.budget?.amountCents, u.goal?.targetCents, u.goal?.amountCents, u.undo?.amountCents];
  return amounts.some((a) => a !== undefined && a !== null && a > MAX_AMOUNT_CENTS);
}
