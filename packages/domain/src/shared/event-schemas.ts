import type { EventSchemaVersions } from './upcast.ts';

/**
 * The schema version of every event type the product writes, and how to lift old versions. Every event type
 * is at version 1 so far. To change the shape of an event's data:
 *
 * 1. set `current.<Type>` to the next version and write the new shape from then on;
 * 2. add `upcasters.<Type>[<old version>]`, a pure function from the old data to the next version's;
 * 3. never edit stored events: readers (command handlers, projections, history, exports) get every event
 *    upcast to the current version, so deciders and projections only ever know the newest shape.
 */
export const eventSchemas: EventSchemaVersions = {
  current: {},
  upcasters: {},
};
