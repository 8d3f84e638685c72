import { join, resolve } from 'node:path';
import { createEventStore } from '@tb/event-store';
import {
  createHttpApp,
  createLogger,
  createReadModels,
  FileBlobStore,
  healthRoutes,
  installNotFoundHandler,
  openDatabase,
  runService,
  SessionStore,
} from '@tb/platform';
import { queryApi } from './app.ts';
import { loadStandaloneConfig } from './config.ts';

/** `npm start -w services/query-api`: the GET endpoints alone, over a shared PostgreSQL. */
runService('query-api', async () => {
  const config = loadStandaloneConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'query-api' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 20 });
  const { pool } = database;
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool });
  const readModels = await createReadModels(pool, {
    comparePositions: (a, b) => store.comparePositions(a, b),
    headPosition: () => store.headPosition(),
  });
  const app = createHttpApp({ logger, trustProxy: config.TRUST_PROXY });
  installNotFoundHandler(app);
  await app.register(healthRoutes, { pool, checks: [] });
  await app.register(queryApi, {
    pool,
    sessions: new SessionStore(pool),
    readModels,
    blobs: new FileBlobStore(join(resolve(config.DATA_DIR), 'blobs')),
    countryHeader: config.COUNTRY_HEADER,
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
