// The wizard's error catalogue (spec §8, "Onboarding"), as pure functions: a failed call
// becomes an OnboardingError, and OnboardingError becomes words in the interface language.
// Messages that core already owns (errors.ts) come from there; the rest live in the
// onboarding texts, so every one has its Portuguese variant.
import { type ErrorCode, errorMessage, rateLimitedMessage } from '@kumbu/core/errors';
import { type Lang } from '@kumbu/core/lang';

/** What a failed call looks like by the time the wizard sees it. */
export interface CallFailure {
  readonly status: number;
  readonly error: string;
  readonly code?: ErrorCode | undefined;
  /** Seconds, from the Retry-After header of a 429. */
  readonly retryAfter?: number | undefined;
}

/** Messages of spec §8 that core has no code for. */
export type OnboardingErrorKey = 'authError' | 'connection' | 'createFailed' | 'registrationFailed' | 'accountCreationFailed';

export type OnboardingError =
  | { readonly kind: 'core'; readonly code: ErrorCode; readonly retryAfter?: number | undefined }
  | { readonly kind: 'text'; readonly key: OnboardingErrorKey }
  | { readonly kind: 'raw'; readonly text: string };

export type OnboardingErrorTexts = Readonly<Record<OnboardingErrorKey, string>>;

const core = (code: ErrorCode, retryAfter?: number): OnboardingError =>
  retryAfter === undefined ? { kind: 'core', code } : { kind: 'core', code, retryAfter };
const text = (key: OnboardingErrorKey): OnboardingError => ({ kind: 'text', key });

/** "This email or phone number is already associated with an account…": offer to sign in, send nothing. */
export function isExistingAccount(error: OnboardingError | null): boolean {
  return error?.kind === 'core' && error.code === 'email-in-use';
}

/** Failures every call shares: no answer at all, too many attempts, and the bot check. */
function common(failure: CallFailure): OnboardingError | null {
  if (failure.status === 0) return text('connection');
  if (failure.code === 'rate-limited' || (failure.code === undefined && failure.status === 429)) return core('rate-limited', failure.retryAfter);
  if (failure.code === 'bot-check-failed') return core('bot-check-failed');
  if (failure.code === 'email-in-use') return core('email-in-use');
  return null;
}

const serverText = (failure: CallFailure): OnboardingError | null =>
  failure.error.trim() === '' ? null : { kind: 'raw', text: failure.error };

/** The existence check and the SMS send (sub-step B's first half). */
export function sendCodeError(failure: CallFailure): OnboardingError {
  const shared = common(failure);
  if (shared) return shared;
  // A bad phone number is the person's to fix: the server says which rule it broke.
  if (failure.code === 'validation-failed' || failure.code === 'identifier-required') return serverText(failure) ?? core('sms-send-failed');
  if (failure.status === 401 || failure.status === 403) return text('authError');
  return core('sms-send-failed');
}

/** The code check that creates the account. */
export function verifyCodeError(failure: CallFailure): OnboardingError {
  const shared = common(failure);
  if (shared) return shared;
  switch (failure.code) {
    case 'invalid-code': case 'code-expired': case 'code-attempts-exceeded': return core(failure.code);
    case 'weak-password': case 'validation-failed': return serverText(failure) ?? text('createFailed');
    default: break;
  }
  if (failure.status === 401 || failure.status === 403) return text('authError');
  return text('createFailed');
}

/** The answer of POST /api/onboardNewClient when it is not a success. */
export function onboardError(failure: CallFailure): OnboardingError {
  if (failure.status === 0) return text('connection');
  if (failure.code === 'bot-check-failed') return core('bot-check-failed');
  if (failure.code === 'rate-limited') return core('rate-limited', failure.retryAfter);
  if (failure.code === 'already-active' || /already active/i.test(failure.error)) return core('already-active');
  if (failure.code === 'onboarding-auth-required' || failure.error.includes('Firebase')) return text('authError');
  return serverText(failure) ?? text('registrationFailed');
}

/** Something threw while creating the account (not an answer from the server). */
export function thrownError(error: unknown): OnboardingError {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes('401')) return core('unauthenticated');
  return message.trim() === '' ? text('accountCreationFailed') : { kind: 'raw', text: message };
}

/** The bot-protection wait timed out or gave an empty token: the submit is aborted. */
export const BOT_CHECK_FAILED: OnboardingError = core('bot-check-failed');

export function onboardingErrorText(error: OnboardingError, lang: Lang, texts: OnboardingErrorTexts): string {
  switch (error.kind) {
    case 'core':
      return error.code === 'rate-limited' ? rateLimitedMessage(lang, error.retryAfter) : errorMessage(error.code, lang);
    case 'text':
      return texts[error.key];
    case 'raw':
      return error.text;
  }
}
