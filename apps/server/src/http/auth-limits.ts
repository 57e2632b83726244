// The rate limits of the accounts API (docs/accounts-api.md). All but the SMS resend
// cooldown are protection against abuse and follow AUTH_RATE_LIMIT; the cooldown is a
// product rule (spec §9: "resend cooldown 60 s") and always applies.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { enforceRateLimit, type RateRule } from './rate-limit';

export const LIMITS = {
  smsCooldownPerPhone: { windowSeconds: 60, max: 1 },
  smsPerPhoneHour: { windowSeconds: 3600, max: 5 },
  smsPerIpHour: { windowSeconds: 3600, max: 10 },
  verifyPerIp: { windowSeconds: 600, max: 30 },
  existencePerIp: { windowSeconds: 60, max: 30 },
  emailChangePerUser: { windowSeconds: 3600, max: 5 },
} as const satisfies Record<string, RateRule>;

/** Counts a hit against an abuse limit, when those are on. */
export async function limitAbuse(ctx: AppContext, key: string, rule: RateRule): Promise<void> {
  if (!ctx.config.authRateLimit) return;
  await enforceRateLimit(ctx.database.db, key, rule, ctx.now());
}

/** The key for the caller's address (Fastify's `request.ip` honours TRUST_PROXY). */
export function ipKey(request: FastifyRequest, what: string): string {
  return `${what}:ip:${request.ip}`;
}
