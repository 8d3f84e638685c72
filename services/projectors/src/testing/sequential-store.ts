import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent } from '@tb/event-store';
import type { Pool } from '@tb/platform';

/**
 * Test support only: a minimal PostgreSQL event store for the projector tests, so they exercise the runner
 * through the `EventStore` port without depending on the real adapter's internals. Appends take one lock,
 * so positions commit in order and readers never skip one. Optimistic revisions and idempotency are not
 * modelled.
 */
export async function createSequentialStore(pool: Pool, table = 'test_events'): Promise<EventStore> {
  await pool.query(`CREATE TABLE IF NOT EXISTS ${table} (
    position bigserial PRIMARY KEY, id text NOT NULL UNIQUE, stream_id text NOT NULL, revision int NOT NULL,
    type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())`);
  type Row = {
    position: number;
    id: string;
    stream_id: string;
    revision: number;
    type: string;
    data: Record<string, unknown>;
    metadata: Record<string, unknown>;
    recorded_at: Date;
  };
  const toRecorded = (row: Row): RecordedEvent => ({
    id: row.id,
    streamId: row.stream_id,
    revision: row.revision,
    position: String(row.position),
    type: row.type,
    schemaVersion: 1,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  });
  const readAll: EventStore['readAll'] = async ({ after, limit } = {}) => {
    const { rows } = await pool.query<Row>(`SELECT * FROM ${table} WHERE position > $1 ORDER BY position LIMIT $2`, [
      Number(after ?? 0),
      limit ?? 1000,
    ]);
    return rows.map(toRecorded);
  };
  const store: EventStore = {
    async appendToStream(streamId, events: readonly NewEvent[]) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('${table}'))`);
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE stream_id = $1`,
          [streamId],
        );
        let revision = rows[0]?.n ?? 0;
        let position = 0;
        for (const event of events) {
          const inserted = await client.query<{ position: number }>(
            `INSERT INTO ${table} (id, stream_id, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)
             RETURNING position`,
            [event.id || randomUUID(), streamId, revision, event.type, event.data, event.metadata ?? {}],
          );
          position = inserted.rows[0]?.position ?? position;
          revision += 1;
        }
        await client.query('COMMIT');
        return { nextRevision: revision - 1, position: String(position) };
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async readStream(streamId) {
      const { rows } = await pool.query<Row>(`SELECT * FROM ${table} WHERE stream_id = $1 ORDER BY revision`, [
        streamId,
      ]);
      return rows.map(toRecorded);
    },
    readAll,
    async *subscribe({ after, signal } = {}) {
      let position = after ?? null;
      while (!signal?.aborted) {
        const events = await readAll({ after: position, limit: 500 });
        for (const event of events) {
          position = event.position;
          yield event;
        }
        if (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async headPosition() {
      const { rows } = await pool.query<{ position: number | null }>(`SELECT max(position) AS position FROM ${table}`);
      const head = rows[0]?.position;
      return head == null ? null : String(head);
    },
    comparePositions: (a, b) => Number(a) - Number(b),
    async close() {},
  };
  return store;
}
