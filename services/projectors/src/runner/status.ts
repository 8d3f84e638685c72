import type { EventStore } from '@tb/event-store';
import { type Pool, type ProjectionStatus, positionLag, readProjectionStatus } from '@tb/platform';

/** Catalog status with each projection's lag behind the store's head. */
export async function readStatus(pool: Pool, store: EventStore): Promise<ProjectionStatus[]> {
  const head = await store.headPosition();
  return readProjectionStatus(pool, head, (h, position) => {
    const lag = positionLag(h, position);
    if (lag !== null || h === null) return lag;
    // Positions that cannot be subtracted: at least say whether it is caught up.
    return position !== null && store.comparePositions(position, h) >= 0 ? 0 : null;
  });
}
