// DELETE /api/onboardNewClient: the person and their data go (spec §4, DECISIONS.md:
// payments stay, detached, for 7 years). Idempotency is keyed by the credential rather
// than the account, and the stored answers are looked up before the session is required,
// so a retry after the account is gone still gets "deleted" instead of 401.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { deleteAccountData } from '@kumbu/db/accounts';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import { replayIfStored, withIdempotency } from '../../http/idempotency';
import { credentialKey } from '../../auth/session';
import type { AppContext } from '../../app-context';
import { assertOwnAccount } from '../onboarding/own-account';

const body = z.object({ firebase_uid: z.string().max(200).optional() });
const SCOPE = 'account.delete';

export function registerDeleteAccountRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.delete('/api/onboardNewClient', async (request, reply) => {
    const credential = credentialKey(request);
    if (!credential) throw new KumbuError('unauthenticated');
    const input = parseWith(body, request.body, request);
    const owner = `credential:${createHash('sha256').update(credential).digest('hex')}`;
    const stored = await replayIfStored(db, request, owner, SCOPE, ctx.now());
    if (stored) return sendData(reply, stored.data, stored.status);

    // Any session of the account may close it, verified e-mail or not (a phone sign-up).
    const user = await ctx.sessions.user(request);
    if (!user) throw new KumbuError('unauthenticated');
    assertOwnAccount(input.firebase_uid, user.id);
    const answer = await withIdempotency(db, request, owner, SCOPE, async (tx) => {
      await deleteAccountData(tx, user.id);
      return { status: 200, data: { deleted: true } };
    }, ctx.now());
    ctx.sessions.forgetUser(user.id);
    ctx.recordsCache.invalidate(user.id);
    return sendData(reply, answer.data, answer.status);
  });
}
