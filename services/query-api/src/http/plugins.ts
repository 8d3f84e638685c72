import { type BlobReader, decoratorPlugin } from '@tb/platform';

/**
 * The query API's own pieces, each a named plugin that decorates the instance once (fastify-plugin, so the
 * decorator is seen by every route plugin registered after it). A route plugin that needs one names it in its
 * `dependencies` (see app.ts), so registering it without the piece fails at start, not on a request. The pieces
 * every deployable opens (pool, sessions, read models, blob store) come from @tb/platform's `sharedResources`,
 * registered by the runtime before the API (http/plugins.ts there).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (resumes, portfolios), served to those allowed to see them: the blob store's reading part. */
    blobReader: BlobReader;
  }
}

export { databasePlugin, readModelsPlugin, routesPlugin } from '@tb/platform';

export const blobReaderPlugin = decoratorPlugin('blobReader', 'tb-blob-reader', ['tb-blob-store']);
