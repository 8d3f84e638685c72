import type { FastifyInstance } from 'fastify';
import type { Pool } from '../postgres/pool.ts';
import { type OperatorAccess, openOperatorAccess } from './operator-access.ts';

export interface ReadinessCheck {
  name: string;
  /** `degraded`: ready, but something needs an operator (e.g. events a projection set aside). */
  check(): Promise<{ ok: boolean; degraded?: boolean; detail?: unknown }>;
}

/**
 * `/healthz`: the process is up. `/readyz`: every dependency answers and projections are caught up — 200 `ready`,
 * 200 `degraded` (serving, but a check asks for an operator: traffic keeps coming), or 503 `not ready`.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { pool: Pool; checks: ReadinessCheck[]; access?: OperatorAccess },
) {
  const canSeeChecks = options.access ?? openOperatorAccess;
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const checks: ReadinessCheck[] = [
      {
        name: 'database',
        check: async () => ((await options.pool.query('SELECT 1')).rowCount === 1 ? { ok: true } : { ok: false }),
      },
      ...options.checks,
    ];
    const results = await Promise.all(
      checks.map(async (c) => {
        try {
          return { name: c.name, ...(await withTimeout(c.check(), 2000)) };
        } catch (error) {
          return { name: c.name, ok: false, detail: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const ready = results.every((r) => r.ok);
    const degraded = results.some((r) => 'degraded' in r && r.degraded === true);
    const status = ready ? (degraded ? 'degraded' : 'ready') : 'not ready';
    reply.status(ready ? 200 : 503).header('cache-control', 'no-store');
    // A visitor (a load balancer's probe) needs the status only; the checks are for the operator.
    return reply.send((await canSeeChecks(request)) ? { status, checks: results } : { status });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
