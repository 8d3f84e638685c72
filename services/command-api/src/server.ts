import { join, resolve } from 'node:path';
import { createEventStore, migrate } from '@tb/event-store';
import {
  createHttpApp,
  createLogger,
  createMailer,
  createReadModels,
  FileBlobStore,
  healthRoutes,
  installNotFoundHandler,
  openDatabase,
  RateLimiter,
  rateLimitMigrations,
  runService,
  SessionStore,
  sessionMigrations,
} from '@tb/platform';
import { commandApi } from './app.ts';
import { loadStandaloneConfig } from './config.ts';

/** `npm start -w services/command-api`: the write endpoints alone, over a shared PostgreSQL and event store. */
runService('command-api', async () => {
  const config = loadStandaloneConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'command-api' });
  const dataDir = resolve(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 20 });
  const { pool } = database;
  await migrate(pool, 'platform', [...sessionMigrations, ...rateLimitMigrations]);
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool });
  const readModels = await createReadModels(pool, { comparePositions: (a, b) => store.comparePositions(a, b) });
  const app = createHttpApp({ logger, trustProxy: config.TRUST_PROXY });
  installNotFoundHandler(app);
  await app.register(healthRoutes, { pool, checks: [] });
  await app.register(commandApi, {
    pool,
    store,
    sessions: new SessionStore(pool),
    limiter: new RateLimiter(pool),
    blobs: new FileBlobStore(join(dataDir, 'blobs')),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
      logger,
    }),
    waitForProjections: async (names, position) => {
      await readModels.waitForPosition(names, position, 5000);
    },
    clock: () => new Date(),
    secureCookies: config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  return {
    async stop() {
      await app.close();
      await readModels.close();
      await store.close();
      await database.close();
    },
  };
});
