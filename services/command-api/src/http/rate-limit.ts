import { type Bilingual, TooManyRequestsError } from '@tb/domain';
import type { FastifyRequest } from 'fastify';

const TOO_MANY: Bilingual = {
  en: 'Too many requests. Please wait a moment and try again.',
  zh: '请求过于频繁，请稍后再试。',
};

/** Throws 429 once `limit` hits of `key` happened within `windowSeconds` (shared by every replica). */
export async function enforceRateLimit(
  request: FastifyRequest,
  key: string,
  limit: number,
  windowSeconds: number,
  message: Bilingual = TOO_MANY,
) {
  if (!(await request.server.ctx.limiter.hit(key, limit, windowSeconds))) throw new TooManyRequestsError(message);
}
