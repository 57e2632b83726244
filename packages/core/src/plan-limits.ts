// What each plan may use (issue 7, DECISIONS.md "Plans and prices", decision 0013): the one
// source of limits, read by the API limit, the co-pilot's daily cap, the usage counters
// and the docs. Pure: the server counts, this file decides.
//
// Whose limits apply: a trial gets the limits of the plan it is a trial of; a trial that
// ended unpaid, the free status, an expired status and a paid period that has run out all
// get the free allowance. An account with no subscription at all (sign-up always makes
// one) is treated as free: nothing proves it paid.
import { addDays, dayOf, dayStartUtc, DEFAULT_TIME_ZONE, type DayString } from './date-range';
import { interpolate, type Bilingual, type Lang } from './lang';
import { localeFor } from './money';
import { planFromParam, type PlanKey } from './plans';
import { FREE_ALLOWANCE_RECORDS_PER_MONTH, isTrial, trialSummary, type Instant, type SubscriptionInfo } from './subscription-status';

export interface PlanLimits {
  /** WhatsApp requests a Luanda day (the co-pilot's daily cap); null = unlimited, fair use. */
  readonly whatsappRequestsPerDay: number | null;
  /** Authenticated data API calls per clock hour; null = no hourly cap. */
  readonly apiRequestsPerHour: number | null;
  /** Authenticated data API calls per Luanda day; null = no daily cap. */
  readonly apiRequestsPerDay: number | null;
  /** Records created per Luanda month (the free allowance); null = unlimited. */
  readonly recordsPerMonth: number | null;
  /** Voice transcription per Luanda month, in minutes; 0 = not in the plan. */
  readonly voiceMinutesPerMonth: number;
  /** PDF and photo pages read (OCR) per Luanda month; 0 = not in the plan. */
  readonly ocrPagesPerMonth: number;
}

/** The plans plus 'free': the allowance of an account without a paid plan or a running trial. */
export type LimitTier = PlanKey | 'free';

/** Basic's daily WhatsApp requests (DECISIONS.md); the free allowance never gets more than Basic. */
export const BASIC_WHATSAPP_REQUESTS_PER_DAY = 40;

// Every paid plan gets the docs' "pro" API limits (decision 0013): the docs name only free and
// pro, and those numbers are far above what a person at the dashboard sends.
const PAID_API = { apiRequestsPerHour: 1_000, apiRequestsPerDay: 10_000 } as const;
const MEDIA = { voiceMinutesPerMonth: 300, ocrPagesPerMonth: 600 } as const;
const NO_MEDIA = { voiceMinutesPerMonth: 0, ocrPagesPerMonth: 0 } as const;

export const PLAN_LIMITS: Readonly<Record<LimitTier, PlanLimits>> = {
  free: {
    whatsappRequestsPerDay: BASIC_WHATSAPP_REQUESTS_PER_DAY, apiRequestsPerHour: 100, apiRequestsPerDay: 1_000,
    recordsPerMonth: FREE_ALLOWANCE_RECORDS_PER_MONTH, ...NO_MEDIA,
  },
  basic: { whatsappRequestsPerDay: BASIC_WHATSAPP_REQUESTS_PER_DAY, ...PAID_API, recordsPerMonth: null, ...NO_MEDIA },
  standard: { whatsappRequestsPerDay: null, ...PAID_API, recordsPerMonth: null, ...MEDIA },
  premium: { whatsappRequestsPerDay: null, ...PAID_API, recordsPerMonth: null, ...MEDIA },
  // On request: no hourly or daily API cap (the contract sets fair use); the same media quotas
  // until a contract says otherwise.
  unlimited: { whatsappRequestsPerDay: null, apiRequestsPerHour: null, apiRequestsPerDay: null, recordsPerMonth: null, ...MEDIA },
};

function instantMs(value: Instant): number | null {
  if (value === null) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** Which limits apply to this subscription at `now` (see the top of this file). */
export function limitTier(sub: SubscriptionInfo | null, now: Date): LimitTier {
  if (!sub) return 'free';
  // An unknown tier is held to Basic, the smallest paid plan (the spec's default tier).
  const plan = planFromParam(sub.tier) ?? 'basic';
  if (isTrial(sub)) return trialSummary(sub, now)?.active ? plan : 'free';
  if (sub.status === 'free' || sub.status === 'expired') return 'free';
  const expires = instantMs(sub.expiresAt);
  if (expires !== null && expires <= now.getTime()) return 'free';
  return plan;
}

export function planLimits(sub: SubscriptionInfo | null, now: Date): PlanLimits & { readonly tier: LimitTier } {
  const tier = limitTier(sub, now);
  return { tier, ...PLAN_LIMITS[tier] };
}

// ── Usage metrics and their periods ─────────────────────────────────────────────────
/** Names of the counters in usage_counters. */
export const USAGE_METRICS = {
  whatsappRequests: 'whatsapp-requests',
  voiceSeconds: 'voice-seconds',
  ocrPages: 'ocr-pages',
} as const;
export type UsageMetric = (typeof USAGE_METRICS)[keyof typeof USAGE_METRICS];

/** The monthly quotas the imports issue spends: voice in seconds (counted exactly), OCR in pages. */
export type MonthlyMetric = typeof USAGE_METRICS.voiceSeconds | typeof USAGE_METRICS.ocrPages;
export const MONTHLY_METRICS: readonly MonthlyMetric[] = [USAGE_METRICS.voiceSeconds, USAGE_METRICS.ocrPages];

export function isMonthlyMetric(value: string): value is MonthlyMetric {
  return (MONTHLY_METRICS as readonly string[]).includes(value);
}

/** A monthly metric's quota in its own unit (voice minutes become seconds). */
export function monthlyQuota(limits: PlanLimits, metric: MonthlyMetric): number {
  return metric === USAGE_METRICS.voiceSeconds ? limits.voiceMinutesPerMonth * 60 : limits.ocrPagesPerMonth;
}

/** What is left of a monthly quota after `used`; never negative. */
export function usageLeft(limits: PlanLimits, metric: MonthlyMetric, used: number): number {
  return Math.max(0, monthlyQuota(limits, metric) - Math.max(0, used));
}

export interface ZonedDay { readonly day: DayString; readonly start: Date; readonly resetAt: Date }

// The day asked for last, per zone: every counted API call asks, and working out a zone's
// day with Intl costs tens of microseconds; the answer holds until the day's end.
const lastDay = new Map<string, ZonedDay>();

/** The Luanda day `now` falls in: its date (the counter's period), its start and when the next one starts. */
export function luandaDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedDay {
  const t = now.getTime();
  const last = lastDay.get(timeZone);
  if (last && t >= last.start.getTime() && t < last.resetAt.getTime()) return last;
  const day = dayOf(now, timeZone);
  const found: ZonedDay = { day, start: dayStartUtc(day, timeZone), resetAt: dayStartUtc(addDays(day, 1), timeZone) };
  lastDay.set(timeZone, found);
  return found;
}

/** The Luanda month `now` falls in: its first day (the counter's period) and the next month's first day. */
export function luandaMonthPeriod(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { readonly period: DayString; readonly resetDay: DayString } {
  const day = dayOf(now, timeZone);
  const [y = 1970, m = 1] = day.split('-').map(Number);
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  const first = (year: number, month: number): DayString => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return { period: first(y, m), resetDay: first(next.y, next.m) };
}

/** The counter's period for a metric at `now`: the Luanda day for WhatsApp requests, else the month's first day. */
export function usagePeriod(metric: UsageMetric, now: Date, timeZone: string = DEFAULT_TIME_ZONE): DayString {
  return metric === USAGE_METRICS.whatsappRequests ? dayOf(now, timeZone) : luandaMonthPeriod(now, timeZone).period;
}

const MS_PER_HOUR = 3_600_000;

/** The clock hour `now` falls in (Luanda's offset is whole hours, so its hours are UTC's). */
export function clockHour(now: Date): { readonly start: Date; readonly resetAt: Date } {
  const start = Math.floor(now.getTime() / MS_PER_HOUR) * MS_PER_HOUR;
  return { start: new Date(start), resetAt: new Date(start + MS_PER_HOUR) };
}

// ── What an over-limit answer says ────────────────────────────────────────────────
export type ApiWindow = 'hour' | 'day';

export const PLAN_LIMIT_TEXTS = {
  apiHour: {
    pt: 'Atingiu o limite de {limit} pedidos por hora do seu plano. O limite renova às {reset} (hora de Luanda). Para mais pedidos, mude de plano em {url}',
    en: 'You have reached your plan\'s limit of {limit} requests an hour. It resets at {reset} (Luanda time). For more requests, upgrade your plan at {url}',
  },
  apiDay: {
    pt: 'Atingiu o limite de {limit} pedidos por dia do seu plano. O limite renova às {reset} (hora de Luanda). Para mais pedidos, mude de plano em {url}',
    en: 'You have reached your plan\'s limit of {limit} requests a day. It resets at {reset} (Luanda time). For more requests, upgrade your plan at {url}',
  },
} as const satisfies Record<string, Bilingual>;

/** "15:00" for a reset within the same Luanda day as `now`, else "00:00 de 23 de novembro de 2026". */
export function formatResetTime(resetAt: Date, now: Date, lang: Lang, timeZone: string = DEFAULT_TIME_ZONE): string {
  const locale = localeFor(lang);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(resetAt);
  if (dayOf(resetAt, timeZone) === dayOf(now, timeZone)) return time;
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric', month: lang === 'pt' ? 'long' : 'short', year: 'numeric', timeZone,
  }).format(resetAt);
  return lang === 'pt' ? `${time} de ${date}` : `${time} on ${date}`;
}

/** The 429 message: which limit, when it resets, and where to upgrade. */
export function apiLimitMessage(window: ApiWindow, limit: number, resetAt: Date, now: Date, upgradeUrl: string, lang: Lang): string {
  const template = PLAN_LIMIT_TEXTS[window === 'hour' ? 'apiHour' : 'apiDay'][lang];
  return interpolate(template, { limit: limit.toLocaleString(localeFor(lang)), reset: formatResetTime(resetAt, now, lang), url: upgradeUrl });
}
