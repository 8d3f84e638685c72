import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAdmin } from '@tb/command-api';
import { createLogger } from '@tb/platform';
import { createTestDatabase } from '@tb/platform/testing';
import { expect } from 'vitest';
import { loadConfig } from './config.ts';
import { type Runtime, startRuntime } from './runtime.ts';
import { TestClient } from './test-client.ts';

export interface TestApp {
  url: string;
  runtime: Runtime;
  dataDir: string;
  /** The server's last log lines (warnings and errors unless LOG_LEVEL says otherwise), oldest first. */
  logs(): string[];
  stop(): Promise<void>;
}

/** How many of the server's last log lines a test app keeps to show with a failure. */
const KEPT_LOG_LINES = 40;

/**
 * The whole product on a fresh database of the test run's PostgreSQL, on a free port, serving `web/dist`.
 * No demo data unless asked for; mail goes to `dataDir/outbox` unless `SMTP_URL` is given.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase(20);
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-app-'));
  await db.pool.end();
  const config = loadConfig({
    PORT: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    ...env,
  });
  // Printed as usual, and the last lines kept.
  const kept: string[] = [];
  const destination = {
    write(line: string) {
      process.stdout.write(line);
      kept.push(line.trimEnd());
      if (kept.length > KEPT_LOG_LINES) kept.shift();
    },
  };
  const runtime = await startRuntime(config, createLogger({ level: config.LOG_LEVEL, destination }));
  const address = runtime.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    runtime,
    dataDir,
    logs: () => [...kept],
    async stop() {
      await runtime.stop();
      await db.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { TestClient, type TestResponse } from './test-client.ts';

/** Reads the newest verification code mailed to `email` from the dev-mode outbox. */
export async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises');
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir)).sort().reverse();
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as { to: string; text: string };
    const code = mail.text.match(/^\s{4}(\d{6})$/m)?.[1];
    if (mail.to === email && code) return code;
  }
  throw new Error(`no code mailed to ${email}`);
}

/** The specs' admin account (boss@example.com), made sure of and signed in: a client with its session. */
export async function signedInAdmin(
  app: TestApp,
  options: { lang?: 'en' | 'zh'; firstName?: string; lastName?: string } = {},
): Promise<TestClient> {
  const { lang, ...names } = options;
  await ensureAdmin(app.runtime.store, { email: 'boss@example.com', password: 'secret12', ...names });
  const admin = new TestClient(app.url, lang);
  expect((await admin.post('/api/auth/login', { email: 'boss@example.com', password: 'secret12' })).status).toBe(200);
  return admin;
}
