import { Gauge } from 'prom-client';
import type { ProjectionStatus } from '../read-models/projection-status.ts';
import type { Metrics } from './metrics.ts';

export type ProjectionStatusSource = () => Promise<(ProjectionStatus & { runsHere?: boolean })[]>;

const COUNTABLE = /^\d{1,15}$/;

/**
 * Projection gauges, read from the projection catalog at each scrape (what `npm run projections -- status`
 * shows): lag in events behind the store's head, events read, position (when the store's positions are plain
 * numbers), failed, and whether this replica runs it. Labels: projection name, schema, state (live or building).
 */
export function registerProjectionMetrics(metrics: Metrics, source: ProjectionStatusSource): void {
  // One scrape reads the catalog once, whichever gauge the registry collects first.
  let pending: Promise<void> | null = null;
  const collect = () => {
    pending ??= refresh().finally(() => {
      setImmediate(() => {
        pending = null;
      });
    });
    return pending;
  };
  const gauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['projection', 'schema', 'state'], registers: [metrics.registry], collect });
  const lag = gauge('tb_projection_lag_events', 'Events the projection still has to apply to reach the log head');
  const applied = gauge('tb_projection_events_applied', 'Events the projection schema has applied since it began');
  const position = gauge('tb_projection_position', 'Checkpoint, when the store positions are plain numbers');
  const failed = gauge('tb_projection_failed', '1 while the projection fails and retries with backoff');
  const active = gauge('tb_projection_active', '1 when this process holds the projection lock and runs it');
  const parked = gauge(
    'tb_projection_parked_events',
    'Events the projection set aside because it could not apply them (npm run projections -- status / retry)',
  );
  const all = [lag, applied, position, failed, active, parked];

  async function refresh() {
    const rows = await source();
    for (const g of all) g.reset();
    for (const row of rows) {
      const labels = { projection: row.name, schema: row.schema, state: row.state };
      if (row.lag !== null) lag.set(labels, row.lag);
      applied.set(labels, row.eventCount);
      if (row.position !== null && COUNTABLE.test(row.position)) position.set(labels, Number(row.position));
      failed.set(labels, row.status === 'failed' ? 1 : 0);
      parked.set(labels, row.parked);
      if (row.runsHere !== undefined) active.set(labels, row.runsHere ? 1 : 0);
    }
  }
}
