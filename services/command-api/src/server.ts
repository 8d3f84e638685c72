import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { closeDocumentWorkers, warmDocumentWorkers } from '@tb/documents';
import { createEventStore, type EventStore, migrate } from '@tb/event-store';
import {
  ConfigError,
  createHttpApp,
  createLogger,
  createMetrics,
  createReadModels,
  FileBlobStore,
  healthRoutes,
  installHttpMetrics,
  installNotFoundHandler,
  type Logger,
  mailerFromConfig,
  meteredEventStore,
  OwnedBlobStore,
  openDatabase,
  operatorAccess,
  platformMigrations,
  registerOpenApi,
  requestInboxSync,
  runService,
  type SessionStore,
  sharedResources,
} from '@tb/platform';
import { ensureAdmin } from './accounts/ensure-admin.ts';
import { commandApi } from './app.ts';
import { loadStandaloneConfig } from './config.ts';

/** `npm start -w services/command-api`: the write endpoints alone, over a shared PostgreSQL and event store. */
runService('command-api', async () => {
  requireDatabaseUrl();
  const config = loadStandaloneConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'command-api' });
  const dataDir = resolve(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    poolSize: config.DATABASE_POOL_SIZE ?? 20,
  });
  const { pool } = database;
  await migrate(pool, 'platform', platformMigrations);
  const metrics = createMetrics({ service: 'command-api' });
  const store = meteredEventStore(await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool }), metrics);
  const readModels = await createReadModels(pool, { comparePositions: (a, b) => store.comparePositions(a, b) });
  const app = createHttpApp({ logger, trustProxy: config.TRUST_PROXY });
  installNotFoundHandler(app);
  const access = operatorAccess({ nodeEnv: config.NODE_ENV, metricsToken: config.METRICS_TOKEN });
  installHttpMetrics(app, metrics, access);
  await registerOpenApi(app, { title: 'Talent Bridge command API', description: 'Writes: commands → events.' });
  // Not ready while the event store does not answer: every command reads and appends there.
  await app.register(healthRoutes, {
    pool,
    access,
    checks: [
      {
        name: 'event-store',
        check: async () => {
          await store.headPosition();
          return { ok: true };
        },
      },
    ],
  });
  const blobs = await OwnedBlobStore.open(pool, new FileBlobStore(join(dataDir, 'blobs')));
  await app.register(sharedResources, { pool, store, readModels, blobs });
  await app.register(commandApi, {
    config,
    mailer: mailerFromConfig(config, dataDir, logger),
    // The inbox worker runs elsewhere: ask it to read the mailbox before Load Emails answers.
    syncInbox: () => requestInboxSync(pool),
  });
  if (config.ADMIN_EMAIL) {
    await ensureAdminAccount(store, app.sessions, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, logger);
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  // Its parsers load now, not while the first documents wait for them.
  warmDocumentWorkers();
  return {
    async stop() {
      await app.close();
      await readModels.close();
      await store.close();
      await database.close();
      // Last, once nothing can ask for a parser (replacements of parsers a group signal ended die too).
      await closeDocumentWorkers();
    },
  };
});

/** Alone, the service cannot start its own embedded database: say so plainly rather than as a schema error. */
function requireDatabaseUrl() {
  if (process.env.DATABASE_URL) return;
  throw new ConfigError(
    'DATABASE_URL is required when command-api runs alone: set it to the shared PostgreSQL ' +
      '(postgres://user:password@host:5432/database). `npm start` at the repository root runs everything on an ' +
      'embedded PostgreSQL instead.',
  );
}

/**
 * ADMIN_EMAIL (+ ADMIN_PASSWORD) ensure that admin at every start, as `npm start` does. Replicas start together:
 * the one that loses the race to reserve the email finds the account on its next attempt.
 */
async function ensureAdminAccount(
  store: EventStore,
  sessions: SessionStore,
  email: string,
  password: string | undefined,
  logger: Logger,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Without ADMIN_PASSWORD a new account gets a password shown once here (as `npm start` shows it): otherwise
      // nobody would ever know it. An existing account keeps its own.
      const generated = password ? undefined : randomBytes(12).toString('base64url');
      const { created } = await ensureAdmin(store, { email, password, initialPassword: generated }, sessions);
      logger.info({ email, created }, 'admin account ensured');
      if (created && generated) {
        logger.warn(
          { email },
          `Admin sign-in: ${email} / ${generated} (shown once; change it after signing in, or set ADMIN_PASSWORD)`,
        );
      }
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      logger.warn({ err: error, email, attempt }, 'admin account not ensured yet, retrying');
      await delay(250 * attempt);
    }
  }
}
