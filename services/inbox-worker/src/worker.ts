import { inboxSubjectOfStream } from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import {
  answerInboxSyncRequests,
  type BlobStore,
  type Logger,
  migrate,
  type Pool,
  SubjectKeyStore,
  sealedEventStore,
  subjectKeyMigrations,
} from '@tb/platform';
import { DropFolderSource } from './drop-folder.ts';
import { type ImapOptions, ImapSource } from './imap-source.ts';
import { type IngestOutcome, ingestMessage } from './ingest.ts';
import { senderFilter } from './sender-filter.ts';
import { nextSyncDelay } from './sync-delay.ts';

export interface InboxWorkerOptions {
  pool: Pool;
  store: EventStore;
  blobs: BlobStore;
  logger: Logger;
  /** Without it the worker reads `.eml` files from `dropDir`. */
  imap?: (ImapOptions & { senderFilter?: string }) | undefined;
  dropDir: string;
  /** How often it looks for new mail on its own; `syncNow` does not wait for it. */
  pollMs?: number;
}

export interface InboxWorkerStatus {
  mode: 'imap' | 'drop-folder';
  state: 'starting' | 'idle' | 'syncing' | 'retrying' | 'stopped';
  lastSyncAt: string | null;
  lastError: string | null;
  /** Consecutive failed syncs; the wait before the next one doubles with each, up to a minute. */
  failures: number;
  counts: Record<IngestOutcome, number>;
}

export interface InboxWorker {
  /** Reads what arrived until now; rejects when the mailbox cannot be read. */
  syncNow(): Promise<void>;
  status(): InboxWorkerStatus;
  stop(): Promise<void>;
}

export async function startInboxWorker(options: InboxWorkerOptions): Promise<InboxWorker> {
  const { logger } = options;
  await migrate(options.pool, 'subject_keys', subjectKeyMigrations);
  const store = sealedEventStore(options.store, new SubjectKeyStore(options.pool), {
    subjectOf: inboxSubjectOfStream,
  });
  const filterSpec = options.imap?.senderFilter ?? '';
  const deps = {
    store,
    blobs: options.blobs,
    logger,
    acceptsSender: senderFilter(filterSpec),
    senderIsApplicant: filterSpec.trim() === '',
  };
  const source = options.imap ? new ImapSource(options.imap, logger) : new DropFolderSource(options.dropDir);
  const status: InboxWorkerStatus = {
    mode: options.imap ? 'imap' : 'drop-folder',
    state: 'starting',
    lastSyncAt: null,
    lastError: null,
    failures: 0,
    counts: { received: 0, duplicate: 0, ignored: 0 },
  };
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runSync = async () => {
    status.state = 'syncing';
    try {
      await source.sync(async (raw, where, receivedAt) => {
        const outcome = await ingestMessage(deps, raw, where, receivedAt);
        status.counts[outcome] += 1;
      });
      status.failures = 0;
      status.lastError = null;
      status.lastSyncAt = new Date().toISOString();
      status.state = 'idle';
    } catch (error) {
      status.failures += 1;
      status.lastError = error instanceof Error ? error.message : String(error);
      status.state = 'retrying';
      logger.warn({ err: error, failures: status.failures }, 'inbox: sync failed, will retry');
      throw error;
    }
  };

  // Syncs run one after another; a request made during a sync gets a fresh one after it.
  const syncNow = (): Promise<void> => {
    const next = chain.then(runSync);
    chain = next.catch(() => undefined);
    return next;
  };

  const schedule = () => {
    if (stopped) return;
    const wait = nextSyncDelay(status.failures, options.pollMs ?? 30_000);
    timer = setTimeout(() => {
      syncNow().then(schedule, schedule);
    }, wait);
    timer.unref();
  };
  syncNow().then(schedule, schedule);
  // Load Emails in a command API of its own process asks for a sync through PostgreSQL.
  const stopAnswering = await answerInboxSyncRequests(options.pool, syncNow, logger);

  return {
    syncNow,
    status: () => ({ ...status, counts: { ...status.counts } }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await stopAnswering();
      source.close();
      await chain;
      status.state = 'stopped';
    },
  };
}
