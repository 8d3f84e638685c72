import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configureDocumentPool, documentPoolStats, extractText } from '@tb/documents';
import { FileBlobStore } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyTextOpsPdf } from '../../../../packages/documents/src/testing/hostile-documents.ts';
import { signedInAdmin, startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * Every route that reads a document answers 503 with a message in the caller's language when the parser
 * threads' queue is full, and stores nothing. The pool here has one thread and no room to wait; a
 * pathological PDF (60,000 one-letter text operations on each of 50 pages) holds that thread meanwhile. A refused
 * file is let go of at once: nothing of it stays in the blob store.
 */
const fixture = (path: string) =>
  readFileSync(new URL(`../../../../packages/documents/fixtures/${path}`, import.meta.url));
const RESUME = fixture('resumes/zh-ai-trainer.docx');
/** The admin's own file, so each check sees only its route's leftovers. */
const ADMIN_RESUME = fixture('resumes/en-ml-engineer.pdf');
const OPENING = fixture('openings/opening-en-llm.docx');
const BUSY_EN = 'Many documents are being read right now. Please try again in a minute.';
const BUSY_ZH = '当前正在读取的文档较多，请一分钟后再试。';

let app: TestApp;
let admin: TestClient;
let seekerEn: TestClient;
let seekerZh: TestClient;
let hog: Promise<unknown>;

/**
 * Nothing of a refused file is left: no file in the blob store and no upload hold on it (it went at once, not
 * when its hold would have lapsed days later).
 */
async function expectNothingKept(bytes: Buffer) {
  const id = createHash('sha256').update(bytes).digest('hex');
  expect(await new FileBlobStore(join(app.dataDir, 'blobs')).exists(id)).toBe(false);
  const { rows } = await app.runtime.database.pool.query('SELECT owner FROM platform.blob_owners WHERE sha256 = $1', [
    id,
  ]);
  expect(rows).toEqual([]);
}

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
  admin = await signedInAdmin(app, { firstName: 'Lin', lastName: 'Boss' });
  seekerEn = await signUp('ana@example.com', 'ana', 'en');
  seekerZh = await signUp('li@example.com', 'lilei', 'zh');
  await configureDocumentPool({ size: 1, maxQueued: 0, budgetMs: 60_000 });
  hog = extractText(tinyTextOpsPdf(50, 60_000), { account: 'someone-else' }).catch((error: unknown) => error);
  // The hog's thread starts in well under a second; wait for it (expect.poll is for tests, not hooks).
  for (let i = 0; i < 200 && documentPoolStats().running === 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(documentPoolStats().running).toBe(1);
});

afterAll(async () => {
  await configureDocumentPool({});
  await hog;
  await app?.stop();
});

describe('parser threads all busy', () => {
  it("a job seeker's resume upload answers 503 in their language and stores nothing", async () => {
    const en = await seekerEn.post('/api/user/resume', form('resume', RESUME, 'cv.docx'));
    expect([en.status, en.body]).toEqual([503, { message: BUSY_EN }]);
    const zh = await seekerZh.post('/api/user/resume', form('resume', RESUME, 'cv.docx'));
    expect([zh.status, zh.body]).toEqual([503, { message: BUSY_ZH }]);
    const profile = await seekerEn.get('/api/user/profile');
    expect(profile.body.resumeFileName ?? '').toBe('');
    await expectNothingKept(RESUME);
  });

  it("an admin's resume upload for review and an opening's extraction answer 503", async () => {
    const review = await admin.post('/api/admin/upload-candidate', form('resume', ADMIN_RESUME, 'cv.pdf'));
    expect([review.status, review.body]).toEqual([503, { message: BUSY_EN }]);
    await expectNothingKept(ADMIN_RESUME);
    const opening = await admin.post('/api/projects/extract', form('file', OPENING, 'opening.docx'));
    expect([opening.status, opening.body]).toEqual([503, { message: BUSY_EN }]);
    await expectNothingKept(OPENING);
  });

  it('the product stays up: the health check answers at once and the hog is still running', async () => {
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(documentPoolStats().running).toBe(1);
  });
});
