import { join, resolve } from 'node:path';
import { createEventStore } from '@tb/event-store';
import {
  createHttpApp,
  createLogger,
  createMetrics,
  FileBlobStore,
  healthRoutes,
  installHttpMetrics,
  installNotFoundHandler,
  mailerFromConfig,
  openDatabase,
  operatorAccess,
  registerProjectionMetrics,
  runService,
} from '@tb/platform';
import { loadConfig } from './config.ts';
import { startBlobCollector } from './reactors/blob-collector.ts';
import { startContactNotifier } from './reactors/contact-notifier.ts';
import { startProjectors } from './runner/start-projectors.ts';

/**
 * `npm start -w services/projectors`: the projectors alone, following a shared PostgreSQL, with a small HTTP
 * listener for the orchestrator and Prometheus (/healthz, /readyz, /metrics), and the contact notifier (it mails
 * every contact message to CONTACT_TO, with its attachment from the blob store the services share in DATA_DIR).
 */
runService('projectors', async () => {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'projectors' });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE ?? 10,
  });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
  const projectors = await startProjectors({
    pool: database.pool,
    store,
    logger,
    options: { batchSize: config.PROJECTOR_BATCH_SIZE, retiredGraceMs: config.PROJECTOR_RETIRED_GRACE_MS },
    readyMaxLag: config.PROJECTOR_READY_MAX_LAG,
    ...(config.KAFKA_BROKERS.length > 0 ? { kafka: { brokers: config.KAFKA_BROKERS, topic: config.KAFKA_TOPIC } } : {}),
  });
  const dataDir = resolve(config.DATA_DIR);
  const notifier = await startContactNotifier({
    pool: database.pool,
    store,
    mailer: mailerFromConfig(config, dataDir, logger),
    blobs: new FileBlobStore(join(dataDir, 'blobs')),
    to: config.CONTACT_TO,
    logger,
  });
  // Files no event refers to (refused or abandoned uploads, replaced profile files) go after a day.
  const collector = startBlobCollector({ pool: database.pool, store, dataDir, logger });
  const metrics = createMetrics({ service: 'projectors' });
  registerProjectionMetrics(metrics, () => projectors.status());
  const app = createHttpApp({ logger, trustProxy: false });
  installNotFoundHandler(app);
  const access = operatorAccess({ nodeEnv: config.NODE_ENV, metricsToken: config.METRICS_TOKEN });
  installHttpMetrics(app, metrics, access);
  await app.register(healthRoutes, {
    pool: database.pool,
    access,
    checks: [{ name: 'projections', check: () => projectors.readiness() }],
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  return {
    async stop() {
      // Batches in flight commit first; the next replica resumes from their checkpoints.
      logger.info('stopping after the current batch');
      await app.close();
      collector.stop();
      await notifier.stop();
      await projectors.stop();
      await store.close();
      await database.close();
    },
  };
});
