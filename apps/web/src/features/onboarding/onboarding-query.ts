// The onboarding wizard's query contract (spec §2, DECISIONS.md "one wizard, both
// readings"). Pure: the host in the app shell reads it on every location change and the
// wizard takes its starting point from it. Kept tiny: it ships with the landing page.
import { isLang, type Lang } from '@kumbu/core/lang';
import { planFromParam, type PlanKey } from '@kumbu/core/plans';

export const STEPS = ['welcome', 'plan', 'registration', 'payment', 'confirmation'] as const;
export type StepName = (typeof STEPS)[number];
/** welcome=0, plan=1, registration=2, payment=3, confirmation=4. */
export type StepIndex = 0 | 1 | 2 | 3 | 4;
export const LAST_STEP: StepIndex = 4;

export type OnboardingAction = 'onboard' | 'pay';
export type Presentation = 'page' | 'modal';

/** The label the spec gives each accepted `plan` value. */
export type PlanLabel = 'Básico' | 'Standard' | 'Pro' | 'Unlimited';

export interface OnboardingQuery {
  /** Whether the wizard shows at all. */
  readonly open: boolean;
  /** Full page with whatsappId, action or firebase_uid; otherwise a modal. */
  readonly presentation: Presentation;
  readonly step: StepIndex;
  readonly lang: Lang | null;
  readonly plan: PlanKey | null;
  readonly planLabel: PlanLabel | null;
  readonly user: string | null;
  readonly whatsappId: string | null;
  readonly firebaseUid: string | null;
  readonly action: OnboardingAction | null;
}

/** Parameters that, when present, open the wizard (lang alone does not). */
export const OPENING_PARAMS = ['action', 'whatsappId', 'firebase_uid', 'step', 'plan', 'user'] as const;
/** Every parameter the wizard owns: closing removes them (and with them the query string). */
export const ONBOARDING_PARAMS = [...OPENING_PARAMS, 'lang'] as const;

const PLAN_LABELS: Readonly<Record<PlanKey, PlanLabel>> = {
  basic: 'Básico', standard: 'Standard', premium: 'Pro', unlimited: 'Unlimited',
};

/** `step` as a name ("payment") or a number ("3"); anything else is the welcome step. */
export function parseStep(value: string | null): StepIndex {
  const v = (value ?? '').trim().toLowerCase();
  const byName = STEPS.indexOf(v as StepName);
  if (byName >= 0) return byName as StepIndex;
  if (/^[0-4]$/.test(v)) return Number(v) as StepIndex;
  return 0;
}

export function parseAction(value: string | null): OnboardingAction | null {
  const v = (value ?? '').trim().toLowerCase();
  return v === 'onboard' || v === 'pay' ? v : null;
}

/** Only basic, básico, standard, premium, pro and unlimited are accepted; others are ignored. */
export function parsePlan(value: string | null): { readonly plan: PlanKey; readonly label: PlanLabel } | null {
  const plan = planFromParam(value);
  return plan === null ? null : { plan, label: PLAN_LABELS[plan] };
}

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value === undefined || value === '' ? null : value;
}

export function parseOnboardingQuery(search: string | URLSearchParams, pathname = '/'): OnboardingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const action = parseAction(params.get('action'));
  const langParam = params.get('lang')?.trim().toLowerCase();
  const plan = parsePlan(params.get('plan'));
  const whatsappId = text(params, 'whatsappId');
  const firebaseUid = text(params, 'firebase_uid');
  const present = (name: string): boolean => params.has(name);
  const open = OPENING_PARAMS.some(present) || pathname.toLowerCase().includes('onboarding');
  const fullPage = present('whatsappId') || present('action') || present('firebase_uid');
  const step: StepIndex = action === 'onboard' ? 0 : action === 'pay' ? 3 : parseStep(params.get('step'));
  return {
    open,
    presentation: fullPage ? 'page' : 'modal',
    step,
    lang: isLang(langParam) ? langParam : null,
    plan: plan?.plan ?? null,
    planLabel: plan?.label ?? null,
    user: text(params, 'user'),
    whatsappId,
    firebaseUid,
    action,
  };
}

/**
 * Where closing the wizard goes: the same path without the query string. On /onboarding
 * itself that would open the wizard again, so it goes home.
 */
export function closedLocation(pathname: string, hash = ''): string {
  const path = pathname.toLowerCase().includes('onboarding') ? '/' : pathname;
  return `${path}${hash}`;
}
