import { candidateIdParams, resumeFileQuery } from '@tb/contracts';
import { NotFoundError } from '@tb/domain';
import { readCandidateState } from '@tb/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isStoredFile, sendStoredFile } from '../http/send-file.ts';

const noFile = () => new NotFoundError('candidate.noFileStored');

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** Resume and portfolio downloads for admins: the blob the candidate's read-model row references. */
export async function candidateFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function stateOf(id: string): Promise<Record<string, unknown>> {
    const state = await readCandidateState(fastify.pool, await fastify.readModels.schemaOf('candidates'), id);
    if (!state) throw new NotFoundError('candidate.notFound');
    return state;
  }

  async function send(reply: FastifyReply, file: unknown) {
    if (!isStoredFile(file)) throw noFile();
    if (!(await sendStoredFile(fastify.blobReader, reply, file))) throw noFile();
    return reply;
  }

  app.get(
    '/api/candidates/resume/:id',
    {
      schema: {
        summary: "A candidate's resume file",
        operationId: 'downloadCandidateResume',
        tags: ['candidates'],
        params: candidateIdParams,
        querystring: resumeFileQuery,
      },
      config: {
        openapi: { answers: { 200: { description: 'The resume file', file: true } } },
        access: 'admin',
        readModels: ['candidates'],
      },
    },
    async (request, reply) => {
      const state = await stateOf(request.params.id);
      return send(reply, request.query.lang === 'en' ? state.englishResume : state.resume);
    },
  );

  app.get(
    '/api/candidates/portfolio/:id',
    {
      schema: {
        summary: "A candidate's portfolio (a file, or a redirect to its link)",
        operationId: 'downloadCandidatePortfolio',
        tags: ['candidates'],
        params: candidateIdParams,
      },
      config: {
        openapi: {
          answers: {
            200: { description: 'The portfolio file', file: true },
            302: { description: 'The portfolio is a link: redirects to it' },
          },
        },
        access: 'admin',
        readModels: ['candidates'],
      },
    },
    async (request, reply) => {
      const state = await stateOf(request.params.id);
      if (state.portfolioFile) return send(reply, state.portfolioFile);
      // A portfolio typed as a link opens that page.
      if (typeof state.portfolio === 'string' && isHttpUrl(state.portfolio)) return reply.redirect(state.portfolio);
      throw noFile();
    },
  );
}
