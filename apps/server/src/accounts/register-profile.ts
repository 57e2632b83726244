// Registering the profile and the subscription of an account: the one function behind
// POST /api/onboardNewClient and the sign-up modal (spec §4: "register the profile via
// onboarding"). Runs in the caller's transaction.
import { KumbuError } from '@kumbu/core/errors';
import type { Lang } from '@kumbu/core/lang';
import type { PlanKey } from '@kumbu/core/plans';
import { resolveProfileName } from '@kumbu/core/profile-name';
import {
  getSubscription, startFreeAllowance, startTrial, uniqueViolation, upsertProfile, type ProfileRow, type SubscriptionRow,
} from '@kumbu/db/accounts';
import type { Tx } from '@kumbu/db/database';
import { claimNumber } from './number-claim';

export interface ProfileRegistration {
  readonly userId: string;
  readonly email: string;
  readonly fullName?: string | null;
  readonly userName?: string | null;
  /**
   * WhatsApp id (digits, no plus) as the person typed it: recorded as an unproven claim
   * (decision 0016), never bound here. Ignored if the profile already has a proven number.
   */
  readonly whatsappId?: string | null;
  readonly language: Lang;
  readonly plan: PlanKey;
  /** true: the 7-day trial of `plan`; false: the free allowance (DECISIONS.md). */
  readonly wantsTrial: boolean;
}

export async function registerProfile(tx: Tx, reg: ProfileRegistration, now: Date): Promise<{ profile: ProfileRow; subscription: SubscriptionRow }> {
  if (await getSubscription(tx, reg.userId)) throw new KumbuError('already-active');
  const fullName = reg.fullName?.trim().replace(/\s+/g, ' ') || null;
  const name = fullName ? resolveProfileName({ storedName: fullName }) : null;
  let profile: ProfileRow;
  try {
    profile = await upsertProfile(tx, {
      userId: reg.userId, fullName, firstName: name?.firstName ?? null, lastName: name?.lastName ?? null,
      userName: reg.userName?.trim() || null, whatsappId: null, language: reg.language,
    });
  } catch (error) {
    // The username belongs to another account (the transaction is rolled back).
    const index = uniqueViolation(error);
    // Anything else: the profile could not be written (spec §8 'Failed to create user profile').
    if (index === null) throw new KumbuError('profile-create-failed', { cause: error });
    throw new KumbuError(index.includes('user_name') ? 'username-taken' : 'email-in-use', { cause: error });
  }
  if (reg.whatsappId && profile.whatsappId === null) await claimNumber(tx, reg.userId, reg.whatsappId, now);
  const subscription = reg.wantsTrial ? await startTrial(tx, reg.userId, now, reg.plan) : await startFreeAllowance(tx, reg.userId);
  return { profile, subscription };
}

export function subscriptionDto(row: SubscriptionRow) {
  return {
    tier: row.tier, status: row.status, trial: row.trial,
    trialStartDate: row.trialStartDate?.toISOString() ?? null, trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
