// Whether the account already has a paid plan running (issue 14 item 20): the payment step
// reads it from the account — not from the wizard's memory, which a reload empties — so a
// person who paid and reloads is shown the plan instead of being offered to pay again.
import { subscriptionDisplay, type SubscriptionInfo } from '@kumbu/core/subscription-status';

export interface PaidPlan {
  /** The tier as the server names it (planLabel turns it into the plan's name). */
  readonly tier: string;
  /** ISO instant the paid period ends, when known. */
  readonly expiresAt: string | null;
}

/** The running paid plan, or null on a trial, the free allowance, no subscription or an ended plan. */
export function paidPlanOf(subscription: SubscriptionInfo | null, now: Date): PaidPlan | null {
  const display = subscriptionDisplay(subscription, now);
  if (display.kind !== 'plan' || display.status !== 'active' || display.daysLeft === 0) return null;
  return { tier: display.tier, expiresAt: display.expiresAt };
}
