import { candidateListQuery } from '@tb/contracts';
import type { Pool } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminViewer } from '../http/viewer.ts';
import { DEFAULT_PAGE, wantsPage, whereOf } from './list-query.ts';

const ORDER = 'ORDER BY apply_order DESC, id DESC';

/** Up to this many matches the total is counted; past it, the planner's estimate answers (`totalExact` false). */
const EXACT_COUNT_CAP = 200;

/** The planner's row estimate for the matches: its statistics sample, with no row visited. */
async function estimatedCount(pool: Pool, schema: string, where: string, params: unknown[]): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${schema}.candidates WHERE ${where}`,
    params,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

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
          `SELECT coalesce(json_agg(view ${ORDER}), '[]')::text AS list FROM ${schema}.candidates WHERE NOT erased`,
        );
        return reply.send(rows[0]?.list ?? '[]');
      }
      const { where, params } = whereOf(query);
      const limit = query.limit ?? DEFAULT_PAGE;
      const offset = query.offset ?? 0;
      const page = await qctx.pool.query<{ view: string }>(
        `SELECT view::text AS view FROM ${schema}.candidates WHERE ${where} ${ORDER}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
      const shown = page.rows.length;
      // A page that is not full ends the list, so offset + its rows is the exact total with no count at all (an
      // empty page past the end says nothing). A selective search, the costly kind to scan twice, ends here.
      const ended = shown < limit && (shown > 0 || offset === 0);
      let total = offset + shown;
      let exact = ended;
      if (!ended) {
        // Counted up to a cap: past it, every further match costs a row visit for a figure nobody reads exactly.
        const count = await qctx.pool.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM (
             SELECT 1 FROM ${schema}.candidates WHERE ${where} LIMIT ${EXACT_COUNT_CAP + 1}) capped`,
          params,
        );
        const counted = count.rows[0]?.total ?? 0;
        exact = counted <= EXACT_COUNT_CAP;
        total = exact
          ? counted
          : Math.max(await estimatedCount(qctx.pool, schema, where, params), EXACT_COUNT_CAP + 1, offset + shown + 1);
      }
      return reply.send(
        `{"candidates":[${page.rows.map((r) => r.view).join(',')}],"total":${total},"totalExact":${exact}}`,
      );
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
