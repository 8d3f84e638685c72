import { randomUUID } from 'node:crypto';
import { candidateStream } from '@tb/domain';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { metadataNow, runCandidateCommand, signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let userCookie: string;
const withFiles = randomUUID();
const withLink = randomUUID();
const withNothing = randomUUID();
const RESUME = Buffer.from('%PDF-1.4\n% 简历\n');

beforeAll(async () => {
  api = await startQueryTestApp();
  const resume = await api.resources.shared.blobs.put(RESUME, {
    fileName: '张伟 简历.pdf',
    contentType: 'application/pdf',
    maxBytes: 1024,
    owner: candidateStream(withFiles),
  });
  const add = (
    candidateId: string,
    details: { name: string; portfolio?: string },
    file = null as typeof resume | null,
  ) =>
    runCandidateCommand(api, {
      type: 'AddCandidate',
      data: { candidateId, source: 'form', emailId: null, details, resume: file },
      metadata: metadataNow(),
    });
  await add(withFiles, { name: '张伟' }, resume);
  await add(withLink, { name: 'Linked', portfolio: 'https://portfolio.example.com/linked' });
  await add(withNothing, { name: 'Nothing' });
  adminCookie = await api.adminCookie();
  userCookie = (await signedInUser(api)).cookie;
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const get = (url: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  api.app.inject({ method: 'GET', url, headers });

describe('GET /api/candidates/resume/:id', () => {
  it('refuses a visitor with 401 and a user with 403', async () => {
    expect((await get(`/api/candidates/resume/${withFiles}`, {})).statusCode).toBe(401);
    const user = await get(`/api/candidates/resume/${withFiles}`, { cookie: userCookie });
    expect([user.statusCode, user.json().message]).toEqual([403, localize('common.notAllowed', 'en')]);
  });

  it('sends the stored resume with its type, size and UTF-8 name, never cached', async () => {
    const answer = await get(`/api/candidates/resume/${withFiles}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(RESUME)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(RESUME.length),
      'content-disposition': `inline; filename="__ __.pdf"; filename*=UTF-8''${encodeURIComponent('张伟 简历.pdf')}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('answers 404 in the caller’s language when no file is stored, or no candidate', async () => {
    const english = await get(`/api/candidates/resume/${withFiles}?lang=en`, { cookie: adminCookie, 'x-lang': 'zh' });
    expect([english.statusCode, english.json().message]).toEqual([404, localize('candidate.noFileStored', 'zh')]);
    const none = await get(`/api/candidates/resume/${withNothing}`);
    expect([none.statusCode, none.json().message]).toEqual([404, localize('candidate.noFileStored', 'en')]);
    const unknown = await get(`/api/candidates/resume/${randomUUID()}`, { cookie: adminCookie, 'x-lang': 'zh' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('candidate.notFound', 'zh')]);
  });
});

describe('GET /api/candidates/portfolio/:id', () => {
  it('redirects to a portfolio typed as a link, and answers 404 when there is none', async () => {
    const linked = await get(`/api/candidates/portfolio/${withLink}`);
    expect([linked.statusCode, linked.headers.location]).toEqual([302, 'https://portfolio.example.com/linked']);
    const none = await get(`/api/candidates/portfolio/${withNothing}`, { cookie: adminCookie, 'x-lang': 'zh' });
    expect([none.statusCode, none.json().message]).toEqual([404, localize('candidate.noFileStored', 'zh')]);
    expect((await get(`/api/candidates/portfolio/${withLink}`, { cookie: userCookie })).statusCode).toBe(403);
  });
});
