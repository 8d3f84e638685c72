import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../postgres/pool.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { readDashboardCounts } from './queries.ts';
import { dashboardTables } from './tables.ts';
import {
  addToCounters,
  countDashboardUser,
  type DashboardCandidateFacts,
  deleteDashboardFacts,
  deleteDashboardProject,
  loadDashboardFacts,
  saveDashboardFacts,
  saveDashboardProject,
  setDashboardProjectActive,
} from './writes.ts';

/**
 * The dashboard read model's writes and range query on its own tables (tables.ts): counters added and withdrawn
 * in batches, sums over a range with both ends included, ISO weeks (Monday first), and the totals.
 */
const SCHEMA = 'rm_dashboard_v1';
let db: TestDatabase;
const write = (work: Parameters<typeof inTransaction>[1]) => inTransaction(db.pool, work);

const facts = (position: string): DashboardCandidateFacts => ({
  createdDay: '2025-03-03',
  applyDay: null,
  position,
  degree: '',
  hasPhd: false,
  hasMaster: true,
  hasBachelor: true,
  interviewed: false,
  recommended: false,
});

beforeAll(async () => {
  db = await createTestDatabase(4);
  await db.pool.query(`CREATE SCHEMA ${SCHEMA}`);
  for (const ddl of dashboardTables(SCHEMA)) await db.pool.query(ddl);
  // 2025-03-02 is a Sunday, 2025-03-03 a Monday, 2025-03-10 the next Monday.
  await write(async (client) => {
    await addToCounters(client, SCHEMA, 'candidate_days', [
      { key: ['2025-03-01', false, false], n: 100 }, // before the range
      { key: ['2025-03-02', false, false], n: 2 },
      { key: ['2025-03-03', true, true], n: 3 },
      { key: ['2025-03-03', true, false], n: 1 },
      { key: ['2025-03-10', false, false], n: 4 },
      { key: ['2025-03-11', true, true], n: 100 }, // after it
    ]);
    await addToCounters(client, SCHEMA, 'position_days', [
      { key: ['2025-03-02', 'Compiler'], n: 2 },
      { key: ['2025-03-03', 'AI Engineer'], n: 2 },
      { key: ['2025-03-10', "O'Brien \\ 工程师"], n: 4 },
      { key: ['2025-03-11', 'Compiler'], n: 100 },
    ]);
    await addToCounters(client, SCHEMA, 'level_days', [
      { key: ['2025-03-02', 'bachelor'], n: 6 },
      { key: ['2025-03-10', 'phd'], n: 4 },
    ]);
    await addToCounters(client, SCHEMA, 'application_days', [
      { key: ['2025-03-03'], n: 5 },
      { key: ['2025-03-09'], n: 1 },
      { key: ['2025-03-10'], n: 2 },
    ]);
    for (const id of ['u1', 'u2', 'u2']) await countDashboardUser(client, SCHEMA, id);
    await saveDashboardProject(client, SCHEMA, 'p1', true);
    await saveDashboardProject(client, SCHEMA, 'p2', true);
    await saveDashboardProject(client, SCHEMA, 'p3', false);
    await setDashboardProjectActive(client, SCHEMA, 'p2', false);
    await setDashboardProjectActive(client, SCHEMA, 'unknown', true);
    await deleteDashboardProject(client, SCHEMA, 'p3');
    await saveDashboardFacts(client, SCHEMA, [
      ['c1', facts('Compiler')],
      ['c2', facts('AI Engineer')],
    ]);
  });
});
afterAll(() => db?.drop());

describe('dashboard read model', () => {
  it('sums each counter over the range, both ends included', async () => {
    const counts = await readDashboardCounts(db.pool, SCHEMA, '2025-03-02', '2025-03-10');
    expect(counts.outcomes.sort((a, b) => a.count - b.count)).toEqual([
      { interviewed: true, recommended: false, count: 1 },
      { interviewed: true, recommended: true, count: 3 },
      { interviewed: false, recommended: false, count: 6 },
    ]);
    // Most first; ties by name.
    expect(counts.positions).toEqual([
      { position: "O'Brien \\ 工程师", count: 4 },
      { position: 'AI Engineer', count: 2 },
      { position: 'Compiler', count: 2 },
    ]);
    expect(counts.levels.sort((a, b) => a.count - b.count)).toEqual([
      { level: 'phd', count: 4 },
      { level: 'bachelor', count: 6 },
    ]);
    // Sunday the 2nd belongs to the week of Monday 24 February.
    expect(counts.weeklyCandidates).toEqual(
      new Map([
        ['2025-02-24', 2],
        ['2025-03-03', 4],
        ['2025-03-10', 4],
      ]),
    );
    expect(counts.weeklyApplications).toEqual(
      new Map([
        ['2025-03-03', 6],
        ['2025-03-10', 2],
      ]),
    );
    expect(counts.totals).toEqual({ users: 2, projects: 2, active: 1, candidates: 2 });
  });

  it('withdraws counts, removing rows back at zero, and answers an empty range with nothing', async () => {
    await write(async (client) => {
      await addToCounters(client, SCHEMA, 'position_days', [
        { key: ['2025-03-02', 'Compiler'], n: -2 },
        { key: ['2025-03-03', 'AI Engineer'], n: -1 },
        { key: ['2025-03-10', 'Nobody'], n: 0 },
      ]);
    });
    const { rows } = await db.pool.query(`SELECT day::text, position, count FROM ${SCHEMA}.position_days ORDER BY 1`);
    expect(rows).toEqual([
      { day: '2025-03-03', position: 'AI Engineer', count: 1 },
      { day: '2025-03-10', position: "O'Brien \\ 工程师", count: 4 },
      { day: '2025-03-11', position: 'Compiler', count: 100 },
    ]);
    const empty = await readDashboardCounts(db.pool, SCHEMA, '2024-01-01', '2024-12-31');
    expect(empty).toMatchObject({ outcomes: [], positions: [], levels: [] });
    expect(empty.weeklyCandidates.size + empty.weeklyApplications.size).toBe(0);
  });

  it('keeps each counted candidate’s facts until it no longer counts', async () => {
    await write(async (client) => {
      expect(await loadDashboardFacts(client, SCHEMA, ['c1', 'c2', 'c3'])).toEqual(
        new Map([
          ['c1', facts('Compiler')],
          ['c2', facts('AI Engineer')],
        ]),
      );
      await saveDashboardFacts(client, SCHEMA, [['c1', { ...facts('Compiler'), interviewed: true }]]);
      await deleteDashboardFacts(client, SCHEMA, ['c2']);
      await deleteDashboardFacts(client, SCHEMA, []);
      expect(await loadDashboardFacts(client, SCHEMA, ['c1', 'c2'])).toEqual(
        new Map([['c1', { ...facts('Compiler'), interviewed: true }]]),
      );
    });
    expect((await readDashboardCounts(db.pool, SCHEMA, '2025-03-01', '2025-03-01')).totals.candidates).toBe(1);
  });
});
