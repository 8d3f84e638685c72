import { createEventStore, type EventStore } from '@tb/event-store';
import { createLogger } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendDeposits, ledgerProjection } from '../testing/ledger-projection.ts';
import { waitUntil } from '../testing/wait-until.ts';
import { startProjectors } from './start-projectors.ts';
import { readStatus } from './status.ts';

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = await createEventStore({ pool: db.pool });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

// PostgreSQL positions (transaction id + sequence) cannot be subtracted: the lag is counted in events.
it('reports the lag in events behind the head on the PostgreSQL store, and 0 once caught up', async () => {
  const logger = createLogger({ level: 'silent' });
  const projection = ledgerProjection();
  let projectors = await startProjectors({ pool: db.pool, store, logger, projections: [projection] });
  await appendDeposits(store, 5);
  await waitUntil(async () => (await readStatus(db.pool, store))[0]?.lag === 0);
  await projectors.stop();

  await appendDeposits(store, 120, 3, 5);
  const behind = await readStatus(db.pool, store);
  expect(behind).toEqual([expect.objectContaining({ name: 'ledger', state: 'live', lag: 120, eventCount: 5 })]);

  projectors = await startProjectors({ pool: db.pool, store, logger, projections: [projection] });
  await waitUntil(async () => (await readStatus(db.pool, store))[0]?.lag === 0);
  expect((await projectors.readiness()).ok).toBe(true);
  await projectors.stop();
});
