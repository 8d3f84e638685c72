import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServiceProcess, startService } from './child-service.ts';

/**
 * In production the deployables start in any order over one PostgreSQL: each must come up ready as the FIRST on
 * an empty database, creating the tables it reads itself (a CI run once had the query API start before the command
 * API and refuse to start: relation "platform.sessions" does not exist).
 */
const deployables = ['query-api', 'command-api', 'projectors', 'inbox-worker'] as const;

let db: TestDatabase | undefined;
let service: ServiceProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await service?.kill();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts one deployable alone in production on a fresh database; resolves when /readyz answers 200. */
async function startAlone(name: (typeof deployables)[number], extraEnv: Record<string, string> = {}) {
  db = await createTestDatabase(4);
  dataDir = mkdtempSync(join(tmpdir(), 'tb-start-order-'));
  mkdirSync(join(dataDir, 'inbox'), { recursive: true });
  const port = await freePort();
  const started = startService(name, {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    PORT: String(port),
    INBOX_POLL_MS: '60000',
    ...extraEnv,
  });
  service = started;
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return 'ready';
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const exited = started.exited.then(({ code }) => `exited with ${code}: ${started.output()}`);
  const outcome = await Promise.race([ready, exited]);
  return { outcome, output: started.output, url: `http://127.0.0.1:${port}` };
}

describe.each(deployables)('%s', (name) => {
  it('alone on an empty database: starts and answers /readyz 200', async () => {
    expect((await startAlone(name)).outcome).toBe('ready');
  });
});

it('the command API alone with ADMIN_EMAIL only: a new admin gets a password shown once, which signs in', async () => {
  const started = await startAlone('command-api', { ADMIN_EMAIL: 'ops@example.com' });
  expect(started.outcome).toBe('ready');
  const shown = /Admin sign-in: ops@example\.com \/ (\S+)/.exec(started.output())?.[1];
  expect(shown, started.output()).toBeTruthy();
  const login = await fetch(`${started.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: started.url },
    body: JSON.stringify({ email: 'ops@example.com', password: shown }),
  });
  expect(login.status).toBe(200);
});
