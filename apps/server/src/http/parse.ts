// Request validation at the boundary: a zod schema per body/query; failures become a
// `validation-failed` answer naming each bad field in the caller's language.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { KumbuError, type FieldError } from '@kumbu/core/errors';
import { langOf } from './lang';

const INVALID_FIELD = { pt: 'Valor inválido.', en: 'Invalid value.' } as const;
const REQUIRED_FIELD = { pt: 'Campo obrigatório.', en: 'This field is required.' } as const;

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, request: FastifyRequest): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const lang = langOf(request);
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    // Messages set in our schemas are already bilingual keys resolved by the caller;
    // zod's own English texts are replaced by ours so Portuguese users never see them.
    message: issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED_FIELD[lang] : INVALID_FIELD[lang],
  }));
  throw new KumbuError('validation-failed', { fields });
}
