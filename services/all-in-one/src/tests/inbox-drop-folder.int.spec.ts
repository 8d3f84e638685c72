import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInbox } from '../seed/inbox/seed-inbox.ts';
import { signedInAdmin, startTestApp, type TestApp, TestClient } from '../testing.ts';
import { buildEmail, PDF, resumes } from './inbox-messages.ts';

/** Without IMAP_URL the worker reads `.eml` files dropped into DATA_DIR/inbox (the embedded default). */
let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app, { lang: 'zh' });
});
afterAll(() => app?.stop());

const emailEvents = async () =>
  (
    await app.runtime.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'EmailReceived'`,
    )
  ).rows[0]?.n;

describe('HR inbox from the drop folder', () => {
  it('reads the demo emails once, however often they are dropped', async () => {
    expect(await seedInbox({ config: { DATA_DIR: app.dataDir } })).toBe(3);
    const answer = (await admin.post('/api/admin/load-emails', {})).body;
    expect(answer.message).toBe('找到 3 封待审核邮件');
    const subjects = answer.emails.map((e: { subject: string }) => e.subject);
    expect(subjects).toContain('【计算机视觉工程师 | 上海】陈晓雯 · 博士 · 8年经验');
    expect(subjects).toContain('【AI运维工程师】Kevin Nguyen 应聘 / AI Ops Engineer application');
    for (const email of answer.emails) expect(email.hasResume).toBe(true);

    await seedInbox({ config: { DATA_DIR: app.dataDir } });
    expect((await admin.post('/api/admin/load-emails', {})).body.emails).toHaveLength(3);
    expect(await emailEvents()).toBe(3);
    const ready = await fetch(`${app.url}/readyz`).then((r) => r.json());
    expect(JSON.stringify(ready)).toContain('"mode":"drop-folder"');
  });

  it('refuses a non-admin and an unknown email', async () => {
    expect((await new TestClient(app.url).post('/api/admin/load-emails', {})).status).toBe(401);
    const unknown = await admin.post('/api/admin/process-email', { emailId: 'nope', action: 'skip' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('邮件不存在');
  });

  it("says what is wrong with a refused form (not always 'name required'), and keeps the email unprocessed", async () => {
    const { emails } = (await admin.post('/api/admin/load-emails', {})).body;
    const refused = await admin.post('/api/admin/process-email', {
      emailId: emails[0].id,
      action: 'save',
      candidateData: { ...emails[0].extractedData, name: 'Kevin Nguyen', email: 'not an address' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: '邮箱地址无效' } });
    expect((await admin.post('/api/admin/load-emails', {})).body.emails).toHaveLength(3);
  });
});

describe('an attachment name a mail client declared Latin-1 though it wrote UTF-8', () => {
  it('reaches the review as written (李 has a byte Windows-1252 cannot read), and the resume is still read', async () => {
    const fileName = '简历-李雷.pdf';
    const raw = buildEmail({
      messageId: 'declared-latin@example.net',
      from: 'li.lei@example.net',
      fromName: 'Li Lei',
      subject: 'Resume with a mislabelled name',
      text: 'Dear HR, my resume is attached. Li Lei',
      attachments: [
        { filename: fileName, contentType: PDF, content: resumes.chen(), declaredNameCharset: 'ISO-8859-1' },
      ],
    });
    mkdirSync(join(app.dataDir, 'inbox'), { recursive: true });
    writeFileSync(join(app.dataDir, 'inbox', 'declared-latin.eml'), raw);
    const { emails } = (await admin.post('/api/admin/load-emails', {})).body;
    const email = emails.find((e: { subject: string }) => e.subject === 'Resume with a mislabelled name');
    expect(email.attachments).toEqual([expect.objectContaining({ filename: fileName, contentType: PDF })]);
    expect(email.hasResume).toBe(true);
    expect(email.extractedData.resumeFileName).toBe(fileName);
  });
});
