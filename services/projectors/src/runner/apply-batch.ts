import type { RecordedEvent } from '@tb/event-store';
import { type CatalogRow, inTransaction, type Pool } from '@tb/platform';
import { applyEvents, eventsFor, type Projection } from '../projection.ts';
import type { CheckpointNotices } from './checkpoint-notices.ts';
import { applyParking, isPoison, type Parked } from './parking.ts';

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
 * Moves a checkpoint from `from` (only if it is still there, and never on a retired schema) to `to`, counting
 * `count` events; `changed`: the batch had events the projection reads. The schema's state and last change, or
 * undefined when it did not move.
 */
export async function moveCheckpoint(
  db: Pick<Pool, 'query'>,
  schema: string,
  from: string | null,
  to: string,
  count: number,
  changed: boolean,
): Promise<Moved | undefined> {
  // Prepared once per connection: every projection moves its checkpoint with every batch.
  const query = { name: 'tb_move_checkpoint', text: MOVE_CHECKPOINT, values: [schema, from, to, count, changed] };
  return (await db.query<Moved>(query)).rows[0];
}

/**
 * Applies one batch and moves the checkpoint in the same transaction: after a crash the read model is
 * exactly at its checkpoint. The checkpoint update comes first and only matches the position this batch
 * was read from, so a second runner that somehow reads the same batch (a lock lost to a network split)
 * waits on the row lock, then finds the checkpoint moved and applies nothing: each batch commits once.
 * A batch with nothing this projection reads only moves the checkpoint, in one statement with the same guard.
 * `skipped` events read before this batch (and only held in memory) are counted with it.
 * After the commit, a live schema's new checkpoint goes to waiting readers through `notices`.
 *
 * With `parking` (the streams of the schema that have parked events), an event the projection cannot apply is parked
 * instead (parking.ts): when the batch fails on a poison error it is applied again, each event on its own, and the
 * ones that fail are parked in the same transaction as the checkpoint. `parked` tells what was parked.
 *
 * Returns false when the batch was not applied for that reason, or because the target was retired.
 */
export async function applyBatch(
  pool: Pool,
  projection: Projection,
  target: Pick<CatalogRow, 'schema' | 'position'>,
  events: readonly RecordedEvent[],
  notices: Pick<CheckpointNotices, 'post'>,
  skipped = 0,
  parking?: { blocked: ReadonlySet<string>; parked?: (parked: Parked) => void },
): Promise<boolean> {
  const last = events.at(-1);
  if (!last) return true;
  const relevant = eventsFor(projection, events);
  const reads = relevant.length > 0;
  const move = (db: Pick<Pool, 'query'>) =>
    moveCheckpoint(db, target.schema, target.position, last.position, skipped + events.length, reads);
  let parked: Parked | null = null;
  const apply = (isolate: boolean) =>
    inTransaction(pool, async (client) => {
      parked = null;
      const row = await move(client);
      if (!row) return row;
      const ctx = { client, schema: target.schema };
      const plain = !parking || (!isolate && !relevant.some((e) => parking.blocked.has(e.streamId)));
      if (plain) await applyEvents(projection, events, ctx);
      else if (parking)
        parked = await applyParking(client, projection, target.schema, relevant, parking.blocked, isolate);
      return row;
    });
  let moved: Moved | undefined;
  if (!reads) moved = await move(pool);
  else {
    try {
      moved = await apply(false);
    } catch (error) {
      if (!parking || !isPoison(error)) throw error;
      moved = await apply(true);
    }
  }
  // Told only once committed: the worker's list of blocked streams follows the database.
  if (parked) parking?.parked?.(parked);
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
