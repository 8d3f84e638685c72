import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { inTransaction } from './pool.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

it('rolls back a failed transaction and commits a good one', async () => {
  await db.pool.query('CREATE TABLE t (n int8)');
  await expect(
    inTransaction(db.pool, async (c) => {
      await c.query('INSERT INTO t VALUES (1)');
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  await inTransaction(db.pool, (c) => c.query('INSERT INTO t VALUES (9007199254740991)'));
  const { rows } = await db.pool.query('SELECT n FROM t');
  expect(rows).toEqual([{ n: 9007199254740991 }]);
});
