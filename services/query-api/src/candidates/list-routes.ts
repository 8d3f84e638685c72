import { candidateListQuery } from '@tb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminViewer } from '../http/viewer.ts';
import { LIST_ORDER, readCandidatePage } from './list-page.ts';
import { wantsPage } from './list-query.ts';

/**
 * The candidate list, newest application first. Rows are answered as the JSON text PostgreSQL stores, so a
 * page of 50 or the whole list never goes through JSON.parse and JSON.stringify here.
 */
export async function candidateListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { qctx } = fastify;

  app.get(
    '/api/admin/candidates',
    { schema: { querystring: candidateListQuery }, config: { readModels: ['candidates'] } },
    async (request, reply) => {
      await requireAdminViewer(request);
      const schema = await qctx.readModels.schemaOf('candidates');
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      const query = request.query;
      if (!wantsPage(query)) {
        const { rows } = await qctx.pool.query<{ list: string }>(
          `SELECT coalesce(json_agg(view ${LIST_ORDER}), '[]')::text AS list FROM ${schema}.candidates WHERE NOT erased`,
        );
        return reply.send(rows[0]?.list ?? '[]');
      }
      return reply.send(await readCandidatePage(qctx.pool, schema, query));
    },
  );

  app.get('/api/admin/candidates/filters', { config: { readModels: ['candidates'] } }, async (request) => {
    await requireAdminViewer(request);
    const schema = await qctx.readModels.schemaOf('candidates');
    const [roles, results] = await Promise.all([
      qctx.pool.query<{ value: string }>(
        `SELECT DISTINCT role AS value FROM ${schema}.candidates WHERE NOT erased AND role <> '' ORDER BY 1`,
      ),
      qctx.pool.query<{ value: string }>(
        `SELECT DISTINCT interview_result AS value FROM ${schema}.candidates
         WHERE NOT erased AND interview_result <> '' ORDER BY 1`,
      ),
    ]);
    return { roles: roles.rows.map((r) => r.value), results: results.rows.map((r) => r.value) };
  });
}
