import type { EventStore, RecordedEvent } from '@tb/event-store';
import { CATALOG_CHANNEL, inTransaction, type Pool, type PoolClient } from '@tb/platform';
import pg from 'pg';
import { applyEvents, type Projection } from '../projection.ts';

/**
 * Parking: an event a projection cannot apply is set aside (projections.parked_events) instead of stopping the
 * projection, so one bad event never hides every later write. Nothing is skipped silently: the event is listed
 * (status, /readyz "degraded", the admin dashboard, a metric) until an operator retries it after a fix.
 *
 * Order within a stream: once an event of a stream is parked, the stream's later events that the projection reads
 * are parked too ("held"), not applied on a row that lacks the earlier one (the candidates model skips a revision
 * at or below the row's, so a retried earlier event would otherwise be dropped). A retry applies a stream's parked
 * events again in log order. Erasures are the exception: applied whatever is parked before them (personal data
 * must leave the read model), and they clear their stream's parked events, which they supersede.
 */

/** Events that erase their stream's subject: never held back. */
const ERASURE = /Erased$/;

const HELD = 'Held back: an earlier event of this stream is parked';
const ERROR_MAX = 500;

/**
 * Whether an error is about the event (apply it again and it fails again): park it. PostgreSQL's data exceptions
 * (SQLSTATE class 22: a NUL, a bad date, a number out of range) and integrity violations (23), and errors the
 * projection's own code throws on the event. A lost connection, a server shutting down, a deadlock, a full disk or
 * anything else of PostgreSQL's is not: the batch is retried with backoff and nothing is parked.
 */
export function isPoison(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return /^2[23]/.test(error.code ?? '');
  if (!(error instanceof Error)) return false;
  // Node's system errors (ECONNRESET, ETIMEDOUT…) carry a string code; node-postgres' connection errors do not.
  if (typeof (error as { code?: unknown }).code === 'string') return false;
  return !/connection|terminated|timeout|not queryable|pool/i.test(error.message);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/** Streams with parked events in a schema: their later events are held. */
export async function parkedStreams(db: Pick<Pool, 'query'>, schema: string): Promise<Set<string>> {
  const { rows } = await db.query<{ stream_id: string }>(
    'SELECT DISTINCT stream_id FROM projections.parked_events WHERE schema = $1',
    [schema],
  );
  return new Set(rows.map((row) => row.stream_id));
}

async function park(
  client: PoolClient,
  projection: Projection,
  schema: string,
  event: RecordedEvent,
  error: string,
  held: boolean,
) {
  await client.query(
    `INSERT INTO projections.parked_events (schema, projection, event_id, stream_id, position, event_type, error, held)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (schema, event_id) DO NOTHING`,
    [schema, projection.name, event.id, event.streamId, event.position, event.type, error, held],
  );
}

async function clearStream(client: PoolClient, schema: string, streamId: string) {
  await client.query('DELETE FROM projections.parked_events WHERE schema = $1 AND stream_id = $2', [schema, streamId]);
}

const countParked = (client: PoolClient, schema: string) =>
  client.query(
    `UPDATE projections.catalog SET parked = (SELECT count(*) FROM projections.parked_events WHERE schema = $1)
      WHERE schema = $1`,
    [schema],
  );

export interface Parked {
  /** Events parked by this batch (their own failure or held behind one). */
  parked: number;
  /** Streams that now have parked events in the schema. */
  streams: Set<string>;
  /** Streams whose parked events an erasure cleared. */
  cleared: Set<string>;
}

/**
 * Applies a batch's events inside its transaction, parking what cannot be applied. `isolate`: each event in a
 * savepoint of its own, so one that fails is parked and the others applied (run after the whole batch failed on a
 * poison error; the first attempt applies the batch as one, as fast as before). Without `isolate` only events of
 * already `blocked` streams are parked, and the rest is applied together. A non-poison error ends the batch.
 */
export async function applyParking(
  client: PoolClient,
  projection: Projection,
  schema: string,
  events: readonly RecordedEvent[],
  blocked: ReadonlySet<string>,
  isolate: boolean,
): Promise<Parked> {
  const ctx = { client, schema };
  const result: Parked = { parked: 0, streams: new Set(), cleared: new Set() };
  const isBlocked = (streamId: string) =>
    (blocked.has(streamId) || result.streams.has(streamId)) && !result.cleared.has(streamId);
  const ready: RecordedEvent[] = [];
  for (const event of events) {
    if (ERASURE.test(event.type) && isBlocked(event.streamId)) {
      await clearStream(client, schema, event.streamId);
      result.cleared.add(event.streamId);
      result.streams.delete(event.streamId);
    }
    if (isBlocked(event.streamId)) {
      await park(client, projection, schema, event, HELD, true);
      result.parked += 1;
      continue;
    }
    if (!isolate) {
      ready.push(event);
      continue;
    }
    await client.query('SAVEPOINT tb_event');
    try {
      await applyEvents(projection, [event], ctx);
      await client.query('RELEASE SAVEPOINT tb_event');
    } catch (error) {
      if (!isPoison(error)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT tb_event');
      await park(client, projection, schema, event, errorText(error), false);
      result.parked += 1;
      result.streams.add(event.streamId);
    }
  }
  if (ready.length > 0) await applyEvents(projection, ready, ctx);
  if (result.parked > 0 || result.cleared.size > 0) await countParked(client, schema);
  return result;
}

/**
 * `npm run projections -- retry [NAME [EVENT_ID]]`: marks parked events for another try (with EVENT_ID, that event's
 * stream; the stream's events apply in order) and tells the running projectors. Answers how many were marked.
 */
export async function requestRetry(pool: Pool, projection?: string, eventId?: string): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `UPDATE projections.parked_events p SET retry_requested_at = now()
        FROM projections.catalog c
       WHERE c.schema = p.schema AND c.state IN ('live', 'building') AND ($1::text IS NULL OR p.projection = $1)
         AND ($2::text IS NULL OR (p.schema, p.stream_id) IN
               (SELECT schema, stream_id FROM projections.parked_events WHERE event_id = $2))`,
      [projection ?? null, eventId ?? null],
    );
    await client.query(
      `UPDATE projections.catalog c SET retry_requested = true
        WHERE EXISTS (SELECT 1 FROM projections.parked_events p
                       WHERE p.schema = c.schema AND p.retry_requested_at IS NOT NULL)`,
    );
    await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, projection ?? '*']);
    return rowCount ?? 0;
  });
}

/**
 * Applies a schema's parked events that were marked for retry, stream by stream in log order; an event that still
 * fails stays parked with its new error, and its stream's later events stay held. Read from the store by stream
 * (parked rows keep no event data: an erased subject's events stay sealed there). When anything was applied the
 * schema's data version changes, so cached answers are not served past it.
 */
export async function retryParked(
  pool: Pool,
  store: Pick<EventStore, 'readStream'>,
  projection: Projection,
  schema: string,
): Promise<{ applied: number; parked: number }> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ event_id: string; stream_id: string; retry_requested_at: Date | null }>(
      'SELECT event_id, stream_id, retry_requested_at FROM projections.parked_events WHERE schema = $1 ORDER BY seq FOR UPDATE',
      [schema],
    );
    const streams = new Set(rows.filter((r) => r.retry_requested_at).map((r) => r.stream_id));
    const byId = new Map<string, RecordedEvent>();
    for (const streamId of streams) for (const event of await store.readStream(streamId)) byId.set(event.id, event);
    const failed = new Set<string>();
    let applied = 0;
    for (const row of rows) {
      if (!streams.has(row.stream_id)) continue;
      const event = byId.get(row.event_id);
      const update = (error: string, held: boolean) =>
        client.query(
          `UPDATE projections.parked_events SET error = $3, held = $4, attempts = attempts + $5, retry_requested_at = NULL
            WHERE schema = $1 AND event_id = $2`,
          [schema, row.event_id, error, held, held ? 0 : 1],
        );
      if (failed.has(row.stream_id)) {
        await update(HELD, true);
        continue;
      }
      if (!event) {
        failed.add(row.stream_id);
        await update('The event is no longer in the store', false);
        continue;
      }
      await client.query('SAVEPOINT tb_event');
      try {
        await applyEvents(projection, [event], { client, schema });
        await client.query('RELEASE SAVEPOINT tb_event');
        await client.query('DELETE FROM projections.parked_events WHERE schema = $1 AND event_id = $2', [
          schema,
          row.event_id,
        ]);
        applied += 1;
      } catch (error) {
        if (!isPoison(error)) throw error;
        await client.query('ROLLBACK TO SAVEPOINT tb_event');
        failed.add(row.stream_id);
        await update(errorText(error), false);
      }
    }
    const { rows: counted } = await client.query<{ parked: number }>(
      `UPDATE projections.catalog SET retry_requested = false,
         parked = (SELECT count(*) FROM projections.parked_events WHERE schema = $1),
         changed_position = CASE WHEN $2 THEN coalesce(position, '') || '~' || pg_current_xact_id() ELSE changed_position END,
         updated_at = now()
       WHERE schema = $1 RETURNING parked`,
      [schema, applied > 0],
    );
    if (applied > 0) await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, projection.name]);
    return { applied, parked: counted[0]?.parked ?? 0 };
  });
}
