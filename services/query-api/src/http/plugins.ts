import { type BlobReader, decoratorPlugin } from '@tb/platform';
import type { ReadModelAccess } from './context.ts';

/**
 * The query API's shared pieces, each a named plugin that decorates the instance once (fastify-plugin, so the
 * decorator is seen by every route plugin registered after it). A route plugin that needs one names it in its
 * `dependencies` (see app.ts), so registering it without the piece fails at start, not on a request. The pool's and
 * the sessions' plugins and `routesPlugin` are shared with the command API (@tb/platform, http/plugins.ts).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Where each projection lives now and how far it got. */
    readModels: ReadModelAccess;
    /** Uploaded files (resumes, portfolios), served to those allowed to see them. */
    blobReader: BlobReader;
  }
}

export { databasePlugin, routesPlugin, sessionsPlugin } from '@tb/platform';

export const readModelsPlugin = decoratorPlugin('readModels', 'tb-read-models', ['tb-database']);
export const blobReaderPlugin = decoratorPlugin('blobReader', 'tb-blob-reader');
