import { randomUUID } from 'node:crypto';
import { emptyProjectFields } from '@tb/contracts';
import { applicationDecider, applicationStream, projectDecider, projectStream } from '@tb/domain';
import { handleCommand, localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { metadataNow, signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let ada: { userId: string; cookie: string };
let grace: { userId: string; cookie: string };
const projectId = randomUUID();

async function apply(userId: string, applicationId: string, appliedAt: string) {
  await handleCommand(api.resources.shared.store, applicationDecider, applicationStream(applicationId), {
    type: 'SubmitApplication',
    data: {
      applicationId,
      userId,
      projectId,
      name: 'Applicant',
      email: 'applicant@example.com',
      position: 'Engineer',
      company: '',
      message: 'Hello',
      resume: null,
      project: 'active',
    },
    metadata: { actorId: userId, now: appliedAt },
  });
}

const adasApplication = randomUUID();
const gracesApplication = randomUUID();

beforeAll(async () => {
  api = await startQueryTestApp();
  await handleCommand(api.resources.shared.store, projectDecider, projectStream(projectId), {
    type: 'CreateProject',
    data: { projectId, fields: { ...emptyProjectFields(), titleEn: 'Agents', titleZh: '智能体' }, isActive: true },
    metadata: metadataNow(),
  });
  [ada, grace] = [await signedInUser(api), await signedInUser(api)];
  await apply(ada.userId, adasApplication, '2026-01-01T00:00:00.000Z');
  await apply(grace.userId, gracesApplication, '2026-01-02T00:00:00.000Z');
  adminCookie = await api.adminCookie();
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const get = (url: string, headers: Record<string, string>) => api.app.inject({ method: 'GET', url, headers });
const ids = (answer: { json(): { id: string }[] }) => answer.json().map((application) => application.id);

describe('GET /api/user/projects', () => {
  it('refuses a visitor with 401 in the caller’s language', async () => {
    const visitor = await get('/api/user/projects', { 'x-lang': 'zh' });
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, localize('common.signInFirst', 'zh')]);
  });

  it('answers the signed-in user’s own applications with their project, without the applicant block', async () => {
    const answer = await get('/api/user/projects', { cookie: ada.cookie });
    expect(answer.statusCode).toBe(200);
    expect(ids(answer)).toEqual([adasApplication]);
    expect(answer.json()[0]).toMatchObject({
      applicationStatus: 'applied',
      project: { id: projectId, titleZh: '智能体' },
    });
    expect(answer.json()[0]).not.toHaveProperty('user');
  });

  it('refuses a user naming anyone (?userId=) with 403 whatever the id, before reading it', async () => {
    for (const id of [grace.userId, ada.userId, 'x'.repeat(500)]) {
      const answer = await get(`/api/user/projects?userId=${id}`, { cookie: ada.cookie });
      expect([answer.statusCode, answer.json().message]).toEqual([403, localize('common.notAllowed', 'en')]);
    }
  });

  it('answers one user’s applications to an admin naming them, with the applicant', async () => {
    const answer = await get(`/api/user/projects?userId=${grace.userId}`, { cookie: adminCookie });
    expect(ids(answer)).toEqual([gracesApplication]);
    expect(answer.json()[0].user).toMatchObject({ id: grace.userId });
    expect((await get(`/api/user/projects?userId=${randomUUID()}`, { cookie: adminCookie })).json()).toEqual([]);
  });

  it('refuses an admin naming an empty or over-long user id with 400, in both languages', async () => {
    for (const [id, lang] of [
      ['', 'en'],
      ['', 'zh'],
      ['x'.repeat(101), 'zh'],
    ] as const) {
      const answer = await get(`/api/user/projects?userId=${id}`, { cookie: adminCookie, 'x-lang': lang });
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('auth.userNotFound', lang)]);
    }
  });
});

describe('GET /api/admin/applications', () => {
  it('answers every application newest first to an admin, and 403 to a user', async () => {
    expect((await get('/api/admin/applications', { cookie: ada.cookie })).statusCode).toBe(403);
    const answer = await get('/api/admin/applications', { cookie: adminCookie });
    expect(ids(answer)).toEqual([gracesApplication, adasApplication]);
  });
});
