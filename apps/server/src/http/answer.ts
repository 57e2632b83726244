// The one answer shape of every API route: `{ success, status, data }` on success and
// `{ success: false, status, code, error, fields? }` on failure (spec §7, ARCHITECTURE habit 5).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiAnswer, type ErrorCode, type FieldError, errorMessage, errorStatus, rateLimitedMessage } from '@kumbu/core/errors';
import { langOf } from './lang';

export function sendData(reply: FastifyReply, data: unknown, status = 200): FastifyReply {
  const body: ApiAnswer<unknown> = { success: true, status, data };
  return reply.code(status).send(body);
}

export interface ErrorExtras { readonly retryAfter?: number | undefined; readonly attemptsLeft?: number | undefined }

export function errorBody(request: FastifyRequest, code: ErrorCode, fields?: readonly FieldError[], extras: ErrorExtras = {}): ApiAnswer<never> {
  const status = errorStatus(code);
  const lang = langOf(request);
  const retryAfter = extras.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(extras.retryAfter));
  const error = code === 'rate-limited' ? rateLimitedMessage(lang, retryAfter) : errorMessage(code, lang);
  return {
    success: false, status, code, error,
    ...(fields ? { fields } : {}),
    ...(retryAfter === undefined ? {} : { retryAfter }),
    ...(extras.attemptsLeft === undefined ? {} : { attemptsLeft: extras.attemptsLeft }),
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, fields?: readonly FieldError[]): FastifyReply {
  const body = errorBody(request, code, fields);
  return reply.code(body.status).send(body);
}
