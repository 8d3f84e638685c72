import { migrate } from '@tb/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { CATALOG_CHANNEL, CHECKPOINT_CHANNEL, catalogMigrations } from './catalog.ts';
import { createReadModels, type ReadModels } from './read-models.ts';

let db: TestDatabase;
let readModels: ReadModels;

// Plays the projector's part: catalog rows, checkpoints and their notifications.
const register = async (schema: string, state: 'live' | 'retired' | 'building', position: string | null) => {
  await db.pool.query(
    `INSERT INTO projections.catalog (schema, name, version, generation, state, position)
     VALUES ($1, 'things', 1, $2, $3, $4)
     ON CONFLICT (schema) DO UPDATE SET state = excluded.state, position = excluded.position`,
    [schema, Number(schema.at(-1)), state, position],
  );
  await db.pool.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, 'things']);
};
const checkpoint = async (schema: string, position: string) => {
  await db.pool.query('UPDATE projections.catalog SET position = $2 WHERE schema = $1', [schema, position]);
  await db.pool.query('SELECT pg_notify($1, $2)', [
    CHECKPOINT_CHANNEL,
    JSON.stringify({ name: 'things', schema, position }),
  ]);
};

beforeAll(async () => {
  db = await createTestDatabase(4);
  await migrate(db.pool, 'projections', catalogMigrations);
  await register('rm_things_v1_g1', 'live', '5');
  readModels = await createReadModels(db.pool, {
    comparePositions: (a, b) => Number(a) - Number(b),
    headPosition: async () => '12',
    pollMs: 50,
  });
});

afterAll(async () => {
  await readModels?.close();
  await db?.drop();
});

describe('read models', () => {
  it('resolves a wait when the checkpoint notification passes the position', async () => {
    expect(await readModels.waitForPosition(['things'], '5')).toEqual({ fresh: true });
    const waiting = readModels.waitForPosition(['things'], '8', 5000);
    await checkpoint('rm_things_v1_g1', '7');
    await checkpoint('rm_things_v1_g1', '9');
    expect(await waiting).toEqual({ fresh: true });
  });

  it('answers fresh=false after the timeout, and for a projection that does not exist', async () => {
    const started = Date.now();
    expect(await readModels.waitForPosition(['things'], '100', 150)).toEqual({ fresh: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await readModels.waitForPosition(['things', 'nothing'], '1', 50)).toEqual({ fresh: false });
    await expect(readModels.schemaOf('nothing')).rejects.toThrow('has not been built yet');
  });

  it('switches schemaOf and the checkpoint it waits on together when the catalog switches', async () => {
    expect(await readModels.schemaOf('things')).toBe('rm_things_v1_g1');
    await register('rm_things_v1_g2', 'building', '10');
    const waiting = readModels.waitForPosition(['things'], '10', 5000);
    await db.pool.query(`UPDATE projections.catalog SET state = 'retired' WHERE schema = 'rm_things_v1_g1'`);
    await register('rm_things_v1_g2', 'live', '10');
    expect(await waiting).toEqual({ fresh: true });
    expect(await readModels.schemaOf('things')).toBe('rm_things_v1_g2');
    const status = await readModels.status();
    expect(status).toMatchObject([{ schema: 'rm_things_v1_g2', state: 'live', position: '10', lag: 2 }]);
  });

  it('keeps working after its LISTEN connection is killed', async () => {
    const { rowCount } = await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect(rowCount).toBe(1);
    const waiting = readModels.waitForPosition(['things'], '11', 5000);
    await checkpoint('rm_things_v1_g2', '11');
    expect(await waiting).toEqual({ fresh: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = readModels.waitForPosition(['things'], '12', 5000);
    await checkpoint('rm_things_v1_g2', '12');
    expect(await again).toEqual({ fresh: true });
  });
});
