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
/**
 * A committed batch; `changed`: it had events the projection reads (its rows may have changed). `notice`: how the
 * projector tells it (an array of notices, as it does now; one notice alone, as it did before; or not at all, as when
 * it dies between its commit and its notice).
 */
const checkpoint = async (
  schema: string,
  position: string,
  changed = false,
  notice: 'array' | 'single' | 'none' = 'array',
) => {
  const { rows } = await db.pool.query<{ changed_position: string | null }>(
    `UPDATE projections.catalog SET position = $2, changed_position = CASE WHEN $3 THEN $2 ELSE changed_position END
     WHERE schema = $1 RETURNING changed_position`,
    [schema, position, changed],
  );
  const sent = { name: 'things', schema, position, changed: rows[0]?.changed_position ?? null };
  if (notice === 'none') return;
  await db.pool.query('SELECT pg_notify($1, $2)', [
    CHECKPOINT_CHANNEL,
    JSON.stringify(notice === 'array' ? [{ ...sent, name: 'others', schema: 'rm_others_v1' }, sent] : sent),
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

  it('takes a notice sent alone too, and finds a checkpoint whose notice never came', async () => {
    const single = readModels.waitForPosition(['things'], '7.5', 5000);
    await checkpoint('rm_things_v1_g1', '7.5', false, 'single');
    expect(await single).toEqual({ fresh: true });
    const lost = readModels.waitForPosition(['things'], '8', 5000);
    await checkpoint('rm_things_v1_g1', '8', false, 'none');
    expect(await lost).toEqual({ fresh: true });
  });

  it('answers fresh=false after the timeout, and for a projection that does not exist', async () => {
    const started = Date.now();
    expect(await readModels.waitForPosition(['things'], '11.9', 150)).toEqual({ fresh: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await readModels.waitForPosition(['things', 'nothing'], '1', 50)).toEqual({ fresh: false });
    await expect(readModels.schemaOf('nothing')).rejects.toThrow('has not been built yet');
  });

  it('refuses at once a position beyond the head of the log (nothing can ever reach it in time)', async () => {
    const started = Date.now();
    await expect(readModels.waitForPosition(['things'], '100', 5000)).rejects.toMatchObject({
      key: 'common.minPositionBeyondHead',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('waits for a committed write still behind the read horizon (past the readable head, not the written one)', async () => {
    const horizonHeld = await createReadModels(db.pool, {
      comparePositions: (a, b) => Number(a) - Number(b),
      headPosition: async () => '12',
      writtenPosition: async () => '20',
      pollMs: 50,
    });
    try {
      // The client's own write (position 15) is committed; an older writer in flight keeps it from being read.
      const waited = await horizonHeld.waitForPosition(['things'], '15', 200);
      expect(waited).toEqual({ fresh: false });
      await expect(horizonHeld.waitForPosition(['things'], '21', 200)).rejects.toMatchObject({
        key: 'common.minPositionBeyondHead',
      });
    } finally {
      await horizonHeld.close();
    }
  });

  it('changes the data version with a batch the projection reads, not with one it skips', async () => {
    // Positions here are numbers compared as such; these stay below the next test's 10.
    const before = (await readModels.dataVersionOf('things')).version;
    await checkpoint('rm_things_v1_g1', '9.2');
    await readModels.waitForPosition(['things'], '9.2');
    expect((await readModels.dataVersionOf('things')).version).toBe(before);
    await checkpoint('rm_things_v1_g1', '9.4', true);
    await readModels.waitForPosition(['things'], '9.4');
    const changed = (await readModels.dataVersionOf('things')).version;
    expect(changed).not.toBe(before);
    await checkpoint('rm_things_v1_g1', '9.6');
    await readModels.waitForPosition(['things'], '9.6');
    expect((await readModels.dataVersionOf('things')).version).toBe(changed);
    await expect(readModels.dataVersionOf('nothing')).rejects.toThrow('has not been built yet');
  });

  it('settles a wait on a notice from projectors in its own process, with no NOTIFY and no catalog row yet', async () => {
    const version = (await readModels.dataVersionOf('things')).version;
    const waiting = readModels.waitForPosition(['things'], '9.8', 5000);
    // Only checkpointed() can tell it: the catalog still says 9.6 (rereading it would not settle the wait).
    readModels.checkpointed({ name: 'things', schema: 'rm_things_v1_g1', position: '9.8', changed: '9.8' });
    expect(await waiting).toEqual({ fresh: true });
    expect((await readModels.dataVersionOf('things')).version).not.toBe(version);
    // The same notice arriving later through PostgreSQL changes nothing; an older one is ignored.
    readModels.checkpointed({ name: 'things', schema: 'rm_things_v1_g1', position: '9.7', changed: '9.7' });
    expect(await readModels.waitForPosition(['things'], '9.8', 50)).toEqual({ fresh: true });
    await checkpoint('rm_things_v1_g1', '9.8', true);
  });

  it('switches schemaOf and the checkpoint it waits on together when the catalog switches', async () => {
    expect(await readModels.schemaOf('things')).toBe('rm_things_v1_g1');
    const versionBefore = (await readModels.dataVersionOf('things')).version;
    await register('rm_things_v1_g2', 'building', '10');
    const waiting = readModels.waitForPosition(['things'], '10', 5000);
    await db.pool.query(`UPDATE projections.catalog SET state = 'retired' WHERE schema = 'rm_things_v1_g1'`);
    await register('rm_things_v1_g2', 'live', '10');
    expect(await waiting).toEqual({ fresh: true });
    expect(await readModels.schemaOf('things')).toBe('rm_things_v1_g2');
    expect((await readModels.dataVersionOf('things')).version).not.toBe(versionBefore);
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
