import { join, resolve } from 'node:path';
import { createEventStore } from '@tb/event-store';
import { ConfigError, createLogger, FileBlobStore, openDatabase } from '@tb/platform';
import { type InboxWorkerConfig, loadConfig } from './config.ts';
import { startInboxWorker } from './worker.ts';

/** `npm start -w services/inbox-worker`: the worker alone, appending to a shared event store. */
async function main() {
  let config: InboxWorkerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'inbox-worker' });
  const dataDir = resolve(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 4 });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
  const worker = await startInboxWorker({
    pool: database.pool,
    store,
    blobs: new FileBlobStore(join(dataDir, 'blobs')),
    logger,
    imap: config.IMAP_URL
      ? { url: config.IMAP_URL, mailbox: config.IMAP_MAILBOX, senderFilter: config.IMAP_SENDER_FILTER }
      : undefined,
    dropDir: join(dataDir, 'inbox'),
    pollMs: config.INBOX_POLL_MS,
  });

  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    // The message being read finishes first; the next start resumes after it.
    logger.info({ signal }, 'stopping after the current message');
    (async () => {
      await worker.stop();
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
