import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from '../../postgres/pool.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { projectTables } from '../projects/tables.ts';
import { deleteProject, insertProject } from '../projects/writes.ts';
import { userTables } from '../users/tables.ts';
import { insertUsers } from '../users/writes.ts';
import { addApplicationsPerWeek, applicationsPerWeekTables, readApplicationsPerWeek } from './per-week.ts';
import { readApplications } from './queries.ts';
import { applicationTables } from './tables.ts';
import { type ApplicationSubmission, insertApplication, setApplicationNotes, setApplicationStatus } from './writes.ts';

/** The applications read model joined with the projects and users ones, each in its own schema as in production. */
const schemas = { applications: 'rm_applications_t', projects: 'rm_projects_t', users: 'rm_users_t' };
const PER_WEEK = 'rm_applications_per_week_t';
let db: TestDatabase;
let client: PoolClient;

const submission = (id: string, userId: string, projectId: string, at: string): ApplicationSubmission => ({
  id,
  userId,
  projectId,
  name: `Name of ${userId}`,
  email: `${userId}@applied.example`,
  position: '',
  company: '',
  message: 'Hi',
  resume: null,
  at,
});

beforeAll(async () => {
  db = await createTestDatabase(2);
  const tables = [
    [schemas.applications, applicationTables],
    [schemas.projects, projectTables],
    [schemas.users, userTables],
    [PER_WEEK, applicationsPerWeekTables],
  ] as const;
  for (const [schema, ddl] of tables) {
    await db.pool.query(`CREATE SCHEMA ${schema}`);
    for (const statement of ddl(schema)) await db.pool.query(statement);
  }
  client = await db.pool.connect();
  const stamp = (id: string, at: string) => ({ id, at, by: '', revision: 0 });
  await insertProject(client, schemas.projects, stamp('p1', '2025-01-01T00:00:00Z'), true, { title_en: 'One' });
  await insertProject(client, schemas.projects, stamp('p2', '2025-01-01T00:00:00Z'), false, { title_en: 'Two' });
  await insertProject(client, schemas.projects, stamp('gone', '2025-01-01T00:00:00Z'), true, {});
  await insertUsers(client, schemas.users, [
    {
      id: 'ann',
      email: 'ann@now.example',
      username: 'ann',
      first_name: 'Ann',
      last_name: 'Lee',
      is_email_verified: true,
      created_at: '2025-01-01T00:00:00Z',
      updated_by: '',
    },
  ]);
});
afterAll(async () => {
  client?.release();
  await db?.drop();
});

describe('applications read model', () => {
  it('reads applications with their project and applicant, newest first, all or one user’s', async () => {
    await insertApplication(client, schemas.applications, submission('a1', 'ann', 'p1', '2025-02-01T00:00:00Z'));
    await insertApplication(client, schemas.applications, submission('a2', 'ann', 'p2', '2025-02-03T00:00:00Z'));
    // No users row (the account is not in the read model): the applicant's e-mail as applied.
    await insertApplication(client, schemas.applications, submission('a3', "o'brien", 'p1', '2025-02-02T00:00:00Z'));
    await insertApplication(client, schemas.applications, submission('a4', 'ann', 'gone', '2025-02-04T00:00:00Z'));
    // Replayed: left as it is.
    await insertApplication(client, schemas.applications, submission('a1', 'ann', 'p2', '2025-03-01T00:00:00Z'));
    await setApplicationStatus(client, schemas.applications, {
      id: 'a1',
      status: 'reviewed',
      notes: 'Strong',
      at: '2025-02-05T00:00:00Z',
    });
    await setApplicationNotes(client, schemas.applications, {
      id: 'a2',
      notes: 'Call back',
      at: '2025-02-06T00:00:00Z',
    });
    // An application to a deleted project is left out.
    await deleteProject(client, schemas.projects, 'gone');

    const all = await readApplications(db.pool, schemas);
    expect(all.map((a) => a.id)).toEqual(['a2', 'a3', 'a1']);
    expect(all[0]).toMatchObject({
      application_status: 'applied',
      notes: 'Call back',
      username: 'ann',
      email: 'ann@now.example',
      first_name: 'Ann',
      project: { id: 'p2', title_en: 'Two', is_active: false },
    });
    expect(all[1]).toMatchObject({ user_id: "o'brien", username: null, email: "o'brien@applied.example" });
    expect(all[2]).toMatchObject({ application_status: 'reviewed', notes: 'Strong', project: { title_en: 'One' } });
    expect(all[2]?.updated_at.toISOString()).toBe('2025-02-05T00:00:00.000Z');
    expect(all[2]?.applied_at.toISOString()).toBe('2025-02-01T00:00:00.000Z');

    expect((await readApplications(db.pool, schemas, { userId: 'ann' })).map((a) => a.id)).toEqual(['a2', 'a1']);
    expect((await readApplications(db.pool, schemas, { userId: "o'brien" })).map((a) => a.id)).toEqual(['a3']);
    expect(await readApplications(db.pool, schemas, { userId: 'nobody' })).toEqual([]);
  });

  it('adds each batch’s weekly counts to the totals', async () => {
    await addApplicationsPerWeek(client, PER_WEEK, [
      { projectId: 'p1', week: '2025-02-03', applications: 2 },
      { projectId: 'p2', week: '2025-02-03', applications: 1 },
    ]);
    await addApplicationsPerWeek(client, PER_WEEK, [
      { projectId: 'p1', week: '2025-02-03', applications: 3 },
      { projectId: 'p1', week: '2025-01-27', applications: 1 },
    ]);
    expect(await readApplicationsPerWeek(db.pool, PER_WEEK)).toEqual([
      { projectId: 'p1', week: '2025-01-27', applications: 1 },
      { projectId: 'p1', week: '2025-02-03', applications: 5 },
      { projectId: 'p2', week: '2025-02-03', applications: 1 },
    ]);
  });
});
