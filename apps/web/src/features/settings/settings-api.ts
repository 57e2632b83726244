// The account calls of the settings screen (docs/accounts-api.md). Each acts on the
// caller's own account: the session says who, so no account id travels.
import { api, type ApiResult } from '../../shared/api-client';
import { isObject } from '../../shared/guards';
import { type ReportPrefs, parseReportPrefs } from '../../shared/session/account-api';

const ok = (): true => true;

export function changeEmail(newEmail: string, currentPassword: string): Promise<ApiResult<true>> {
  return api.request('/api/onboardNewClient/email', ok, { method: 'PUT', body: { newEmail: newEmail.trim(), currentPassword } });
}

/** The server checks the confirmation too, and answers with a fresh session for this browser. */
export function changePassword(currentPassword: string, newPassword: string, confirmPassword: string): Promise<ApiResult<true>> {
  return api.request('/api/onboardNewClient/password', ok, { method: 'PUT', body: { currentPassword, newPassword, confirmPassword } });
}

export function saveReportPrefs(prefs: ReportPrefs): Promise<ApiResult<ReportPrefs>> {
  return api.request(
    '/api/account/report-prefs',
    (data) => (isObject(data) && isObject(data.reportPrefs) ? parseReportPrefs(data.reportPrefs) : undefined),
    { method: 'PUT', body: prefs },
  );
}

/** DELETE /api/onboardNewClient with the current password; the key makes a retry of the same confirmation safe. */
export function deleteAccount(idempotencyKey: string, currentPassword: string): Promise<ApiResult<true>> {
  return api.request('/api/onboardNewClient', ok, { method: 'DELETE', headers: { 'Idempotency-Key': idempotencyKey }, body: { currentPassword } });
}
