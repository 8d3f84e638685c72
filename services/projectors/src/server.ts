import { createEventStore } from '@tb/event-store';
import {
  createHttpApp,
  createLogger,
  createMetrics,
  healthRoutes,
  installHttpMetrics,
  installNotFoundHandler,
  openDatabase,
  registerProjectionMetrics,
  runService,
} from '@tb/platform';
import { loadConfig } from './config.ts';
import { startProjectors } from './runner/start-projectors.ts';

/**
 * `npm start -w services/projectors`: the projectors alone, following a shared PostgreSQL, with a small HTTP
 * listener for the orchestrator and Prometheus (/healthz, /readyz, /metrics).
 */
runService('projectors', async () => {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'projectors' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 10 });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
  const projectors = await startProjectors({
    pool: database.pool,
    store,
    logger,
    options: { batchSize: config.PROJECTOR_BATCH_SIZE, retiredGraceMs: config.PROJECTOR_RETIRED_GRACE_MS },
    readyMaxLag: config.PROJECTOR_READY_MAX_LAG,
    ...(config.KAFKA_BROKERS.length > 0 ? { kafka: { brokers: config.KAFKA_BROKERS, topic: config.KAFKA_TOPIC } } : {}),
  });
  const metrics = createMetrics({ service: 'projectors' });
  registerProjectionMetrics(metrics, () => projectors.status());
  const app = createHttpApp({ logger, trustProxy: false });
  installNotFoundHandler(app);
  installHttpMetrics(app, metrics);
  await app.register(healthRoutes, {
    pool: database.pool,
    checks: [{ name: 'projections', check: () => projectors.readiness() }],
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  return {
    async stop() {
      // Batches in flight commit first; the next replica resumes from their checkpoints.
      logger.info('stopping after the current batch');
      await app.close();
      await projectors.stop();
      await store.close();
      await database.close();
    },
  };
});
