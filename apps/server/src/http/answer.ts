// The one answer shape of every API route: `{ success, status, data }` on success and
// `{ success: false, status, code, error, fields? }` on failure (spec §7, ARCHITECTURE habit 5).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiAnswer, type ErrorCode, type FieldError, errorMessage, errorStatus } from '@kumbu/core/errors';
import { langOf } from './lang';

export function sendData(reply: FastifyReply, data: unknown, status = 200): FastifyReply {
  const body: ApiAnswer<unknown> = { success: true, status, data };
  return reply.code(status).send(body);
}

export function errorBody(request: FastifyRequest, code: ErrorCode, fields?: readonly FieldError[]): ApiAnswer<never> {
  const status = errorStatus(code);
  return { success: false, status, code, error: errorMessage(code, langOf(request)), ...(fields ? { fields } : {}) };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, fields?: readonly FieldError[]): FastifyReply {
  const body = errorBody(request, code, fields);
  return reply.code(body.status).send(body);
}
