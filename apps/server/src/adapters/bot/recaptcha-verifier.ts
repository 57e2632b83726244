// reCAPTCHA Enterprise (BOT_PROTECTION=recaptcha): one assessment per token.
//
//   POST {RECAPTCHA_API_URL}/v1/projects/{RECAPTCHA_PROJECT_ID}/assessments?key={RECAPTCHA_API_KEY}
//   { "event": { "token", "siteKey", "expectedAction" } }
//   → { "tokenProperties": { "valid", "action", … }, "riskAnalysis": { "score", … } }
//
// Valid when the token is valid, was made for this action, and scores at least
// RECAPTCHA_MIN_SCORE. Google refuses a token assessed twice, which gives single use.
import { z } from 'zod';
import type { BotVerifier } from './bot-verifier';

const assessment = z.object({
  tokenProperties: z.object({ valid: z.boolean(), action: z.string().optional() }),
  riskAnalysis: z.object({ score: z.number() }).optional(),
});
const TIMEOUT_MS = 10_000;

export interface RecaptchaOptions {
  readonly projectId: string;
  readonly apiKey: string;
  readonly siteKey: string;
  readonly minScore: number;
  readonly apiUrl: string;
  readonly fetch?: typeof fetch;
  /** Told why an assessment could not be made (never the token or key). */
  readonly onError?: (reason: string) => void;
}

export function createRecaptchaVerifier(options: RecaptchaOptions): BotVerifier {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiUrl}/v1/projects/${encodeURIComponent(options.projectId)}/assessments?key=${encodeURIComponent(options.apiKey)}`;
  return {
    provider: 'recaptcha',
    publicConfig: () => ({ provider: 'recaptcha', siteKey: options.siteKey }),
    async verify({ token, action }) {
      if (!token || token.length > 8192) return false;
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ event: { token, siteKey: options.siteKey, expectedAction: action } }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) { options.onError?.(`assessment answered ${response.status}`); return false; }
        const parsed = assessment.safeParse(await response.json());
        if (!parsed.success) { options.onError?.('assessment answer not understood'); return false; }
        const { tokenProperties, riskAnalysis } = parsed.data;
        return tokenProperties.valid && tokenProperties.action === action && (riskAnalysis?.score ?? 0) >= options.minScore;
      } catch {
        options.onError?.('assessment service unreachable');
        return false;
      }
    },
  };
}
