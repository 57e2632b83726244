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

export function signIn(email: string, password: string): Promise<ApiResult<SignedInUser>> {
  return api.request('/api/account/sign-in', parseSignedIn, { method: 'POST', body: { email, password } });
}
