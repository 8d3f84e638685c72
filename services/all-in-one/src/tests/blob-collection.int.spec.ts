import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAdmin } from '@tb/command-api';
import { FileBlobStore, OwnedBlobStore } from '@tb/platform';
import { BLOB_GRACE_MS, collectBlobs } from '@tb/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { buildEmail, PDF } from './inbox-messages.ts';
import { eventCount } from './raw-http.ts';

/**
 * Issue 24, item 6: files no event refers to go after a grace period (the collector, with an injected clock),
 * every referenced one stays; each job seeker's files fit a storage quota (here 1 MB), tested at its boundary.
 */
const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../packages/documents/fixtures/resumes/${name}`, import.meta.url));
/** A fixture made unique (a PDF comment after its end): each owner below gets bytes of its own. */
const uniquePdf = (label: string) => Buffer.concat([fixture('en-ml-engineer.pdf'), Buffer.from(`\n%${label}\n`)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let app: TestApp;
let admin: TestClient;
let seeker: TestClient;
let files: FileBlobStore;

function form(field: string, bytes: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return body;
}

/** A ZIP's first bytes padded to exactly `size` bytes: a portfolio the content check accepts. */
function zipOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]).copy(bytes);
  bytes.writeUInt32LE(0x06054b50, size - 22);
  return bytes;
}

async function register(client: TestClient, email: string, username: string) {
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  const registered = await client.post('/api/auth/register', {
    email,
    username,
    password: 'Quiet-Harbor-51',
    code: sent.body.code,
  });
  expect(registered.status).toBe(201);
  expect((await client.post('/api/auth/login', { email, password: 'Quiet-Harbor-51' })).status).toBe(200);
}

const collect = (at: Date) =>
  collectBlobs({ pool: app.runtime.database.pool, store: app.runtime.store, dataDir: app.dataDir, now: () => at });

beforeAll(async () => {
  app = await startTestApp({ STORAGE_QUOTA_MB: '1' });
  await ensureAdmin(app.runtime.store, { email: 'files-admin@example.com', password: 'Quiet-Harbor-51' });
  admin = new TestClient(app.url);
  await admin.post('/api/auth/login', { email: 'files-admin@example.com', password: 'Quiet-Harbor-51' });
  seeker = new TestClient(app.url);
  await register(seeker, 'files-seeker@example.com', 'files-seeker');
  files = new FileBlobStore(join(app.dataDir, 'blobs'));
});
afterAll(() => app?.stop());

describe('unreferenced files', () => {
  it('go after the grace period; files of candidates, profiles, contact messages, emails and applications stay', async () => {
    // Referenced: a candidate's resume, the profile's current resume and portfolio, a contact message's
    // attachment, an inbox email's attachment, an application's resume.
    const candidateResume = uniquePdf('candidate');
    const uploaded = await admin.post('/api/admin/upload-candidate', form('resume', candidateResume, 'cv.pdf'));
    expect(uploaded.status).toBe(200);
    const saved = await admin.post('/api/admin/save-candidate', { ...uploaded.body.extractedData, name: 'Kept Kim' });
    expect(saved.status).toBe(201);

    const firstResume = uniquePdf('first resume');
    const currentResume = uniquePdf('current resume');
    expect((await seeker.post('/api/user/resume', form('resume', firstResume, 'cv.pdf'))).status).toBe(200);
    expect((await seeker.post('/api/user/resume', form('resume', currentResume, 'cv.pdf'))).status).toBe(200);
    const portfolio = zipOf(4096);
    expect((await seeker.post('/api/user/portfolio', form('portfolio', portfolio, 'work.zip'))).status).toBe(200);

    const contactFile = uniquePdf('contact');
    const contact = await new TestClient(app.url).post(
      '/api/contact',
      form('file', contactFile, 'role.pdf', { name: 'Visitor', email: 'visitor@example.com', message: 'We hire.' }),
    );
    expect(contact.status).toBe(200);

    const emailFile = uniquePdf('email');
    mkdirSync(join(app.dataDir, 'inbox'), { recursive: true });
    writeFileSync(
      join(app.dataDir, 'inbox', 'kept.eml'),
      buildEmail({
        messageId: 'kept-attachment@example.net',
        from: 'applicant@example.net',
        fromName: 'Avery Applicant',
        subject: 'My resume',
        text: 'Please find my resume attached.',
        attachments: [{ filename: 'avery.pdf', contentType: PDF, content: emailFile }],
      }),
    );
    expect((await admin.post('/api/admin/load-emails', {})).status).toBe(200);

    const project = await admin.post('/api/projects', {
      titleEn: 'Files AI - Engineer',
      titleZh: 'Files AI - 工程师',
      descriptionEn: '<p>x</p>',
      descriptionZh: '<p>x</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
    });
    const applicationResume = Buffer.from('Name: Files Seeker\nSkills: Python\n');
    const applied = await seeker.post(
      '/api/application',
      form('file', applicationResume, 'resume.txt', { projectId: project.body.id, position: 'Engineer' }),
    );
    expect(applied.status).toBe(201);

    // Unreferenced: a candidate resume uploaded for review and never saved (its hold lapses after 7 days), a
    // file whose request failed after storing it (an owner, no event), and one a crash left without even an owner.
    const abandoned = uniquePdf('abandoned review');
    expect((await admin.post('/api/admin/upload-candidate', form('resume', abandoned, 'cv.pdf'))).status).toBe(200);
    const blobs = await OwnedBlobStore.open(app.runtime.database.pool, files);
    const failed = await blobs.put(uniquePdf('failed request'), {
      fileName: 'x.pdf',
      contentType: PDF,
      maxBytes: MB,
      owner: 'user-nobody#portfolio',
    });
    const crashed = await files.put(uniquePdf('crash before owner'), {
      fileName: 'y.pdf',
      contentType: PDF,
      maxBytes: MB,
    });
    // The replaced resume went with its replacement already (nothing else used it).
    expect(await files.exists(sha256(firstResume))).toBe(false);

    const referenced = [candidateResume, currentResume, portfolio, contactFile, emailFile, applicationResume];
    for (const bytes of referenced) expect(await files.exists(sha256(bytes))).toBe(true);

    // Within the grace period nothing goes: a request may still be on its way to the event that refers to it.
    expect((await collect(new Date())).removedFiles).toBe(0);
    expect(await files.exists(failed.id)).toBe(true);
    expect(await files.exists(crashed.id)).toBe(true);

    // A day later the two orphans go; the upload awaiting review is still held.
    const dayLater = await collect(new Date(Date.now() + BLOB_GRACE_MS + 60_000));
    expect(dayLater.removedFiles).toBe(2);
    expect(await files.exists(failed.id)).toBe(false);
    expect(await files.exists(crashed.id)).toBe(false);
    expect(await files.exists(sha256(abandoned))).toBe(true);

    // Past the hold (7 days) the abandoned review goes too; every referenced file stays and is still served.
    const weekLater = await collect(new Date(Date.now() + 8 * DAY));
    expect(weekLater.removedFiles).toBe(1);
    expect(await files.exists(sha256(abandoned))).toBe(false);
    for (const bytes of referenced) expect(await files.exists(sha256(bytes))).toBe(true);
    expect((await admin.bytes(`/api/candidates/resume/${saved.body.id}`)).status).toBe(200);
    const { rows } = await app.runtime.database.pool.query(
      'SELECT 1 FROM platform.blob_owners WHERE sha256 = ANY($1)',
      [[failed.id, crashed.id, sha256(abandoned)]],
    );
    expect(rows).toEqual([]);
  });

  it('a file given an owner within the grace period stays even when old on disk (a claim in flight)', async () => {
    const blobs = await OwnedBlobStore.open(app.runtime.database.pool, files);
    const old = await blobs.put(uniquePdf('claimed late'), {
      fileName: 'z.pdf',
      contentType: PDF,
      maxBytes: MB,
      owner: 'x',
    });
    const path = join(app.dataDir, 'blobs', old.id.slice(0, 2), old.id.slice(2, 4), old.id);
    const longAgo = new Date(Date.now() - 3 * DAY);
    utimesSync(path, longAgo, longAgo);
    await app.runtime.database.pool.query(
      `UPDATE platform.blob_owners SET created_at = now() - interval '3 days' WHERE sha256 = $1`,
      [old.id],
    );
    await blobs.claim(old.id, 'candidate-about-to-refer');
    expect((await collect(new Date())).removedFiles).toBe(0);
    expect(await files.exists(old.id)).toBe(true);
  });
});

describe('npm run projections -- gc-blobs', () => {
  it('collects on the running app’s database and data folder, and says what it did', async () => {
    const orphan = await files.put(uniquePdf('cli orphan'), { fileName: 'o.pdf', contentType: PDF, maxBytes: MB });
    const cli = fileURLToPath(new URL('../../../projectors/src/cli.ts', import.meta.url));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [cli, 'gc-blobs', ...args], {
        env: { ...process.env, DATABASE_URL: app.runtime.database.url, DATA_DIR: app.dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const kept = run();
    expect(kept.status, kept.stderr).toBe(0);
    expect(kept.stderr).toMatch(
      /files referenced by events; removed 0 unreferenced files \(0\.0 MB\) older than 24 hours/,
    );
    expect(await files.exists(orphan.id)).toBe(true);
    const removed = run('--grace-hours', '0');
    expect(removed.stderr).toMatch(/removed [1-9]\d* unreferenced files/);
    expect(await files.exists(orphan.id)).toBe(false);
    expect(run('--grace-hours', 'soon').status).toBe(2);
  });
});

describe('storage quota (1 MB here, 200 MB by default)', () => {
  it('takes files up to the quota exactly, refuses one byte more in the uploader’s language, and lets a file be replaced', async () => {
    const user = new TestClient(app.url, 'zh');
    await register(user, 'quota@example.com', 'quota-user');
    const resume = uniquePdf('quota resume');
    expect((await user.post('/api/user/resume', form('resume', resume, 'cv.pdf'))).status).toBe(200);
    const exact = zipOf(MB - resume.length);
    expect((await user.post('/api/user/portfolio', form('portfolio', exact, 'exact.zip'))).status).toBe(200);

    // Replacing the portfolio with one a byte larger would pass 1 MB: refused, nothing stored, nothing appended.
    const before = await eventCount(app);
    const over = zipOf(MB - resume.length + 1);
    const refused = await user.post('/api/user/portfolio', form('portfolio', over, 'over.zip'));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('您的存储空间已满：文件已占用 1.0 MB（上限 1.0 MB）。请删除或替换文件后重试。');
    expect(await eventCount(app)).toBe(before);
    expect(await files.exists(sha256(over))).toBe(false);
    expect((await user.get('/api/user/profile')).body.portfolioFileName).toBe('exact.zip');

    // Replacing it with one of the same size fits (the replaced one no longer counts) and frees the old one.
    const same = zipOf(MB - resume.length);
    same[100] = 1;
    expect((await user.post('/api/user/portfolio', form('portfolio', same, 'same.zip'))).status).toBe(200);
    expect(await files.exists(sha256(exact))).toBe(false);

    // Full now: an application's resume is refused in English for an English caller too.
    const project = await admin.post('/api/projects', {
      titleEn: 'Quota AI',
      titleZh: 'Quota AI',
      descriptionEn: '<p>x</p>',
      descriptionZh: '<p>x</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
    });
    const apply = await user.request(
      'POST',
      '/api/application',
      form('file', Buffer.from('Name: Quota\n'), 'resume.txt', { projectId: project.body.id, position: 'Engineer' }),
      { 'x-lang': 'en' },
    );
    expect(apply.status).toBe(413);
    expect(apply.body.message).toBe(
      'Your storage is full: your files use 1.0 MB of 1.0 MB. Delete or replace a file and try again.',
    );
  });

  it('holds for uploads sent at once: together they cannot pass the quota', async () => {
    const user = new TestClient(app.url);
    await register(user, 'racing-quota@example.com', 'racing-quota');
    const projects: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await admin.post('/api/projects', {
        titleEn: `Race ${i}`,
        titleZh: `Race ${i}`,
        descriptionEn: '<p>x</p>',
        descriptionZh: '<p>x</p>',
        locationEn: 'Remote',
        locationZh: '远程',
        typeEn: 'Full-time',
        typeZh: '全职',
      });
      projects.push(created.body.id as string);
    }
    // Five applications of 0.45 MB each at once against 1 MB: two fit. Each was checked against the files stored
    // before it and more were kept when the check was not one step with the reservation.
    const resume = (i: number) =>
      Buffer.from(`Name: Race ${i}\n${'lorem ipsum '.repeat(Math.floor((0.45 * MB) / 12))}`);
    const answers = await Promise.all(
      projects.map((projectId, i) =>
        user.post('/api/application', form('file', resume(i), `cv${i}.txt`, { projectId, position: 'Engineer' })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 413, 413, 413]);
    const userId = (await user.get('/api/user/profile')).body.id as string;
    expect(userId).toBeTruthy();
    const owned = await OwnedBlobStore.open(app.runtime.database.pool, files);
    expect(await owned.usage(userId)).toBeLessThanOrEqual(MB);
    expect(await owned.usage(userId)).toBeGreaterThan(0.7 * MB);
  });

  it('does not apply to admins', async () => {
    const big = zipOf(2 * MB);
    expect((await admin.post('/api/user/portfolio', form('portfolio', big, 'big.zip'))).status).toBe(200);
  });
});
