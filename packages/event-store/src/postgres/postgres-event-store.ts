import type { Pool } from 'pg';
import type { AppendResult, EventStore, NewEvent, ReadAllOptions, RecordedEvent, SubscribeOptions } from '../types.ts';
import { appendEvents } from './append.ts';
import { migrate } from './migrate.ts';
import { comparePositions, decodePosition, encodePosition } from './positions.ts';
import { eventStoreMigrations } from './schema.ts';
import { subscribeToAll } from './subscription.ts';

interface EventRow {
  sequence: number;
  tx_id: string;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const COLUMNS =
  'sequence, transaction_id::text AS tx_id, stream_id, revision, event_id, type, schema_version, data, metadata, recorded_at';

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  revision: row.revision,
  position: encodePosition(row.tx_id, row.sequence),
  type: row.type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at,
});

/**
 * The horizon below which no event can still appear. A reader takes its snapshot, then looks at which of the
 * transactions in progress at that moment may hold events it cannot see yet: all of them, except those still
 * running that have not written to the events table (an append is always its transaction's first write, so
 * they cannot add an event below the horizon later). Transactions that started after the snapshot get ids
 * from its xmax up. So reading in (transaction id, sequence) order below the horizon, and resuming by the same
 * key, never skips an event that a slow writer commits late and never repeats one — while long transactions
 * elsewhere (read-model batches, other databases of the server) do not hold readers back, as a plain
 * `xmin` guard would.
 */
export const HORIZON = `(WITH snap AS MATERIALIZED (SELECT pg_current_snapshot() AS s)
  SELECT coalesce(
    (SELECT min(x) FROM snap, pg_snapshot_xip(snap.s) AS x
      WHERE NOT EXISTS (
        SELECT 1 FROM pg_locks t
         WHERE t.locktype = 'transactionid' AND t.granted
           AND t.transactionid = ((x::text::bigint % 4294967296)::text)::xid
           AND NOT EXISTS (
             SELECT 1 FROM pg_locks r
              WHERE r.pid = t.pid AND r.locktype = 'relation' AND r.relation = 'event_store.events'::regclass
                AND r.mode = 'RowExclusiveLock'))),
    (SELECT pg_snapshot_xmax(snap.s) FROM snap)))`;

export const READ_ALL = `SELECT ${COLUMNS} FROM event_store.events
  WHERE (transaction_id, sequence) > ($1::text::xid8, $2::bigint)
    AND transaction_id < ${HORIZON}
  ORDER BY transaction_id, sequence
  LIMIT $3`;

export interface PostgresEventStore extends EventStore {
  /** True when events after `after` exist but wait for an older transaction to finish. */
  hasHeldBack(after: string | null): Promise<boolean>;
}

export async function createPostgresEventStore(options: { pool: Pool }): Promise<PostgresEventStore> {
  const { pool } = options;
  await migrate(pool, 'event_store', eventStoreMigrations);

  const store: PostgresEventStore = {
    appendToStream: (streamId: string, events: readonly NewEvent[], appendOptions = {}): Promise<AppendResult> => {
      if (events.length === 0) return Promise.reject(new Error('appendToStream needs at least one event'));
      return appendEvents(pool, streamId, events, appendOptions.expectedRevision ?? 'any');
    },

    async readStream(streamId, readOptions = {}) {
      const { rows } = await pool.query<EventRow>({
        name: 'tb_es_read_stream',
        text: `SELECT ${COLUMNS} FROM event_store.events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
        values: [streamId, readOptions.fromRevision ?? 0, readOptions.maxCount ?? 1_000_000],
      });
      return rows.map(toRecorded);
    },

    async readAll(readOptions: ReadAllOptions = {}) {
      const after = decodePosition(readOptions.after);
      const { rows } = await pool.query<EventRow>({
        name: 'tb_es_read_all',
        text: READ_ALL,
        values: [after.transactionId.toString(), after.sequence.toString(), readOptions.limit ?? 1000],
      });
      return rows.map(toRecorded);
    },

    async hasHeldBack(afterPosition) {
      const after = decodePosition(afterPosition);
      const { rows } = await pool.query<{ held: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM event_store.events
           WHERE (transaction_id, sequence) > ($1::text::xid8, $2::bigint)
             AND transaction_id >= ${HORIZON}) AS held`,
        [after.transactionId.toString(), after.sequence.toString()],
      );
      return rows[0]?.held ?? false;
    },

    subscribe(subscribeOptions: SubscribeOptions = {}) {
      return subscribeToAll(store, pool, subscribeOptions);
    },

    async headPosition() {
      const { rows } = await pool.query<EventRow>(
        `SELECT ${COLUMNS} FROM event_store.events
          WHERE transaction_id < ${HORIZON}
          ORDER BY transaction_id DESC, sequence DESC LIMIT 1`,
      );
      const row = rows[0];
      return row ? encodePosition(row.tx_id, row.sequence) : null;
    },

    comparePositions,

    async close() {
      // The pool belongs to the caller; subscriptions close their own connections.
    },
  };
  return store;
}
