import type { PlainMessageKey } from '@tb/contracts';
import { TooManyRequestsError } from '@tb/domain';
import type { FastifyRequest } from 'fastify';

/** Throws 429 once `limit` hits of `key` happened within `windowSeconds` (shared by every replica). */
export async function enforceRateLimit(
  request: FastifyRequest,
  key: string,
  limit: number,
  windowSeconds: number,
  message: PlainMessageKey = 'common.tooManyRequests',
) {
  if (!(await request.server.limiter.hit(key, limit, windowSeconds))) throw new TooManyRequestsError(message);
}
