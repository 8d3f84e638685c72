import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAdmin } from '@tb/command-api';
import { createEventStore } from '@tb/event-store';
import { freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 24, item 10, for each deployable alone as production runs it: a visitor gets /readyz's status only and
 * no /metrics; the scraper's METRICS_TOKEN sees both; on the query API (the browser's GETs) a signed-in admin sees
 * /readyz's checks too.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const TOKEN = 'standalone-scraper-token-42';
const entries = {
  'command-api': 'services/command-api/src/server.ts',
  'query-api': 'services/query-api/src/server.ts',
  projectors: 'services/projectors/src/server.ts',
  'inbox-worker': 'services/inbox-worker/src/server.ts',
} as const;
type Name = keyof typeof entries;

let db: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-operator-'));
const ports = {} as Record<Name, number>;
const children: ChildProcess[] = [];
const stderr: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase(4);
  mkdirSync(join(dataDir, 'inbox'), { recursive: true });
  for (const name of Object.keys(entries) as Name[]) {
    ports[name] = await freePort();
    const child = spawn(process.execPath, [join(root, entries[name])], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Required in production by the deployables that mail; nothing here sends any.
        SMTP_URL: 'smtp://127.0.0.1:9',
        METRICS_TOKEN: TOKEN,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        DATABASE_URL: db.url,
        HOST: '127.0.0.1',
        PORT: String(ports[name]),
        INBOX_POLL_MS: '60000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    stderr[name] = '';
    child.stderr?.on('data', (chunk) => {
      stderr[name] += String(chunk);
    });
    children.push(child);
  }
  for (const name of Object.keys(entries) as Name[]) await until(`${base(name)}/readyz`, () => stderr[name] ?? '');
}, 180_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const base = (name: Name) => `http://127.0.0.1:${ports[name]}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function until(url: string, output: () => string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered 200: ${output()}`);
}

describe.each(Object.keys(entries) as Name[])('%s alone in production', (name) => {
  it('/readyz: a visitor gets the status only, the token holder every check', async () => {
    const visitor = await fetch(`${base(name)}/readyz`);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ status: expect.stringMatching(/^(ready|degraded)$/) });
    const wrong = await fetch(`${base(name)}/readyz`, { headers: bearer('wrong-token-0123456789') });
    expect(Object.keys((await wrong.json()) as object)).toEqual(['status']);
    const scraper = (await (await fetch(`${base(name)}/readyz`, { headers: bearer(TOKEN) })).json()) as {
      checks: { name: string }[];
    };
    expect(scraper.checks.map((check) => check.name)).toContain('database');
  });

  it('/metrics: 404 for a visitor and a wrong token, the registry for the token', async () => {
    expect((await fetch(`${base(name)}/metrics`)).status).toBe(404);
    expect((await fetch(`${base(name)}/metrics`, { headers: bearer('wrong-token-0123456789') })).status).toBe(404);
    const scraped = await fetch(`${base(name)}/metrics`, { headers: bearer(TOKEN) });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(new RegExp(`service="${name}"`));
  });
});

describe('a signed-in admin', () => {
  it("sees the query API's /readyz checks; a signed-in user who is no admin does not", async () => {
    const store = await createEventStore({ pool: db.pool });
    try {
      await ensureAdmin(store, { email: 'ops-admin@example.com', password: 'Quiet-Harbor-51' });
    } finally {
      await store.close();
    }
    const signIn = async () => {
      const answer = await fetch(`${base('command-api')}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base('command-api') },
        body: JSON.stringify({ email: 'ops-admin@example.com', password: 'Quiet-Harbor-51' }),
      });
      expect(answer.status).toBe(200);
      return answer.headers.get('set-cookie')?.split(';')[0] ?? '';
    };
    const cookie = await signIn();
    // The admin flag is read from the users read model, which the projectors build.
    const checksSeen = async (sessionCookie: string) => {
      const answer = await fetch(`${base('query-api')}/readyz`, { headers: { cookie: sessionCookie } });
      return 'checks' in ((await answer.json()) as object);
    };
    await expect.poll(() => checksSeen(cookie), { timeout: 30_000 }).toBe(true);
    expect(await checksSeen('tb_session=not-a-session')).toBe(false);
  });
});
