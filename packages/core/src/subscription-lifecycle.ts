// What the subscription lifecycle job must do for one subscription at one instant: the state
// change that is due (a lapsed trial or an ended plan drops to the free allowance) and the
// reminder that is due (3 days and 1 day before the end, and the "it ended" notice).
// Pure: the server's job reads the row, asks here, and writes what it is told
// (docs/decisions/0012-subscription-lifecycle.md).
//
// "N days before" is N × 24 hours before the end instant, not N Luanda calendar days: it is
// the same rule the settings card uses for "days left" (ceil of the remaining time in days,
// subscription-status.ts), so a reminder saying "3 days" never disagrees with the card, and
// it goes out at the hour of day the trial or plan began — a waking hour — never at
// midnight as a calendar-day rule would.
import { formatMoney, localeFor } from './money';
import { DEFAULT_TIME_ZONE } from './date-range';
import type { Lang } from './lang';
import { planByKey, planFromParam } from './plans';
import { daysText, hoursText, isTrial, trialEndMs, type Instant, type SubscriptionInfo } from './subscription-status';

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

export type NoticeKind = 'trial' | 'plan';
/** Days before the end a notice is for; 0 = it ended. The subscription_notices key. */
export type NoticeDays = 3 | 1 | 0;
/** The advance reminders, furthest first. */
export const REMINDER_DAYS = [3, 1] as const;

/**
 * Statuses of a paid plan that runs until `expiresAt`: active, cancelled (runs to the end of
 * what was paid) and past due. 'expired' (if anything sets it) is normalised to the free
 * allowance. 'free' has nothing to end; 'unknown' and any other status are left alone: the
 * job changes only what it understands.
 */
export const PLAN_STATUSES: readonly string[] = ['active', 'cancelled', 'past_due'];

/** What a lapsed trial or an ended plan becomes (DECISIONS.md: the free allowance, data kept). */
export const FREE_ALLOWANCE_STATE = { tier: 'basic', status: 'free', trial: false } as const;

export type LifecycleTransition = 'none' | 'trial-to-free' | 'plan-to-free';

export interface LifecycleNotice {
  readonly kind: NoticeKind;
  readonly daysBefore: NoticeDays;
  readonly endsAt: Date;
}

export interface LifecycleStep {
  readonly transition: LifecycleTransition;
  /**
   * The one notice due now, or null. Only the nearest threshold crossed is due: a job that
   * was down for two days sends "1 day left", not a stale "3 days left" as well. Whether it
   * was already sent is the caller's to check (the notices table's key).
   */
  readonly notice: LifecycleNotice | null;
}

const NOTHING: LifecycleStep = { transition: 'none', notice: null };

function instantMs(value: Instant): number | null {
  if (value === null) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** The notice due `remainingMs` before an end: 3 from 72 h left, 1 from 24 h left, 0 at the end. */
export function noticeDaysFor(remainingMs: number): NoticeDays | null {
  if (remainingMs <= 0) return 0;
  if (remainingMs <= 1 * MS_PER_DAY) return 1;
  if (remainingMs <= 3 * MS_PER_DAY) return 3;
  return null;
}

export function lifecycleStep(sub: SubscriptionInfo | null, now: Date): LifecycleStep {
  if (!sub) return NOTHING;
  if (isTrial(sub)) {
    // Same end as the card and the co-pilot's allowance (trialEndMs). A trial with no end
    // at all is shown as expired and already gets the free allowance: make it so, silently
    // (there is no end date to name in a notice).
    const end = trialEndMs(sub);
    if (end === null) return { transition: 'trial-to-free', notice: null };
    return stepTowards('trial', end, now);
  }
  if (sub.status === 'expired') {
    const end = instantMs(sub.expiresAt);
    const notice = end !== null && end <= now.getTime() ? { kind: 'plan' as const, daysBefore: 0 as const, endsAt: new Date(end) } : null;
    return { transition: 'plan-to-free', notice };
  }
  if (!PLAN_STATUSES.includes(sub.status)) return NOTHING;
  const end = instantMs(sub.expiresAt);
  // No expiry (Unlimited on request, or a plan sold without an end): nothing ever ends.
  if (end === null) return NOTHING;
  return stepTowards('plan', end, now);
}

function stepTowards(kind: NoticeKind, end: number, now: Date): LifecycleStep {
  const days = noticeDaysFor(end - now.getTime());
  if (days === null) return NOTHING;
  const notice: LifecycleNotice = { kind, daysBefore: days, endsAt: new Date(end) };
  if (days === 0) return { transition: kind === 'trial' ? 'trial-to-free' : 'plan-to-free', notice };
  return { transition: 'none', notice };
}

// ── How reminders say it ─────────────────────────────────────────────────────────────
/** "3 dias" / "2 days" from more than a day left; "20 horas" / "1 hour" on the last day — as the card shows it. */
export function timeLeftText(remainingMs: number, lang: Lang): string {
  if (remainingMs <= 0) return hoursText(0, lang);
  if (remainingMs > MS_PER_DAY) return daysText(Math.ceil(remainingMs / MS_PER_DAY), lang);
  return hoursText(Math.ceil(remainingMs / MS_PER_HOUR), lang);
}

const endFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "25 de novembro às 14:00" / "November 25 at 2:00 PM", in Luanda's time. */
export function endsAtText(endsAt: Date, lang: Lang, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = timeZone === DEFAULT_TIME_ZONE ? endFormats.get(lang) : undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(lang), {
      day: 'numeric', month: 'long', hour: lang === 'pt' ? '2-digit' : 'numeric', minute: '2-digit', timeZone,
    });
    if (timeZone === DEFAULT_TIME_ZONE) endFormats.set(lang, format);
  }
  return format.format(endsAt);
}

/** The plan's monthly price as shown ("13 000,00 Kz" / "AOA 13,000.00"); null when unknown or on request. */
export function monthlyPriceText(tier: string, lang: Lang): string | null {
  const key = planFromParam(tier);
  const cents = key ? planByKey(key).monthlyCents : null;
  return cents === null ? null : formatMoney(cents, 'AOA', lang);
}
