// The free allowance (DECISIONS.md): after a trial ends unpaid — or on the free plan — an
// account records up to 50 transactions a Luanda month. One decision and one message for
// every path that records (WhatsApp, POST /api/records, the dashboard), so they never
// disagree about who is limited or what the person is told.
import { type DayString } from './date-range';
import { type Bilingual, type Lang, interpolate } from './lang';
import { localeFor } from './money';
import { FREE_ALLOWANCE_RECORDS_PER_MONTH, isTrial, trialSummary, type Instant, type SubscriptionInfo } from './subscription-status';

export type RecordAllowance =
  | { readonly limited: false }
  | {
    readonly limited: true;
    /** Records a month. */
    readonly limit: number;
    /** A trial that ended unpaid (the co-pilot says so once), not an account that chose the free plan. */
    readonly lapsedTrial: boolean;
  };

const UNLIMITED: RecordAllowance = { limited: false };

function instantMs(value: Instant): number | null {
  if (value === null) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Whether recording is held to the free allowance at `now`: a trial that ended unpaid — still
 * flagged as a trial, or already moved to status 'free' by the lifecycle job with its trial
 * dates kept and never paid since — and any account on status 'free'. An account without a
 * subscription row is not limited here (nothing says its trial ended).
 */
export function recordAllowance(sub: SubscriptionInfo | null, now: Date): RecordAllowance {
  if (!sub) return UNLIMITED;
  const trial = trialSummary(sub, now);
  const trialEnds = instantMs(sub.trialEndsAt);
  const expires = instantMs(sub.expiresAt);
  const lapsedTrial = (isTrial(sub) && trial !== null && !trial.active)
    || (sub.status === 'free' && trialEnds !== null && (expires === null || expires <= trialEnds));
  if (!lapsedTrial && sub.status !== 'free') return UNLIMITED;
  return { limited: true, limit: FREE_ALLOWANCE_RECORDS_PER_MONTH, lapsedTrial };
}

/** The refusal, said the same way on WhatsApp, in the API's answer and on the dashboard. */
export const OVER_ALLOWANCE_TEXT: Bilingual = {
  pt: 'Este registo NÃO foi guardado: já usou os {limit} registos gratuitos deste mês. O limite renova a {reset}. Para registar sem limites, subscreva em {url}',
  en: 'This record was NOT saved: you have used this month\'s {limit} free records. The allowance renews on {reset}. To record without limits, subscribe at {url}',
};

/** "1 de dezembro de 2026" / "Dec 1, 2026". */
function spokenDay(day: DayString, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return new Intl.DateTimeFormat(localeFor(lang), { day: 'numeric', month: lang === 'pt' ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The refusal in `lang`: the limit, the day it renews and where to subscribe (Settings). */
export function overAllowanceMessage(lang: Lang, limit: number, resetDay: DayString, settingsUrl: string): string {
  return interpolate(OVER_ALLOWANCE_TEXT[lang], { limit, reset: spokenDay(resetDay, lang), url: settingsUrl });
}
