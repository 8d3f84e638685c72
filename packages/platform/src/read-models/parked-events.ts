import type { Pool } from '../postgres/pool.ts';

/** An event a projection set aside (see services/projectors/src/runner/parking.ts). */
export interface ParkedEvent {
  projection: string;
  schema: string;
  eventId: string;
  streamId: string;
  position: string;
  eventType: string;
  /** Why it could not be applied; for a held event, which earlier event of its stream it waits for. */
  error: string;
  /** Not tried: an earlier event of the same stream is parked, and the stream's events apply in order. */
  held: boolean;
  attempts: number;
  parkedAt: Date;
  retryRequested: boolean;
}

interface Row {
  projection: string;
  schema: string;
  event_id: string;
  stream_id: string;
  position: string;
  event_type: string;
  error: string;
  held: boolean;
  attempts: number;
  parked_at: Date;
  retry_requested_at: Date | null;
}

/** The parked events of the live and building schemas (of one projection, when named), in log order. */
export async function readParkedEvents(
  db: Pick<Pool, 'query'>,
  options: { projection?: string; limit?: number } = {},
): Promise<ParkedEvent[]> {
  const { rows } = await db.query<Row>(
    `SELECT p.* FROM projections.parked_events p JOIN projections.catalog c USING (schema)
      WHERE c.state IN ('live', 'building') AND ($1::text IS NULL OR p.projection = $1)
      ORDER BY p.schema, p.seq LIMIT $2`,
    [options.projection ?? null, options.limit ?? 1000],
  );
  return rows.map((row) => ({
    projection: row.projection,
    schema: row.schema,
    eventId: row.event_id,
    streamId: row.stream_id,
    position: row.position,
    eventType: row.event_type,
    error: row.error,
    held: row.held,
    attempts: row.attempts,
    parkedAt: row.parked_at,
    retryRequested: row.retry_requested_at !== null,
  }));
}
