import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createHttpApp, createLogger, createMailer, SESSION_COOKIE, sharedResources } from '@tb/platform';
import { openTestResources, type TestResources } from '@tb/projectors/testing';
import type { FastifyInstance } from 'fastify';
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
