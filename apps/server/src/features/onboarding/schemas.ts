import { z } from 'zod';
import { KumbuError, type FieldError } from '@kumbu/core/errors';
import type { Lang } from '@kumbu/core/lang';
import { validationMessage } from '@kumbu/core/validation';
import { PHONE_INVALID } from '@kumbu/core/phone';

const lang = z.enum(['pt', 'en']);
/** Missing or empty is a bot-check failure (403), not a validation one: the spec's wording. */
const botToken = z.string().max(8192).optional();
const botAction = z.string().max(64).optional();

export const phoneSendBody = z.object({
  phone: z.string().max(40).default(''),
  email: z.string().max(254).optional(),
  language: lang.optional(),
  recaptchaToken: botToken,
  recaptchaAction: botAction,
});

export const phoneVerifyBody = z.object({
  verificationId: z.string().max(100).default(''),
  code: z.string().max(20).default(''),
  name: z.string().max(200).default(''),
  email: z.string().max(254).default(''),
  password: z.string().max(128).default(''),
  language: lang.optional(),
});

export function phoneProblem(language: Lang): KumbuError {
  return new KumbuError('validation-failed', { fields: [{ field: 'phone', message: PHONE_INVALID[language] }] });
}

export function fieldsProblem(fields: FieldError[]): KumbuError {
  return new KumbuError('validation-failed', { fields });
}

export function emailProblem(field: string, language: Lang): FieldError {
  return { field, message: validationMessage('invalidEmail', language) };
}

/** The action a route expects; a token declared for another action is not accepted here. */
export function botActionFor(sent: string | undefined, expected: string): string {
  if (sent !== undefined && sent !== '' && sent !== expected) throw new KumbuError('bot-check-failed', { detail: 'bot token for another action' });
  return expected;
}
