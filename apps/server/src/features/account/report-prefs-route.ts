// PUT /api/account/report-prefs: the weekly and monthly e-mail report toggles (spec §3).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateReportPrefs } from '@kumbu/db/accounts';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { assertOwnAccount } from '../onboarding/own-account';

const body = z.object({
  firebase_uid: z.string().max(200).optional(),
  weekly: z.object({ email: z.boolean() }),
  monthly: z.object({ email: z.boolean() }),
});

export function registerReportPrefsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/account/report-prefs', async (request, reply) => {
    const user = await ctx.sessions.require(request);
    const input = parseWith(body, request.body, request);
    assertOwnAccount(input.firebase_uid, user.id);
    const reportPrefs = await updateReportPrefs(ctx.database.db, user.id, { weekly: { email: input.weekly.email }, monthly: { email: input.monthly.email } });
    return sendData(reply, { reportPrefs });
  });
}
