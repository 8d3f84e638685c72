import { userFileParams } from '@tb/contracts';
import { ForbiddenError, NotFoundError } from '@tb/domain';
import { readUserFile } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isStoredFile, sendStoredFile } from '../http/send-file.ts';
import { viewerOf } from '../http/viewer.ts';

const noFile = () => new NotFoundError('profileFile.noFile');

/** A user's resume and portfolio, for that user and for admins only. */
export async function profileFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const kind of ['resume', 'portfolio'] as const) {
    app.get(
      `/api/user/${kind}/:userId`,
      {
        schema: {
          summary: "A user's resume or portfolio file (the user and admins)",
          operationId: `download${kind === 'resume' ? 'Resume' : 'Portfolio'}`,
          tags: ['account'],
          params: userFileParams,
        },
        config: {
          openapi: { answers: { 200: { description: 'The file', file: true } } },
          access: 'owner',
          readModels: ['users'],
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { userId } = request.params;
        // Refused before the lookup, so another user cannot learn whether a file exists.
        if (viewer.id !== userId && !viewer.isAdmin) throw new ForbiddenError('common.notAllowed');
        const file = await readUserFile(fastify.pool, await fastify.readModels.schemaOf('users'), userId, kind);
        if (!isStoredFile(file)) throw noFile();
        if (!(await sendStoredFile(fastify.blobReader, reply, file))) throw noFile();
        return reply;
      },
    );
  }
}
