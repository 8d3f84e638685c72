import type { EventStore } from '@tb/event-store';
import { backoffMs, type Logger } from '@tb/platform';
import type { RecentEvents } from './recent-events.ts';
import { sleep } from './wake.ts';

/**
 * Calls `onEvent` as new events are appended, from the store's live subscription, so idle projections
 * wake at once instead of polling, and keeps the events in `recent` for the workers to share. Resubscribes
 * after an error; the workers' own poll and reads from the store cover the gap.
 */
export async function followStore(
  store: EventStore,
  onEvent: () => void,
  signal: AbortSignal,
  logger: Logger,
  recent: RecentEvents,
): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const after = await store.headPosition();
      recent.reset(after);
      for await (const event of store.subscribe({ after, signal })) {
        failures = 0;
        recent.push(event);
        onEvent();
        if (signal.aborted) break;
      }
      recent.clear();
    } catch (error) {
      recent.clear();
      if (signal.aborted) break;
      failures += 1;
      logger.warn({ err: error }, 'event subscription dropped; resubscribing');
      // Events appended meanwhile are still read: workers read from their checkpoints, not from here.
      onEvent();
    }
    await sleep(backoffMs(Math.max(failures, 1), 200, 5_000), signal);
  }
}
