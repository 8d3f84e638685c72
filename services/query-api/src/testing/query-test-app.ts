import { ensureAdmin } from '@tb/command-api';
import { createHttpApp, createLogger, SESSION_COOKIE, sharedResources } from '@tb/platform';
import { openTestResources, type TestResources } from '@tb/projectors/testing';
import type { FastifyInstance } from 'fastify';
import { type QueryApiOptions, queryApi } from '../app.ts';

export interface QueryTestApp {
  app: FastifyInstance;
  resources: TestResources;
  /** A new admin account with a session: the `cookie` header that carries it, once the users read model has it. */
  adminCookie(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Test support for the query API's route tests: the API as the runtimes build it (`sharedResources`, then
 * `queryApi`) on a fresh test database with the projections running, answered through `app.inject`. Tests append
 * events through the domain and wait for `resources.caughtUp()` before reading. `options` replace the API's own
 * (a route that depends on a setting: analytics, country detection).
 */
export async function startQueryTestApp(options: Partial<QueryApiOptions> = {}): Promise<QueryTestApp> {
  const resources = await openTestResources();
  const app = createHttpApp({ logger: createLogger({ level: 'silent' }), trustProxy: false });
  await app.register(sharedResources, resources.shared);
  await app.register(queryApi, { config: { ANSWER_CACHE: 'on' }, ...options });
  await app.ready();
  return {
    app,
    resources,
    async adminCookie() {
      const email = `admin-${crypto.randomUUID()}@example.com`;
      const { userId } = await ensureAdmin(resources.shared.store, { email, password: 'Tr0ub4dor&3-horse' });
      const session = await app.sessions.create(userId, await app.sessions.credentialGeneration(userId));
      if (!session) throw new Error('no session for the new admin');
      await resources.caughtUp();
      return `${SESSION_COOKIE}=${session.token}`;
    },
    async close() {
      await app.close();
      await resources.close();
    },
  };
}
