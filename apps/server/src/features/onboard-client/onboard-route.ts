// POST /api/onboardNewClient: completes onboarding for the caller's own account — profile
// and the 7-day trial (or the free allowance). A session is required but its e-mail may be
// unverified (the phone path signs in before the e-mail link is opened). The bot check runs
// inside the idempotent work, so a retried request replays its first answer instead of
// tripping over its already-used token.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { planFromParam } from '@kumbu/core/plans';
import { isValidPhone, toWhatsAppId } from '@kumbu/core/phone';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { withIdempotency } from '../../http/idempotency';
import type { AppContext } from '../../app-context';
import { registerProfile, subscriptionDto } from '../../accounts/register-profile';
import { requireHuman } from '../onboarding/bot-check';
import { assertOwnAccount } from '../onboarding/own-account';
import { botActionFor, phoneProblem } from '../onboarding/schemas';

const PLAN_INVALID = { pt: 'Plano desconhecido.', en: 'Unknown plan.' } as const;

const body = z.object({
  firebase_uid: z.string().max(200).optional(),
  whatsappId: z.string().max(40).optional(),
  userName: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  language: z.enum(['pt', 'en']).default('pt'),
  wantsTrial: z.boolean().optional(),
  selectedPlan: z.string().max(40).optional(),
  paymentConfirmation: z.unknown().optional(),
  recaptchaToken: z.string().max(8192).optional(),
  recaptchaAction: z.string().max(64).optional(),
});

export function registerOnboardRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.post('/api/onboardNewClient', async (request, reply) => {
    const user = await ctx.sessions.user(request);
    if (!user) throw new KumbuError('onboarding-auth-required');
    const lang = langOf(request);
    const input = parseWith(body, request.body, request);
    assertOwnAccount(input.firebase_uid, user.id);
    if (input.whatsappId && !isValidPhone(input.whatsappId)) throw phoneProblem(lang);
    const plan = input.selectedPlan ? planFromParam(input.selectedPlan) : 'standard';
    if (!plan) throw new KumbuError('validation-failed', { fields: [{ field: 'selectedPlan', message: PLAN_INVALID[lang] }] });
    const action = botActionFor(input.recaptchaAction, 'onboarding_submit');

    const answer = await withIdempotency(db, request, user.id, 'onboarding.create', async (tx) => {
      await requireHuman(ctx, request, input.recaptchaToken, action, tx);
      const { profile, subscription } = await registerProfile(tx, {
        // The payload's userName is the person's name as the wizard asked it (spec §3), not
        // the sign-up form's unique username: two people may well share a name.
        userId: user.id, email: user.email, fullName: input.userName?.trim() || user.name, userName: null,
        whatsappId: input.whatsappId ? toWhatsAppId(input.whatsappId) : null,
        language: input.language, plan, wantsTrial: input.wantsTrial !== false,
      }, ctx.now());
      return {
        status: 201,
        data: { userId: user.id, firebase_uid: user.id, language: profile.language, selectedPlan: plan, subscription: subscriptionDto(subscription) },
      };
    }, ctx.now());
    return sendData(reply, answer.data, answer.status);
  });
}
