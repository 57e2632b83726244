// Settings actions that could hurt the account (change the password or the e-mail, delete
// the account) first prove the person knows the current password. A wrong one is its own
// error, `wrong-current-password` (403): the sign-in's "wrong e-mail or password" would be
// confusing to someone already signed in, and a 401 reads as "session expired".
import { KumbuError } from '@kumbu/core/errors';
import { credentialPasswordHash } from '@kumbu/db/accounts';
import type { AppContext } from '../app-context';

export async function assertCurrentPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const hash = await credentialPasswordHash(ctx.database.db, userId);
  const context = await ctx.auth.$context;
  if (!hash || !password || !await context.password.verify({ hash, password })) throw new KumbuError('wrong-current-password');
}
