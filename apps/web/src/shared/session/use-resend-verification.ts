import { useCallback, useState } from 'react';
import { type ApiResult } from '../api-client';
import { RESEND_COOLDOWN_SECONDS, cooldownAfter } from '../countdown';
import { useCountdown } from '../use-countdown';
import { resendVerification } from './account-api';

export interface ResendVerification {
  /** Seconds until the button works again (0 = ready). */
  readonly seconds: number;
  readonly sending: boolean;
  readonly resend: () => Promise<ApiResult<true>>;
}

/**
 * Resending the verification e-mail with the spec's 60 s cooldown (a 429 waits the
 * server's retryAfter instead). `coolingAtStart` when an e-mail has just gone out.
 */
export function useResendVerification(email: string, coolingAtStart = false): ResendVerification {
  const { seconds, start } = useCountdown(coolingAtStart ? RESEND_COOLDOWN_SECONDS : 0);
  const [sending, setSending] = useState(false);
  const resend = useCallback(async () => {
    setSending(true);
    const answer = await resendVerification(email);
    setSending(false);
    const wait = cooldownAfter(answer);
    if (wait > 0) start(wait);
    return answer;
  }, [email, start]);
  return { seconds, sending, resend };
}
