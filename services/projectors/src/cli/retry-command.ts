import type { EventStore } from '@tb/event-store';
import { type Logger, type Pool, readParkedEvents } from '@tb/platform';
import type { Projection } from '../projection.ts';
import { requestRetry } from '../runner/parking.ts';
import { startProjectors } from '../runner/start-projectors.ts';
import type { Output } from './rebuild-command.ts';

/**
 * `retry [NAME [EVENT_ID]]`: marks parked events for another try and waits until they were tried. As with a rebuild,
 * the work is done by whichever process holds each projection's lock: the running projectors if any, or the runner
 * this command starts. Answers how many of the chosen events are still parked (with their errors printed).
 */
export async function retryWithProgress(deps: {
  pool: Pool;
  store: EventStore;
  projections: readonly Projection[];
  eventId?: string | undefined;
  logger: Logger;
  output: Output;
  timeoutMs?: number;
}): Promise<number> {
  const { pool, output } = deps;
  const names = deps.projections.map((p) => p.name);
  let marked = 0;
  for (const name of names) marked += await requestRetry(pool, name, deps.eventId);
  if (marked === 0) {
    output.line(deps.eventId ? `No parked event ${deps.eventId} in ${names.join(', ')}.` : 'No parked events.');
    return 0;
  }
  output.line(`Retrying ${marked} parked event(s)…`);
  const runner = await startProjectors({ pool, store: deps.store, logger: deps.logger, projections: deps.projections });
  const deadline = Date.now() + (deps.timeoutMs ?? 120_000);
  try {
    for (;;) {
      const { rows } = await pool.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM projections.parked_events
          WHERE retry_requested_at IS NOT NULL AND projection = ANY($1)`,
        [names],
      );
      if ((rows[0]?.waiting ?? 0) === 0) break;
      if (Date.now() > deadline)
        throw new Error('The parked events were not tried within 2 minutes: are the projectors stuck?');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await runner.stop();
  }
  const left = (await readParkedEvents(pool)).filter((p) => names.includes(p.projection));
  for (const p of left) output.line(`still parked: ${p.projection} ${p.eventId} (${p.eventType}): ${p.error}`);
  output.line(`${marked - Math.min(marked, left.length)} applied, ${left.length} still parked.`);
  return left.length;
}
