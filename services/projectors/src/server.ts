import { createEventStore } from '@tb/event-store';
import { ConfigError, createLogger, openDatabase } from '@tb/platform';
import { loadConfig, type ProjectorsConfig } from './config.ts';
import { startProjectors } from './runner/start-projectors.ts';

/** `npm start -w services/projectors`: the projectors alone, following a shared PostgreSQL. */
async function main() {
  let config: ProjectorsConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'projectors' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 10 });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
  const projectors = await startProjectors({
    pool: database.pool,
    store,
    logger,
    options: { batchSize: config.PROJECTOR_BATCH_SIZE, retiredGraceMs: config.PROJECTOR_RETIRED_GRACE_MS },
    ...(config.KAFKA_BROKERS.length > 0 ? { kafka: { brokers: config.KAFKA_BROKERS, topic: config.KAFKA_TOPIC } } : {}),
  });

  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    // Batches in flight commit first; the next replica resumes from their checkpoints.
    logger.info({ signal }, 'stopping after the current batch');
    (async () => {
      await projectors.stop();
      await store.close();
      await database.close();
    })().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
