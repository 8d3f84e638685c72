import { join, resolve } from 'node:path';
import { createEventStore } from '@tb/event-store';
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
  OwnedBlobStore,
  openDatabase,
  operatorAccess,
  orAdminSession,
  registerOpenApi,
  runService,
  sharedResources,
  usersTable,
} from '@tb/platform';
import { queryApi } from './app.ts';
import { loadStandaloneConfig } from './config.ts';
import { countryDetector } from './location/routes.ts';

/** `npm start -w services/query-api`: the GET endpoints alone, over a shared PostgreSQL. */
runService('query-api', async () => {
  requireDatabaseUrl();
  const config = loadStandaloneConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'query-api' });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE ?? 20,
  });
  const { pool } = database;
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool });
  const readModels = await createReadModels(pool, {
    comparePositions: (a, b) => store.comparePositions(a, b),
    headPosition: () => store.headPosition(),
    writtenPosition: () => store.writtenPosition?.() ?? store.headPosition(),
  });
  const app = createHttpApp({ logger, trustProxy: config.TRUST_PROXY });
  installNotFoundHandler(app);
  const access = operatorAccess({ nodeEnv: config.NODE_ENV, metricsToken: config.METRICS_TOKEN });
  installHttpMetrics(app, createMetrics({ service: 'query-api' }), access);
  await registerOpenApi(app, { title: 'Talent Bridge query API', description: 'Reads, from the read models.' });
  // The query side only reads files: the same blob store, its owners' ledger included, as the command side's.
  const blobs = await OwnedBlobStore.open(pool, new FileBlobStore(join(resolve(config.DATA_DIR), 'blobs')));
  await app.register(sharedResources, { pool, store, readModels, blobs });
  await app.register(healthRoutes, {
    pool,
    checks: [],
    // A signed-in admin sees the checks too (the query API answers the browser's GETs behind nginx).
    access: orAdminSession(access, async (token) => {
      const viewer = await app.sessions.viewerFor(token, usersTable(await readModels.schemaOf('users')));
      return viewer?.isAdmin === true;
    }),
  });
  await app.register(queryApi, {
    config,
    detectCountry: await countryDetector({ countryHeader: config.COUNTRY_HEADER, geoipDb: config.GEOIP_DB }),
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

/** Alone, the service cannot start its own embedded database: say so plainly rather than as a schema error. */
function requireDatabaseUrl() {
  if (process.env.DATABASE_URL) return;
  throw new ConfigError(
    'DATABASE_URL is required when query-api runs alone: set it to the shared PostgreSQL ' +
      '(postgres://user:password@host:5432/database). `npm start` at the repository root runs everything on an ' +
      'embedded PostgreSQL instead.',
  );
}
