import type { Pool } from 'pg';
import type { AppendResult, EventStore, NewEvent, ReadAllOptions, RecordedEvent, SubscribeOptions } from '../types.ts';
import { appendEvents } from './append.ts';
import { AppendBatcher } from './append-batcher.ts';
import { CoalescedNotifier } from './coalesced-notifier.ts';
import { HORIZON } from './horizon.ts';
import { migrate } from './migrate.ts';
import { comparePositions, decodePosition, POSITION_SQL } from './positions.ts';
import { eventStoreMigrations, NOTIFY_CHANNEL } from './schema.ts';
import { type SubscriptionHandle, subscribeToAll } from './subscription.ts';

interface EventRow {
  position: string;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const COLUMNS = `${POSITION_SQL} AS position, stream_id, revision, event_id, type, schema_version, data, metadata, recorded_at`;

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  revision: row.revision,
  position: row.position,
  type: row.type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at,
});

/**
 * Read-all: strictly after the given (transaction id, sequence), strictly below the read horizon (see
 * horizon.ts), in the order of the events_global_order index — the same key it resumes by.
 */
export const READ_ALL = `SELECT ${COLUMNS} FROM event_store.events
  WHERE (transaction_id, sequence) > ($1::text::xid8, $2::bigint)
    AND transaction_id < ${HORIZON}
  ORDER BY transaction_id, sequence
  LIMIT $3`;

/**
 * Committed events after the position, whether below the read horizon or not. Not `EXISTS (…)`: for it the
 * prepared statement's generic plan is a sequential scan from the oldest event (the planner strips an ORDER BY
 * inside EXISTS), which cost 1.5 ms per call on a bench's log and grows with it; this is one index probe.
 */
export const EVENTS_AFTER = `SELECT (SELECT sequence FROM event_store.events
  WHERE (transaction_id, sequence) > ($1::text::xid8, $2::bigint)
  ORDER BY transaction_id, sequence LIMIT 1) IS NOT NULL AS found`;

const HEAD = `SELECT ${POSITION_SQL} AS position FROM event_store.events
  WHERE transaction_id < ${HORIZON}
  ORDER BY transaction_id DESC, sequence DESC LIMIT 1`;

/** The newest committed event, also one still behind the read horizon (see `writtenPosition`). */
const WRITTEN = `SELECT ${POSITION_SQL} AS position FROM event_store.events
  ORDER BY transaction_id DESC, sequence DESC LIMIT 1`;

export interface PostgresEventStore extends EventStore {
  /**
   * True when committed events after `after` exist: held back by an older writer still running, or readable
   * since a read that did not return them (its horizon was held by a writer that has ended since). A reader
   * whose last page ended at `after` must read again: asking only for events still held back would answer
   * false in the second case, and the reader would wait for a notification already spent.
   */
  hasEventsAfter(after: string | null): Promise<boolean>;
  writtenPosition(): Promise<string | null>;
}

/** Creates the event_store schema, table and indexes if missing (safe to run any number of times, concurrently). */
export function migrateEventStore(pool: Pool): Promise<void> {
  return migrate(pool, 'event_store', eventStoreMigrations);
}

/**
 * The live subscriptions of every store in this process, by database (`databaseKey`): an append rings those on its
 * database at once, so a subscriber in the same process (the all-in-one app's projectors, beside its command API)
 * does not wait for the NOTIFY's trip through PostgreSQL. The NOTIFY still goes out, for other processes.
 */
const subscribersByDatabase = new Map<string, Set<SubscriptionHandle>>();

/** Which database a pool connects to, however its options say it (a URL, or fields). */
export function databaseKey(options: Pool['options']): string {
  if (options.connectionString) {
    try {
      const url = new URL(options.connectionString);
      return `${url.hostname}:${url.port || '5432'}/${decodeURIComponent(url.pathname.slice(1))}`;
    } catch {
      return options.connectionString;
    }
  }
  return `${options.host ?? 'localhost'}:${options.port ?? 5432}/${options.database ?? ''}`;
}

/**
 * The PostgreSQL adapter. The pool belongs to the caller (close() leaves it open); each live subscription
 * holds one extra connection of its own for LISTEN while it runs, and appending holds one to notify them.
 */
export async function createPostgresEventStore(options: { pool: Pool }): Promise<PostgresEventStore> {
  const { pool } = options;
  await migrateEventStore(pool);
  /** Open subscriptions: close() ends them and releases their LISTEN connections. */
  const subscriptions = new Set<SubscriptionHandle>();
  let closed = false;
  const notifier = new CoalescedNotifier(pool.options, NOTIFY_CHANNEL);
  const database = databaseKey(pool.options);
  // A quarter of the pool appends at once; more concurrent single-event appends are grouped (append-batcher.ts).
  const batcher = new AppendBatcher(pool, Math.max(1, Math.floor((pool.options.max ?? 10) / 4)));

  const positionValues = (position: string | null | undefined) => {
    const after = decodePosition(position);
    return [after.transactionId.toString(), after.sequence.toString()];
  };

  const store: PostgresEventStore = {
    async appendToStream(streamId: string, events: readonly NewEvent[], appendOptions = {}): Promise<AppendResult> {
      const expected = appendOptions.expectedRevision ?? 'any';
      const [single] = events;
      const result =
        single && events.length === 1
          ? await batcher.append(streamId, single, expected)
          : await appendEvents(pool, streamId, events, expected);
      // Also after an idempotent retry: the first attempt's process may have died before it notified.
      notifier.ring();
      for (const subscriber of subscribersByDatabase.get(database) ?? []) subscriber.ring();
      return result;
    },

    async readStream(streamId, readOptions = {}) {
      const { rows } = await pool.query<EventRow>({
        name: 'tb_es_read_stream',
        text: `SELECT ${COLUMNS} FROM event_store.events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
        values: [streamId, readOptions.fromRevision ?? 0, readOptions.maxCount ?? 1_000_000_000],
      });
      return rows.map(toRecorded);
    },

    async readAll(readOptions: ReadAllOptions = {}) {
      const { rows } = await pool.query<EventRow>({
        name: 'tb_es_read_all',
        text: READ_ALL,
        values: [...positionValues(readOptions.after), readOptions.limit ?? 1000],
      });
      return rows.map(toRecorded);
    },

    async hasEventsAfter(after) {
      const { rows } = await pool.query<{ found: boolean }>({
        name: 'tb_es_events_after',
        text: EVENTS_AFTER,
        values: positionValues(after),
      });
      return rows[0]?.found ?? false;
    },

    subscribe(subscribeOptions: SubscribeOptions = {}) {
      return subscribeToAll(store, pool, subscribeOptions, (handle) => {
        if (closed) void handle.stop();
        subscriptions.add(handle);
        const local = subscribersByDatabase.get(database) ?? new Set<SubscriptionHandle>();
        subscribersByDatabase.set(database, local);
        local.add(handle);
        return () => {
          subscriptions.delete(handle);
          local.delete(handle);
          if (local.size === 0 && subscribersByDatabase.get(database) === local) subscribersByDatabase.delete(database);
        };
      });
    },

    async headPosition() {
      const { rows } = await pool.query<{ position: string }>({ name: 'tb_es_head', text: HEAD });
      return rows[0]?.position ?? null;
    },

    async writtenPosition() {
      const { rows } = await pool.query<{ position: string }>({ name: 'tb_es_written', text: WRITTEN });
      return rows[0]?.position ?? null;
    },

    comparePositions,

    async close() {
      closed = true;
      await Promise.all([...subscriptions].map((handle) => handle.stop()));
      await notifier.close();
    },
  };
  return store;
}
