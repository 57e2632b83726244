// The resend cooldown (spec §4: 60 s between verification e-mails), as pure arithmetic the
// hook and the tests share: a deadline in epoch milliseconds, and whole seconds left.
export const RESEND_COOLDOWN_SECONDS = 60;

/** The deadline `seconds` from `now`. */
export function cooldownUntil(now: number, seconds: number = RESEND_COOLDOWN_SECONDS): number {
  return now + Math.max(0, seconds) * 1000;
}

/** Whole seconds left until `until` (rounded up, so "1s" shows until the very end); 0 when over. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The wait after a resend answer: the server's `retryAfter` on a 429, else the full cooldown on success, else none. */
export function cooldownAfter(answer: { readonly success: boolean; readonly retryAfter?: number | undefined }): number {
  if (answer.success) return RESEND_COOLDOWN_SECONDS;
  return answer.retryAfter !== undefined && answer.retryAfter > 0 ? Math.ceil(answer.retryAfter) : 0;
}
