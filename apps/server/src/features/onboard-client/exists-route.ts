// GET /api/onboardNewClient?whatsappId=&email=: does an account exist for this number or
// address (the wizard asks before sending an SMS). Answers only yes/no and the language,
// never whose account it is; limited per client address against enumeration.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import type { Bilingual } from '@kumbu/core/lang';
import { isValidPhone, toWhatsAppId } from '@kumbu/core/phone';
import { findProfileByWhatsappId, findUserByEmail, getProfile } from '@kumbu/db/accounts';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { LIMITS, ipKey, limitAbuse } from '../../http/auth-limits';
import type { AppContext } from '../../app-context';
import { phoneProblem } from '../onboarding/schemas';

const query = z.object({ whatsappId: z.string().max(40).optional(), email: z.string().max(254).optional() });

const MESSAGES: Record<'found' | 'not_found', Bilingual> = {
  found: { pt: 'Já existe uma conta com estes dados.', en: 'An account with these details already exists.' },
  not_found: { pt: 'Nenhuma conta encontrada.', en: 'No account found.' },
};

export function registerExistsRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.get('/api/onboardNewClient', async (request, reply) => {
    const lang = langOf(request);
    const q = parseWith(query, request.query, request);
    const phone = q.whatsappId?.trim() ?? '';
    const email = q.email?.trim().toLowerCase() ?? '';
    if (!phone && !email) throw new KumbuError('identifier-required');
    if (phone && !isValidPhone(phone)) throw phoneProblem(lang);
    await limitAbuse(ctx, ipKey(request, 'exists'), LIMITS.existencePerIp);

    const whatsappId = phone ? toWhatsAppId(phone) : null;
    const byPhone = whatsappId ? await findProfileByWhatsappId(db, whatsappId) : null;
    const byEmail = email ? await findUserByEmail(db, email) : null;
    const profile = byPhone ?? (byEmail ? await getProfile(db, byEmail.id) : null);
    const exists = byPhone !== null || byEmail !== null;
    const status = exists ? 'found' : 'not_found';
    return sendData(reply, {
      exists,
      preferredLanguage: profile?.language ?? lang,
      whatsappId,
      checkType: phone && email ? 'both' : phone ? 'whatsappId' : 'email',
      status,
      message: MESSAGES[status][lang],
    });
  });
}
