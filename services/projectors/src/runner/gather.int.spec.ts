import type { EventStore } from '@tb/event-store';
import { createReadModels, type ReadModels } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

const deposit = async () =>
  (await store.appendToStream('account-1', [{ id: crypto.randomUUID(), type: 'Deposited', data: { amount: 1 } }]))
    .position;

it('applies the first event after a quiet spell at once, lets the next ones gather, and stops while gathering', async () => {
  // An hour of gathering: what the worker does after its first batch shows plainly.
  const projectors = await startLedgerProjectors(db.pool, store, { gatherMs: 3_600_000, idlePollMs: 3_600_000 });
  try {
    expect(await readModels.waitForPosition(['ledger'], await deposit(), 10_000)).toEqual({ fresh: true });
    // The batch caught up with the log: the next event waits for the gathering to end.
    expect(await readModels.waitForPosition(['ledger'], await deposit(), 1_000)).toEqual({ fresh: false });
  } finally {
    // Stopping does not wait for the gathering either.
    await projectors.stop();
  }
  // Started again, the worker applies what gathered at once.
  const again = await startLedgerProjectors(db.pool, store);
  try {
    expect(await readModels.waitForPosition(['ledger'], (await store.headPosition()) ?? '', 10_000)).toEqual({
      fresh: true,
    });
  } finally {
    await again.stop();
  }
});
