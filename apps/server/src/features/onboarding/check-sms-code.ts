// One check of a typed SMS code, for both of its uses: the wizard's sign-up (a code no account
// asked for) and Settings' number proof (a code this account asked for). Each use accepts only
// its own codes, so a claimant's code never opens an account and a sign-up code never confirms
// someone's claim; wrong codes count against the verification's five tries either way.
import { KumbuError } from '@kumbu/core/errors';
import type { DbOrTx } from '@kumbu/db/database';
import { countWrongCode, findPhoneVerification, type PhoneVerificationRow } from '@kumbu/db/phone-verifications';
import { OTP_MAX_ATTEMPTS, UUID, hashCode, sameHash } from './otp';

export interface SmsCodeAttempt {
  readonly verificationId: string;
  readonly code: string;
  /** The account that asked for the code (Settings), or null for the wizard's sign-up codes. */
  readonly owner: string | null;
  readonly now: Date;
}

/** The verification the code unlocks; throws code-expired, code-attempts-exceeded or invalid-code. */
export async function checkSmsCode(db: DbOrTx, secret: string, attempt: SmsCodeAttempt): Promise<PhoneVerificationRow> {
  const row = UUID.test(attempt.verificationId) ? await findPhoneVerification(db, attempt.verificationId) : null;
  if (!row || row.userId !== attempt.owner || row.consumedAt || row.expiresAt.getTime() <= attempt.now.getTime()) throw new KumbuError('code-expired');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new KumbuError('code-attempts-exceeded');
  if (!sameHash(row.codeHash, hashCode(secret, row.id, attempt.code))) {
    const attempts = await countWrongCode(db, row.id, OTP_MAX_ATTEMPTS);
    const attemptsLeft = attempts === null ? 0 : OTP_MAX_ATTEMPTS - attempts;
    if (attemptsLeft <= 0) throw new KumbuError('code-attempts-exceeded');
    throw new KumbuError('invalid-code', { attemptsLeft });
  }
  return row;
}
