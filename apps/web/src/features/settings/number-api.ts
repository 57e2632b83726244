// The account's WhatsApp number from Settings (decision 0016): claim one, drop the claim,
// and prove it with an SMS code. Each call acts on the caller's own account.
import { api, type ApiResult } from '../../shared/api-client';
import { isFiniteNumber, isObject, isString } from '../../shared/guards';
import { parseNumberState, type NumberState } from '../../shared/session/account-api';

export function claimNumber(whatsapp: string): Promise<ApiResult<NumberState>> {
  return api.request('/api/account/whatsapp', parseNumberState, { method: 'PUT', body: { whatsapp: whatsapp.trim() } });
}

export function dropNumberClaim(): Promise<ApiResult<NumberState>> {
  return api.request('/api/account/whatsapp/claim', parseNumberState, { method: 'DELETE' });
}

export interface SentCode {
  readonly verificationId: string;
  readonly resendAfterSeconds: number;
}

export function sendNumberCode(language: 'pt' | 'en'): Promise<ApiResult<SentCode>> {
  return api.request('/api/account/whatsapp/send-code', (data) => (
    isObject(data) && isString(data.verificationId) && isFiniteNumber(data.resendAfterSeconds)
      ? { verificationId: data.verificationId, resendAfterSeconds: data.resendAfterSeconds } : undefined
  ), { method: 'POST', body: { language } });
}

export function verifyNumberCode(verificationId: string, code: string): Promise<ApiResult<NumberState>> {
  return api.request('/api/account/whatsapp/verify', parseNumberState, { method: 'POST', body: { verificationId, code } });
}
