import { migrate } from '@tb/event-store';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { platformMigrations } from './migrations.ts';

/** The `platform` component creates every table the services read in the platform schema, old stores included. */
let db: TestDatabase | undefined;
afterEach(() => db?.drop());

const columnsOf = async (table: string) =>
  (
    await db?.pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'platform' AND table_name = $1
       ORDER BY column_name`,
      [table],
    )
  )?.rows.map((r) => r.column_name);

describe('platform migrations', () => {
  it('create the username skeletons adoption table, so no service creates it at start-up', async () => {
    db = await createTestDatabase(2);
    await migrate(db.pool, 'platform', platformMigrations);
    expect(await columnsOf('username_skeletons_adopted')).toEqual(['done', 'version']);
  });

  it('leave a store whose command API created that table at start-up as it was, its adoption kept', async () => {
    db = await createTestDatabase(2);
    // Before the table was a migration: the platform steps then known, and the table the command API made
    // (its first form had no version column).
    await migrate(db.pool, 'platform', platformMigrations.slice(0, 2));
    await db.pool.query(`CREATE TABLE platform.username_skeletons_adopted (done boolean PRIMARY KEY);
      INSERT INTO platform.username_skeletons_adopted (done) VALUES (true)`);
    await migrate(db.pool, 'platform', platformMigrations);
    await migrate(db.pool, 'platform', platformMigrations);
    expect(await columnsOf('username_skeletons_adopted')).toEqual(['done', 'version']);
    const { rows } = await db.pool.query('SELECT done, version FROM platform.username_skeletons_adopted');
    expect(rows).toEqual([{ done: true, version: 1 }]);
  });
});
