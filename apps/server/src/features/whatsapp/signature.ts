// Meta signs every webhook post: X-Hub-Signature-256: sha256=<hex HMAC-SHA256(raw body, app secret)>.
// Computed over the raw bytes (before any JSON parsing) and compared in constant time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function signatureOf(raw: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

export function hasValidSignature(raw: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** Constant-time equality of two strings of any length (compares their hashes). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
