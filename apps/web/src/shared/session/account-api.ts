// Account calls shared by every screen: who is signed in, signing out, and resending the
// verification e-mail (the sign-in dialog and the verified-user guard both offer it).
import { resolveDisplayName, type ResolvedName } from '@kumbu/core/profile-name';
import { parseSubscriptionInfo, type SubscriptionInfo } from '@kumbu/core/subscription-status';
import { api, type ApiResult, tapRaw } from '../api-client';
import { type JsonObject, isObject, isString, isStringOrNull } from '../guards';

export type ReportKind = 'weekly' | 'monthly';
export type ReportPrefs = { readonly [K in ReportKind]: { readonly email: boolean } };
export const DEFAULT_REPORT_PREFS: ReportPrefs = { weekly: { email: true }, monthly: { email: true } };

export interface AccountUser {
  readonly id: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly createdAt: string;
  /** A new sign-in address asked for and not confirmed yet (decision 0007), else null. */
  readonly pendingEmail: string | null;
}

export interface AccountProfile {
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly initials: string;
  readonly userName: string | null;
  /** The proven WhatsApp number (digits): the one the co-pilot answers. */
  readonly whatsappId: string | null;
  /** A number named but not proven yet ("por confirmar", decision 0016), with the code for the wa.me message. */
  readonly whatsappClaim: NumberClaim | null;
  readonly defaultCurrency: string;
  readonly language: string;
  readonly reportPrefs: ReportPrefs;
}

export interface NumberClaim {
  readonly whatsappId: string;
  readonly code: string;
}

/** The account's number as Settings shows it. */
export interface NumberState {
  readonly whatsappId: string | null;
  readonly whatsappClaim: NumberClaim | null;
}

function parseClaim(value: unknown): NumberClaim | null {
  return isObject(value) && isString(value.whatsappId) && isString(value.code) ? { whatsappId: value.whatsappId, code: value.code } : null;
}

export function parseNumberState(data: unknown): NumberState | undefined {
  if (!isObject(data) || !isStringOrNull(data.whatsappId)) return undefined;
  return { whatsappId: data.whatsappId, whatsappClaim: parseClaim(data.whatsappClaim) };
}

export interface Me {
  readonly user: AccountUser;
  readonly profile: AccountProfile;
  /** The display name of spec §3, resolved from the profile's name fields, then the e-mail. */
  readonly name: ResolvedName;
  /** The account's subscription (spec §3), null when it has none. */
  readonly subscription: SubscriptionInfo | null;
}

function text(value: unknown, fallback = ''): string {
  return isString(value) ? value : fallback;
}

function reportFlag(prefs: JsonObject, kind: ReportKind): boolean {
  const entry = prefs[kind];
  return isObject(entry) && typeof entry.email === 'boolean' ? entry.email : DEFAULT_REPORT_PREFS[kind].email;
}

export function parseReportPrefs(value: unknown): ReportPrefs {
  const prefs = isObject(value) ? value : {};
  return { weekly: { email: reportFlag(prefs, 'weekly') }, monthly: { email: reportFlag(prefs, 'monthly') } };
}

export function parseMe(data: unknown): Me | undefined {
  if (!isObject(data) || !isObject(data.user)) return undefined;
  const { user } = data;
  const profile = isObject(data.profile) ? data.profile : {};
  if (!isString(user.id) || !isString(user.email)) return undefined;
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified === true,
      createdAt: text(user.createdAt),
      pendingEmail: isString(user.pendingEmail) ? user.pendingEmail : null,
    },
    profile: {
      fullName: text(profile.fullName),
      firstName: text(profile.firstName),
      lastName: text(profile.lastName),
      initials: text(profile.initials),
      userName: isStringOrNull(profile.userName) ? profile.userName : null,
      whatsappId: isStringOrNull(profile.whatsappId) ? profile.whatsappId : null,
      whatsappClaim: parseClaim(profile.whatsappClaim),
      defaultCurrency: text(profile.defaultCurrency, 'AOA'),
      language: text(profile.language, 'pt'),
      reportPrefs: parseReportPrefs(profile.reportPrefs),
    },
    name: resolveDisplayName(profile, { email: user.email }),
    subscription: parseSubscriptionInfo(data.subscription),
  };
}

export function fetchMe(signal?: AbortSignal, onRaw?: (data: unknown) => void): Promise<ApiResult<Me>> {
  return api.request('/api/account/me', tapRaw(parseMe, onRaw), signal === undefined ? {} : { signal });
}

export function signOutRequest(): Promise<ApiResult<true>> {
  return api.request('/api/account/sign-out', () => true, { method: 'POST' });
}

/** POST /api/account/resend-verification; the same answer whether or not the address has an account. */
export function resendVerification(email: string): Promise<ApiResult<true>> {
  return api.request('/api/account/resend-verification', () => true, { method: 'POST', body: { email: email.trim() } });
}

/** Name to greet the person with (spec §3): the resolved name, else the whole e-mail. */
export function displayName(me: Me): string {
  return me.name.fullName || me.user.email;
}

export function initialsOf(me: Me): string {
  return me.name.initials || me.user.email.charAt(0).toLocaleUpperCase('pt') || '?';
}
