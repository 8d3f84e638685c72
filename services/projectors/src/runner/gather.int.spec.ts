import type { EventStore } from '@tb/event-store';
import { createLogger, createReadModels, type ReadModels } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerProjection, startLedgerProjectors } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { startProjectors } from './start-projectors.ts';

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

it('counts the gathering from the start of the batch that caught up: after a slow batch the next starts at once', async () => {
  // A log of its own: a new projection replays the whole log, and every event here takes 3 s to apply.
  const own = await createTestDatabase(4);
  const ownStore = await createSequentialStore(own.pool);
  const ownReadModels = await createReadModels(own.pool, {
    comparePositions: (a, b) => ownStore.comparePositions(a, b),
  });
  // Each event takes as long to apply as the gathering lasts: the next event, appended meanwhile, has gathered.
  const projectors = await startProjectors({
    pool: own.pool,
    store: ownStore,
    logger: createLogger({ level: 'silent' }),
    projections: [ledgerProjection({ handlerDelayMs: 3_000 })],
    options: { gatherMs: 3_000, idlePollMs: 3_600_000 },
  });
  const depositHere = async () =>
    (await ownStore.appendToStream('account-1', [{ id: crypto.randomUUID(), type: 'Deposited', data: { amount: 1 } }]))
      .position;
  try {
    const first = await depositHere();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = await depositHere();
    expect(await ownReadModels.waitForPosition(['ledger'], first, 10_000)).toEqual({ fresh: true });
    expect(await ownReadModels.waitForPosition(['ledger'], second, 0)).toEqual({ fresh: false });
    // Applied in about 3 s (its own batch); had the worker gathered for 3 s more after the slow batch, about 6 s.
    expect(await ownReadModels.waitForPosition(['ledger'], second, 4_500)).toEqual({ fresh: true });
  } finally {
    await projectors.stop();
    await ownReadModels.close();
    await own.drop();
  }
});
