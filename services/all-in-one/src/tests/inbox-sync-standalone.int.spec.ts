import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../test-client.ts';
import { buildEmail, PDF, resumes } from './inbox-messages.ts';

/**
 * The production shape: command API, inbox worker and projectors each in a process of its own. Load Emails
 * must still include mail that arrived seconds ago, so the command API asks the worker (through PostgreSQL)
 * to read the mailbox before it answers. The worker's own poll is set to ten minutes: only the request can
 * bring the new email in time.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'tb-inbox-sync-'));
let db: TestDatabase;
const children: ChildProcess[] = [];

function start(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(root, entry)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: db.url, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function ready(port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} never became ready`);
}

let commandUrl = '';
beforeAll(async () => {
  db = await createTestDatabase(2);
  mkdirSync(join(dataDir, 'inbox'), { recursive: true });
  const [commandPort, workerPort, projectorsPort] = await Promise.all([freePort(), freePort(), freePort()]);
  commandUrl = `http://127.0.0.1:${commandPort}`;
  start('services/command-api/src/server.ts', {
    PORT: String(commandPort),
    ADMIN_EMAIL: 'hr@example.com',
    ADMIN_PASSWORD: 'secret12',
  });
  start('services/inbox-worker/src/server.ts', { PORT: String(workerPort), INBOX_POLL_MS: '600000' });
  start('services/projectors/src/server.ts', { PORT: String(projectorsPort) });
  await Promise.all([ready(commandPort), ready(workerPort), ready(projectorsPort)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers Load Emails with mail that arrived just now, read by the worker in its own process', async () => {
  const admin = new TestClient(commandUrl);
  expect((await admin.post('/api/auth/login', { email: 'hr@example.com', password: 'secret12' })).status).toBe(200);
  const empty = await admin.post('/api/admin/load-emails', {});
  expect(empty.body.message).toBe('No unprocessed emails found');

  writeFileSync(
    join(dataDir, 'inbox', 'just-now.eml'),
    buildEmail({
      messageId: 'just-now@zhipin.com',
      from: 'notify@zhipin.com',
      fromName: 'BOSS直聘',
      subject: '刚刚投递：陈晓雯 应聘 计算机视觉工程师',
      text: '简历见附件。',
      attachments: [{ filename: '陈晓雯_简历.pdf', contentType: PDF, content: resumes.chen() }],
    }),
  );
  const answer = await admin.post('/api/admin/load-emails', {});
  expect(answer.status).toBe(200);
  expect(answer.body.message).toBe('Found 1 emails to review');
  expect(answer.body.emails.map((e: { subject: string }) => e.subject)).toEqual([
    '刚刚投递：陈晓雯 应聘 计算机视觉工程师',
  ]);
}, 60_000);
