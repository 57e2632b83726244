// The rate limits of the accounts API (docs/accounts-api.md, decision 0017). All but the SMS
// resend cooldown are protection against abuse and follow AUTH_RATE_LIMIT; the cooldown is a
// product rule (spec §9: "resend cooldown 60 s") and always applies. Each counts per client
// address (Fastify's request.ip, which honours TRUST_PROXY), so one noisy caller never locks
// out everyone; sign-in also counts per account, so many addresses cannot guess one password.
// Sign-out is never limited.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { enforceRateLimit, hitRateLimit, type RateRule } from './rate-limit';

export const LIMITS = {
  smsCooldownPerPhone: { windowSeconds: 60, max: 1 },
  smsPerPhoneHour: { windowSeconds: 3600, max: 5 },
  smsPerIpHour: { windowSeconds: 3600, max: 10 },
  verifyPerIp: { windowSeconds: 600, max: 30 },
  existencePerIp: { windowSeconds: 60, max: 30 },
  emailChangePerUser: { windowSeconds: 3600, max: 5 },
  signInPerIp: { windowSeconds: 60, max: 20 },
  signInPerAccount: { windowSeconds: 900, max: 10 },
  signUpPerIp: { windowSeconds: 600, max: 10 },
  /** "Someone tried to sign up with your e-mail" notices, per address: no mail-bombing. */
  signUpNoticePerEmail: { windowSeconds: 3600, max: 2 },
  resetRequestPerIp: { windowSeconds: 60, max: 5 },
  resetRequestPerEmail: { windowSeconds: 3600, max: 5 },
  resetUsePerIp: { windowSeconds: 600, max: 20 },
  resendPerIp: { windowSeconds: 60, max: 5 },
  passwordChangePerUser: { windowSeconds: 900, max: 10 },
  passwordChangePerIp: { windowSeconds: 900, max: 20 },
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

/** Counts a hit and says whether it is within the rule (for limits that skip, not refuse). */
export async function withinAbuseLimit(ctx: AppContext, key: string, rule: RateRule): Promise<boolean> {
  if (!ctx.config.authRateLimit) return true;
  return (await hitRateLimit(ctx.database.db, key, rule, ctx.now())).allowed;
}

/** The key for an e-mail address (lower-cased, trimmed): limits per account. */
export function emailKey(email: string, what: string): string {
  return `${what}:email:${email.trim().toLowerCase()}`;
}
