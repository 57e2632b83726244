// The account calls of the sign-in dialog and the reset page (docs/accounts-api.md).
import { type SignUpForm } from '@kumbu/core/validation';
import { type Lang } from '@kumbu/core/lang';
import { api, type ApiResult } from '../../shared/api-client';
import { isObject, isString } from '../../shared/guards';

export interface SignedInUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly emailVerified: boolean;
}

export function parseSignedIn(data: unknown): SignedInUser | undefined {
  if (!isObject(data) || !isObject(data.user)) return undefined;
  const { user } = data;
  if (!isString(user.id) || !isString(user.email)) return undefined;
  return { id: user.id, email: user.email, name: isString(user.name) ? user.name : '', emailVerified: user.emailVerified === true };
}

/** The same answer for a new address and one that already has an account (no enumeration). */
export interface SignedUp {
  readonly email: string;
  readonly verificationSent: boolean;
}

export function parseSignedUp(data: unknown): SignedUp | undefined {
  if (!isObject(data) || !isString(data.email)) return undefined;
  return { email: data.email, verificationSent: data.verificationSent !== false };
}

const ok = (): true => true;

export function signIn(email: string, password: string): Promise<ApiResult<SignedInUser>> {
  return api.request('/api/account/sign-in', parseSignedIn, { method: 'POST', body: { email: email.trim(), password } });
}

export function signUp(form: SignUpForm, language: Lang): Promise<ApiResult<SignedUp>> {
  const body = { ...form, fullName: form.fullName.trim(), username: form.username.trim(), whatsapp: form.whatsapp.trim(), email: form.email.trim(), language };
  return api.request('/api/account/sign-up', parseSignedUp, { method: 'POST', body });
}

export function forgotPassword(email: string): Promise<ApiResult<true>> {
  return api.request('/api/account/forgot-password', ok, { method: 'POST', body: { email: email.trim() } });
}

export function resetPassword(token: string, newPassword: string): Promise<ApiResult<true>> {
  return api.request('/api/account/reset-password', ok, { method: 'POST', body: { token, newPassword } });
}
