import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from '../../postgres/pool.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { readProject, readProjects } from './queries.ts';
import { projectTables } from './tables.ts';
import { deleteProject, insertProject, type ProjectTexts, setProjectActive, updateProjectTexts } from './writes.ts';

/** The projects read model's writes and queries on its own tables. */
const SCHEMA = 'rm_projects_test';
let db: TestDatabase;
let client: PoolClient;

const stamp = (id: string, at: string, revision: number, by = 'admin') => ({ id, at, by, revision });

beforeAll(async () => {
  db = await createTestDatabase(2);
  await db.pool.query(`CREATE SCHEMA ${SCHEMA}`);
  for (const ddl of projectTables(SCHEMA)) await db.pool.query(ddl);
  client = await db.pool.connect();
});
afterAll(async () => {
  client?.release();
  await db?.drop();
});

describe('projects read model', () => {
  it('creates, edits, deactivates and deletes projects', async () => {
    await insertProject(client, SCHEMA, stamp('p1', '2025-01-01T00:00:00Z', 0), true, {
      title_en: 'Engineer',
      title_zh: '工程师',
    });
    await insertProject(client, SCHEMA, stamp('p2', '2025-01-02T00:00:00Z', 0), true, { title_en: "O'Brien & Co" });
    await insertProject(client, SCHEMA, stamp('p3', '2025-01-03T00:00:00Z', 0), false, { title_en: 'Hidden' });
    // Replayed: left as it is.
    await insertProject(client, SCHEMA, stamp('p1', '2025-05-01T00:00:00Z', 0), false, { title_en: 'Replayed' });

    // Only the named texts change; a name that is no column of the table is never written.
    const texts = { role: 'AI', 'title_en = $1; --': 'x' } as ProjectTexts;
    await updateProjectTexts(client, SCHEMA, stamp('p1', '2025-02-01T00:00:00Z', 1, 'editor'), texts);
    await setProjectActive(client, SCHEMA, stamp('p2', '2025-02-02T00:00:00Z', 1), false);

    const p1 = await readProject(db.pool, SCHEMA, 'p1');
    expect(p1).toMatchObject({
      title_en: 'Engineer',
      title_zh: '工程师',
      role: 'AI',
      is_active: true,
      revision: 1,
      updated_by: 'editor',
    });
    expect(new Date(p1?.updated_at ?? 0).toISOString()).toBe('2025-02-01T00:00:00.000Z');
    expect(await readProject(db.pool, SCHEMA, 'p2')).toMatchObject({ title_en: "O'Brien & Co", is_active: false });

    expect((await readProjects(db.pool, SCHEMA, { withInactive: true })).map((p) => p.id)).toEqual(['p3', 'p2', 'p1']);
    expect((await readProjects(db.pool, SCHEMA, { withInactive: false })).map((p) => p.id)).toEqual(['p1']);

    await deleteProject(client, SCHEMA, 'p1');
    expect(await readProject(db.pool, SCHEMA, 'p1')).toBeNull();
    expect(await readProjects(db.pool, SCHEMA, { withInactive: false })).toEqual([]);
  });
});
