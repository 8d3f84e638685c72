import type { FastifyInstance } from 'fastify';

const MAX_WAIT_MS = 5000;

/**
 * A client that just wrote sends the position of its write as `x-min-position`; the answer waits (LISTEN/
 * NOTIFY, at most 5 s) until the projections the route reads have reached it, so it always sees its write.
 * After the bound it answers with what it has and says so in `x-read-model-stale`.
 */
export function installReadYourWrites(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const position = request.headers['x-min-position'];
    const names = request.routeOptions.config.readModels;
    // A position the store cannot read is refused there (400 in the caller's language), whatever its length.
    if (typeof position !== 'string' || !position || !names?.length) return;
    const { fresh } = await app.readModels.waitForPosition(names, position, MAX_WAIT_MS);
    if (!fresh) reply.header('x-read-model-stale', 'true');
  });
}
