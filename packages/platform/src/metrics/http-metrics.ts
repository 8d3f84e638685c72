import type { FastifyInstance } from 'fastify';
import { notFoundRefusal } from '../http/error-handler.ts';
import { type OperatorAccess, openOperatorAccess } from '../http/operator-access.ts';
import type { Metrics } from './metrics.ts';

/**
 * Times every request into the latency histogram, labelled by the route *pattern* (`/api/projects/:id`), never
 * the raw URL, so the label set stays bounded; requests that match no route share `unmatched`. Serves the
 * registry at `GET /metrics`. Call on the root instance before the routes are registered.
 */
export function installHttpMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  access: OperatorAccess = openOperatorAccess,
): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    // Not there for anyone else: the scraper sends METRICS_TOKEN (see operatorAccess).
    if (!(await access(request))) throw notFoundRefusal();
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
