import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Times every request into the latency histogram, labelled by the route *pattern* (`/api/projects/:id`), never
 * the raw URL, so the label set stays bounded; requests that match no route share `unmatched`. Serves the
 * registry at `GET /metrics`. Call on the root instance before the routes are registered.
 */
export function installHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
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
  app.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
