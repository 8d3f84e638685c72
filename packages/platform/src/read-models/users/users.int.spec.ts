import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from '../../postgres/pool.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { readUserFile, readUserName, readUsers } from './queries.ts';
import { userTables } from './tables.ts';
import { insertUsers, type UserRegistration, updateUsers } from './writes.ts';

/** The users read model's writes and queries on its own tables. */
const SCHEMA = 'rm_users_test';
let db: TestDatabase;
let client: PoolClient;

const registration = (id: string, at: string, extra: Partial<UserRegistration> = {}): UserRegistration => ({
  id,
  email: `${id}@example.com`,
  username: id,
  first_name: '',
  last_name: '',
  is_email_verified: false,
  created_at: at,
  updated_by: '',
  ...extra,
});

beforeAll(async () => {
  db = await createTestDatabase(2);
  await db.pool.query(`CREATE SCHEMA ${SCHEMA}`);
  for (const ddl of userTables(SCHEMA)) await db.pool.query(ddl);
  client = await db.pool.connect();
});
afterAll(async () => {
  client?.release();
  await db?.drop();
});

describe('users read model', () => {
  it('adds users once, and an update changes only the columns it names', async () => {
    await insertUsers(client, SCHEMA, [
      registration('ann', '2025-01-01T00:00:00Z', { first_name: 'Ann', last_name: 'Lee' }),
      registration("o'brien", '2025-01-02T00:00:00Z'),
    ]);
    // Applied again (a replayed batch): the row stays as it is.
    await insertUsers(client, SCHEMA, [registration('ann', '2025-03-01T00:00:00Z', { first_name: 'Other' })]);
    await updateUsers(
      client,
      SCHEMA,
      new Map([
        ['ann', { bio: 'Hello', is_admin: true, updated_at: '2025-02-01T00:00:00Z', updated_by: 'admin' }],
        ["o'brien", { last_sign_in_at: '2025-02-02T00:00:00Z' }],
      ]),
    );

    const users = await readUsers(db.pool, SCHEMA);
    expect(users.map((u) => u.id)).toEqual(["o'brien", 'ann']);
    const ann = users.find((u) => u.id === 'ann');
    expect(ann).toMatchObject({
      first_name: 'Ann',
      last_name: 'Lee',
      bio: 'Hello',
      is_admin: true,
      updated_by: 'admin',
    });
    expect(ann?.created_at.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(ann?.updated_at.toISOString()).toBe('2025-02-01T00:00:00.000Z');
    // A sign-in leaves what the user last changed (and who) as it was.
    const obrien = users.find((u) => u.id === "o'brien");
    expect(obrien).toMatchObject({ is_admin: false, updated_by: '' });
    expect(obrien?.updated_at.toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });

  it("reads a user's name and file references by id", async () => {
    const resume = { blobId: 'b1', fileName: 'cv.pdf', mimeType: 'application/pdf', size: 10 };
    await updateUsers(client, SCHEMA, new Map([['ann', { resume_file_name: 'cv.pdf', resume_blob: resume }]]));

    expect(await readUserName(db.pool, SCHEMA, 'ann')).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
    });
    expect(await readUserName(db.pool, SCHEMA, 'nobody')).toBeNull();
    expect(await readUserFile(db.pool, SCHEMA, 'ann', 'resume')).toEqual(resume);
    expect(await readUserFile(db.pool, SCHEMA, 'ann', 'portfolio')).toBeNull();
    expect(await readUserFile(db.pool, SCHEMA, "o'brien", 'resume')).toBeNull();
    expect(await readUserFile(db.pool, SCHEMA, 'nobody', 'resume')).toBeNull();
  });
});
