import type { PlainMessageKey } from '@tb/contracts';
import { TooManyRequestsError } from '@tb/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Throws 429 once `limit` hits of `key` happened within `windowSeconds` (shared by every replica). Only on a route
 * that says so (`config.rateLimited`), from which its OpenAPI document lists the 429.
 */
export async function enforceRateLimit(
  request: FastifyRequest,
  key: string,
  limit: number,
  windowSeconds: number,
  message: PlainMessageKey = 'common.tooManyRequests',
) {
  if (!request.routeOptions.config.rateLimited) {
    throw new Error(`${request.method} ${request.routeOptions.url} counts calls without config.rateLimited saying so`);
  }
  await countCall(request, key, limit, windowSeconds, message);
}

/** The count behind enforceRateLimit, for the upload budget (every upload route lists its 429 as an upload). */
export async function countCall(
  request: FastifyRequest,
  key: string,
  limit: number,
  windowSeconds: number,
  message: PlainMessageKey = 'common.tooManyRequests',
) {
  if (!(await request.server.limiter.hit(key, limit, windowSeconds))) throw new TooManyRequestsError(message);
}
