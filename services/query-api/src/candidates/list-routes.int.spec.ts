import { randomUUID } from 'node:crypto';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { metadataNow, runCandidateCommand, signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let userCookie: string;

async function addCandidate(name: string, role: string, interviewResult = '') {
  const candidateId = randomUUID();
  await runCandidateCommand(api, {
    type: 'AddCandidate',
    data: {
      candidateId,
      source: 'form',
      emailId: null,
      details: { name, role },
      ...(interviewResult ? { interview: { interviewResult } } : {}),
    },
    metadata: metadataNow(),
  });
  return candidateId;
}

beforeAll(async () => {
  api = await startQueryTestApp();
  await addCandidate('Ada Lovelace', 'Engineer', 'Recommended');
  await addCandidate('Grace Hopper', 'Engineer');
  await addCandidate('Alan Turing', 'Researcher', 'Pending');
  adminCookie = await api.adminCookie();
  userCookie = (await signedInUser(api)).cookie;
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const get = (url: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  api.app.inject({ method: 'GET', url, headers });
const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe('GET /api/admin/candidates', () => {
  it('refuses a visitor with 401 and a user with 403', async () => {
    expect((await get('/api/admin/candidates', {})).statusCode).toBe(401);
    const user = await get('/api/admin/candidates', { cookie: userCookie, 'x-lang': 'zh' });
    expect([user.statusCode, user.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
  });

  it('answers every candidate without parameters, and a page with the total for the filters', async () => {
    const all = await get('/api/admin/candidates');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(names(all.json())).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);

    const engineers = await get('/api/admin/candidates?role=Engineer&limit=1');
    expect(engineers.json().total).toBe(2);
    expect(engineers.json().candidates).toHaveLength(1);
    const searched = await get('/api/admin/candidates?q=turing');
    expect([searched.json().total, names(searched.json().candidates)]).toEqual([1, ['Alan Turing']]);
  });

  it('answers a page asked again after a write with the new candidate, not a kept answer', async () => {
    const before = await get('/api/admin/candidates?role=Researcher');
    expect(before.json().total).toBe(1);
    await addCandidate('Barbara Liskov', 'Researcher');
    await api.resources.caughtUp();
    const after = await get('/api/admin/candidates?role=Researcher');
    expect(names(after.json().candidates)).toEqual(['Alan Turing', 'Barbara Liskov']);
  });

  it('refuses a page size, an offset or a choice out of range with its catalogued message in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const headers = { cookie: adminCookie, 'x-lang': lang };
      const page = (await get('/api/admin/candidates?limit=501', headers)).json().message;
      expect(page).toBe(localize('common.wholeNumberBetween', lang, { min: 1, max: 500 }));
      const offset = await get('/api/admin/candidates?offset=-1', headers);
      expect([offset.statusCode, offset.json().message]).toEqual([
        400,
        localize('common.wholeNumberBetween', lang, { min: 0, max: 1_000_000 }),
      ]);
      const degree = await get('/api/admin/candidates?degree=doctor', headers);
      expect([degree.statusCode, degree.json().message]).toEqual([
        400,
        localize('common.oneOf', lang, { options: 'phd, master, bachelor, other' }),
      ]);
    }
  });
});

describe('GET /api/admin/candidates/filters', () => {
  it('answers the roles and interview results present, to admins only', async () => {
    expect((await get('/api/admin/candidates/filters', { cookie: userCookie })).statusCode).toBe(403);
    const answer = await get('/api/admin/candidates/filters');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ roles: ['Engineer', 'Researcher'], results: ['Pending', 'Recommended'] });
  });
});
