import type { EventStore } from '@tb/event-store';
import { type CatalogRow, catalogMigrations, type Logger, migrate, type Pool, positionLag } from '@tb/platform';
import type { Projection } from '../projection.ts';
import { requestRebuild } from '../runner/catalog-targets.ts';
import { startProjectors } from '../runner/start-projectors.ts';
import { RateMeter, renderProgress } from './progress-bar.ts';

export interface Output {
  /** Redraws the current line on a terminal; elsewhere prints it now and then. */
  progress(line: string): void;
  line(text: string): void;
}

const row = async (pool: Pool, where: string, value: string) =>
  (await pool.query<CatalogRow>(`SELECT * FROM projections.catalog WHERE ${where} LIMIT 1`, [value])).rows[0];

/**
 * Builds the projection's code version into a fresh schema from position 0 and waits until it is live.
 * The work is done by whichever process holds the projection's lock: the running projectors if any, or
 * the runner this command starts (it takes over if the running one stops).
 */
export async function rebuildWithProgress(deps: {
  pool: Pool;
  store: EventStore;
  projection: Projection;
  logger: Logger;
  output: Output;
  pollMs?: number;
}): Promise<CatalogRow> {
  const { pool, store, projection, output } = deps;
  await migrate(pool, 'projections', catalogMigrations);
  const target = await requestRebuild(pool, projection);
  output.line(`Rebuilding ${projection.name} v${projection.version} into ${target.schema}`);
  const runner = await startProjectors({ pool, store, logger: deps.logger, projections: [projection] });
  const meter = new RateMeter();
  const started = Date.now();
  try {
    for (;;) {
      const [current, head] = await Promise.all([row(pool, 'schema = $1', target.schema), store.headPosition()]);
      if (!current) throw new Error(`${target.schema} disappeared from the catalog (another rebuild replaced it?)`);
      const caughtUp =
        head === null || (current.position !== null && store.comparePositions(current.position, head) >= 0);
      if (current.state === 'live' && caughtUp) {
        const seconds = (Date.now() - started) / 1000;
        output.progress(renderProgress({ done: current.event_count, total: current.event_count, eventsPerSecond: 0 }));
        output.line(
          `\n${current.schema} is live: ${current.event_count} events in ${seconds.toFixed(1)} s` +
            ` (${Math.round(current.event_count / Math.max(seconds, 0.001))} ev/s).`,
        );
        return current;
      }
      const lag = positionLag(head, current.position);
      const live =
        current.state === 'live' ? current : await row(pool, `state = 'live' AND name = $1`, projection.name);
      const total = lag !== null ? current.event_count + lag : (live?.event_count ?? null);
      const bar = renderProgress({
        done: current.event_count,
        total,
        eventsPerSecond: meter.sample(current.event_count),
      });
      output.progress(current.status === 'failed' ? `${bar}  FAILING (retrying): ${current.error}` : bar);
      await new Promise((resolve) => setTimeout(resolve, deps.pollMs ?? 250));
    }
  } finally {
    await runner.stop();
  }
}
