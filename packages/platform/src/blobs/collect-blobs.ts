import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { EventStore, Position, RecordedEvent } from '@tb/event-store';
import { openSealedEvents } from '../crypto/sealed-event-store.ts';
import type { Pool } from '../postgres/pool.ts';
import { fileRefsIn, type OwnedBlobStore } from './owned-blob-store.ts';

const SHA256 = /^[0-9a-f]{64}$/;

export interface CollectOptions {
  pool: Pool;
  store: EventStore;
  blobs: OwnedBlobStore;
  /** The folder `FileBlobStore` keeps the files in (`DATA_DIR/blobs`). */
  root: string;
  /** The subject whose key opens a stream's sealed parts (erased subjects' files are no longer referenced). */
  subjectOf: (streamId: string) => string | null;
  /**
   * Event types whose file replaces the one the previous event of that type on the same stream named (a
   * profile keeps one resume and one portfolio): only the latest counts as referenced.
   */
  replacing: ReadonlySet<string>;
  /** How old an unreferenced file must be before it goes: a command may still be on its way to refer to it. */
  graceMs: number;
  now?: Date;
}

export interface CollectResult {
  referenced: number;
  removedFiles: number;
  removedBytes: number;
  /** Another run (another replica) held the lock: this one did nothing. */
  skipped: boolean;
}

/**
 * Mark and sweep: every file an event refers to (sealed parts opened) is marked, then every stored file that is
 * not, is older than the grace period, has no live upload hold and no owner given within the grace period, is
 * deleted, with its owner rows; so are upload parts a crash left in `tmp`. One run at a time per database.
 */
export async function collectUnreferencedBlobs(options: CollectOptions): Promise<CollectResult> {
  const now = options.now ?? new Date();
  const lock = await options.pool.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(hashtext('blob_collector')) AS locked`,
    );
    if (!rows[0]?.locked) return { referenced: 0, removedFiles: 0, removedBytes: 0, skipped: true };
    try {
      const referenced = await referencedFiles(options);
      const removed = await options.blobs.removeUnreferenced(listStoredFiles(options.root), referenced, {
        graceMs: options.graceMs,
        now,
      });
      await removeStaleParts(join(options.root, 'tmp'), now.getTime() - options.graceMs);
      return { referenced: referenced.size, removedFiles: removed.files, removedBytes: removed.bytes, skipped: false };
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(hashtext('blob_collector'))`);
    }
  } finally {
    lock.release();
  }
}

/** The content hashes every event refers to, reading the whole log in pages. */
export async function referencedFiles(
  options: Pick<CollectOptions, 'pool' | 'store' | 'subjectOf' | 'replacing'>,
): Promise<Set<string>> {
  const referenced = new Set<string>();
  const latest = new Map<string, Set<string>>();
  let after: Position | undefined;
  for (;;) {
    const page: RecordedEvent[] = await options.store.readAll(after ? { after, limit: 1000 } : { limit: 1000 });
    if (page.length === 0) break;
    after = page.at(-1)?.position;
    const opened = await openSealedEvents(options.pool, page, (event) => options.subjectOf(event.streamId));
    for (const event of opened) {
      const refs = fileRefsIn(event.data, new Set());
      if (options.replacing.has(event.type)) latest.set(`${event.streamId}\u0000${event.type}`, refs);
      else for (const sha of refs) referenced.add(sha);
    }
  }
  for (const refs of latest.values()) for (const sha of refs) referenced.add(sha);
  return referenced;
}

/** The stored files, as `FileBlobStore` lays them out: `root/ab/cd/abcd…` named by their sha256. */
export async function* listStoredFiles(root: string): AsyncGenerator<{ id: string; modifiedAt: Date; size: number }> {
  for (const first of await namesIn(root)) {
    if (!/^[0-9a-f]{2}$/.test(first)) continue;
    for (const second of await namesIn(join(root, first))) {
      for (const id of await namesIn(join(root, first, second))) {
        if (!SHA256.test(id) || !id.startsWith(first + second)) continue;
        const info = await stat(join(root, first, second, id)).catch(() => null);
        if (info?.isFile()) yield { id, modifiedAt: info.mtime, size: info.size };
      }
    }
  }
}

async function namesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

/** Upload parts older than the cutoff: an upload that takes a day is no upload any more (a crash left it). */
async function removeStaleParts(tmp: string, cutoffMs: number): Promise<void> {
  for (const name of await namesIn(tmp)) {
    if (!name.endsWith('.part')) continue;
    const info = await stat(join(tmp, name)).catch(() => null);
    if (info && info.mtimeMs < cutoffMs) await rm(join(tmp, name), { force: true });
  }
}
