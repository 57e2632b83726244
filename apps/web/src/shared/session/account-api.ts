// Account calls shared by every screen: who is signed in, and signing out.
import { api, type ApiResult } from '../api-client';
import { isObject, isString, isStringOrNull } from '../guards';

export interface AccountUser {
  readonly id: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly createdAt: string;
}

export interface AccountProfile {
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly initials: string;
  readonly userName: string | null;
  readonly whatsappId: string | null;
  readonly defaultCurrency: string;
  readonly language: string;
}

export interface Me {
  readonly user: AccountUser;
  readonly profile: AccountProfile;
}

function text(value: unknown, fallback = ''): string {
  return isString(value) ? value : fallback;
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
    },
    profile: {
      fullName: text(profile.fullName),
      firstName: text(profile.firstName),
      lastName: text(profile.lastName),
      initials: text(profile.initials),
      userName: isStringOrNull(profile.userName) ? profile.userName : null,
      whatsappId: isStringOrNull(profile.whatsappId) ? profile.whatsappId : null,
      defaultCurrency: text(profile.defaultCurrency, 'AOA'),
      language: text(profile.language, 'pt'),
    },
  };
}

export function fetchMe(signal?: AbortSignal): Promise<ApiResult<Me>> {
  return api.request('/api/account/me', parseMe, signal === undefined ? {} : { signal });
}

export function signOutRequest(): Promise<ApiResult<true>> {
  return api.request('/api/account/sign-out', () => true, { method: 'POST' });
}

/** Name to greet the person with: profile name, else the e-mail's local part. */
export function displayName(me: Me): string {
  return me.profile.fullName || me.user.email.split('@')[0] || me.user.email;
}

export function initialsOf(me: Me): string {
  if (me.profile.initials) return me.profile.initials;
  const words = displayName(me).split(/\s+/).filter(Boolean).slice(0, 2);
  return words.map((w) => w.charAt(0).toUpperCase()).join('') || '?';
}
