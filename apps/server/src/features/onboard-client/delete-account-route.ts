// DELETE /api/onboardNewClient: the person and their data go (spec §4, DECISIONS.md:
// payments stay, detached, for 7 years). Idempotency is keyed by the credential rather
// than the account, and the stored answers are looked up before the session is required,
// so a retry after the account is gone still gets "deleted" instead of 401. The current
// password is required (issue 17 item 6): a wrong one is `wrong-current-password` and
// nothing is deleted; the deletion itself stays one transaction.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { validateDeleteAccount } from '@kumbu/core/validation';
import { deleteAccountData } from '@kumbu/db/accounts';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import { replayIfStored, withIdempotency } from '../../http/idempotency';
import { credentialKey } from '../../auth/session';
import type { AppContext } from '../../app-context';
import { assertOwnAccount } from '../onboarding/own-account';
import { assertCurrentPassword } from '../../accounts/current-password';
import { LIMITS, limitAbuse } from '../../http/auth-limits';
import { langOf } from '../../http/lang';

const body = z.object({
  firebase_uid: z.string().max(200).optional(),
  /** Deleting is for the person who knows the password, not for whoever finds a signed-in phone. */
  currentPassword: z.string().max(128).default(''),
});
const SCOPE = 'account.delete';

export function registerDeleteAccountRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.delete('/api/onboardNewClient', async (request, reply) => {
    const credential = credentialKey(request);
    if (!credential) throw new KumbuError('unauthenticated');
    const input = parseWith(body, request.body, request);
    // The idempotency store keeps a hash of the body for a day: it must never be one of the password.
    request.body = { firebase_uid: input.firebase_uid ?? null };
    const owner = `credential:${createHash('sha256').update(credential).digest('hex')}`;
    const stored = await replayIfStored(db, request, owner, SCOPE, ctx.now());
    if (stored) return sendData(reply, stored.data, stored.status);

    // Any session of the account may close it, verified e-mail or not (a phone sign-up).
    const user = await ctx.sessions.user(request);
    if (!user) throw new KumbuError('unauthenticated');
    assertOwnAccount(input.firebase_uid, user.id);
    const problem = validateDeleteAccount(input, langOf(request));
    if (problem) throw new KumbuError('validation-failed', { fields: [problem] });
    // Counted before the check, so the password cannot be guessed here faster than in Settings.
    await limitAbuse(ctx, `account-delete:user:${user.id}`, LIMITS.passwordChangePerUser);
    await assertCurrentPassword(ctx, user.id, input.currentPassword);
    const answer = await withIdempotency(db, request, owner, SCOPE, async (tx) => {
      await deleteAccountData(tx, user.id);
      return { status: 200, data: { deleted: true } };
    }, ctx.now());
    ctx.sessions.forgetUser(user.id);
    ctx.recordsCache.invalidate(user.id);
    return sendData(reply, answer.data, answer.status);
  });
}
