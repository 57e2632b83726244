// Creating an account outside a web sign-up (CLI, demo seed): the same better-auth user,
// profile and 7-day trial that sign-up makes, all or nothing. A number given here is bound
// as proven at once (decision 0016): an operator running `kumbu user create --whatsapp`
// vouches for it, as for `--verified` e-mails, and the demo seed's number is a fixture.
import { KumbuError } from '@kumbu/core/errors';
import { normalisePhone, toWhatsAppId } from '@kumbu/core/phone';
import { resolveProfileName } from '@kumbu/core/profile-name';
import type { Lang } from '@kumbu/core/lang';
import { isCommonPassword } from '@kumbu/core/common-passwords';
import { deleteUser, findUserByEmail, insertProfile, markEmailVerified, startTrial } from '@kumbu/db/accounts';
import type { Db } from '@kumbu/db/database';
import { dropClaimsOfNumber } from '@kumbu/db/whatsapp-claims';
import type { Auth } from '../auth/auth';

export interface NewAccount {
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly userName?: string | null;
  readonly whatsapp?: string | null;
  readonly language?: Lang;
  /** Mark the e-mail as verified (an operator vouches for it); otherwise a link is needed. */
  readonly verified?: boolean;
}

export async function createAccount(db: Db, auth: Auth, input: NewAccount, now: Date): Promise<{ userId: string }> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) throw new KumbuError('email-in-use');
  if (isCommonPassword(input.password)) throw new KumbuError('weak-password');
  const result = await auth.api.signUpEmail({ body: { name: input.fullName, email, password: input.password } });
  const userId = result.user.id;
  const name = resolveProfileName({ storedName: input.fullName, email });
  try {
    await db.transaction(async (tx) => {
      const profile = await insertProfile(tx, {
        userId, fullName: name.fullName, firstName: name.firstName, lastName: name.lastName,
        userName: input.userName ?? null,
        whatsappId: input.whatsapp ? toWhatsAppId(normalisePhone(input.whatsapp)) : null,
        language: input.language ?? 'pt',
      });
      if (profile.whatsappId) await dropClaimsOfNumber(tx, profile.whatsappId);
      await startTrial(tx, userId, now);
      if (input.verified) await markEmailVerified(tx, userId);
    });
  } catch (error) {
    await deleteUser(db, userId);
    throw error;
  }
  return { userId };
}
