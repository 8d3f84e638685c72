import type { RecordedEvent } from '@tb/event-store';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `event_log_stats`: how many events of each type were recorded per UTC day. An analyst's example
 * (activity per day on the dashboard) and the benchmark's read model.
 *
 * A counter cannot be an idempotent upsert; it is exact because the runner commits each batch together with
 * its checkpoint, so no batch is ever counted twice or lost.
 */
const dayOf = (event: RecordedEvent) => {
  const at = typeof event.metadata.at === 'string' ? new Date(event.metadata.at) : event.recordedAt;
  return (Number.isNaN(at.getTime()) ? event.recordedAt : at).toISOString().slice(0, 10);
};

interface Tally {
  day: string;
  type: string;
  count: number;
}

function tally(events: readonly RecordedEvent[]): Tally[] {
  const byKey = new Map<string, Tally>();
  for (const event of events) {
    const day = dayOf(event);
    const key = `${day}|${event.type}`;
    const row = byKey.get(key);
    if (row) row.count += 1;
    else byKey.set(key, { day, type: event.type, count: 1 });
  }
  return [...byKey.values()];
}

async function upsert(rows: readonly Tally[], ctx: ProjectionContext) {
  // One statement per batch: unnest turns the arrays into rows.
  await ctx.client.query(
    `INSERT INTO ${ctx.schema}.event_counts AS c (day, event_type, count)
     SELECT d::date, t, n FROM unnest($1::text[], $2::text[], $3::int[]) AS u(d, t, n)
     ON CONFLICT (day, event_type) DO UPDATE SET count = c.count + excluded.count`,
    [rows.map((r) => r.day), rows.map((r) => r.type), rows.map((r) => r.count)],
  );
}

export const eventLogStatsProjection: Projection = {
  name: 'event_log_stats',
  version: 1,
  tables: (schema) => [
    `CREATE TABLE ${schema}.event_counts (
      day date NOT NULL,
      event_type text NOT NULL,
      count bigint NOT NULL,
      PRIMARY KEY (day, event_type)
    )`,
  ],
  reads: 'all',
  handlers: {},
  applyBatch: (events, ctx) => upsert(tally(events), ctx),
};
