import { userDecider, userStream } from '@tb/domain';
import { handleCommand, localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { metadataNow, signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let owner: { userId: string; cookie: string };
let stranger: { userId: string; cookie: string };
const RESUME = Buffer.from('%PDF-1.4\n% my resume\n');

beforeAll(async () => {
  api = await startQueryTestApp();
  [owner, stranger] = [await signedInUser(api), await signedInUser(api)];
  const resume = await api.resources.shared.blobs.put(RESUME, {
    fileName: 'cv.pdf',
    contentType: 'application/pdf',
    maxBytes: 1024,
    owner: userStream(owner.userId),
    account: owner.userId,
  });
  await handleCommand(api.resources.shared.store, userDecider, userStream(owner.userId), {
    type: 'UploadResume',
    data: { userId: owner.userId, resume, extractedSkills: { tagsEnglish: '', tagsChinese: '' } },
    metadata: metadataNow(owner.userId),
  });
  adminCookie = await api.adminCookie();
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('GET /api/user/resume/:userId and /api/user/portfolio/:userId', () => {
  it('refuses a visitor with 401, and another user with 403 before looking whether a file exists', async () => {
    expect((await get(`/api/user/resume/${owner.userId}`)).statusCode).toBe(401);
    for (const kind of ['resume', 'portfolio']) {
      const answer = await get(`/api/user/${kind}/${owner.userId}`, { cookie: stranger.cookie, 'x-lang': 'zh' });
      expect([answer.statusCode, answer.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
    }
  });

  it('sends the resume to its owner and to an admin, never cached', async () => {
    for (const cookie of [owner.cookie, adminCookie]) {
      const answer = await get(`/api/user/resume/${owner.userId}`, { cookie });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(RESUME)).toBe(true);
      expect(answer.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
    }
  });

  it('answers 404 in the caller’s language when no file was uploaded', async () => {
    const portfolio = await get(`/api/user/portfolio/${owner.userId}`, { cookie: owner.cookie, 'x-lang': 'zh' });
    expect([portfolio.statusCode, portfolio.json().message]).toEqual([404, localize('profileFile.noFile', 'zh')]);
    const none = await get(`/api/user/resume/${stranger.userId}`, { cookie: stranger.cookie });
    expect([none.statusCode, none.json().message]).toEqual([404, localize('profileFile.noFile', 'en')]);
  });
});
