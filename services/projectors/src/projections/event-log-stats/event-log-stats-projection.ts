import type { RecordedEvent } from '@tb/event-store';
import { addEventCounts, EVENT_LOG_STATS_READ_MODEL_VERSION, type EventCount, eventLogStatsTables } from '@tb/platform';
import type { Projection } from '../../projection.ts';

/**
 * `event_log_stats`: how many events of each type were recorded per UTC day (its table, write and query live in
 * `@tb/platform` read-models/event-log-stats). No screen reads it: it is the runner's tests' and the projection
 * benchmark's reference aggregate, reading every event and writing one statement per batch.
 */
const dayOf = (event: RecordedEvent) => {
  const at = typeof event.metadata.at === 'string' ? new Date(event.metadata.at) : event.recordedAt;
  return (Number.isNaN(at.getTime()) ? event.recordedAt : at).toISOString().slice(0, 10);
};

function tally(events: readonly RecordedEvent[]): EventCount[] {
  const byKey = new Map<string, EventCount>();
  for (const event of events) {
    const day = dayOf(event);
    const key = `${day}|${event.type}`;
    const row = byKey.get(key);
    if (row) row.count += 1;
    else byKey.set(key, { day, eventType: event.type, count: 1 });
  }
  return [...byKey.values()];
}

export const eventLogStatsProjection: Projection = {
  name: 'event_log_stats',
  version: EVENT_LOG_STATS_READ_MODEL_VERSION,
  tables: eventLogStatsTables,
  reads: 'all',
  handlers: {},
  applyBatch: (events, ctx) => addEventCounts(ctx.client, ctx.schema, tally(events)),
};
