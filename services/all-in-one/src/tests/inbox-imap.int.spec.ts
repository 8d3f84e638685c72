import { join } from 'node:path';
import { startInboxWorker } from '@tb/inbox-worker';
import { FileBlobStore, OwnedBlobStore } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, startTestApp, type TestApp, TestClient } from '../testing.ts';
import { dovecotMissing, TestDovecot } from './inbox-dovecot.ts';
import { buildEmail, PDF, resumes } from './inbox-messages.ts';

/**
 * The HR inbox against a real Dovecot: Chinese headers and GB2312 / GBK bodies,
 * two attachments, a sender outside the filter, a message read twice, a server restarted mid-sync; then
 * Save and Skip through the API.
 */
const missing = dovecotMissing();
if (missing) console.warn(`inbox IMAP tests skipped: ${missing}`);

let dovecot: TestDovecot;
let app: TestApp;
let admin: TestClient;

const chen = buildEmail({
  messageId: 'chen-1@zhipin.com',
  from: 'notify@zhipin.com',
  fromName: 'BOSS直聘',
  subject: '【计算机视觉工程师】陈晓雯 | 8年经验 应聘贵公司职位',
  charset: 'GB2312',
  text: '您好，HR：\n\n陈晓雯 应聘 计算机视觉工程师，简历见附件。\n\n——BOSS直聘',
  attachments: [{ filename: '陈晓雯_简历.pdf', contentType: PDF, content: resumes.chen() }],
});
const becker = buildEmail({
  messageId: 'becker-1@mail.zhipin.com',
  from: 'jobs@mail.zhipin.com',
  fromName: '招聘通知',
  subject: '新简历：Thomas Becker 应聘 软件工程师',
  charset: 'GBK',
  text: '候选人 Thomas Becker 投递了简历。\n附件：简历与作品集。',
  html: '<p>候选人 <b>Thomas Becker</b> 投递了简历。</p><script>alert(1)</script><img src="http://track.example/x.gif">',
  attachments: [
    { filename: 'Thomas_Becker_CV.pdf', contentType: PDF, content: resumes.becker() },
    { filename: 'portfolio.txt', contentType: 'text/plain', content: Buffer.from('github.com/tbecker') },
  ],
});
const spam = buildEmail({
  messageId: 'spam-1@example.net',
  from: 'offers@example.net',
  fromName: 'Spam',
  subject: 'Cheap offers',
  text: 'Buy now',
});
const nguyen = buildEmail({
  messageId: 'nguyen-1@zhipin.com',
  from: 'notify@zhipin.com',
  fromName: 'BOSS直聘',
  subject: 'Kevin Nguyen applied: AI Ops Engineer',
  text: 'Kevin Nguyen applied. Resume attached.',
  attachments: [{ filename: 'Kevin_Nguyen.pdf', contentType: PDF, content: resumes.nguyen() }],
});

const receivedCount = async () =>
  (
    await app.runtime.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'EmailReceived'`,
    )
  ).rows[0]?.n ?? 0;

const load = async (sinceDate?: string) =>
  (await admin.post('/api/admin/load-emails', sinceDate === undefined ? {} : { sinceDate })).body;

describe.skipIf(missing)('HR inbox over IMAP', () => {
  beforeAll(async () => {
    dovecot = new TestDovecot();
    await dovecot.start();
    app = await startTestApp({ IMAP_URL: dovecot.url, IMAP_SENDER_FILTER: 'zhipin.com' });
    admin = await signedInAdmin(app, { firstName: 'Lin', lastName: 'Boss' });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await dovecot?.destroy();
  });

  it('reads Chinese headers and legacy-charset bodies, keeps both attachments, ignores other senders', async () => {
    await dovecot.append('INBOX', chen, becker, spam);
    const answer = await load();
    expect(answer.requiresReview).toBe(true);
    expect(answer.message).toBe('Found 2 emails to review');
    const bySubject = (part: string) => answer.emails.find((e: { subject: string }) => e.subject.includes(part));
    const first = bySubject('陈晓雯');
    const second = bySubject('Becker');
    expect(first.subject).toBe('【计算机视觉工程师】陈晓雯 | 8年经验 应聘贵公司职位');
    expect(first.from).toBe('BOSS直聘 <notify@zhipin.com>');
    expect(first.body).toContain('陈晓雯 应聘 计算机视觉工程师');
    expect(first.hasResume).toBe(true);
    expect(first.extractedData).toMatchObject({ name: '陈晓雯', email: 'chenxw_cv@outlook.com', emailId: first.id });
    expect(first.attachments).toEqual([
      expect.objectContaining({ filename: '陈晓雯_简历.pdf', contentType: PDF, size: resumes.chen().length }),
    ]);
    expect(second.subject).toBe('新简历：Thomas Becker 应聘 软件工程师');
    expect(second.body).toContain('<b>Thomas Becker</b>');
    expect(second.body).not.toMatch(/script|img|track/);
    expect(second.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'Thomas_Becker_CV.pdf',
      'portfolio.txt',
    ]);
    expect(second.extractedData.name).toBe('Thomas Becker');

    const file = await admin.get(first.attachments[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-length')).toBe(String(resumes.chen().length));
    expect(file.headers.get('content-type')).toBe(PDF);
    const text = await admin.get(second.attachments[1].url);
    expect(text.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await admin.get(second.attachments[1].url.replace('portfolio.txt', 'other.txt'))).status).toBe(404);
    expect((await new TestClient(app.url).get(first.attachments[0].url)).status).toBe(401);
  });

  it('appends one event per message, however often it is seen', async () => {
    // The same message delivered again gets a new UID; a second folder copy too.
    await dovecot.append('INBOX', chen);
    const answer = await load();
    expect(answer.emails).toHaveLength(2);
    const received = await app.runtime.database.pool.query(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'EmailReceived'`,
    );
    expect(received.rows[0].n).toBe(2);
  });

  it('reconnects after the server restarts mid-sync, losing and duplicating nothing', async () => {
    await dovecot.stop();
    // Load Emails still answers what was read while the mailbox is away.
    expect((await load()).emails).toHaveLength(2);
    await dovecot.start();
    await dovecot.append('INBOX', nguyen);
    const answer = await load();
    expect(answer.emails.map((e: { subject: string }) => e.subject)).toContain('Kevin Nguyen applied: AI Ops Engineer');
    expect(answer.emails).toHaveLength(3);
    const received = await app.runtime.database.pool.query(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'EmailReceived'`,
    );
    expect(received.rows[0].n).toBe(3);
    const ready = await fetch(`${app.url}/readyz`).then((r) => r.json());
    expect(JSON.stringify(ready)).toContain('"mode":"imap"');
  });

  it('loses and duplicates nothing when the server goes away in the middle of a sync', async () => {
    const before = await receivedCount();
    const batch = Array.from({ length: 20 }, (_, i) =>
      buildEmail({
        messageId: `batch-${i}@zhipin.com`,
        from: 'notify@zhipin.com',
        fromName: 'BOSS直聘',
        subject: `批量投递 ${i}`,
        text: `第 ${i} 封`,
        attachments: [{ filename: `resume-${i}.pdf`, contentType: PDF, content: resumes.chen() }],
      }),
    );
    await dovecot.append('INBOX', ...batch);
    const syncing = load();
    // Stop the server once the sync has appended some of the batch, not all (each resume is extracted).
    await expect.poll(receivedCount, { interval: 5, timeout: 20_000 }).toBeGreaterThan(before);
    await dovecot.kill();
    await syncing;
    const interrupted = (await receivedCount()) - before;
    await dovecot.start();
    // The first syncs after the restart may still fail while the server settles; Load Emails then answers what
    // was read. What matters: every message arrives in the end, each exactly once.
    await expect
      .poll(
        async () => {
          await load();
          return receivedCount();
        },
        { interval: 200, timeout: 60_000 },
      )
      .toBe(before + batch.length);
    await load();
    expect(await receivedCount()).toBe(before + batch.length);
    console.info(`mid-sync restart: ${interrupted} of ${batch.length} read before the server stopped`);
  });

  it('saves one email as a candidate linked to it, skips another, and neither shows again', async () => {
    const { emails } = await load();
    const chenEmail = emails.find((e: { subject: string }) => e.subject.includes('陈晓雯'));
    const beckerEmail = emails.find((e: { subject: string }) => e.subject.includes('Becker'));
    // Saving needs a name; the refused save leaves the email unprocessed.
    const nameless = await admin.post('/api/admin/process-email', {
      emailId: chenEmail.id,
      action: 'save',
      candidateData: { ...chenEmail.extractedData, name: ' ' },
    });
    expect(nameless).toMatchObject({ status: 400, body: { message: 'Name is required' } });
    const saved = await admin.post('/api/admin/process-email', {
      emailId: chenEmail.id,
      action: 'save',
      candidateData: { ...chenEmail.extractedData, phone: '13912345678' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Candidate saved successfully');
    const skipped = await admin.post('/api/admin/process-email', { emailId: beckerEmail.id, action: 'skip' });
    expect(skipped.body.message).toBe('Email skipped');
    const again = await admin.post('/api/admin/process-email', {
      emailId: beckerEmail.id,
      action: 'save',
      candidateData: { name: 'X' },
    });
    expect(again.status).toBe(409);

    const left = await load(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const notBatch = left.emails.filter((e: { subject: string }) => !e.subject.startsWith('批量'));
    expect(notBatch.map((e: { subject: string }) => e.subject)).toEqual(['Kevin Nguyen applied: AI Ops Engineer']);
    expect((await load('2099-12-31')).message).toBe('No unprocessed emails found');

    const candidate = (await admin.get(`/api/admin/candidates/${saved.body.candidateId}`)).body;
    expect(candidate).toMatchObject({ name: '陈晓雯', email: 'chenxw_cv@outlook.com', phone: '13912345678' });
    const resume = await admin.get(`/api/candidates/resume/${saved.body.candidateId}`);
    expect(resume.status).toBe(200);
    // The candidate's history says where it came from.
    const history = (await admin.get(`/api/admin/candidates/${saved.body.candidateId}/history`)).body;
    expect(history.entries.at(-1)).toMatchObject({ source: 'email', emailId: chenEmail.id });
  });

  it('appends nothing twice when a restarted worker reads the mailbox again, also for a message without a Message-ID', async () => {
    const withoutId = Buffer.from(
      buildEmail({
        messageId: 'no-id@zhipin.com',
        from: 'notify@zhipin.com',
        fromName: 'BOSS直聘',
        subject: '无 Message-ID 的投递',
        text: '简历稍后补充。',
      })
        .toString('latin1')
        .replace(/^Message-ID: .*\r\n/m, ''),
      'latin1',
    );
    await dovecot.append('INBOX', withoutId);
    expect((await load()).emails.map((e: { subject: string }) => e.subject)).toContain('无 Message-ID 的投递');
    const before = await receivedCount();

    // A new worker starts with no cursor, as after a restart: it reads every message of the mailbox again.
    const { pool } = app.runtime.database;
    const restarted = await startInboxWorker({
      pool,
      store: app.runtime.store,
      blobs: await OwnedBlobStore.open(pool, new FileBlobStore(join(app.dataDir, 'blobs'))),
      logger: app.runtime.logger,
      imap: { url: dovecot.url, mailbox: 'INBOX', senderFilter: 'zhipin.com' },
      dropDir: join(app.dataDir, 'inbox'),
      pollMs: 600_000,
    });
    try {
      await restarted.syncNow();
      // Every email it had read is a duplicate (Chen's twice: it was delivered twice); the spam is ignored again.
      expect(restarted.status().counts).toEqual({ received: 0, duplicate: before + 1, ignored: 1 });
    } finally {
      await restarted.stop();
    }
    expect(await receivedCount()).toBe(before);
  });
});
