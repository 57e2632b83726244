import type { FastifyRequest } from 'fastify';
import { type Lang, langFromAcceptLanguage } from '@kumbu/core/lang';

/** The language to answer in: the request's Accept-Language (spec §7), Portuguese by default. */
export function langOf(request: FastifyRequest): Lang {
  return langFromAcceptLanguage(request.headers['accept-language']);
}
