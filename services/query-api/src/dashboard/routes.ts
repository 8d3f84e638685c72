import { DEFAULT_DASHBOARD_RANGE, dashboardQuery } from '@tb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminViewer } from '../http/viewer.ts';
import { readDashboard } from './dashboard-query.ts';

/** `GET /api/admin/dashboard?days=N` (spec §2 Dashboard, §9 ranges): admins only. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { qctx } = fastify;
  app.get(
    '/api/admin/dashboard',
    { schema: { querystring: dashboardQuery }, config: { readModels: ['dashboard'] } },
    async (request, reply) => {
      await requireAdminViewer(request);
      const schema = await qctx.readModels.schemaOf('dashboard');
      reply.header('cache-control', 'no-store');
      return readDashboard(qctx.pool, schema, request.query.days ?? DEFAULT_DASHBOARD_RANGE);
    },
  );
}
