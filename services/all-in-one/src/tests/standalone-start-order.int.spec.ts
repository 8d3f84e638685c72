import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * In production the deployables start in any order over one PostgreSQL: each must come up ready as the FIRST on
 * an empty database, creating the tables it reads itself (a CI run once had the query API start before the command
 * API and refuse to start: relation "platform.sessions" does not exist).
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const entries = {
  'query-api': 'services/query-api/src/server.ts',
  'command-api': 'services/command-api/src/server.ts',
  projectors: 'services/projectors/src/server.ts',
  'inbox-worker': 'services/inbox-worker/src/server.ts',
} as const;

let db: TestDatabase | undefined;
let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts one deployable alone in production on a fresh database; resolves when /readyz answers 200. */
async function startAlone(name: keyof typeof entries, extraEnv: Record<string, string> = {}) {
  db = await createTestDatabase(4);
  dataDir = mkdtempSync(join(tmpdir(), 'tb-start-order-'));
  mkdirSync(join(dataDir, 'inbox'), { recursive: true });
  const port = await freePort();
  let output = '';
  child = spawn(process.execPath, [join(root, entries[name])], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      INBOX_POLL_MS: '60000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
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
  const outcome = await Promise.race([ready, exited.then((code) => `exited with ${code}: ${output}`)]);
  return { outcome, output: () => output, url: `http://127.0.0.1:${port}` };
}

describe.each(Object.keys(entries) as (keyof typeof entries)[])('%s', (name) => {
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
