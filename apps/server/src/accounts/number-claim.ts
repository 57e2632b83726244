// Naming a WhatsApp number on the web does not bind it (decision 0016): it becomes the
// account's pending claim, shown "por confirmar" in Settings, until an SMS code or a code
// sent from that WhatsApp number proves it. Meanwhile messages from the number are a
// stranger's. A number the account already holds proven needs no claim.
import { randomInt } from 'node:crypto';
import { PROOF_CODE_DIGITS } from '@kumbu/core/number-proof';
import { getProfile } from '@kumbu/db/accounts';
import { dropClaim, getClaim, putClaim, type WhatsappClaimRow } from '@kumbu/db/whatsapp-claims';
import type { DbOrTx } from '@kumbu/db/database';

/** A fresh code for the wa.me message, from the CSPRNG. */
export function newProofCode(): string {
  return String(randomInt(0, 10 ** PROOF_CODE_DIGITS)).padStart(PROOF_CODE_DIGITS, '0');
}

/**
 * Records `whatsappId` (digits) as the account's claim, or nothing when it is already the
 * account's proven number. Never tells whether another account holds the number: that is
 * said only to whoever proves they own it.
 */
export async function claimNumber(db: DbOrTx, userId: string, whatsappId: string, now: Date): Promise<WhatsappClaimRow | null> {
  const profile = await getProfile(db, userId);
  if (profile?.whatsappId === whatsappId) {
    await dropClaim(db, userId);
    return null;
  }
  return putClaim(db, { userId, whatsappId, now }, newProofCode);
}

export interface NumberState {
  /** The proven number (digits), or null. */
  readonly whatsappId: string | null;
  /** The pending claim, "por confirmar": its number and the code for the wa.me message. */
  readonly whatsappClaim: { readonly whatsappId: string; readonly code: string } | null;
}

/** What Settings shows of the account's WhatsApp number. */
export async function numberStateOf(db: DbOrTx, userId: string): Promise<NumberState> {
  const [profile, claim] = await Promise.all([getProfile(db, userId), getClaim(db, userId)]);
  return { whatsappId: profile?.whatsappId ?? null, whatsappClaim: claimDto(claim) };
}

export function claimDto(claim: WhatsappClaimRow | null): NumberState['whatsappClaim'] {
  return claim ? { whatsappId: claim.whatsappId, code: claim.code } : null;
}
