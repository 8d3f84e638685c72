import type { EventStore } from '@tb/event-store';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SessionStore } from '../auth/sessions.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { Pool } from '../postgres/pool.ts';

/**
 * The helpers both APIs wire themselves with: each shared piece a named plugin that decorates the instance once
 * (fastify-plugin, so the decorator is seen by every route plugin registered after it), and each area's routes a
 * plugin naming the pieces it uses, so registering it without one fails at start, not on a request. The pieces
 * every deployable opens once and both APIs use are declared here and registered together by `sharedResources`;
 * each API declares its own beside its app.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL pool (sessions, rate limits, subject keys, the read models). */
    pool: Pool;
    sessions: SessionStore;
    /** Where every command's events are read and appended. */
    eventStore: EventStore;
    /** Where each projection lives now and how far it got. */
    readModels: ReadModelAccess;
    /** Uploaded files with their owners; events hold only their references. */
    blobStore: BlobStore;
  }
}

/** The APIs' view of the projections: where each one lives now, and how far it got (`ReadModels`' reading part). */
export interface ReadModelAccess {
  /** The live schema of a projection (switches atomically on a blue-green rebuild). */
  schemaOf(name: string): Promise<string>;
  /** The live schema and a token that changes whenever its rows may have changed (`ReadModels.dataVersionOf`). */
  dataVersionOf(name: string): Promise<{ schema: string; version: string }>;
  /** Resolves when the projections have passed the position, or after the timeout with fresh=false. */
  waitForPosition(names: string[], position: string, timeoutMs?: number): Promise<{ fresh: boolean }>;
}

/** One decorator, declared once, as a named plugin that needs `dependencies` registered before it. */
export const decoratorPlugin = <Name extends keyof FastifyInstance>(
  decorator: Name,
  name: string,
  dependencies: string[] = [],
) =>
  fp<{ value: FastifyInstance[Name] }>(
    async (app, { value }) => {
      app.decorate(decorator, value as never);
    },
    { name, dependencies },
  );

export const databasePlugin = decoratorPlugin('pool', 'tb-database');
export const sessionsPlugin = decoratorPlugin('sessions', 'tb-sessions', ['tb-database']);
export const eventStorePlugin = decoratorPlugin('eventStore', 'tb-event-store');
export const readModelsPlugin = decoratorPlugin('readModels', 'tb-read-models', ['tb-database']);
export const blobStorePlugin = decoratorPlugin('blobStore', 'tb-blob-store');

/** What a deployable opens once and hands each API it serves (the all-in-one: both, on one instance). */
export interface SharedResources {
  pool: Pool;
  store: EventStore;
  readModels: ReadModelAccess;
  blobs: BlobStore;
}

/** The names `sharedResources` registers: an API that uses them lists these in its `dependencies`. */
export const SHARED_RESOURCES = ['tb-database', 'tb-sessions', 'tb-event-store', 'tb-read-models', 'tb-blob-store'];

/**
 * The shared pieces, each as its named plugin, on the instance it is registered on: both APIs registered after it
 * see the same ones. A new shared piece is one more line here (and its declaration above), not one in each runtime.
 */
export const sharedResources = fp<SharedResources>(
  async (app, shared) => {
    await app.register(databasePlugin, { value: shared.pool });
    await app.register(sessionsPlugin, { value: new SessionStore(shared.pool) });
    await app.register(eventStorePlugin, { value: shared.store });
    await app.register(readModelsPlugin, { value: shared.readModels });
    await app.register(blobStorePlugin, { value: shared.blobs });
  },
  { name: 'tb-shared-resources' },
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
