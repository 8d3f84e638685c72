import type { EventStore } from '@tb/event-store';
import { createReadModels, type ReadModels } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveRow } from '../testing/catalog-queries.ts';
import { startLedgerProjectors } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';

let db: TestDatabase;
let store: EventStore;
let readModels: ReadModels;

beforeAll(async () => {
  db = await createTestDatabase(4);
  store = await createSequentialStore(db.pool);
  readModels = await createReadModels(db.pool, { comparePositions: (a, b) => store.comparePositions(a, b) });
});
afterAll(async () => {
  await readModels?.close();
  await db?.drop();
});

const append = async (type: string) =>
  (await store.appendToStream('account-1', [{ id: crypto.randomUUID(), type, data: { amount: 1 } }])).position;

it('moves a checkpoint past events the projection does not read for readers at once, and saves it later', async () => {
  // An hour before a skipped checkpoint is saved: what is written when shows plainly.
  const projectors = await startLedgerProjectors(db.pool, store, { checkpointSaveMs: 3_600_000, gatherMs: 0 });
  try {
    const deposited = await append('Deposited');
    expect(await readModels.waitForPosition(['ledger'], deposited, 10_000)).toEqual({ fresh: true });
    expect((await liveRow(db.pool, 'ledger'))?.position).toBe(deposited);

    // Events the ledger does not read: readers see the projection past them, the catalog is not written.
    await append('Audited');
    const skipped = await append('Audited');
    expect(await readModels.waitForPosition(['ledger'], skipped, 10_000)).toEqual({ fresh: true });
    expect(await liveRow(db.pool, 'ledger')).toMatchObject({ position: deposited, event_count: 1 });
    // The status speaks for the worker: no lag, every event counted.
    expect((await projectors.status())[0]).toMatchObject({ position: skipped, lag: 0, eventCount: 3 });

    // A batch it reads writes its checkpoint at once, counting the skipped events with it.
    const next = await append('Deposited');
    expect(await readModels.waitForPosition(['ledger'], next, 10_000)).toEqual({ fresh: true });
    expect(await liveRow(db.pool, 'ledger')).toMatchObject({ position: next, event_count: 4 });
    expect(await readModels.dataVersionOf('ledger')).toMatchObject({ version: expect.stringContaining(next ?? '') });

    // Skipped events after it stay unsaved until the worker stops, which saves them.
    const tail = await append('Audited');
    expect(await readModels.waitForPosition(['ledger'], tail, 10_000)).toEqual({ fresh: true });
    // The data version did not move: the rows did not change.
    expect(await readModels.dataVersionOf('ledger')).toMatchObject({ version: expect.stringContaining(next ?? '') });
    expect((await liveRow(db.pool, 'ledger'))?.position).toBe(next);
  } finally {
    await projectors.stop();
  }
  expect((await liveRow(db.pool, 'ledger'))?.position).toBe(await store.headPosition());
  expect((await liveRow(db.pool, 'ledger'))?.event_count).toBe(5);
});

it('saves a skipped checkpoint within checkpointSaveMs while the log is quiet', async () => {
  const projectors = await startLedgerProjectors(db.pool, store, { checkpointSaveMs: 50, idlePollMs: 3_600_000 });
  try {
    const skipped = await append('Audited');
    expect(await readModels.waitForPosition(['ledger'], skipped, 10_000)).toEqual({ fresh: true });
    await expect.poll(async () => (await liveRow(db.pool, 'ledger'))?.position).toBe(skipped);
  } finally {
    await projectors.stop();
  }
});
