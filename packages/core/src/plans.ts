// The one plan catalogue (DECISIONS.md: price list 2, annual = 10 × monthly, Unlimited on
// request). The landing page, the wizard, settings and the server all read prices here.
import { toCents, type Cents } from './money';

export const PLAN_KEYS = ['basic', 'standard', 'premium', 'unlimited'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export interface Plan {
  readonly key: PlanKey;
  /** Shown name: premium is sold as "Pro". */
  readonly label: { readonly pt: string; readonly en: string };
  /**
   * Who one subscription covers, and so what its price is per: personal plans are priced
   * per person, business plans per organisation (the whole team). Business plans also come
   * with the 14-day assisted pilot; every plan starts with the 7-day free trial.
   */
  readonly audience: PlanAudience;
  /** Price per month (per person or per organisation, see audience), in cêntimos; null = on request (contact sales). */
  readonly monthlyCents: Cents | null;
  readonly popular: boolean;
}

export type PlanAudience = 'personal' | 'business';

export const PLANS: readonly Plan[] = [
  { key: 'basic', label: { pt: 'Básico', en: 'Basic' }, audience: 'personal', monthlyCents: toCents(7_000_00), popular: false },
  { key: 'standard', label: { pt: 'Standard', en: 'Standard' }, audience: 'personal', monthlyCents: toCents(13_000_00), popular: true },
  { key: 'premium', label: { pt: 'Pro', en: 'Pro' }, audience: 'business', monthlyCents: toCents(20_000_00), popular: false },
  { key: 'unlimited', label: { pt: 'Ilimitado', en: 'Unlimited' }, audience: 'business', monthlyCents: null, popular: false },
];

/** Paying for a year costs ten months: two months free. */
export const ANNUAL_BILLED_MONTHS = 10;

export function planByKey(key: PlanKey): Plan {
  const plan = PLANS.find((p) => p.key === key);
  if (!plan) throw new RangeError(`unknown plan ${key}`);
  return plan;
}

/** Total for `months` of a plan (12 months = 10 × monthly); null when priced on request. */
export function planTotalCents(key: PlanKey, months: number): Cents | null {
  const monthly = planByKey(key).monthlyCents;
  if (monthly === null) return null;
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a whole number ≥ 1');
  const billed = months === 12 ? ANNUAL_BILLED_MONTHS : months;
  return toCents(monthly * billed);
}

/**
 * The `plan` query parameter of the onboarding link (spec §2): only these values are
 * accepted, and Pro/pro both mean the premium plan.
 */
export function planFromParam(value: string | null | undefined): PlanKey | null {
  switch ((value ?? '').trim().toLowerCase()) {
    case 'basic': case 'básico': return 'basic';
    case 'standard': return 'standard';
    case 'premium': case 'pro': return 'premium';
    case 'unlimited': return 'unlimited';
    default: return null;
  }
}
