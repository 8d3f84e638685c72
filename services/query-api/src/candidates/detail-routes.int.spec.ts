import { randomUUID } from 'node:crypto';
import { localize, revisionEtag } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { runCandidateCommand, signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let userCookie: string;
const edited = randomUUID();
const erased = randomUUID();

/** Added on 1 January as 'Ada Byron', renamed on 1 February to 'Ada Lovelace'. */
async function seed() {
  const at = (day: string) => ({ actorId: 'system', now: `${day}T00:00:00.000Z` });
  for (const candidateId of [edited, erased]) {
    await runCandidateCommand(api, {
      type: 'AddCandidate',
      data: { candidateId, source: 'form', emailId: null, details: { name: 'Ada Byron', email: 'ada@example.com' } },
      metadata: at('2026-01-01'),
    });
  }
  await runCandidateCommand(api, {
    type: 'UpdateCandidate',
    data: { candidateId: edited, details: { name: 'Ada Lovelace' } },
    metadata: at('2026-02-01'),
  });
  await runCandidateCommand(api, {
    type: 'EraseCandidate',
    data: { candidateId: erased },
    metadata: at('2026-03-01'),
  });
}

beforeAll(async () => {
  api = await startQueryTestApp();
  await seed();
  adminCookie = await api.adminCookie();
  userCookie = (await signedInUser(api)).cookie;
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const get = (url: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  api.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/candidates/:id', () => {
  it('refuses a visitor with 401 and a user with 403', async () => {
    const visitor = await get(`/api/admin/candidates/${edited}`, {});
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
    const user = await get(`/api/admin/candidates/${edited}`, { cookie: userCookie, 'x-lang': 'zh' });
    expect([user.statusCode, user.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
  });

  it('answers the candidate now, with the revision its edit form sends back as If-Match', async () => {
    const answer = await get(`/api/admin/candidates/${edited}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: edited, name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(answer.headers.etag).toBe(revisionEtag(1));
  });

  it('answers 404 in the caller’s language for an unknown or erased candidate', async () => {
    for (const id of [randomUUID(), erased]) {
      const answer = await get(`/api/admin/candidates/${id}`, { cookie: adminCookie, 'x-lang': 'zh' });
      expect([answer.statusCode, answer.json().message]).toEqual([404, localize('candidate.notFound', 'zh')]);
    }
    // An id no candidate can have (not a UUID) names no candidate either: the same 404.
    const malformed = await get('/api/admin/candidates/not-a-uuid', { cookie: adminCookie, 'x-lang': 'zh' });
    expect([malformed.statusCode, malformed.json().message]).toEqual([404, localize('candidate.notFound', 'zh')]);
  });

  it('answers the candidate as it stood at a time, and before it existed with no candidate', async () => {
    const january = await get(`/api/admin/candidates/${edited}?asOf=2026-01-15T00:00:00Z`);
    expect(january.statusCode).toBe(200);
    expect(january.json()).toMatchObject({ revision: 0, erased: false, candidate: { name: 'Ada Byron' } });
    const february = await get(`/api/admin/candidates/${edited}?asOf=2026-02-15T00:00:00Z`);
    expect(february.json()).toMatchObject({ revision: 1, candidate: { name: 'Ada Lovelace' } });
    const before = await get(`/api/admin/candidates/${edited}?asOf=2025-12-01T00:00:00Z`);
    expect(before.json()).toMatchObject({ revision: -1 });
  });

  it('answers an erased candidate as of a time after the erasure with no personal data', async () => {
    const answer = await get(`/api/admin/candidates/${erased}?asOf=2026-03-15T00:00:00Z`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ erased: true, candidate: null });
    expect(answer.body).not.toContain('Ada');
  });

  it('refuses a time that is not one, in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await get(`/api/admin/candidates/${edited}?asOf=yesterday`, {
        cookie: adminCookie,
        'x-lang': lang,
      });
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('common.invalidDate', lang)]);
    }
  });
});

describe('GET /api/admin/candidates/:id/history', () => {
  it('answers the changes newest first, and 404 for an unknown candidate', async () => {
    const answer = await get(`/api/admin/candidates/${edited}/history`);
    expect(answer.statusCode).toBe(200);
    const { candidateId, erased: gone, entries } = answer.json();
    expect([candidateId, gone]).toEqual([edited, false]);
    expect(entries.map((entry: { revision: number }) => entry.revision)).toEqual([1, 0]);
    expect(entries[1]).toMatchObject({ at: '2026-01-01T00:00:00.000Z', source: 'form' });

    const unknown = await get(`/api/admin/candidates/${randomUUID()}/history`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('candidate.notFound', 'en')]);
  });

  it('answers an erased candidate’s history as erased, with no personal data', async () => {
    const answer = await get(`/api/admin/candidates/${erased}/history`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().erased).toBe(true);
    expect(answer.body).not.toContain('ada@example.com');
  });
});
