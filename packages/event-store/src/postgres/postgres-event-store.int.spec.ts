import { createPool } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventStoreContract } from '../contract.ts';
import { createPostgresEventStore, READ_ALL } from './postgres-event-store.ts';

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

it('pages through read-all on the (transaction id, sequence) index, without sorting the table', async () => {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    // A tiny test table would be scanned whole; what matters is that the index can serve the order.
    await client.query(
      'SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off',
    );
    const { rows } = await client.query(`EXPLAIN ${READ_ALL}`, ['0', '0', 1000]);
    const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using events_global_order/);
    expect(plan).not.toMatch(/Sort/);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});
