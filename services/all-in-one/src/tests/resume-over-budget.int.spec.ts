import { ensureAdmin } from '@tb/command-api';
import { configureDocumentPool } from '@tb/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyTextOpsPdf } from '../../../../packages/documents/src/testing/hostile-documents.ts';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * Issue 22: a resume whose reading runs over the parser's time budget is still stored (the user wants their resume
 * kept), and the answer says in the caller's language that its skills could not be read, and why; the admin's
 * upload for review says it the same way (`readError`). Here the budget is half a second and the resume a PDF of
 * 50 pages × 60,000 one-letter text operations, which takes far longer to lay out.
 */
const SLOW_PDF = Buffer.from(tinyTextOpsPdf(50, 60_000));
const TIMEOUT = {
  en: 'Reading the document took too long and was stopped.',
  zh: '读取文档超时，已停止处理。',
};

let app: TestApp;

function form(field: string, bytes: Buffer, fileName: string) {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return body;
}

async function signUp(email: string, username: string, lang: 'en' | 'zh') {
  const client = new TestClient(app.url, lang);
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  await client.post('/api/auth/register', { email, username, password: 'secret12', code: sent.body.code });
  expect((await client.post('/api/auth/login', { email, password: 'secret12' })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  app = await startTestApp();
  await configureDocumentPool({ budgetMs: 500 });
});
afterAll(async () => {
  await configureDocumentPool({});
  await app?.stop();
});

describe('a resume over the parse budget', () => {
  it.each(['en', 'zh'] as const)('is stored from the profile, with a warning and its reason in %s', async (lang) => {
    const seeker = await signUp(`slow.${lang}@example.com`, `slow_${lang}`, lang);
    const uploaded = await seeker.post('/api/user/resume', form('resume', SLOW_PDF, 'cv.pdf'));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      resumeFileName: 'cv.pdf',
      extractedSkills: { tagsEnglish: '', tagsChinese: '' },
      warnings: ['skillsNotRead'],
      readError: TIMEOUT[lang],
    });
    // Stored: on the profile, and served back to its owner.
    const profile = await seeker.get('/api/user/profile');
    expect(profile.body.resumeFileName).toBe('cv.pdf');
    const file = await seeker.bytes(`/api/user/resume/${profile.body.id}`);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(SLOW_PDF)).toBe(true);
  });

  it("is kept for the admin's review form too, with the same reason", async () => {
    await ensureAdmin(app.runtime.store, { email: 'slow-admin@example.com', password: 'secret12' });
    const admin = new TestClient(app.url, 'zh');
    expect(
      (await admin.post('/api/auth/login', { email: 'slow-admin@example.com', password: 'secret12' })).status,
    ).toBe(200);
    const review = await admin.post('/api/admin/upload-candidate', form('resume', SLOW_PDF, 'cv.pdf'));
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ readError: TIMEOUT.zh, extractedData: { resumeFileName: 'cv.pdf' } });
    expect(review.body.extractedData.resumeLink).not.toBe('');
  });
});
