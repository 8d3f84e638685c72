import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createHttpApp, createLogger, createMailer, SESSION_COOKIE, sharedResources } from '@tb/platform';
import { openTestResources, type TestResources } from '@tb/projectors/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { ensureAccount, ensureAdmin } from '../accounts/ensure-admin.ts';
import { commandApi } from '../app.ts';

export interface SignedIn {
  userId: string;
  email: string;
  password: string;
  /** The `cookie` header that carries the session. */
  cookie: string;
}

export interface CommandTestApp {
  app: FastifyInstance;
  resources: TestResources;
  /** A new account (an admin's when asked), signed in through `POST /api/auth/login`. */
  signIn(role?: 'user' | 'admin'): Promise<SignedIn>;
  close(): Promise<void>;
}

/**
 * Test support for the command API's route tests: the API as the runtimes build it (`sharedResources`, then
 * `commandApi`) on a fresh test database with the projections running, answered through `app.inject`.
 */
export async function startCommandTestApp(): Promise<CommandTestApp> {
  const resources = await openTestResources();
  const logger = createLogger({ level: 'silent' });
  const app = createHttpApp({ logger, trustProxy: false });
  await app.register(sharedResources, resources.shared);
  await app.register(commandApi, {
    config: { STORAGE_QUOTA_MB: 200 },
    mailer: createMailer({ from: 'test@example.com', outboxDir: join(resources.dataDir, 'outbox'), logger }),
  });
  await app.ready();
  return {
    app,
    resources,
    async signIn(role = 'user') {
      const email = `${role}-${randomUUID()}@example.com`;
      const password = 'Tr0ub4dor&3-horse';
      const account = { email, password, firstName: 'Test', lastName: role };
      const { userId } = await (role === 'admin' ? ensureAdmin : ensureAccount)(resources.shared.store, account);
      const answer = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (answer.statusCode !== 200) throw new Error(`sign-in answered ${answer.statusCode}: ${answer.body}`);
      const session = answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      if (!session) throw new Error('sign-in set no cookie');
      return { userId, email, password, cookie: `${session.name}=${session.value}` };
    },
    async close() {
      await app.close();
      await resources.close();
    },
  };
}

/** What a route spec shares: one app for the file, an admin and a user signed in (set before its tests run). */
export interface RouteSpecContext {
  api: CommandTestApp;
  admin: SignedIn;
  user: SignedIn;
  /** Request headers as the admin, with any others given. */
  asAdmin(headers?: Record<string, string>): Record<string, string>;
}

/** Starts the app and signs in an admin and a user before the spec file's tests, and closes it after them. */
export function routeSpecContext(): RouteSpecContext {
  const context = {} as RouteSpecContext;
  context.asAdmin = (headers = {}) => ({ cookie: context.admin.cookie, ...headers });
  beforeAll(async () => {
    context.api = await startCommandTestApp();
    [context.admin, context.user] = await Promise.all([context.api.signIn('admin'), context.api.signIn()]);
  });
  afterAll(() => context.api?.close());
  return context;
}
