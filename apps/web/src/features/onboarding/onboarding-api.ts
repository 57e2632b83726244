// The wizard's calls (docs/accounts-api.md) and the spec §7 legacy web client:
// checkUserExists, onboard, the aliases registerUser / checkWhatsAppExists, and the
// deprecated checkSubscriptions. Every call goes through the shared api client (JSON,
// Accept-Language, 30 s timeout, retries only when no answer came); `deps` lets tests
// hand in their own fetch.
import { isLang, type Lang } from '@kumbu/core/lang';
import { type ApiClientOptions, type ApiResult, type Parser, type RequestOptions, createApiClient } from '../../shared/api-client';
import { isFiniteNumber, isObject, isString, type JsonObject } from '../../shared/guards';

export type OnboardingDeps = Partial<ApiClientOptions>;

/** An API result whose failures also carry the Retry-After seconds of a 429. */
export type OnboardingResult<T> =
  | Extract<ApiResult<T>, { success: true }>
  | (Extract<ApiResult<T>, { success: false }> & { readonly retryAfter?: number });

async function call<T>(path: string, parse: Parser<T>, options: RequestOptions, deps: OnboardingDeps = {}): Promise<OnboardingResult<T>> {
  let retryAfter: number | undefined;
  const baseFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const client = createApiClient({
    ...deps,
    fetch: async (input, init) => {
      const res = await baseFetch(input, init);
      const header = Number(res.headers.get('retry-after'));
      retryAfter = res.status === 429 && Number.isFinite(header) && header > 0 ? header : undefined;
      return res;
    },
  });
  const result = await client.request(path, parse, options);
  if (result.success || retryAfter === undefined) return result;
  return { ...result, retryAfter };
}

const optionalString = (value: unknown): string | null => (isString(value) && value !== '' ? value : null);

// ── Existence check ────────────────────────────────────────────────────────────────

export interface ExistenceAnswer {
  readonly exists: boolean;
  readonly preferredLanguage: Lang | null;
  readonly whatsappId: string | null;
  readonly userId: string | null;
  readonly checkType: string | null;
  readonly status: string | null;
  readonly message: string | null;
}

/** The answer may come flat or, from older back ends, nested once more under `data` (spec §3). */
export function parseExistence(data: unknown): ExistenceAnswer | undefined {
  const body: JsonObject | undefined = isObject(data) && isObject(data.data) && !('exists' in data) ? data.data : isObject(data) ? data : undefined;
  if (body === undefined || typeof body.exists !== 'boolean') return undefined;
  return {
    exists: body.exists,
    preferredLanguage: isLang(body.preferredLanguage) ? body.preferredLanguage : null,
    whatsappId: optionalString(body.whatsappId),
    userId: optionalString(body.userId) ?? optionalString(body.firebase_uid),
    checkType: optionalString(body.checkType),
    status: optionalString(body.status),
    message: optionalString(body.message),
  };
}

export interface ExistenceQuery {
  readonly whatsappId?: string | null;
  readonly email?: string | null;
}

/** GET /api/onboardNewClient?whatsappId=&email= — does an account already use this phone or e-mail? */
export function checkUserExists(query: ExistenceQuery, deps?: OnboardingDeps): Promise<OnboardingResult<ExistenceAnswer>> {
  return call('/api/onboardNewClient', parseExistence, { query: { whatsappId: query.whatsappId || undefined, email: query.email || undefined } }, deps);
}

/** Legacy alias: the existence check by WhatsApp id only. */
export function checkWhatsAppExists(whatsappId: string, deps?: OnboardingDeps): Promise<OnboardingResult<ExistenceAnswer>> {
  return checkUserExists({ whatsappId }, deps);
}

// ── Onboarding ────────────────────────────────────────────────────────────────────

/** The onboarding payload of spec §3. `firebase_uid` is the account id on the wire. */
export interface OnboardPayload {
  readonly firebase_uid: string;
  readonly whatsappId: string;
  readonly userName: string;
  readonly email: string;
  readonly language: Lang;
  readonly wantsTrial: boolean;
  readonly selectedPlan?: string;
  readonly paymentConfirmation?: string;
  readonly recaptchaToken: string;
  readonly recaptchaAction: string;
}

export interface OnboardCredentials {
  /** The bearer token from the phone verification (or sign-in). */
  readonly token: string;
  /** One per submission, reused on every retry of it. */
  readonly idempotencyKey: string;
}

export interface OnboardAnswer {
  readonly userId: string;
  readonly selectedPlan: string | null;
  readonly trialEndsAt: string | null;
}

export function parseOnboard(data: unknown): OnboardAnswer | undefined {
  if (!isObject(data)) return undefined;
  const userId = optionalString(data.userId) ?? optionalString(data.firebase_uid);
  if (userId === null) return undefined;
  const subscription = isObject(data.subscription) ? data.subscription : {};
  return { userId, selectedPlan: optionalString(data.selectedPlan), trialEndsAt: optionalString(subscription.trialEndsAt) };
}

/** POST /api/onboardNewClient with the bearer token and an Idempotency-Key. */
export function onboard(payload: OnboardPayload, credentials: OnboardCredentials, deps?: OnboardingDeps): Promise<OnboardingResult<OnboardAnswer>> {
  return call('/api/onboardNewClient', parseOnboard, {
    method: 'POST',
    body: payload,
    headers: { Authorization: `Bearer ${credentials.token}`, 'Idempotency-Key': credentials.idempotencyKey },
  }, deps);
}

/** Legacy alias of `onboard`. */
export const registerUser = onboard;

/** Legacy: replaced by GET /api/account/me (subscription) and the settings screen. */
export function checkSubscriptions(): never {
  throw new Error('checkSubscriptions is deprecated: read the subscription from GET /api/account/me');
}

// ── Phone verification ───────────────────────────────────────────────────────────

export interface SendCodeRequest {
  readonly phone: string;
  readonly email?: string;
  readonly language: Lang;
  readonly recaptchaToken: string;
  readonly recaptchaAction?: string;
}

export interface SendCodeAnswer {
  readonly verificationId: string;
  readonly phone: string;
  readonly expiresInSeconds: number;
  readonly resendAfterSeconds: number;
}

export function parseSendCode(data: unknown): SendCodeAnswer | undefined {
  if (!isObject(data) || !isString(data.verificationId) || data.verificationId === '') return undefined;
  return {
    verificationId: data.verificationId,
    phone: isString(data.phone) ? data.phone : '',
    expiresInSeconds: isFiniteNumber(data.expiresInSeconds) ? data.expiresInSeconds : 600,
    resendAfterSeconds: isFiniteNumber(data.resendAfterSeconds) ? data.resendAfterSeconds : 60,
  };
}

/** POST /api/onboarding/phone/send — nothing is sent when the phone or e-mail has an account. */
export function sendPhoneCode(request: SendCodeRequest, deps?: OnboardingDeps): Promise<OnboardingResult<SendCodeAnswer>> {
  return call('/api/onboarding/phone/send', parseSendCode, { method: 'POST', body: { recaptchaAction: 'sms_send', ...request } }, deps);
}

export interface VerifyCodeRequest {
  readonly verificationId: string;
  readonly code: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly language: Lang;
}

export interface VerifiedAccount {
  readonly userId: string;
  readonly token: string;
  readonly email: string;
  readonly whatsappId: string;
  readonly verificationEmailSent: boolean;
}

export function parseVerified(data: unknown): VerifiedAccount | undefined {
  if (!isObject(data)) return undefined;
  const userId = optionalString(data.firebase_uid) ?? optionalString(data.userId);
  const token = optionalString(data.token);
  if (userId === null || token === null) return undefined;
  return {
    userId,
    token,
    email: isString(data.email) ? data.email : '',
    whatsappId: isString(data.whatsappId) ? data.whatsappId : '',
    verificationEmailSent: data.verificationEmailSent === true,
  };
}

/** POST /api/onboarding/phone/verify — a right code creates the account and answers a bearer token. */
export function verifyPhoneCode(request: VerifyCodeRequest, deps?: OnboardingDeps): Promise<OnboardingResult<VerifiedAccount>> {
  // Never retried blindly: a code is single use, and a repeat would only report it spent.
  return call('/api/onboarding/phone/verify', parseVerified, { method: 'POST', body: request }, { retries: 0, ...deps });
}

// ── Bot protection ───────────────────────────────────────────────────────────────

export type BotConfig =
  | { readonly provider: 'altcha'; readonly challengeUrl: string }
  | { readonly provider: 'recaptcha'; readonly siteKey: string };

export function parseBotConfig(data: unknown): BotConfig | undefined {
  if (!isObject(data)) return undefined;
  if (data.provider === 'altcha') return { provider: 'altcha', challengeUrl: optionalString(data.challengeUrl) ?? '/api/altcha/challenge' };
  if (data.provider === 'recaptcha' && isString(data.siteKey) && data.siteKey !== '') return { provider: 'recaptcha', siteKey: data.siteKey };
  return undefined;
}

export function fetchBotConfig(deps?: OnboardingDeps): Promise<OnboardingResult<BotConfig>> {
  return call('/api/bot-protection/config', parseBotConfig, {}, deps);
}
