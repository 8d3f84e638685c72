import {
  DEFAULT_DASHBOARD_RANGE,
  dashboardQuery,
  dashboardView,
  type ParkedEventsView,
  parkedEventsView,
} from '@tb/contracts';
import { readParkedEvents } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { readDashboard } from './dashboard-query.ts';

/** `GET /api/admin/dashboard?days=N` (7, 30, 90, 180 or 365 days): admins only. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        summary: "The dashboard's figures for a period",
        operationId: 'getDashboard',
        tags: ['dashboard'],
        response: { 200: dashboardView },
        querystring: dashboardQuery,
      },
      config: { access: 'admin', readModels: ['dashboard'] },
    },
    async (request, reply) => {
      const schema = await fastify.readModels.schemaOf('dashboard');
      reply.header('cache-control', 'no-store');
      return readDashboard(fastify.pool, schema, request.query.days ?? DEFAULT_DASHBOARD_RANGE);
    },
  );

  /**
   * Events a read model set aside (projections parking): the admin dashboard shows a notice while there are any, since
   * what they change (a candidate, a profile) does not show until an operator retries them.
   */
  app.get(
    '/api/admin/parked-events',
    {
      schema: {
        summary: 'Events a read model set aside',
        operationId: 'listParkedEvents',
        tags: ['dashboard'],
        response: { 200: parkedEventsView },
      },
      config: { access: 'admin' },
    },
    async (_request, reply): Promise<ParkedEventsView> => {
      reply.header('cache-control', 'no-store');
      const parked = await readParkedEvents(fastify.pool, { limit: 10_000 });
      return {
        total: parked.length,
        events: parked.slice(0, 100).map((p) => ({
          projection: p.projection,
          eventId: p.eventId,
          eventType: p.eventType,
          streamId: p.streamId,
          error: p.error,
          held: p.held,
          parkedAt: p.parkedAt.toISOString(),
        })),
      };
    },
  );
}
