// How a subscription is shown (spec §4 "Subscription display"), worked out once here for the
// settings card, the dashboard badge and the server's `trial` answer, with its labels in
// both languages beside the rules.
//
// Trial (flag true or status 'trial'): days left = ceil(remaining time in days), never
// negative; > 3 days 'Free Trial Active' (green), 1–3 'Trial Ending Soon' (yellow),
// 0 'Trial Expired' (red); with 1 day left the hours left are shown too; progress is
// 7 − days left, of 7; a subscribe prompt from 3 days left down. Status 'free' is the free
// allowance (DECISIONS.md: 50 recorded transactions a month). Anything else is
// 'Active Plan' (blue) with plan, status, expiry and days left. No subscription: a dash.
import { interpolate, type Bilingual, type Lang } from './lang';
import { planByKey, planFromParam } from './plans';

export const TRIAL_DAYS = 7;
/** The subscribe prompt and the yellow warning start at this many days left (spec §9). */
export const TRIAL_WARNING_DAYS = 3;
/** Records a month on the free allowance (DECISIONS.md, from the docs' free plan). */
export const FREE_ALLOWANCE_RECORDS_PER_MONTH = 50;

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** An instant as the server stores it (Date) or sends it (ISO string); null when unknown. */
export type Instant = Date | string | null;

/** The subscription of spec §3 as the account document carries it. */
export interface SubscriptionInfo {
  readonly tier: string;
  readonly status: string;
  readonly trial: boolean;
  readonly trialStartDate: Instant;
  readonly trialEndsAt: Instant;
  readonly expiresAt: Instant;
}

export type SubscriptionTone = 'green' | 'yellow' | 'red' | 'blue' | 'grey';
export type TrialPhase = 'active' | 'ending' | 'expired';

export interface TrialDisplay {
  readonly kind: 'trial';
  readonly phase: TrialPhase;
  readonly tone: 'green' | 'yellow' | 'red';
  readonly daysLeft: number;
  /** Whole hours left, rounded up (≤ 24 once one day is left); 0 when expired. */
  readonly hoursLeft: number;
  /** Spec: "with 1 day left hours left are shown". */
  readonly showHours: boolean;
  /** 7 − days left, between 0 and 7. */
  readonly progress: number;
  readonly progressMax: typeof TRIAL_DAYS;
  readonly subscribePrompt: boolean;
  /** ISO instant the trial ends, when known. */
  readonly endsAt: string | null;
}

export interface PlanDisplay {
  readonly kind: 'plan';
  readonly tone: 'blue';
  readonly tier: string;
  readonly status: string;
  /** ISO instant the paid period ends, when known. */
  readonly expiresAt: string | null;
  /** Days until `expiresAt`, rounded up, never negative; null when there is no expiry. */
  readonly daysLeft: number | null;
}

export interface FreeDisplay {
  readonly kind: 'free';
  readonly tone: 'grey';
  readonly tier: string;
  readonly recordsPerMonth: typeof FREE_ALLOWANCE_RECORDS_PER_MONTH;
}

export interface NoneDisplay { readonly kind: 'none'; readonly tone: 'grey' }

export type SubscriptionDisplay = TrialDisplay | PlanDisplay | FreeDisplay | NoneDisplay;

function instantMs(value: Instant): number | null {
  if (value === null) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** ceil(remaining / unit), never negative. */
function unitsLeft(remainingMs: number, unitMs: number): number {
  return remainingMs <= 0 ? 0 : Math.ceil(remainingMs / unitMs);
}

export function isTrial(sub: SubscriptionInfo): boolean {
  return sub.trial || sub.status === 'trial';
}

/**
 * When the trial ends: trialEndsAt, else 7 days after trialStartDate, else expiresAt.
 * Null when none is known (shown as expired: nothing proves time is left).
 */
export function trialEndMs(sub: SubscriptionInfo): number | null {
  const ends = instantMs(sub.trialEndsAt);
  if (ends !== null) return ends;
  const start = instantMs(sub.trialStartDate);
  if (start !== null) return start + TRIAL_DAYS * MS_PER_DAY;
  return instantMs(sub.expiresAt);
}

/** The trial part of the server's subscription answer; null when not on a trial. */
export interface TrialSummary { readonly active: boolean; readonly daysLeft: number; readonly hoursLeft: number; readonly endsAt: string | null }

export function trialSummary(sub: SubscriptionInfo | null, now: Date): TrialSummary | null {
  if (!sub || !isTrial(sub)) return null;
  const end = trialEndMs(sub);
  const remaining = end === null ? 0 : end - now.getTime();
  const daysLeft = unitsLeft(remaining, MS_PER_DAY);
  return { active: daysLeft > 0, daysLeft, hoursLeft: unitsLeft(remaining, MS_PER_HOUR), endsAt: iso(end) };
}

export function subscriptionDisplay(sub: SubscriptionInfo | null, now: Date): SubscriptionDisplay {
  if (!sub) return { kind: 'none', tone: 'grey' };
  const trial = trialSummary(sub, now);
  if (trial) {
    const { daysLeft } = trial;
    const phase: TrialPhase = daysLeft > TRIAL_WARNING_DAYS ? 'active' : daysLeft >= 1 ? 'ending' : 'expired';
    return {
      kind: 'trial', phase, tone: phase === 'active' ? 'green' : phase === 'ending' ? 'yellow' : 'red',
      daysLeft, hoursLeft: trial.hoursLeft, showHours: daysLeft === 1,
      progress: Math.min(TRIAL_DAYS, Math.max(0, TRIAL_DAYS - daysLeft)), progressMax: TRIAL_DAYS,
      subscribePrompt: daysLeft <= TRIAL_WARNING_DAYS, endsAt: trial.endsAt,
    };
  }
  if (sub.status === 'free') return { kind: 'free', tone: 'grey', tier: sub.tier, recordsPerMonth: FREE_ALLOWANCE_RECORDS_PER_MONTH };
  const expires = instantMs(sub.expiresAt);
  return {
    kind: 'plan', tone: 'blue', tier: sub.tier, status: sub.status, expiresAt: iso(expires),
    daysLeft: expires === null ? null : unitsLeft(expires - now.getTime(), MS_PER_DAY),
  };
}

// ── Labels ────────────────────────────────────────────────────────────────────────
// English exactly as spec §4 words the four states.
export const SUBSCRIPTION_LABELS = {
  trialActive: { pt: 'Teste grátis ativo', en: 'Free Trial Active' },
  trialEnding: { pt: 'Teste a terminar em breve', en: 'Trial Ending Soon' },
  trialExpired: { pt: 'Teste expirado', en: 'Trial Expired' },
  activePlan: { pt: 'Plano ativo', en: 'Active Plan' },
  freeAllowance: { pt: 'Plano gratuito', en: 'Free plan' },
  none: { pt: 'Sem subscrição', en: 'No subscription' },
  // Short forms for the dashboard badge.
  badgeTrial: { pt: 'Teste grátis · {left}', en: 'Free trial · {left}' },
  badgeTrialExpired: { pt: 'Teste expirado', en: 'Trial expired' },
  badgePlan: { pt: 'Plano {plan}', en: '{plan} plan' },
  badgeFree: { pt: 'Plano gratuito', en: 'Free plan' },
  daysOne: { pt: '1 dia', en: '1 day' },
  daysMany: { pt: '{n} dias', en: '{n} days' },
  hoursOne: { pt: '1 hora', en: '1 hour' },
  hoursMany: { pt: '{n} horas', en: '{n} hours' },
} as const satisfies Record<string, Bilingual>;

/** Status words the server uses; another status is shown as it is. */
export const SUBSCRIPTION_STATUS_LABELS = {
  active: { pt: 'Ativo', en: 'Active' },
  trial: { pt: 'Em teste', en: 'Trial' },
  free: { pt: 'Gratuito', en: 'Free' },
  expired: { pt: 'Expirado', en: 'Expired' },
  cancelled: { pt: 'Cancelado', en: 'Cancelled' },
  past_due: { pt: 'Pagamento em atraso', en: 'Payment overdue' },
  unknown: { pt: 'Desconhecido', en: 'Unknown' },
} as const satisfies Record<string, Bilingual>;

export function subscriptionStatusLabel(status: string, lang: Lang): string {
  const known = (SUBSCRIPTION_STATUS_LABELS as Record<string, Bilingual | undefined>)[status];
  return known ? known[lang] : status;
}

/** The plan's shown name from a tier or plan key (premium and pro → Pro); else the raw tier. */
export function planLabel(tier: string, lang: Lang): string {
  const key = planFromParam(tier);
  return key ? planByKey(key).label[lang] : tier;
}

/** "5 dias" / "1 day". */
export function daysText(n: number, lang: Lang): string {
  return n === 1 ? SUBSCRIPTION_LABELS.daysOne[lang] : interpolate(SUBSCRIPTION_LABELS.daysMany[lang], { n });
}

/** "12 horas" / "1 hour". */
export function hoursText(n: number, lang: Lang): string {
  return n === 1 ? SUBSCRIPTION_LABELS.hoursOne[lang] : interpolate(SUBSCRIPTION_LABELS.hoursMany[lang], { n });
}

/** The state's title: 'Free Trial Active', 'Trial Ending Soon', 'Trial Expired', 'Active Plan'… */
export function subscriptionTitle(display: SubscriptionDisplay, lang: Lang): string {
  switch (display.kind) {
    case 'trial':
      return SUBSCRIPTION_LABELS[display.phase === 'active' ? 'trialActive' : display.phase === 'ending' ? 'trialEnding' : 'trialExpired'][lang];
    case 'plan': return SUBSCRIPTION_LABELS.activePlan[lang];
    case 'free': return SUBSCRIPTION_LABELS.freeAllowance[lang];
    case 'none': return SUBSCRIPTION_LABELS.none[lang];
  }
}

/** The dashboard badge: 'Teste grátis · 5 dias', 'Plano Pro', '—' when there is none. */
export function subscriptionBadgeText(display: SubscriptionDisplay, lang: Lang): string {
  switch (display.kind) {
    case 'trial': {
      if (display.phase === 'expired') return SUBSCRIPTION_LABELS.badgeTrialExpired[lang];
      const left = display.showHours ? hoursText(display.hoursLeft, lang) : daysText(display.daysLeft, lang);
      return interpolate(SUBSCRIPTION_LABELS.badgeTrial[lang], { left });
    }
    case 'plan': return interpolate(SUBSCRIPTION_LABELS.badgePlan[lang], { plan: planLabel(display.tier, lang) });
    case 'free': return SUBSCRIPTION_LABELS.badgeFree[lang];
    case 'none': return '—';
  }
}

// ── Reading the wire form ─────────────────────────────────────────────────────────
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function instantField(value: unknown): string | null {
  return typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : null;
}

/**
 * The subscription of an API answer (`/api/account/me`, `/api/subscription-management`), or
 * null when absent or malformed. Missing fields take the spec's defaults (tier basic,
 * status unknown).
 */
export function parseSubscriptionInfo(value: unknown): SubscriptionInfo | null {
  if (!isRecord(value)) return null;
  return {
    tier: typeof value.tier === 'string' && value.tier !== '' ? value.tier : 'basic',
    status: typeof value.status === 'string' && value.status !== '' ? value.status : 'unknown',
    trial: value.trial === true,
    trialStartDate: instantField(value.trialStartDate),
    trialEndsAt: instantField(value.trialEndsAt),
    expiresAt: instantField(value.expiresAt),
  };
}
