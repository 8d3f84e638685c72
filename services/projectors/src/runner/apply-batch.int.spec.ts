import type { RecordedEvent } from '@tb/event-store';
import { type CatalogRow, CHECKPOINT_CHANNEL, catalogMigrations, listenForNotifications, migrate } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerProjection } from '../testing/ledger-projection.ts';
import { applyBatch } from './apply-batch.ts';
import { ensureTargets } from './catalog-targets.ts';
import { CheckpointNotices } from './checkpoint-notices.ts';

let db: TestDatabase;
let notices: CheckpointNotices;
beforeAll(async () => {
  db = await createTestDatabase(4);
  await migrate(db.pool, 'projections', catalogMigrations);
  notices = new CheckpointNotices(db.pool.options);
});
afterAll(async () => {
  await notices?.close();
  await db?.drop();
});

const recorded = (type: string, n: number, position: string): RecordedEvent => ({
  id: crypto.randomUUID(),
  streamId: 'account-1',
  revision: n,
  position,
  type,
  schemaVersion: 1,
  data: { amount: 10 },
  metadata: {},
  recordedAt: new Date(),
});

it('moves the checkpoint past a batch the projection does not read, tells waiting readers, and guards it', async () => {
  const projection = ledgerProjection();
  const found = await ensureTargets(db.pool, projection);
  if (found.superseded) throw new Error('unexpected');
  const target = found.targets[0] as CatalogRow;
  const heard: unknown[] = [];
  const listener = await listenForNotifications({
    connection: db.pool.options,
    channels: [CHECKPOINT_CHANNEL],
    onNotification: (_channel, payload) => heard.push(...JSON.parse(payload)),
    onConnected: () => {},
  });
  try {
    const ignored = [recorded('Withdrawn', 0, '1-1'), recorded('Renamed', 1, '1-2')];
    expect(await applyBatch(db.pool, projection, target, ignored, notices)).toBe(true);
    const row = async () =>
      (
        await db.pool.query<{ position: string; event_count: number; changed_position: string | null }>(
          'SELECT position, event_count::int, changed_position FROM projections.catalog WHERE schema = $1',
          [target.schema],
        )
      ).rows[0];
    expect(await row()).toEqual({ position: '1-2', event_count: 2, changed_position: null });
    const { rows } = await db.pool.query(`SELECT * FROM ${target.schema}.balances`);
    expect(rows).toEqual([]);
    await expect
      .poll(() => heard)
      .toContainEqual({ name: 'ledger', schema: target.schema, position: '1-2', changed: null });

    // From a checkpoint that has moved on (another runner's batch), it applies nothing.
    expect(await applyBatch(db.pool, projection, target, [recorded('Withdrawn', 2, '1-3')], notices)).toBe(false);
    expect(await row()).toEqual({ position: '1-2', event_count: 2, changed_position: null });

    // A batch it reads is applied with the checkpoint, as before.
    const moved = { ...target, position: '1-2' };
    expect(await applyBatch(db.pool, projection, moved, [recorded('Deposited', 2, '1-4')], notices)).toBe(true);
    expect(await row()).toEqual({ position: '1-4', event_count: 3, changed_position: '1-4' });
    const { rows: balances } = await db.pool.query(`SELECT account, balance::int FROM ${target.schema}.balances`);
    expect(balances).toEqual([{ account: 'account-1', balance: 10 }]);
    await expect
      .poll(() => heard)
      .toContainEqual({ name: 'ledger', schema: target.schema, position: '1-4', changed: '1-4' });

    // The last change stays where it was while batches it does not read go by.
    expect(
      await applyBatch(db.pool, projection, { ...target, position: '1-4' }, [recorded('Renamed', 3, '1-5')], notices),
    ).toBe(true);
    expect(await row()).toEqual({ position: '1-5', event_count: 4, changed_position: '1-4' });
  } finally {
    await listener.close();
  }
});
