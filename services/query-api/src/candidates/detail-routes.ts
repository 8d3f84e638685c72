import {
  candidateAsOfQuery,
  candidateDetailAnswer,
  candidateHistory,
  candidateIdParams,
  personName,
} from '@tb/contracts';
import { NotFoundError } from '@tb/domain';
import {
  readCandidateDetail,
  readCandidateErased,
  readCandidateHistory,
  readCandidateHistoryUntil,
  revisionEtag,
} from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { replay } from './as-of.ts';

const notFound = () => new NotFoundError('candidate.notFound');

/** One candidate now or as of a time, and the full history of its evaluation. */
export async function candidateDetailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/candidates/:id',
    {
      schema: {
        summary: 'One candidate, now or as of a time',
        operationId: 'getCandidate',
        tags: ['candidates'],
        params: candidateIdParams,
        querystring: candidateAsOfQuery,
      },
      config: {
        access: 'admin',
        readModels: ['candidates'],
        // The view as the read model stored it, passed through.
        openapi: { answers: { 200: { description: 'The candidate, or as of a time', json: candidateDetailAnswer } } },
      },
    },
    async (request, reply) => {
      const schema = await fastify.readModels.schemaOf('candidates');
      const { id } = request.params;
      const { asOf } = request.query;
      if (!asOf) {
        const found = await readCandidateDetail(fastify.pool, schema, id);
        if (!found) throw notFound();
        // The stream revision the view shows: the edit form sends it back as If-Match (lost-update check).
        reply.header('etag', revisionEtag(found.revision)).header('cache-control', 'no-cache');
        return found.view;
      }
      const [rows, erased] = await Promise.all([
        readCandidateHistoryUntil(fastify.pool, schema, id, asOf),
        readCandidateErased(fastify.pool, schema, id),
      ]);
      if (erased === null) throw notFound();
      const erasedThen = rows.some((r) => r.kind === 'erased');
      return {
        asOf,
        revision: rows.at(-1)?.revision ?? -1,
        erased,
        candidate: erasedThen ? null : replay(id, rows),
      };
    },
  );

  app.get(
    '/api/admin/candidates/:id/history',
    {
      schema: {
        summary: "A candidate's history of changes",
        operationId: 'getCandidateHistory',
        tags: ['candidates'],
        params: candidateIdParams,
      },
      config: {
        access: 'admin',
        readModels: ['candidates', 'users'],
        // The entries as the read model stored them, passed through.
        openapi: { answers: { 200: { description: 'Newest change first', json: candidateHistory } } },
      },
    },
    async (request) => {
      const [schema, users] = await Promise.all([
        fastify.readModels.schemaOf('candidates'),
        fastify.readModels.schemaOf('users'),
      ]);
      const { id } = request.params;
      const [history, erased] = await Promise.all([
        readCandidateHistory(fastify.pool, schema, users, id),
        readCandidateErased(fastify.pool, schema, id),
      ]);
      if (erased === null) throw notFound();
      return {
        candidateId: id,
        erased,
        entries: history.map((row) => ({
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
