import type { EventStore, Position } from '@tb/event-store';
import { type Pool, type ProjectionStatus, positionLag, readProjectionStatus } from '@tb/platform';

/**
 * Lag of a projection whose position cannot be subtracted from the head (PostgreSQL positions are
 * transaction id + sequence): the events after it are counted by reading them, up to this many. A lag at
 * the cap means "at least"; `events applied` shows a long rebuild's progress.
 */
export const LAG_COUNT_CAP = 10_000;

/** How far a schema got beyond its catalog row: a checkpoint held in memory by the worker running it here. */
export type UnsavedProgress = (schema: string) => { position: string; events: number } | undefined;

/** Catalog status with each projection's lag behind the store's head, in events. */
export async function readStatus(
  pool: Pool,
  store: EventStore,
  unsaved: UnsavedProgress = () => undefined,
): Promise<ProjectionStatus[]> {
  const head = await store.headPosition();
  const rows = (await readProjectionStatus(pool, head, () => null)).map((row) => {
    const progress = unsaved(row.schema);
    const position = progress?.position ?? row.position;
    const eventCount = row.eventCount + (progress?.events ?? 0);
    return { ...row, position, eventCount, lag: positionLag(head, position) };
  });
  const counted = new Map<string, Promise<number>>();
  const countAfter = (position: Position | null) => {
    const key = position ?? '';
    let count = counted.get(key);
    if (!count) {
      count = store.readAll({ after: position, limit: LAG_COUNT_CAP }).then((events) => events.length);
      counted.set(key, count);
    }
    return count;
  };
  return Promise.all(
    rows.map(async (row) => {
      if (row.lag !== null || head === null) return row;
      const caughtUp = row.position !== null && store.comparePositions(row.position, head) >= 0;
      return { ...row, lag: caughtUp ? 0 : await countAfter(row.position) };
    }),
  );
}
