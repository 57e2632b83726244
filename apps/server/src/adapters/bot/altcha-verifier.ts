// Self-hosted ALTCHA (altcha-lib 2.8 v2 API, paired with the `altcha` 3.2 widget).
//
// The widget GETs /api/altcha/challenge and expects the challenge object itself, unwrapped:
// `{ parameters: { algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature,
// expiresAt }, signature }`. It solves it in Web Workers and submits
// base64(JSON `{ challenge: { parameters, signature }, solution: { counter, derivedKey, time } }`),
// which reaches us as `recaptchaToken`.
//
// Challenges use PBKDF2/SHA-256 (bundled in the widget) in deterministic mode: the server
// picks the counter, so the work is bounded (ALTCHA_COST iterations × 50–250 attempts) and a
// key signature makes verifying one HMAC. Both HMAC secrets are derived from KUMBU_SECRET.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { markBotChallengeUsed, pruneUsedBotChallenges } from '@kumbu/db/bot-challenges';
import type { Db } from '@kumbu/db/database';
import type { BotVerifier } from './bot-verifier';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const ALTCHA_CHALLENGE_URL = '/api/altcha/challenge';
export const ALTCHA_TTL_SECONDS = 10 * 60;
const COUNTER_MIN = 50;
const COUNTER_MAX = 250;
const PRUNE_EVERY_MS = 60_000;

const payloadSchema = z.object({
  // Loose: every parameter is covered by the signature, so all must be kept as sent.
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.literal(ALTCHA_ALGORITHM), expiresAt: z.number(), nonce: z.string(), salt: z.string(), keyPrefix: z.string(), cost: z.number(), keyLength: z.number() }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

export interface AltchaOptions {
  readonly db: Db;
  readonly secret: string;
  readonly cost: number;
  readonly now: () => Date;
}

function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`kumbu:altcha:${purpose}`).digest('hex');
}

export function createAltchaVerifier(options: AltchaOptions): BotVerifier {
  const hmacSignatureSecret = derivedSecret(options.secret, 'signature');
  const hmacKeySignatureSecret = derivedSecret(options.secret, 'key');
  let lastPrune = 0;

  return {
    provider: 'altcha',
    publicConfig: () => ({ provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_URL }),

    async createChallenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: options.cost,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(options.now().getTime() + ALTCHA_TTL_SECONDS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async verify({ token, db }) {
      if (!token || token.length > 4096) return false;
      const payload = decode(token);
      if (!payload) return false;
      const now = options.now();
      // Our clock decides expiry (altcha-lib checks the wall clock too).
      if (payload.challenge.parameters.expiresAt * 1000 <= now.getTime()) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      const store = db ?? options.db;
      if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await pruneUsedBotChallenges(store, now);
      }
      return markBotChallengeUsed(store, payload.challenge.signature, new Date(payload.challenge.parameters.expiresAt * 1000));
    },
  };
}

function decode(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
