// Changing the password (spec §7) through better-auth's change-password, which checks the
// current password and, with revokeOtherSessions, signs out every other session. The
// caller gets a fresh session (cookie + set-auth-token) in the answer headers, and the
// account's address an e-mail saying the password changed (issue 17 item 6).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { isCommonPassword } from '@kumbu/core/common-passwords';
import { validateChangePassword } from '@kumbu/core/validation';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { forwardAuthHeaders, readAuthJson, toAuthRequest } from '../../auth/auth-request';
import type { AppContext } from '../../app-context';
import { assertOwnAccount } from '../onboarding/own-account';
import { authErrorCode } from '../account/auth-error-code';
import { LIMITS, ipKey, limitAbuse } from '../../http/auth-limits';
import { assertCurrentPassword } from '../../accounts/current-password';
import { sendPasswordChangedNotice } from '../../accounts/security-notices';

const body = z.object({
  firebase_uid: z.string().max(200).optional(),
  currentPassword: z.string().max(128).default(''),
  newPassword: z.string().max(128).default(''),
  /** The settings form has a confirmation; API callers may leave it out. */
  confirmPassword: z.string().max(128).optional(),
});

export function registerPasswordChangeRoute(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/onboardNewClient/password', async (request, reply) => {
    const user = await ctx.sessions.require(request);
    const input = parseWith(body, request.body, request);
    assertOwnAccount(input.firebase_uid, user.id);
    const problem = validateChangePassword({ ...input, confirmPassword: input.confirmPassword ?? input.newPassword }, langOf(request));
    if (problem) throw new KumbuError('validation-failed', { fields: [problem] });
    if (isCommonPassword(input.newPassword)) throw new KumbuError('weak-password');
    // Refused with a clear 429 before anything happens — a limit never makes the change
    // silently not happen. Per account and per address (guessing the current password).
    await limitAbuse(ctx, `password-change:user:${user.id}`, LIMITS.passwordChangePerUser);
    await limitAbuse(ctx, ipKey(request, 'password-change'), LIMITS.passwordChangePerIp);

    // A wrong current password is said as such (not the sign-in's "wrong e-mail or password").
    await assertCurrentPassword(ctx, user.id, input.currentPassword);
    const response = await ctx.auth.handler(toAuthRequest(ctx.config, request, '/change-password', {
      method: 'POST', body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
    }));
    if (!response.ok) {
      const json = await readAuthJson(response);
      const code = json.code === 'INVALID_PASSWORD' ? 'wrong-current-password' : authErrorCode(response.status, json);
      throw new KumbuError(code, { detail: `change-password: ${response.status}` });
    }
    ctx.sessions.forgetUser(user.id);
    forwardAuthHeaders(response, reply);
    // Tells the person, at their address, that the password changed and what to do if it was not them.
    await sendPasswordChangedNotice(ctx, request, user, langOf(request));
    return sendData(reply, { updated: true });
  });
}
