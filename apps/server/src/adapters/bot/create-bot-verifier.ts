import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@kumbu/db/database';
import type { Config } from '../../config';
import type { BotVerifier } from './bot-verifier';
import { createAltchaVerifier } from './altcha-verifier';
import { createRecaptchaVerifier } from './recaptcha-verifier';

export function createBotVerifier(config: Config, db: Db, now: () => Date, log: FastifyBaseLogger): BotVerifier {
  if (config.bot.provider === 'recaptcha') {
    const { projectId, apiKey, siteKey, minScore, apiUrl } = config.bot;
    return createRecaptchaVerifier({ projectId, apiKey, siteKey, minScore, apiUrl, onError: (reason) => log.warn({ reason }, 'reCAPTCHA assessment failed') });
  }
  return createAltchaVerifier({ db, secret: config.secret, cost: config.bot.altchaCost, now });
}
