import { candidateDuplicatesAnswer, candidateDuplicatesQuery } from '@tb/contracts';
import { findCandidateDuplicates } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Possible duplicates of what the admin is typing (same email or phone, normalised), so the review form warns
 * before a second record is saved: a hand-typed candidate, or an email or phone changed after a resume upload.
 */
export async function candidateDuplicateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/candidates/duplicates',
    {
      schema: {
        summary: 'Candidates with the same e-mail or phone',
        operationId: 'findCandidateDuplicates',
        tags: ['candidates'],
        response: { 200: candidateDuplicatesAnswer },
        querystring: candidateDuplicatesQuery,
      },
      config: { access: 'admin', readModels: ['candidates'] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email = '', phone = '' } = request.query;
      const schema = await fastify.readModels.schemaOf('candidates');
      return { duplicates: await findCandidateDuplicates(fastify.pool, schema, email, phone) };
    },
  );
}
