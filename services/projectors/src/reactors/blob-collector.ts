import { join } from 'node:path';
import { candidateSubjectOfStream, inboxSubjectOfStream } from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import {
  type CollectResult,
  collectUnreferencedBlobs,
  FileBlobStore,
  type Logger,
  OwnedBlobStore,
  type Pool,
} from '@tb/platform';

/** How long an unreferenced file is kept: a request that stored it may still be on its way to its event. */
export const BLOB_GRACE_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 6 * 60 * 60 * 1000;
/** The first run waits a little, so a start (or a test) is not slowed by reading the whole log. */
const FIRST_AFTER_MS = 10 * 60 * 1000;

/** A profile keeps one resume and one portfolio: the files an earlier upload named are no longer referenced. */
const REPLACING = new Set(['UserResumeUploaded', 'UserPortfolioUploaded']);

export interface BlobCollectorOptions {
  pool: Pool;
  store: EventStore;
  /** DATA_DIR: the files are in its `blobs` folder. */
  dataDir: string;
  graceMs?: number;
  now?: () => Date;
}

/** One mark-and-sweep of the stored files (see collectUnreferencedBlobs). */
export async function collectBlobs(options: BlobCollectorOptions): Promise<CollectResult> {
  const root = join(options.dataDir, 'blobs');
  return collectUnreferencedBlobs({
    pool: options.pool,
    store: options.store,
    blobs: await OwnedBlobStore.open(options.pool, new FileBlobStore(root)),
    root,
    subjectOf: (streamId) => candidateSubjectOfStream(streamId) ?? inboxSubjectOfStream(streamId),
    replacing: REPLACING,
    graceMs: options.graceMs ?? BLOB_GRACE_MS,
    now: options.now?.() ?? new Date(),
  });
}

/**
 * The reactor: collects unreferenced files every 6 hours (one replica at a time: an advisory lock), so files of
 * refused, failed or abandoned requests do not stay forever. `npm run projections -- gc-blobs` runs it at once.
 */
export function startBlobCollector(options: BlobCollectorOptions & { logger: Logger }): { stop(): void } {
  const run = async () => {
    try {
      const result = await collectBlobs(options);
      if (result.removedFiles > 0) options.logger.info(result, 'unreferenced files removed');
    } catch (error) {
      options.logger.warn({ err: error }, 'collecting unreferenced files failed; next try in 6 hours');
    }
  };
  let timer = setTimeout(function again() {
    void run().finally(() => {
      timer = setTimeout(again, EVERY_MS);
      timer.unref();
    });
  }, FIRST_AFTER_MS);
  timer.unref();
  return { stop: () => clearTimeout(timer) };
}
