// What a renewal asks for and costs, for the checkout (DECISIONS.md "Plans and prices"):
// 1, 3, 6 or 12 months; a year costs ten months. Totals come from core's catalogue so the
// screen shows exactly what the server will compute — it refuses a total that disagrees.
import { centsToDecimal, type Cents } from '@kumbu/core/money';
import { planByKey, planTotalCents, PLAN_KEYS, type PlanKey } from '@kumbu/core/plans';

export const DURATION_MONTHS = [1, 3, 6, 12] as const;
export type DurationMonths = (typeof DURATION_MONTHS)[number];

/** The plans that can be paid online; Unlimited is priced on request (contact sales). */
export type PayablePlan = Exclude<PlanKey, 'unlimited'>;
export const PAYABLE_PLANS: readonly PayablePlan[] = PLAN_KEYS.filter((k): k is PayablePlan => planByKey(k).monthlyCents !== null);

export function isPayablePlan(key: string | null | undefined): key is PayablePlan {
  return (PAYABLE_PLANS as readonly string[]).includes(key ?? '');
}

/** The wire form of a duration (spec §3 "3_months"; DECISIONS.md: 12 months is "1_year"). */
export function durationKey(months: DurationMonths): string {
  if (months === 12) return '1_year';
  return months === 1 ? '1_month' : `${months}_months`;
}

/** The total for `months` of `plan`, in cêntimos (payable plans always have a price). */
export function totalCents(plan: PayablePlan, months: DurationMonths): Cents {
  const total = planTotalCents(plan, months);
  if (total === null) throw new RangeError(`plan ${plan} has no price`);
  return total;
}

/** What a year saves: the months not billed (12 − 10 = 2, "2 meses grátis"). */
export function freeMonths(months: DurationMonths): number {
  return months === 12 ? 2 : 0;
}

/**
 * `totalAmount` as the request carries it: kwanza as a JSON number (13000, 39000.5),
 * written from the exact decimal so no float arithmetic ever touches it.
 */
export function totalAmountKz(cents: Cents): number {
  return Number(centsToDecimal(cents));
}
