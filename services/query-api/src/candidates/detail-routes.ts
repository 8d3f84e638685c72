import { candidateAsOfQuery, candidateIdParams, personName } from '@tb/contracts';
import { NotFoundError } from '@tb/domain';
import { revisionEtag } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { type HistoryRow, replay } from './as-of.ts';

const notFound = () => new NotFoundError({ en: 'Candidate not found', zh: '候选人不存在' });

interface EntryRow extends HistoryRow {
  event_id: string;
  actor_id: string;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
}

/** One candidate now or as of a time, and the full history of its evaluation. */
export async function candidateDetailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { qctx } = fastify;

  app.get(
    '/api/admin/candidates/:id',
    {
      schema: { params: candidateIdParams, querystring: candidateAsOfQuery },
      config: { access: 'admin', readModels: ['candidates'] },
    },
    async (request, reply) => {
      const schema = await qctx.readModels.schemaOf('candidates');
      const { id } = request.params;
      const { asOf } = request.query;
      if (!asOf) {
        const { rows } = await qctx.pool.query<{ view: unknown; revision: number }>(
          `SELECT view, revision FROM ${schema}.candidates WHERE id = $1 AND NOT erased`,
          [id],
        );
        if (!rows[0]) throw notFound();
        // The stream revision the view shows: the edit form sends it back as If-Match (lost-update check).
        reply.header('etag', revisionEtag(rows[0].revision)).header('cache-control', 'no-cache');
        return rows[0].view;
      }
      const [history, current] = await Promise.all([
        qctx.pool.query<HistoryRow>(
          `SELECT revision, kind, at, source, email_id, changes FROM ${schema}.history
           WHERE candidate_id = $1 AND at <= $2 ORDER BY revision`,
          [id, asOf],
        ),
        qctx.pool.query<{ erased: boolean }>(`SELECT erased FROM ${schema}.candidates WHERE id = $1`, [id]),
      ]);
      if (!current.rows[0]) throw notFound();
      const rows = history.rows;
      const erasedThen = rows.some((r) => r.kind === 'erased');
      return {
        asOf,
        revision: rows.at(-1)?.revision ?? -1,
        erased: current.rows[0].erased,
        candidate: erasedThen ? null : replay(id, rows),
      };
    },
  );

  app.get(
    '/api/admin/candidates/:id/history',
    { schema: { params: candidateIdParams }, config: { access: 'admin', readModels: ['candidates', 'users'] } },
    async (request) => {
      const [schema, users] = await Promise.all([
        qctx.readModels.schemaOf('candidates'),
        qctx.readModels.schemaOf('users'),
      ]);
      const { id } = request.params;
      const [history, current] = await Promise.all([
        qctx.pool.query<EntryRow>(
          `SELECT h.revision, h.kind, h.at, h.source, h.email_id, h.changes, h.event_id, h.actor_id,
                  u.first_name AS actor_first_name, u.last_name AS actor_last_name, u.email AS actor_email
           FROM ${schema}.history h LEFT JOIN ${users}.users u ON u.id = h.actor_id
           WHERE h.candidate_id = $1 ORDER BY h.revision DESC`,
          [id],
        ),
        qctx.pool.query<{ erased: boolean }>(`SELECT erased FROM ${schema}.candidates WHERE id = $1`, [id]),
      ]);
      if (!current.rows[0]) throw notFound();
      return {
        candidateId: id,
        erased: current.rows[0].erased,
        entries: history.rows.map((row) => ({
          id: row.event_id,
          revision: row.revision,
          kind: row.kind,
          at: row.at.toISOString(),
          actor: row.actor_email
            ? {
                id: row.actor_id,
                // 李 + 明 → 李明; Ada + Lovelace → Ada Lovelace.
                name: personName(row.actor_first_name, row.actor_last_name) || row.actor_email,
                email: row.actor_email,
              }
            : null,
          source: row.source,
          emailId: row.email_id,
          changes: row.changes,
        })),
      };
    },
  );
}
