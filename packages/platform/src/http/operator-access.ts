import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who may read the operational detail: `/metrics`, and `/readyz`'s checks beyond its status. */
export type OperatorAccess = (request: FastifyRequest) => boolean;

/**
 * With `METRICS_TOKEN` set, only a request carrying `Authorization: Bearer <token>` (the scraper's) sees them; without
 * it, everyone in development and nobody in production: per-route counts, latencies, projection positions and
 * errors tell a visitor nothing they need and an attacker a lot.
 */
export function operatorAccess(options: { nodeEnv: string; metricsToken?: string | undefined }): OperatorAccess {
  const { metricsToken, nodeEnv } = options;
  if (!metricsToken) return () => nodeEnv !== 'production';
  const expected = Buffer.from(`Bearer ${metricsToken}`);
  return (request) => {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

/** Everyone: the default of services started without a rule (tests, tools). */
export const openOperatorAccess: OperatorAccess = () => true;
