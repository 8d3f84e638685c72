import { ValidationError } from '@tb/domain';
import { listenForNotifications, migrate } from '@tb/event-store';
import type { Pool } from '../postgres/pool.ts';
import { CATALOG_CHANNEL, CHECKPOINT_CHANNEL, type CheckpointNotice, catalogMigrations } from './catalog.ts';
import { type ProjectionStatus, readProjectionStatus } from './projection-status.ts';

export interface ReadModelsOptions {
  /** The event store's comparator: positions are opaque. */
  comparePositions(a: string, b: string): number;
  /** Lets `status()` report lag; without it lag is null. */
  headPosition?: () => Promise<string | null>;
  /** The newest committed position (the store's `writtenPosition`): beyond it, no write has been made yet. */
  writtenPosition?: () => Promise<string | null>;
  /** How often waiters reread the catalog while the LISTEN connection is down (and check whether it is). */
  pollMs?: number;
}

export interface ReadModels {
  /** The live schema of a projection; switches atomically when a rebuild goes live. */
  schemaOf(name: string): Promise<string>;
  /**
   * The live schema with an opaque token that changes whenever the projection's rows may have changed (a batch with
   * events it reads, or a switch to a rebuilt schema), and only then: answers computed under the same token from
   * that schema are still current.
   */
  dataVersionOf(name: string): Promise<{ schema: string; version: string }>;
  /** Resolves when every named projection has applied `position`, or after the timeout with fresh=false. */
  waitForPosition(names: readonly string[], position: string, timeoutMs?: number): Promise<{ fresh: boolean }>;
  status(): Promise<ProjectionStatus[]>;
  /**
   * A checkpoint notice from projectors running in this process, after its batch committed: the same as its
   * NOTIFY (which may follow; a position only moves forward), without the trip through PostgreSQL.
   */
  checkpointed(notice: CheckpointNotice): void;
  close(): Promise<void>;
}

/** How often waiters reread the catalog while notifications flow (a notice may be lost to a projector's crash). */
const RECHECK_MS = 1000;

interface Live {
  schema: string;
  position: string | null;
  /** The position of the last batch that had events this projection reads. */
  changed: string | null;
}

interface Waiter {
  names: readonly string[];
  position: string;
  done(fresh: boolean): void;
}

/**
 * The query side's view of the projections catalog, cached in memory and kept current by LISTEN: one
 * notification when a projection switches schema, one per committed batch of a live projection.
 */
export async function createReadModels(pool: Pool, options: ReadModelsOptions): Promise<ReadModels> {
  await migrate(pool, 'projections', catalogMigrations);
  const compare = options.comparePositions;
  // Replaced as a whole, never edited in place, so a reader sees either the old or the new catalog.
  let live = new Map<string, Live>();
  const waiters = new Set<Waiter>();
  let reloading: Promise<void> | null = null;
  let reloadAgain = false;

  const reached = (names: readonly string[], position: string) =>
    names.every((name) => {
      const at = live.get(name)?.position;
      return at != null && compare(at, position) >= 0;
    });

  const readable = (position: string) => {
    try {
      compare(position, position);
      return true;
    } catch {
      return false;
    }
  };

  const settleWaiters = () => {
    for (const waiter of waiters) if (reached(waiter.names, waiter.position)) waiter.done(true);
  };

  const loadCatalog = async () => {
    const { rows } = await pool.query<{
      name: string;
      schema: string;
      position: string | null;
      changed_position: string | null;
    }>(`SELECT name, schema, position, changed_position FROM projections.catalog WHERE state = 'live'`);
    const next = new Map<string, Live>();
    for (const row of rows) {
      const known = live.get(row.name);
      // A checkpoint notice may have overtaken this query: positions only move forward.
      const keepKnown =
        known?.schema === row.schema &&
        known.position !== null &&
        (row.position === null || compare(known.position, row.position) > 0);
      next.set(
        row.name,
        keepKnown ? known : { schema: row.schema, position: row.position, changed: row.changed_position },
      );
    }
    live = next;
    settleWaiters();
  };

  const reload = (): Promise<void> => {
    if (reloading) {
      reloadAgain = true;
      return reloading;
    }
    reloading = (async () => {
      try {
        do {
          reloadAgain = false;
          await loadCatalog();
        } while (reloadAgain);
      } finally {
        reloading = null;
      }
    })();
    return reloading;
  };

  /** Notices of committed batches: a notification's (one per schema that moved since the last), or one alone. */
  const onCheckpoints = (notices: readonly CheckpointNotice[]) => {
    let next: Map<string, Live> | null = null;
    for (const notice of notices) {
      const known = (next ?? live).get(notice.name);
      if (known?.schema !== notice.schema) {
        reload().catch(() => {});
        continue;
      }
      if (known.position !== null && compare(known.position, notice.position) >= 0) continue;
      next ??= new Map(live);
      next.set(notice.name, { schema: notice.schema, position: notice.position, changed: notice.changed ?? null });
    }
    if (!next) return;
    live = next;
    settleWaiters();
  };

  // While anyone waits, the catalog is reread now and then: often while the LISTEN connection is down, and
  // otherwise in case a projector died between its commit and its notice.
  let recheck: NodeJS.Timeout | null = null;
  let lastReload = 0;
  const watchWhileWaiting = () => {
    if (waiters.size === 0) {
      if (recheck) clearInterval(recheck);
      recheck = null;
      return;
    }
    recheck ??= setInterval(() => {
      const every = listener.connected ? RECHECK_MS : (options.pollMs ?? 100);
      if (Date.now() - lastReload < every) return;
      lastReload = Date.now();
      reload().catch(() => {});
    }, options.pollMs ?? 100);
  };

  const listener = await listenForNotifications({
    connection: pool.options,
    channels: [CATALOG_CHANNEL, CHECKPOINT_CHANNEL],
    onNotification: (channel, payload) => {
      if (channel === CHECKPOINT_CHANNEL) {
        const parsed = JSON.parse(payload) as CheckpointNotice | CheckpointNotice[];
        onCheckpoints(Array.isArray(parsed) ? parsed : [parsed]);
      } else reload().catch(() => {});
    },
    onConnected: () => {
      reload().catch(() => {});
    },
  });
  await reload();

  const liveOf = async (name: string): Promise<Live> => {
    const known = live.get(name);
    if (known) return known;
    await reload();
    const loaded = live.get(name);
    if (!loaded) throw new Error(`The read model "${name}" has not been built yet.`);
    return loaded;
  };

  return {
    async schemaOf(name) {
      return (await liveOf(name)).schema;
    },

    async dataVersionOf(name) {
      const { schema, changed } = await liveOf(name);
      return { schema, version: `${schema}@${changed ?? ''}` };
    },

    async waitForPosition(names, position, timeoutMs = 5000) {
      // A position the store cannot read (a caller's malformed x-min-position) is refused before it becomes a
      // waiter: compared with each later checkpoint, its throw would keep every other waiter from being settled.
      if (!readable(position)) throw new ValidationError('common.minPositionInvalid');
      if (reached(names, position)) return { fresh: true };
      // A position no write has reached yet (a guess, a far-future number) would wait the whole bound and then
      // answer stale data: refused at once. A client's own write is committed before it learns its position, but
      // may still be behind the read horizon (an older writer in flight): compared with what is written, not read.
      const newest = options.writtenPosition ?? options.headPosition;
      const head = newest ? await newest() : undefined;
      if (head === null || (head !== undefined && compare(position, head) > 0))
        throw new ValidationError('common.minPositionBeyondHead');
      return new Promise((resolve) => {
        const timer = setTimeout(() => waiter.done(false), timeoutMs);
        const waiter: Waiter = {
          names,
          position,
          done: (fresh) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            watchWhileWaiting();
            resolve({ fresh });
          },
        };
        waiters.add(waiter);
        watchWhileWaiting();
      });
    },

    async status() {
      const head = options.headPosition ? await options.headPosition() : null;
      const rows = await readProjectionStatus(pool, head);
      return options.headPosition ? rows : rows.map((row) => ({ ...row, lag: null }));
    },

    checkpointed(notice) {
      onCheckpoints([notice]);
    },

    async close() {
      for (const waiter of waiters) waiter.done(false);
      await listener.close();
    },
  };
}
