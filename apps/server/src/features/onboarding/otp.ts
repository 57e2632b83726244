// SMS codes: 6 digits from the CSPRNG, valid 10 minutes, 5 tries, single use. Only an HMAC
// (keyed from KUMBU_SECRET, bound to the verification id) is stored, so a database leak
// does not reveal live codes and a code cannot be replayed against another verification.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(secret: string, verificationId: string, code: string): string {
  const key = createHmac('sha256', secret).update('kumbu:otp').digest();
  return createHmac('sha256', key).update(`${verificationId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
