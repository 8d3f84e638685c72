import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const entries = {
  'command-api': 'services/command-api/src/server.ts',
  'query-api': 'services/query-api/src/server.ts',
  projectors: 'services/projectors/src/server.ts',
} as const;

let db: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-standalone-'));
beforeAll(async () => {
  db = await createTestDatabase(2);
});
afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function start(entry: string, env: Record<string, string>): ChildProcess {
  // As `npm start -w services/<name>` runs it: node with the tsx loader, no wrapper process between.
  return spawn(process.execPath, ['--import', 'tsx', join(root, entry)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function healthy(port: number): Promise<boolean> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('each service starts alone', () => {
  it.each(['command-api', 'query-api'] as const)(
    '%s serves on its port, with /metrics, and stops cleanly on SIGTERM',
    async (name) => {
      const port = await freePort();
      const child = start(entries[name], { DATABASE_URL: db.url, PORT: String(port) });
      try {
        expect(await healthy(port)).toBe(true);
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(ready.status).toBe(200);
        const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        expect(metrics).toMatch(
          new RegExp(`^tb_http_request_duration_seconds_count\\{service="${name}",[^}]*route="/readyz"`, 'm'),
        );
        let err = '';
        child.stderr?.on('data', (c) => {
          err += String(c);
        });
        const exit = exited(child);
        child.kill('SIGTERM');
        expect(await exit).toBe(0);
        expect(err).toMatch(new RegExp(`${name} stopped`));
      } finally {
        child.kill('SIGKILL');
      }
    },
  );

  it.each(Object.keys(entries) as (keyof typeof entries)[])(
    '%s refuses to start without DATABASE_URL, naming it',
    async (name) => {
      const child = start(entries[name], { DATABASE_URL: '' });
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += String(chunk);
      });
      expect(await exited(child)).toBe(2);
      expect(stderr).toMatch(/DATABASE_URL/);
    },
  );
});
