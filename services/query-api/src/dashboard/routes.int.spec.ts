import { randomUUID } from 'node:crypto';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { metadataNow, runCandidateCommand, signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  api = await startQueryTestApp();
  await runCandidateCommand(api, {
    type: 'AddCandidate',
    data: {
      candidateId: randomUUID(),
      source: 'form',
      emailId: null,
      details: { name: 'Interviewed', position: 'Engineer' },
      interview: { isInterviewed: true, english: 4, interviewResult: 'Recommended' },
    },
    metadata: metadataNow(),
  });
  await runCandidateCommand(api, {
    type: 'AddCandidate',
    data: {
      candidateId: randomUUID(),
      source: 'form',
      emailId: null,
      details: { name: 'Waiting', position: 'Engineer' },
    },
    metadata: metadataNow(),
  });
  adminCookie = await api.adminCookie();
  userCookie = (await signedInUser(api)).cookie;
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const get = (url: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  api.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/dashboard', () => {
  it('refuses a visitor with 401 and a user with 403 before reading the period', async () => {
    expect((await get('/api/admin/dashboard?days=14', {})).statusCode).toBe(401);
    const user = await get('/api/admin/dashboard?days=14', { cookie: userCookie, 'x-lang': 'zh' });
    expect([user.statusCode, user.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
  });

  it('refuses a period that is not one of the choices, in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await get('/api/admin/dashboard?days=14', { cookie: adminCookie, 'x-lang': lang });
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('dashboard.daysChoice', lang)]);
    }
  });

  it('answers the period’s figures: candidates, interviews, rates, positions and totals', async () => {
    const answer = await get('/api/admin/dashboard?days=7');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({
      days: 7,
      totalCandidates: 2,
      interviewed: 1,
      recommended: 1,
      interviewRate: 50,
      recommendationRate: 100,
      positions: [{ position: 'Engineer', count: 2 }],
      totals: { users: 2, projects: 0, candidates: 2 },
    });
    const weekly = answer.json().weekly as { candidates: number }[];
    expect(weekly.reduce((n, week) => n + week.candidates, 0)).toBe(2);
  });

  it('answers the default period of 30 days without a choice', async () => {
    expect((await get('/api/admin/dashboard')).json().days).toBe(30);
  });
});

describe('GET /api/admin/parked-events', () => {
  it('answers none parked to an admin, and 403 to a user', async () => {
    expect((await get('/api/admin/parked-events', { cookie: userCookie })).statusCode).toBe(403);
    expect((await get('/api/admin/parked-events')).json()).toEqual({ total: 0, events: [] });
  });
});
