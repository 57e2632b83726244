// Renewal durations and plan keys as the spec writes them (§3): plan keys basic, standard,
// premium (Pro), unlimited, with duration suffixes _1_month, _3_months, _6_months, _1_year or
// _N_months; renewals are sold for 1, 3, 6 or 12 months (12 is written _1_year). The renewal
// payload carries the duration without the leading underscore ("3_months"), and some
// clients send the combined key ("standard_3_months"): both are read here, once, so the
// server, the web and the receipts agree on what a key means and what it costs.
import { dayOf, dayStartUtc, DEFAULT_TIME_ZONE } from './date-range';
import { type Bilingual, type Lang, interpolate } from './lang';
import { type Cents, decimalToCents, numberToCents } from './money';
import { type PlanKey, planFromParam, planTotalCents } from './plans';

/** The durations a renewal is sold for (spec §3, DECISIONS.md "Plans and prices"). */
export const RENEWAL_MONTHS = [1, 3, 6, 12] as const;
export type RenewalMonths = (typeof RENEWAL_MONTHS)[number];

/**
 * The longest duration a key may name: one payment covers at most a year ahead (12 months
 * is written `_1_year`; a longer period is bought again when the year runs out).
 */
export const MAX_DURATION_MONTHS = 12;

export function isRenewalMonths(months: number): months is RenewalMonths {
  return (RENEWAL_MONTHS as readonly number[]).includes(months);
}

/** months → the canonical key: 1 → "_1_month", 3 → "_3_months", 12 → "_1_year". */
export function durationKey(months: number): string {
  if (!Number.isInteger(months) || months < 1 || months > MAX_DURATION_MONTHS) {
    throw new RangeError(`a duration is 1 to ${MAX_DURATION_MONTHS} whole months`);
  }
  if (months === 12) return '_1_year';
  return months === 1 ? '_1_month' : `_${months}_months`;
}

const DURATION_PATTERN = /^_?(\d{1,3})_(months?|years?)$/;

/**
 * A duration as clients send it → months, or null when it is not one. Accepts the spec's
 * keys with or without the leading underscore ("_3_months", "3_months", "_1_year",
 * "1_year", "_12_months"), any case, and a whole number of months (3 or "3"). Singular and
 * plural are both read ("_1_months", "3_month"): a typo in the plural is not a different
 * duration. Years: only one (a payment covers at most a year).
 */
export function parseDuration(input: string | number): number | null {
  if (typeof input === 'number') return Number.isInteger(input) && input >= 1 && input <= MAX_DURATION_MONTHS ? input : null;
  const text = input.trim().toLowerCase();
  if (/^\d{1,3}$/.test(text)) return parseDuration(Number(text));
  const m = DURATION_PATTERN.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const n = Number(m[1]);
  const months = m[2].startsWith('year') ? n * 12 : n;
  return months >= 1 && months <= MAX_DURATION_MONTHS ? months : null;
}

/** A plan name, possibly carrying its duration ("standard_3_months", "pro_1_year"). */
export interface PlanSelection {
  readonly plan: PlanKey;
  /** The duration the key carried; null when it named the plan only. */
  readonly months: number | null;
}

/**
 * "standard" → { standard, null }; "Pro" → { premium, null }; "standard_3_months" →
 * { standard, 3 }; "premium_1_year" → { premium, 12 }. Null when the plan or the duration
 * part is unknown.
 */
export function parsePlanKey(input: string): PlanSelection | null {
  const text = input.trim().toLowerCase();
  const at = text.indexOf('_');
  if (at < 0) {
    const plan = planFromParam(text);
    return plan ? { plan, months: null } : null;
  }
  const plan = planFromParam(text.slice(0, at));
  const months = parseDuration(text.slice(at));
  return plan && months !== null ? { plan, months } : null;
}

/** The canonical combined key: ("standard", 3) → "standard_3_months". */
export function planDurationKey(plan: PlanKey, months: number): string {
  return `${plan}${durationKey(months)}`;
}

export type RenewalProblem =
  /** planName is no plan key. */
  | 'plan-invalid'
  /** duration is no duration key, or none was given. */
  | 'duration-invalid'
  /** A valid duration that is not sold (renewals are 1, 3, 6 or 12 months). */
  | 'duration-not-offered'
  /** planName carried a duration that contradicts `duration`. */
  | 'duration-mismatch'
  /** Unlimited is priced on request: it cannot be bought online. */
  | 'plan-on-request';

export interface RenewalQuote {
  readonly plan: PlanKey;
  readonly months: RenewalMonths;
  /** "_3_months", "_1_year": what payments and intents store. */
  readonly duration: string;
  readonly totalCents: Cents;
}

export type RenewalQuoteResult =
  | { readonly ok: true; readonly quote: RenewalQuote }
  | { readonly ok: false; readonly problem: RenewalProblem };

/**
 * What a renewal costs, from the payload's planName and duration (either may be the
 * combined key; the duration may be left out when planName carries it). The total is the
 * server's own (12 months = 10 × monthly): a client's figure is only compared with it.
 */
export function quoteRenewal(planName: string, duration: string | number | null | undefined): RenewalQuoteResult {
  const selection = parsePlanKey(planName);
  if (!selection) return { ok: false, problem: 'plan-invalid' };
  let months = selection.months;
  if (duration !== null && duration !== undefined && duration !== '') {
    // The duration may itself be a combined key naming the same plan ("standard_3_months").
    const text = typeof duration === 'string' ? duration.trim().toLowerCase() : duration;
    const combined = typeof text === 'string' && !/^_?\d/.test(text) ? parsePlanKey(text) : null;
    if (combined && combined.plan !== selection.plan) return { ok: false, problem: 'duration-mismatch' };
    const given = combined ? combined.months : parseDuration(text);
    if (given === null) return { ok: false, problem: 'duration-invalid' };
    if (months !== null && months !== given) return { ok: false, problem: 'duration-mismatch' };
    months = given;
  }
  if (months === null) return { ok: false, problem: 'duration-invalid' };
  if (!isRenewalMonths(months)) return { ok: false, problem: 'duration-not-offered' };
  const totalCents = planTotalCents(selection.plan, months);
  if (totalCents === null) return { ok: false, problem: 'plan-on-request' };
  return { ok: true, quote: { plan: selection.plan, months, duration: durationKey(months), totalCents } };
}

/**
 * The client's `totalAmount` in kwanza → cêntimos: a JSON number (39000, 39000.5) or a
 * machine decimal string ("39000", "39000.00"). No grouping, no comma: the payload is
 * written by programs. Null when it is neither, or has more than two decimals.
 */
export function totalAmountCents(value: unknown): Cents | null {
  if (typeof value === 'number') return numberToCents(value);
  if (typeof value === 'string') return decimalToCents(value.trim());
  return null;
}

// ── Periods ───────────────────────────────────────────────────────────────────────

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `months` calendar months after `from`, counted on the wall clock of `timeZone`: the same
 * time of day on the same day of the month, or the month's last day when it is shorter
 * (31 January + 1 month = 28/29 February). Luanda has no daylight saving, so the time of
 * day is kept exactly.
 */
export function addMonths(from: Date, months: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  if (!Number.isInteger(months)) throw new RangeError('months must be a whole number');
  const day = dayOf(from, timeZone);
  const sinceMidnight = from.getTime() - dayStartUtc(day, timeZone).getTime();
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const target = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, daysInMonth(year, month))).padStart(2, '0')}`;
  return new Date(dayStartUtc(target, timeZone).getTime() + sinceMidnight);
}

/** The subscription fields a renewal looks at. */
export interface RenewableSubscription {
  readonly status: string;
  readonly trial: boolean;
  readonly expiresAt: Date | null;
  /** When the free trial ends (absent or null: unknown). */
  readonly trialEndsAt?: Date | null;
}

/**
 * When a renewal's paid period starts: at the end of what is still running, so paying early
 * never loses a day — the current expiry of a paid plan, or the end of a free trial (paying
 * during the trial keeps its remaining days) — otherwise now: after an expiry, or on the free
 * allowance.
 */
export function renewalStart(current: RenewableSubscription | null, now: Date): Date {
  if (!current) return now;
  const inTrial = current.trial || current.status === 'trial';
  const end = inTrial ? current.trialEndsAt ?? null : current.status === 'active' ? current.expiresAt : null;
  return end !== null && end.getTime() > now.getTime() ? end : now;
}

/** The new expiry after paying `months`. */
export function renewedExpiry(current: RenewableSubscription | null, months: number, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return addMonths(renewalStart(current, now), months, timeZone);
}

// ── Labels ────────────────────────────────────────────────────────────────────────
const DURATION_LABELS = {
  month: { pt: '1 mês', en: '1 month' },
  months: { pt: '{n} meses', en: '{n} months' },
  year: { pt: '1 ano', en: '1 year' },
} as const satisfies Record<string, Bilingual>;

/** "3 meses" / "3 months", "1 ano" / "1 year": how receipts and the UI name a duration. */
export function durationLabel(months: number, lang: Lang): string {
  if (months === 12) return DURATION_LABELS.year[lang];
  if (months === 1) return DURATION_LABELS.month[lang];
  return interpolate(DURATION_LABELS.months[lang], { n: months });
}

/** The label of a stored duration key ("_3_months" → "3 meses"); the key itself when unreadable. */
export function durationKeyLabel(key: string, lang: Lang): string {
  const months = parseDuration(key);
  return months === null ? key : durationLabel(months, lang);
}
