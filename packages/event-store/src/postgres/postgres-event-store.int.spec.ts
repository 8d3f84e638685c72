import { createPool } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll } from 'vitest';
import { eventStoreContract } from '../contract.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

let db: TestDatabase;
const pools: ReturnType<typeof createPool>[] = [];
beforeAll(async () => {
  db = await createTestDatabase(40);
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await db.drop();
});

eventStoreContract('PostgreSQL', async () => {
  const pool = createPool(db.url, 40);
  pools.push(pool);
  return createPostgresEventStore({ pool });
});
