// One guard for text no database column can hold (issue 14 item 11): PostgreSQL refuses NUL
// (U+0000) in text and jsonb, and a lone UTF-16 surrogate in jsonb, and those refusals used
// to surface as 500s. Every request's query, route parameters and parsed JSON body (keys and
// values, at any depth) is checked before validation; the first bad place answers 400
// `validation-failed`, naming the field, in the caller's language. The WhatsApp webhook keeps
// its raw body (a Buffer, not checked here) and cleans what it stores instead (storableCopy).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { langOf } from './lang';

const UNSTORABLE_MESSAGE = { pt: 'Contém caracteres que não são aceites.', en: 'Contains characters that are not accepted.' } as const;
/** Deeper than any body we accept; keeps a hostile nesting from costing a deep walk. */
const MAX_DEPTH = 32;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** True for a string PostgreSQL can store in text and jsonb alike. */
export function isStorableText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/** The path of the first string (or key) in `value` that cannot be stored, or null. */
export function unstorablePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '(body)';
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value) || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return here;
    const found = unstorablePath(inner, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A copy of parsed JSON with NUL removed and lone surrogates replaced by U+FFFD: what can be stored of it. */
export function storableCopy(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return isStorableText(value) ? value : value.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => storableCopy(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableCopy(k, depth + 1), storableCopy(v, depth + 1)]));
}

function refuse(request: FastifyRequest, field: string): KumbuError {
  return new KumbuError('validation-failed', { fields: [{ field, message: UNSTORABLE_MESSAGE[langOf(request)] }] });
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const where = unstorablePath(request.query) ?? unstorablePath(request.params) ?? unstorablePath(request.body);
    done(where === null ? undefined : refuse(request, where));
  });
}
