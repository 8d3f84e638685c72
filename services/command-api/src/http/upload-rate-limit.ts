import type { FastifyInstance } from 'fastify';
import { currentUser } from './actor.ts';
import { enforceRateLimit } from './rate-limit.ts';

export const UPLOADS_PER_MINUTE = 30;
export const TOO_MANY_UPLOADS = 'common.tooManyUploads';

/**
 * Every multipart write of a signed-in user or admin counts against one budget per account, so no account can
 * fill the disk or keep the document parsers busy. Visitors only reach the contact form, limited per address.
 */
export function installUploadRateLimit(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart()) return;
    const user = await currentUser(request);
    if (user) await enforceRateLimit(request, `upload:${user.userId}`, UPLOADS_PER_MINUTE, 60, TOO_MANY_UPLOADS);
  });
}
