import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions.ts';

/** Who may read the operational detail: `/metrics`, and `/readyz`'s checks beyond its status. */
export type OperatorAccess = (request: FastifyRequest) => boolean | Promise<boolean>;

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

/**
 * The rule, or a signed-in admin (`isAdminSession` asked with the session cookie): an admin sees `/readyz`'s
 * checks in the browser without the scraper's token. Read from the raw header: the probe routes sit outside
 * the APIs that parse cookies.
 */
export function orAdminSession(
  access: OperatorAccess,
  isAdminSession: (token: string) => Promise<boolean>,
): OperatorAccess {
  return async (request) => {
    if (await access(request)) return true;
    const token = sessionCookieOf(request.headers.cookie);
    return token ? isAdminSession(token).catch(() => false) : false;
  };
}

function sessionCookieOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Everyone: the default of services started without a rule (tests, tools). */
export const openOperatorAccess: OperatorAccess = () => true;
