import { formatMessage } from '@tb/contracts';
import { isDocumentError, isStepLoadError } from '@tb/documents';
import { DomainError, inboxSubjectOfStream } from '@tb/domain';
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
import { headersOf, UnreadableMessageError } from './parse-message.ts';
import { senderFilter } from './sender-filter.ts';
import { SetAsideStore } from './set-aside.ts';
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
  /** Messages set aside unread (all of them, also from earlier runs): `npm run inbox -- list` shows them. */
  setAside: number;
}

export interface InboxWorker {
  /** Reads what arrived until now; rejects when the mailbox cannot be read. */
  syncNow(): Promise<void>;
  status(): InboxWorkerStatus;
  stop(): Promise<void>;
}

/** A parse that ran past its budget is tried once more (the machine may have been busy), then set aside. */
const TIMEOUTS_BEFORE_SETTING_ASIDE = 2;

/**
 * Why a message is set aside, in words for the admin; null for a failure that is not the message's (the database,
 * the blob store, all parser threads busy): the sync fails and reads it again later.
 */
function unreadableReason(error: unknown, timeouts: number): string | null {
  if (error instanceof UnreadableMessageError) return error.message;
  if (error instanceof DomainError) return `it was refused: ${formatMessage('en', error.key, error.params)}`;
  if (!isDocumentError(error) || isStepLoadError(error)) return null;
  if (error.code === 'too_complex') return 'reading it needs more memory than an e-mail may use';
  if (error.code === 'corrupt') return `it is not a readable e-mail (${(error.detail ?? '').slice(0, 160)})`;
  if (error.code === 'timeout' && timeouts >= TIMEOUTS_BEFORE_SETTING_ASIDE) return 'reading it took too long, twice';
  return null;
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
  const setAside = await SetAsideStore.open(options.pool);
  /** Parses of a message that ran past their budget, by source (a restart forgets: two more tries). */
  const timeouts = new Map<string, number>();
  const status: InboxWorkerStatus = {
    mode: options.imap ? 'imap' : 'drop-folder',
    state: 'starting',
    lastSyncAt: null,
    lastError: null,
    failures: 0,
    counts: { received: 0, duplicate: 0, ignored: 0 },
    setAside: await setAside.count(),
  };
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runSync = async () => {
    status.state = 'syncing';
    try {
      const onMessage = async (raw: Buffer, where: string, receivedAt: Date | null, totalBytes: number) => {
        // Already set aside (an IMAP mailbox is read from its start again after a restart): not tried again.
        if (status.mode === 'imap' && status.setAside > 0 && (await setAside.isSetAside(where))) return undefined;
        try {
          const outcome = await ingestMessage(deps, raw, where, receivedAt, totalBytes);
          status.counts[outcome] += 1;
          timeouts.delete(where);
          if (status.setAside > 0) await setAside.forget(where);
          return undefined;
        } catch (error) {
          const tries = isDocumentError(error) && error.code === 'timeout' ? (timeouts.get(where) ?? 0) + 1 : 0;
          if (tries > 0) timeouts.set(where, tries);
          const reason = unreadableReason(error, tries);
          if (reason === null) throw error;
          timeouts.delete(where);
          const { from, subject, messageId } = await headersOf(raw);
          await setAside.record({ source: where, messageId, sender: from, subject, reason });
          status.setAside = await setAside.count();
          logger.warn({ source: where, reason, err: error }, 'inbox: message could not be read, set aside');
          return { setAside: reason };
        }
      };
      const forgetGone = (gone: string) => setAside.forget(gone);
      await source.sync(onMessage, await setAside.retries(), forgetGone);
      status.setAside = await setAside.count();
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
