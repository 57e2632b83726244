// POST /api/onboarding/phone/verify: a correct code turns into an account. The user (e-mail
// unverified), its e-mail + password login and a minimal profile with the proven WhatsApp
// number are written in one transaction together with using up the code; then a session
// is opened (cookie + bearer) and the verification e-mail goes out (its failure is reported,
// not fatal).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { KumbuError, type FieldError } from '@kumbu/core/errors';
import { toWhatsAppId } from '@kumbu/core/phone';
import { resolveProfileName } from '@kumbu/core/profile-name';
import { isCommonPassword } from '@kumbu/core/common-passwords';
import { NAME_MIN, PASSWORD_MIN, isEmail, validateSmsCode, validationMessage } from '@kumbu/core/validation';
import type { Lang } from '@kumbu/core/lang';
import { findProfileByWhatsappId, findUserByEmail, insertCredentialUser, insertProfile, uniqueViolation } from '@kumbu/db/accounts';
import { consumePhoneVerification } from '@kumbu/db/phone-verifications';
import { dropClaimsOfNumber } from '@kumbu/db/whatsapp-claims';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { LIMITS, ipKey, limitAbuse } from '../../http/auth-limits';
import { createSessionFor } from '../../auth/new-session';
import type { AppContext } from '../../app-context';
import { checkSmsCode } from './check-sms-code';
import { fieldsProblem, phoneVerifyBody } from './schemas';

function accountProblems(body: { name: string; email: string; password: string; code: string }, lang: Lang): FieldError[] {
  const problems: FieldError[] = [];
  const name = body.name.trim();
  if (!name) problems.push({ field: 'name', message: validationMessage('nameRequired', lang) });
  else if (name.length < NAME_MIN) problems.push({ field: 'name', message: validationMessage('nameTooShort', lang) });
  if (!body.email.trim()) problems.push({ field: 'email', message: validationMessage('onboardingEmailRequired', lang) });
  else if (!isEmail(body.email)) problems.push({ field: 'email', message: validationMessage('invalidEmail', lang) });
  if (body.password.length < PASSWORD_MIN) problems.push({ field: 'password', message: validationMessage('passwordMin', lang) });
  const code = validateSmsCode(body.code, lang);
  if (code) problems.push(code);
  return problems;
}

export function registerPhoneVerifyRoute(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;
  const db = ctx.database.db;

  app.post('/api/onboarding/phone/verify', async (request, reply) => {
    const lang = langOf(request);
    await limitAbuse(ctx, ipKey(request, 'sms-verify'), LIMITS.verifyPerIp);
    const body = parseWith(phoneVerifyBody, request.body, request);
    const problems = accountProblems(body, lang);
    if (problems.length > 0) throw fieldsProblem(problems);
    if (isCommonPassword(body.password)) throw new KumbuError('weak-password');

    // The code first: without it nobody learns whether an e-mail has an account.
    const now = ctx.now();
    // A code sent from Settings to confirm an account's number claim does not open a new account.
    const row = await checkSmsCode(db, ctx.config.secret, { verificationId: body.verificationId, code: body.code, owner: null, now });

    const email = body.email.trim().toLowerCase();
    const whatsappId = toWhatsAppId(row.phone);
    if (await findUserByEmail(db, email) || await findProfileByWhatsappId(db, whatsappId)) throw new KumbuError('email-in-use');

    const authContext = await auth.$context;
    const passwordHash = await authContext.password.hash(body.password);
    const newId = (model: 'user' | 'account'): string => {
      const id = authContext.generateId({ model });
      return typeof id === 'string' ? id : randomUUID();
    };
    const userId = newId('user');
    const fullName = body.name.trim().replace(/\s+/g, ' ');
    const name = resolveProfileName({ storedName: fullName });
    const language = body.language ?? lang;
    try {
      await db.transaction(async (tx) => {
        if (!await consumePhoneVerification(tx, row.id, now)) throw new KumbuError('code-expired');
        await insertCredentialUser(tx, { id: userId, accountId: newId('account'), name: fullName, email, passwordHash, now });
        await insertProfile(tx, { userId, fullName, firstName: name.firstName, lastName: name.lastName, userName: null, whatsappId, language });
        // The code proved the number: anyone else's unproven claim on it goes (decision 0016).
        await dropClaimsOfNumber(tx, whatsappId);
      });
    } catch (error) {
      // Someone took the e-mail or number between the check and the write.
      if (uniqueViolation(error) !== null) throw new KumbuError('email-in-use', { cause: error });
      throw error;
    }

    const session = await createSessionFor(auth, request, reply, userId);
    let verificationEmailSent = true;
    try {
      await auth.api.sendVerificationEmail({ body: { email, callbackURL: '/dashboard' } });
    } catch (error) {
      verificationEmailSent = false;
      request.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'verification e-mail after phone sign-up failed');
    }
    return sendData(reply, { userId, firebase_uid: userId, token: session.token, email, whatsappId, verificationEmailSent }, 201);
  });
}
