import type { EventStore } from '@tb/event-store';
import type { Logger } from '@tb/platform';
import { backoffMs, sleep } from './wake.ts';

/**
 * Calls `onEvent` as new events are appended, from the store's live subscription, so idle projections
 * wake at once instead of polling. Resubscribes after an error; the workers' own poll covers the gap.
 */
export async function followStore(
  store: EventStore,
  onEvent: () => void,
  signal: AbortSignal,
  logger: Logger,
): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const after = await store.headPosition();
      for await (const _event of store.subscribe({ after, signal })) {
        failures = 0;
        onEvent();
        if (signal.aborted) break;
      }
    } catch (error) {
      if (signal.aborted) break;
      failures += 1;
      logger.warn({ err: error }, 'event subscription dropped; resubscribing');
      // Events appended meanwhile are still read: workers read from their checkpoints, not from here.
      onEvent();
    }
    await sleep(backoffMs(Math.max(failures, 1), 200, 5_000), signal);
  }
}
