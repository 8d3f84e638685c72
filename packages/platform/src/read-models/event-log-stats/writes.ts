import type { PoolClient } from '../../postgres/pool.ts';

/** Events of one type recorded on one UTC day (YYYY-MM-DD). */
export interface EventCount {
  day: string;
  eventType: string;
  count: number;
}

/**
 * Adds a batch's counts, in one statement (unnest turns the arrays into rows). A counter cannot be an idempotent
 * upsert; it is exact because the runner commits each batch together with its checkpoint, so no batch is ever
 * counted twice or lost.
 */
export async function addEventCounts(client: PoolClient, schema: string, counts: readonly EventCount[]) {
  if (counts.length === 0) return;
  await client.query(
    `INSERT INTO ${schema}.event_counts AS c (day, event_type, count)
     SELECT d::date, t, n FROM unnest($1::text[], $2::text[], $3::int[]) AS u(d, t, n)
     ON CONFLICT (day, event_type) DO UPDATE SET count = c.count + excluded.count`,
    [counts.map((c) => c.day), counts.map((c) => c.eventType), counts.map((c) => c.count)],
  );
}
