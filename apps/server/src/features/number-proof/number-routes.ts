// The account's WhatsApp number from Settings (decision 0016): claim a number, drop the
// claim, and prove it with an SMS code. (The other proof, a code sent from that WhatsApp
// number, is read by the inbox worker: features/whatsapp/number-proof.ts.) Every route
// acts on the caller's own account; an unverified e-mail is fine (a phone sign-up).
//
// A claim never says whether another account holds the number: only someone who proved
// they own it (the right SMS code) is told "whatsapp-in-use".
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { isValidPhone, toWhatsAppId } from '@kumbu/core/phone';
import { claimCodeSms } from '@kumbu/core/number-proof';
import { validateSmsCode } from '@kumbu/core/validation';
import { findProfileByWhatsappId, uniqueViolation } from '@kumbu/db/accounts';
import {
  consumePhoneVerification, deletePhoneVerification, replaceClaimVerification,
} from '@kumbu/db/phone-verifications';
import { bindProvenNumber, dropClaim, getClaim } from '@kumbu/db/whatsapp-claims';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { clearRateLimit, enforceRateLimit, type RateRule } from '../../http/rate-limit';
import { ipKey, limitAbuse } from '../../http/auth-limits';
import type { SessionUser } from '../../auth/session';
import type { AppContext } from '../../app-context';
import { claimNumber, numberStateOf } from '../../accounts/number-claim';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, hashCode, newCode } from '../onboarding/otp';
import { checkSmsCode } from '../onboarding/check-sms-code';
import { fieldsProblem, phoneProblem } from '../onboarding/schemas';

// The claim's own limits (AUTH_RATE_LIMIT), apart from the wizard's sign-up ones, so a
// claimant cannot use up the real owner's sign-up SMS; the 60 s resend cooldown always applies.
const RULES = {
  claimsPerUser: { windowSeconds: 3600, max: 10 },
  smsPerUser: { windowSeconds: 3600, max: 5 },
  smsPerPhone: { windowSeconds: 3600, max: 5 },
  smsPerIp: { windowSeconds: 3600, max: 10 },
  resendCooldown: { windowSeconds: OTP_RESEND_SECONDS, max: 1 },
  verifyPerIp: { windowSeconds: 600, max: 30 },
} as const satisfies Record<string, RateRule>;

const claimBody = z.object({ whatsapp: z.string().max(40).default('') });
const sendBody = z.object({ language: z.enum(['pt', 'en']).optional() });
const verifyBody = z.object({ verificationId: z.string().max(100).default(''), code: z.string().max(20).default('') });

export function registerNumberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  async function caller(request: FastifyRequest): Promise<SessionUser> {
    const user = await ctx.sessions.user(request);
    if (!user) throw new KumbuError('unauthenticated');
    return user;
  }

  app.put('/api/account/whatsapp', async (request, reply) => {
    const user = await caller(request);
    const body = parseWith(claimBody, request.body, request);
    if (!isValidPhone(body.whatsapp)) throw phoneProblem(langOf(request));
    await limitAbuse(ctx, `number-claim:user:${user.id}`, RULES.claimsPerUser);
    await claimNumber(db, user.id, toWhatsAppId(body.whatsapp), ctx.now());
    return sendData(reply, await numberStateOf(db, user.id));
  });

  app.delete('/api/account/whatsapp/claim', async (request, reply) => {
    const user = await caller(request);
    await dropClaim(db, user.id);
    return sendData(reply, await numberStateOf(db, user.id));
  });

  app.post('/api/account/whatsapp/send-code', async (request, reply) => {
    const user = await caller(request);
    const body = parseWith(sendBody, request.body, request);
    const claim = await getClaim(db, user.id);
    if (!claim) throw new KumbuError('no-number-claim');
    const phone = `+${claim.whatsappId}`;
    await limitAbuse(ctx, ipKey(request, 'claim-sms'), RULES.smsPerIp);
    const now = ctx.now();
    const cooldownKey = `claim-sms-cooldown:${user.id}`;
    await enforceRateLimit(db, cooldownKey, RULES.resendCooldown, now);
    await limitAbuse(ctx, `claim-sms:user:${user.id}`, RULES.smsPerUser);
    await limitAbuse(ctx, `claim-sms:phone:${phone}`, RULES.smsPerPhone);

    const id = randomUUID();
    const code = newCode();
    await replaceClaimVerification(db, { id, userId: user.id, phone, codeHash: hashCode(ctx.config.secret, id, code), expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000), now });
    try {
      await ctx.sms.send({ to: phone, text: claimCodeSms(body.language ?? langOf(request), code, OTP_TTL_SECONDS / 60) });
    } catch (error) {
      await deletePhoneVerification(db, id);
      await clearRateLimit(db, cooldownKey);
      throw error instanceof KumbuError ? error : new KumbuError('sms-send-failed', { cause: error });
    }
    return sendData(reply, { verificationId: id, phone, expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS });
  });

  app.post('/api/account/whatsapp/verify', async (request, reply) => {
    const user = await caller(request);
    await limitAbuse(ctx, ipKey(request, 'claim-verify'), RULES.verifyPerIp);
    const body = parseWith(verifyBody, request.body, request);
    const codeProblem = validateSmsCode(body.code, langOf(request));
    if (codeProblem) throw fieldsProblem([codeProblem]);

    const now = ctx.now();
    // Only a code this account asked for confirms its claim.
    const row = await checkSmsCode(db, ctx.config.secret, { verificationId: body.verificationId, code: body.code, owner: user.id, now });

    const whatsappId = toWhatsAppId(row.phone);
    const claim = await getClaim(db, user.id);
    // The claim was dropped or changed to another number after the SMS left.
    if (claim?.whatsappId !== whatsappId) throw new KumbuError('no-number-claim');
    const holder = await findProfileByWhatsappId(db, whatsappId);
    if (holder && holder.userId !== user.id) throw new KumbuError('whatsapp-in-use');
    try {
      await db.transaction(async (tx) => {
        if (!await consumePhoneVerification(tx, row.id, now)) throw new KumbuError('code-expired');
        await bindProvenNumber(tx, user.id, whatsappId);
      });
    } catch (error) {
      // Another account proved the number between the check and the write.
      if (uniqueViolation(error) !== null) throw new KumbuError('whatsapp-in-use', { cause: error });
      throw error;
    }
    return sendData(reply, await numberStateOf(db, user.id));
  });
}
