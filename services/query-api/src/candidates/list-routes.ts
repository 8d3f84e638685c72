import { type CandidateListQuery, candidateFilters, candidateListAnswer, candidateListQuery } from '@tb/contracts';
import { readCandidateFilters, readCandidateList, readCandidatePage, wantsPage } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnswerCache } from '../http/answer-cache.ts';

export interface CandidateRoutesOptions {
  /** Keep the list's answers while the read model is unchanged (default true). */
  answerCache?: boolean | undefined;
}

/**
 * The candidate list, newest application first. Rows are answered as the JSON text PostgreSQL stores, so a
 * page of 50 or the whole list never goes through JSON.parse and JSON.stringify here.
 *
 * Answers are the same for every admin, so they are kept until the candidates read model changes (the list
 * screen's pages and filters are asked again and again while admins work); after a write, a request carrying
 * its `x-min-position` waits for the batch, which also moves the data version, so it never gets a kept answer
 * from before the write.
 */
export async function candidateListRoutes(fastify: FastifyInstance, options: CandidateRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answers = options.answerCache === false ? null : new AnswerCache();
  fastify.addHook('onClose', async () => answers?.clear());
  /** The kept answer for `key`, or `compute`'s from the schema the version belongs to. */
  const kept = async (key: string, compute: (schema: string) => Promise<string>) => {
    const { schema, version } = await fastify.readModels.dataVersionOf('candidates');
    return answers ? answers.get(version, key, () => compute(schema)) : compute(schema);
  };

  app.get(
    '/api/admin/candidates',
    {
      schema: {
        summary: 'The candidates: all, or a page with filters',
        operationId: 'listCandidates',
        tags: ['candidates'],

        querystring: candidateListQuery,
      },
      config: {
        access: 'admin',
        readModels: ['candidates'],
        // Answered as the JSON text the read model stores (never parsed and re-serialized here).
        openapi: {
          answers: { 200: { description: 'Every candidate, or a page of list rows', json: candidateListAnswer } },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      const query = request.query;
      if (!wantsPage(query)) {
        return reply.send(await kept('all', (schema) => readCandidateList(fastify.pool, schema)));
      }
      return reply.send(await kept(pageKey(query), (schema) => readCandidatePage(fastify.pool, schema, query)));
    },
  );

  app.get(
    '/api/admin/candidates/filters',
    {
      schema: {
        summary: 'The roles and interview results present',
        operationId: 'getCandidateFilters',
        tags: ['candidates'],
      },
      config: {
        access: 'admin',
        readModels: ['candidates'],
        openapi: { answers: { 200: { description: 'The distinct roles and results', json: candidateFilters } } },
      },
    },
    async (_request, reply) => {
      reply.type('application/json; charset=utf-8');
      return kept('filters', async (schema) => JSON.stringify(await readCandidateFilters(fastify.pool, schema)));
    },
  );
}

/** The same page asked with its parameters in another order is the same answer. */
const pageKey = (query: CandidateListQuery) =>
  `page:${JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  )}`;
