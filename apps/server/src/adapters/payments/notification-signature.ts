// Payment notifications (ProxyPay's callbacks, and the sandbox's, which copy them) carry
// X-Signature: <hex HMAC-SHA256 of the raw body, keyed with the API key>. It is checked over
// the raw bytes, before any JSON parsing, and compared in constant time so the comparison
// itself leaks nothing about the expected value.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header ProxyPay signs its callbacks in (Node lower-cases incoming header names). */
export const SIGNATURE_HEADER = 'x-signature';

export function notificationSignature(rawBody: Buffer | string, key: string): string {
  return createHmac('sha256', key).update(rawBody).digest('hex');
}

export type SignatureCheck = 'valid' | 'missing-signature' | 'bad-signature';

export function checkNotificationSignature(rawBody: Buffer | string, signature: string | undefined, key: string): SignatureCheck {
  if (signature === undefined || signature.trim() === '') return 'missing-signature';
  const given = signature.trim().toLowerCase();
  // Only a 64-hex-digit value can match; anything else is refused before comparing.
  if (!/^[0-9a-f]{64}$/.test(given)) return 'bad-signature';
  const expected = createHmac('sha256', key).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'valid' : 'bad-signature';
}
