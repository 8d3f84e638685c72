import type { FastifyInstance } from 'fastify';
import { currentUser } from './actor.ts';
import { countCall } from './rate-limit.ts';

export const UPLOADS_PER_MINUTE = 30;
export const TOO_MANY_UPLOADS = 'common.tooManyUploads';

/**
 * Every upload (a multipart write to a route that takes a form) of a signed-in user or admin counts against one
 * budget per account, so no account can fill the disk or keep the document parsers busy. Visitors only reach the
 * contact form, limited per address. A multipart request to a route that takes no form is never read as one, so
 * it is not counted (and such a route's document lists no 429 for it).
 */
export function installUploadRateLimit(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart() || !request.routeOptions.config.openapi?.form) return;
    const user = await currentUser(request);
    if (user) await countCall(request, `upload:${user.userId}`, UPLOADS_PER_MINUTE, 60, TOO_MANY_UPLOADS);
  });
}
