// POST /api/onboarding/phone/send: the wizard's "send code". Order matters: the bot check
// comes before anything is created or sent; an existing account stops here (nothing sent);
// the 60 s cooldown is a product rule and always applies; the abuse limits follow
// AUTH_RATE_LIMIT.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { isValidPhone, normalisePhone, toWhatsAppId } from '@kumbu/core/phone';
import { isEmail } from '@kumbu/core/validation';
import { verificationCodeSms } from '@kumbu/core/sms-texts';
import { findProfileByWhatsappId, findUserByEmail } from '@kumbu/db/accounts';
import { deletePhoneVerification, pruneExpiredPhoneVerifications, replacePhoneVerification } from '@kumbu/db/phone-verifications';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { clearRateLimit, enforceRateLimit } from '../../http/rate-limit';
import { LIMITS, ipKey, limitAbuse } from '../../http/auth-limits';
import type { AppContext } from '../../app-context';
import { requireHuman } from './bot-check';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, hashCode, newCode } from './otp';
import { botActionFor, emailProblem, fieldsProblem, phoneProblem, phoneSendBody } from './schemas';

const DAY_MS = 86_400_000;

export function registerPhoneSendRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post('/api/onboarding/phone/send', async (request, reply) => {
    const lang = langOf(request);
    const body = parseWith(phoneSendBody, request.body, request);
    if (!isValidPhone(body.phone)) throw phoneProblem(lang);
    const email = body.email?.trim().toLowerCase() ?? '';
    if (email && !isEmail(email)) throw fieldsProblem([emailProblem('email', lang)]);
    const phone = normalisePhone(body.phone);

    await limitAbuse(ctx, ipKey(request, 'sms-send'), LIMITS.smsPerIpHour);
    await requireHuman(ctx, request, body.recaptchaToken, botActionFor(body.recaptchaAction, 'sms_send'));
    if (await findProfileByWhatsappId(db, toWhatsAppId(phone)) || (email && await findUserByEmail(db, email))) {
      throw new KumbuError('email-in-use');
    }
    const now = ctx.now();
    const cooldownKey = `sms-cooldown:${phone}`;
    await enforceRateLimit(db, cooldownKey, LIMITS.smsCooldownPerPhone, now);
    await limitAbuse(ctx, `sms-send:phone:${phone}`, LIMITS.smsPerPhoneHour);

    const id = randomUUID();
    const code = newCode();
    await pruneExpiredPhoneVerifications(db, new Date(now.getTime() - DAY_MS));
    await replacePhoneVerification(db, { id, phone, codeHash: hashCode(ctx.config.secret, id, code), expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000), now });
    try {
      await ctx.sms.send({ to: phone, text: verificationCodeSms(body.language ?? lang, code, OTP_TTL_SECONDS / 60) });
    } catch (error) {
      // Nothing left: the person may ask again at once.
      await deletePhoneVerification(db, id);
      await clearRateLimit(db, cooldownKey);
      throw error instanceof KumbuError ? error : new KumbuError('sms-send-failed', { cause: error });
    }
    return sendData(reply, { verificationId: id, phone, expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS });
  });
}
