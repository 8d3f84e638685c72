import { installErrorHandler, type RateLimiter } from '@tb/platform';
import Fastify, { type FastifyContextConfig } from 'fastify';
import { describe, expect, it } from 'vitest';
import { idempotency, ifMatch } from './concurrency.ts';
import { enforceRateLimit } from './rate-limit.ts';

/** A limiter that lets one call through per key, then refuses. */
function oneCallLimiter(): RateLimiter {
  const seen = new Set<string>();
  return {
    hit: async (key: string) => {
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    },
  } as unknown as RateLimiter;
}

/**
 * A route's OpenAPI refusals come from what it declares (`honours`, `rateLimited`): the helpers that read If-Match
 * and Idempotency-Key or count calls refuse to work on a route that does not declare them, so the document cannot
 * leave out the 412, 422 or 429 those bring.
 */
async function appWith(config: FastifyContextConfig) {
  const app = Fastify();
  installErrorHandler(app);
  app.decorate('limiter', oneCallLimiter());
  app.put('/tagged', { config }, async (request) => {
    const { precondition } = ifMatch(request, () => '"current"');
    precondition?.(null, 0);
    return { key: idempotency(request).idempotencyKey ?? null };
  });
  app.post('/counted', { config }, async (request) => {
    await enforceRateLimit(request, 'counted', 1, 60);
    return { counted: true };
  });
  await app.ready();
  return app;
}

describe('declared refusals', () => {
  it('a route that reads If-Match or Idempotency-Key without saying so fails instead of answering 412 or 422', async () => {
    const app = await appWith({ access: 'admin' });
    const stale = await app.inject({ method: 'PUT', url: '/tagged', headers: { 'if-match': '"old"' } });
    expect(stale.statusCode).toBe(500);
    await app.close();
  });

  it('a route that says it honours them answers 412 for a stale tag and takes the key', async () => {
    const app = await appWith({ access: 'admin', honours: ['if-match', 'idempotency-key'] });
    const stale = await app.inject({ method: 'PUT', url: '/tagged', headers: { 'if-match': '"old"' } });
    expect(stale.statusCode).toBe(412);
    const fresh = await app.inject({
      method: 'PUT',
      url: '/tagged',
      headers: { 'if-match': '"current"', 'idempotency-key': 'k1' },
    });
    expect(fresh.json()).toEqual({ key: 'k1' });
    await app.close();
  });

  it('a route that counts calls must say it is rate-limited; then it answers 429 past its budget', async () => {
    const undeclared = await appWith({ access: 'visitor' });
    expect((await undeclared.inject({ method: 'POST', url: '/counted' })).statusCode).toBe(500);
    await undeclared.close();

    const declared = await appWith({ access: 'visitor', rateLimited: true });
    expect((await declared.inject({ method: 'POST', url: '/counted' })).statusCode).toBe(200);
    expect((await declared.inject({ method: 'POST', url: '/counted' })).statusCode).toBe(429);
    await declared.close();
  });
});
