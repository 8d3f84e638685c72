import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionStore } from '../auth/sessions.ts';
import type { Pool } from '../postgres/pool.ts';

/**
 * The helpers both APIs wire themselves with: each shared piece a named plugin that decorates the instance once
 * (fastify-plugin, so the decorator is seen by every route plugin registered after it), and each area's routes a
 * plugin naming the pieces it uses, so registering it without one fails at start, not on a request. The pieces
 * both APIs have (the pool and the sessions) are declared here; each API declares its own beside its app.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL pool (sessions, rate limits, subject keys, the read models). */
    pool: Pool;
    sessions: SessionStore;
  }
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

/**
 * A feature's routes as a plugin: encapsulated (its hooks and decorators stay inside it), named, and refused at
 * start unless the pieces it names were registered before it.
 */
export const routesPlugin = <Options extends object = Record<never, never>>(
  name: string,
  dependencies: string[],
  routes: FastifyPluginAsync<Options>,
) => fp(routes, { name, dependencies, encapsulate: true });
