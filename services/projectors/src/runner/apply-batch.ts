import type { RecordedEvent } from '@tb/event-store';
import { type CatalogRow, CHECKPOINT_CHANNEL, type CheckpointNotice, inTransaction, type Pool } from '@tb/platform';
import { applyEvents, eventsFor, type Projection } from '../projection.ts';

/**
 * Applies one batch and moves the checkpoint in the same transaction: after a crash the read model is
 * exactly at its checkpoint. The checkpoint update comes first and only matches the position this batch
 * was read from, so a second runner that somehow reads the same batch (a lock lost to a network split)
 * waits on the row lock, then finds the checkpoint moved and applies nothing: each batch commits once.
 *
 * Returns false when the batch was not applied for that reason, or because the target was retired.
 */
export async function applyBatch(
  pool: Pool,
  projection: Projection,
  target: Pick<CatalogRow, 'schema' | 'position'>,
  events: readonly RecordedEvent[],
): Promise<boolean> {
  const last = events.at(-1);
  if (!last) return true;
  if (eventsFor(projection, events).length === 0) return moveCheckpoint(pool, projection, target, events);
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ state: string }>(
      `UPDATE projections.catalog
       SET position = $3, event_count = event_count + $4, status = 'running', error = NULL, updated_at = now()
       WHERE schema = $1 AND position IS NOT DISTINCT FROM $2 AND state <> 'retired'
       RETURNING state`,
      [target.schema, target.position, last.position, events.length],
    );
    const state = rows[0]?.state;
    if (!state) return false;
    await applyEvents(projection, events, { client, schema: target.schema });
    if (state === 'live') {
      const notice: CheckpointNotice = { name: projection.name, schema: target.schema, position: last.position };
      await client.query(`SELECT pg_notify($1, $2)`, [CHECKPOINT_CHANNEL, JSON.stringify(notice)]);
    }
    return true;
  });
}

/**
 * A batch with nothing this projection reads only moves the checkpoint (and tells waiting readers): one
 * statement, with the same guard as a batch transaction's first statement.
 */
async function moveCheckpoint(
  pool: Pool,
  projection: Projection,
  target: Pick<CatalogRow, 'schema' | 'position'>,
  events: readonly RecordedEvent[],
): Promise<boolean> {
  const position = events.at(-1)?.position;
  const notice: CheckpointNotice = { name: projection.name, schema: target.schema, position: position ?? '' };
  const { rows } = await pool.query<{ state: string }>(
    `WITH moved AS (
       UPDATE projections.catalog
          SET position = $3, event_count = event_count + $4, status = 'running', error = NULL, updated_at = now()
        WHERE schema = $1 AND position IS NOT DISTINCT FROM $2 AND state <> 'retired'
       RETURNING state)
     SELECT state, CASE WHEN state = 'live' THEN pg_notify($5, $6) END AS notified FROM moved`,
    [target.schema, target.position, position, events.length, CHECKPOINT_CHANNEL, JSON.stringify(notice)],
  );
  return rows.length > 0;
}
