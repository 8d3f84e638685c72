import { join, resolve } from 'node:path';
import { closeDocumentWorkers, warmDocumentWorkers } from '@tb/documents';
import { createEventStore } from '@tb/event-store';
import {
  createHttpApp,
  createLogger,
  createMetrics,
  FileBlobStore,
  healthRoutes,
  installHttpMetrics,
  installNotFoundHandler,
  meteredEventStore,
  OwnedBlobStore,
  openDatabase,
  operatorAccess,
  runService,
} from '@tb/platform';
import { loadConfig } from './config.ts';
import { registerInboxMetrics } from './inbox-metrics.ts';
import { inboxReadiness } from './readiness.ts';
import { startInboxWorker } from './worker.ts';

/**
 * `npm start -w services/inbox-worker`: the worker alone, appending to a shared event store, with a small HTTP
 * listener for the orchestrator and Prometheus (/healthz, /readyz, /metrics).
 */
runService('inbox-worker', async () => {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'inbox-worker' });
  const dataDir = resolve(config.DATA_DIR);
  const metrics = createMetrics({ service: 'inbox-worker' });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    poolSize: config.DATABASE_POOL_SIZE ?? 4,
  });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
  const worker = await startInboxWorker({
    pool: database.pool,
    store: meteredEventStore(store, metrics),
    blobs: await OwnedBlobStore.open(database.pool, new FileBlobStore(join(dataDir, 'blobs'))),
    logger,
    imap: config.IMAP_URL
      ? { url: config.IMAP_URL, mailbox: config.IMAP_MAILBOX, senderFilter: config.IMAP_SENDER_FILTER }
      : undefined,
    dropDir: join(dataDir, 'inbox'),
    pollMs: config.INBOX_POLL_MS,
  });
  registerInboxMetrics(metrics, () => worker.status());
  const app = createHttpApp({ logger, trustProxy: false });
  installNotFoundHandler(app);
  const access = operatorAccess({ nodeEnv: config.NODE_ENV, metricsToken: config.METRICS_TOKEN });
  installHttpMetrics(app, metrics, access);
  await app.register(healthRoutes, {
    pool: database.pool,
    access,
    checks: [{ name: 'inbox', check: async () => inboxReadiness(worker.status()) }],
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Its parsers load now, not while the first documents wait for them.
  warmDocumentWorkers();
  return {
    async stop() {
      // The sync in progress finishes first; the next start resumes after the last message it read.
      logger.info('stopping after the current sync');
      await app.close();
      await worker.stop();
      await store.close();
      await database.close();
      // Last, once nothing can ask for a parser (replacements of parsers a group signal ended die too).
      await closeDocumentWorkers();
    },
  };
});
