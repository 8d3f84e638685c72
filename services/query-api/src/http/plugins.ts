import type { BlobReader, Pool, SessionStore } from '@tb/platform';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadModelAccess } from './context.ts';

/**
 * The query API's shared pieces, each a named plugin that decorates the instance once (fastify-plugin, so the
 * decorator is seen by every route plugin registered after it). A route plugin that needs one names it in its
 * `dependencies` (see app.ts), so registering it without the piece fails at start, not on a request.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL pool the read models and sessions live in. */
    pool: Pool;
    sessions: SessionStore;
    /** Where each projection lives now and how far it got. */
    readModels: ReadModelAccess;
    /** Uploaded files (resumes, portfolios), served to those allowed to see them. */
    blobReader: BlobReader;
  }
}

export const databasePlugin = fp<{ pool: Pool }>(
  async (app, { pool }) => {
    app.decorate('pool', pool);
  },
  { name: 'tb-database' },
);

export const sessionsPlugin = fp<{ sessions: SessionStore }>(
  async (app, { sessions }) => {
    app.decorate('sessions', sessions);
  },
  { name: 'tb-sessions', dependencies: ['tb-database'] },
);

export const readModelsPlugin = fp<{ readModels: ReadModelAccess }>(
  async (app, { readModels }) => {
    app.decorate('readModels', readModels);
  },
  { name: 'tb-read-models', dependencies: ['tb-database'] },
);

export const blobReaderPlugin = fp<{ blobs: BlobReader }>(
  async (app, { blobs }) => {
    app.decorate('blobReader', blobs);
  },
  { name: 'tb-blob-reader' },
);

/**
 * A feature's routes as a plugin: encapsulated (its hooks and decorators stay inside it), named, and refused at
 * start unless the pieces it names were registered before it.
 */
export const routesPlugin = <Options extends object = Record<never, never>>(
  name: string,
  dependencies: string[],
  routes: FastifyPluginAsync<Options>,
) => fp(routes, { name, dependencies, encapsulate: true });
