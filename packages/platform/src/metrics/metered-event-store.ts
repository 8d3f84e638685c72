import type { EventStore } from '@tb/event-store';
import type { Metrics } from './metrics.ts';

/** Counts what this process appends (an idempotent retry that writes nothing counts again: rare, and harmless). */
export function meteredEventStore(store: EventStore, metrics: Metrics): EventStore {
  return {
    ...store,
    readStream: (...args) => store.readStream(...args),
    readAll: (...args) => store.readAll(...args),
    subscribe: (...args) => store.subscribe(...args),
    headPosition: () => store.headPosition(),
    writtenPosition: store.writtenPosition && (() => store.writtenPosition?.() ?? store.headPosition()),
    comparePositions: (a, b) => store.comparePositions(a, b),
    close: () => store.close(),
    async appendToStream(streamId, events, options) {
      const result = await store.appendToStream(streamId, events, options);
      for (const event of events) metrics.eventsAppended.inc({ type: event.type });
      return result;
    },
  };
}
