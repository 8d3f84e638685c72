import type { Pool, PoolClient } from '../../postgres/pool.ts';
import type { EventCount } from './writes.ts';

/** Every day's count of each event type, by day then type. */
export async function readEventCounts(db: Pool | PoolClient, schema: string): Promise<EventCount[]> {
  const { rows } = await db.query<EventCount>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, event_type AS "eventType", count
       FROM ${schema}.event_counts ORDER BY day, event_type`,
  );
  return rows;
}
