import type { FastifyRequest } from 'fastify';

export type Lang = 'en' | 'zh';

/** The web client sends `x-lang`; other callers are answered by their Accept-Language. */
export function requestLanguage(request: FastifyRequest): Lang {
  const explicit = request.headers['x-lang'];
  if (explicit === 'zh' || explicit === 'en') return explicit;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && /^\s*zh/i.test(accept) ? 'zh' : 'en';
}
