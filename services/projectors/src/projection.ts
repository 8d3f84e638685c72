import type { EventSchemaVersions } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import { type PoolClient, storableEvent, upcastRecorded } from '@tb/platform';

export interface ProjectionContext {
  /** The batch's transaction: everything written here commits together with the checkpoint. */
  client: PoolClient;
  /** The schema this build of the projection writes into, e.g. `rm_users_v1`. Always qualify table names. */
  schema: string;
}

export type ProjectionHandler = (event: RecordedEvent, ctx: ProjectionContext) => Promise<void>;

/**
 * A read model built from the event log. Handlers must be idempotent upserts keyed by what the event
 * identifies, so a replay from position 0 builds the same rows.
 */
export interface Projection {
  /** Lower-case word; the schema is `rm_<name>_v<version>`. */
  name: string;
  /** Bump it when the tables or the handlers change meaning: the new version is rebuilt beside the old one. */
  version: number;
  /** DDL creating the tables in `schema` (already created, empty). */
  tables(schema: string): string[];
  handlers: Readonly<Record<string, ProjectionHandler>>;
  /** Event types the projection reads; 'all' for every type. Defaults to the handlers' types. */
  reads?: readonly string[] | 'all';
  /**
   * Applies a whole batch (already filtered by `reads`) at once, instead of one handler call per event;
   * for aggregates where one statement per batch is much cheaper than one per event.
   */
  applyBatch?(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void>;
}

/** The events of a batch this projection reads, in log order. */
export function eventsFor(projection: Projection, events: readonly RecordedEvent[]): RecordedEvent[] {
  const reads = projection.reads ?? Object.keys(projection.handlers);
  if (reads === 'all') return [...events];
  const wanted = new Set(reads);
  return events.filter((event) => wanted.has(event.type));
}

/**
 * Hands a batch to the projection, every event at its type's current schema version (see eventSchemas), with text
 * PostgreSQL cannot store left out (`storableEvent`; sealed parts get the same when the projection opens them).
 */
export async function applyEvents(
  projection: Projection,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
  schemas?: EventSchemaVersions,
): Promise<void> {
  const relevant = eventsFor(projection, events).map((event) => storableEvent(upcastRecorded(event, schemas)));
  if (relevant.length === 0) return;
  if (projection.applyBatch) {
    await projection.applyBatch(relevant, ctx);
    return;
  }
  for (const event of relevant) await projection.handlers[event.type]?.(event, ctx);
}
