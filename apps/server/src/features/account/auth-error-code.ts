import type { ErrorCode } from '@kumbu/core/errors';

/** better-auth's error codes → ours. */
export function authErrorCode(status: number, body: Record<string, unknown>): ErrorCode {
  const code = typeof body.code === 'string' ? body.code : '';
  if (code === 'EMAIL_NOT_VERIFIED') return 'email-not-verified';
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return 'invalid-credentials';
  if (code === 'USER_ALREADY_EXISTS' || code.startsWith('USER_ALREADY_EXISTS')) return 'email-in-use';
  if (code === 'INVALID_TOKEN') return 'invalid-token';
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'INVALID_EMAIL') return 'validation-failed';
  if (status === 429) return 'rate-limited';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status >= 500) return 'internal';
  return 'bad-request';
}

/** better-auth's `X-Retry-After` (seconds) on a 429, for our `retryAfter` and `Retry-After`. */
export function retryAfterOf(response: Response): number | undefined {
  if (response.status !== 429) return undefined;
  const seconds = Number(response.headers.get('x-retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
