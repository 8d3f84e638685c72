import type { RecordedEvent } from '@tb/event-store';
import { type CatalogRow, inTransaction, type Pool } from '@tb/platform';
import { applyEvents, eventsFor, type Projection } from '../projection.ts';
import type { CheckpointNotices } from './checkpoint-notices.ts';

/**
 * Moves a checkpoint to $3 (counting $4 events; $5: the batch had events the projection reads, so its rows may have
 * changed there), only from the position the batch was read from ($2) and never on a retired schema; answers the
 * schema's state and last change, or no row when it did not move.
 */
const MOVE_CHECKPOINT = `UPDATE projections.catalog
   SET position = $3, event_count = event_count + $4, changed_position = CASE WHEN $5 THEN $3 ELSE changed_position END,
       status = 'running', error = NULL, updated_at = now()
 WHERE schema = $1 AND position IS NOT DISTINCT FROM $2 AND state <> 'retired'
 RETURNING state, changed_position`;

/**
 * Applies one batch and moves the checkpoint in the same transaction: after a crash the read model is
 * exactly at its checkpoint. The checkpoint update comes first and only matches the position this batch
 * was read from, so a second runner that somehow reads the same batch (a lock lost to a network split)
 * waits on the row lock, then finds the checkpoint moved and applies nothing: each batch commits once.
 * A batch with nothing this projection reads only moves the checkpoint, in one statement with the same guard.
 * After the commit, a live schema's new checkpoint goes to waiting readers through `notices`.
 *
 * Returns false when the batch was not applied for that reason, or because the target was retired.
 */
export async function applyBatch(
  pool: Pool,
  projection: Projection,
  target: Pick<CatalogRow, 'schema' | 'position'>,
  events: readonly RecordedEvent[],
  notices: Pick<CheckpointNotices, 'post'>,
): Promise<boolean> {
  const last = events.at(-1);
  if (!last) return true;
  const reads = eventsFor(projection, events).length > 0;
  const moveValues = [target.schema, target.position, last.position, events.length, reads];
  const moved = reads
    ? await inTransaction(pool, async (client) => {
        const { rows } = await client.query<Moved>(MOVE_CHECKPOINT, moveValues);
        if (rows[0]) await applyEvents(projection, events, { client, schema: target.schema });
        return rows[0];
      })
    : (await pool.query<Moved>(MOVE_CHECKPOINT, moveValues)).rows[0];
  if (!moved) return false;
  if (moved.state === 'live') {
    notices.post({
      name: projection.name,
      schema: target.schema,
      position: last.position,
      changed: moved.changed_position,
    });
  }
  return true;
}

type Moved = Pick<CatalogRow, 'state' | 'changed_position'>;
