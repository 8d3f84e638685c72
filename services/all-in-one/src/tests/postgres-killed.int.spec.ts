import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import { afterAll, expect, it } from 'vitest';
import { type Answer, HttpSession } from './http-session.ts';

/**
 * Issue 22: PostgreSQL SIGKILLed under a running `npm start` (its embedded server). Meanwhile every request answers
 * 503 with Retry-After and a message (never a 500, the process never dies); the all-in-one starts its PostgreSQL
 * again on the same data folder by itself, and then reads, writes and every projection work as before.
 */
const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'tb-pg-killed-'));
// As root (CI), PostgreSQL runs as an unprivileged user that must reach this folder.
chmodSync(dataDir, 0o777);
let app: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  if (app && app.exitCode === null && app.signalCode === null) {
    const exited = new Promise((resolve) => app?.once('exit', resolve));
    app.kill('SIGINT');
    await exited;
  }
  // A failed run may leave a server behind; SIGINT stops a postmaster.
  const pid = postmasterPid();
  if (pid) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  for (let waited = 0; postgresOn(dataDir).length > 0 && waited < 30_000; waited += 200) await sleep(200);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded PostgreSQL's processes on the data folder (postmaster and backends). */
const postgresOn = (dir: string) =>
  spawnSync('pgrep', ['-f', `postgres -D ${dir}`], { encoding: 'utf8' })
    .stdout.split(/\s+/)
    .filter(Boolean);

/** The running postmaster's pid, from its lock file. */
function postmasterPid(): number | null {
  const lock = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(lock)) return null;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('answers 503 with Retry-After while its PostgreSQL is down, restarts it, and then reads, writes and projects', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  app = spawn(process.execPath, ['src/main.ts'], {
    cwd: serviceDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (chunk) => (output += chunk));
  app.stderr?.on('data', (chunk) => (output += chunk));
  await expect
    .poll(() => (app?.exitCode === null ? output : `exited: ${output}`), { timeout: 90_000, interval: 100 })
    .toContain(`http://127.0.0.1:${port}`);

  const user = new HttpSession(base);
  await user.register('kept@example.com');
  await user.expect('PUT', '/api/user/profile', { firstName: 'Before', lastName: 'Kept' }, 200);

  const killed = postmasterPid();
  expect(killed).not.toBeNull();
  process.kill(killed as number, 'SIGKILL');
  await expect.poll(() => alive(killed as number)).toBe(false);

  // While it is down: 503 with Retry-After and a message in the caller's language, never a 500.
  const seen: Answer[] = [];
  let refusal: Response | undefined;
  for (let i = 0; i < 200 && !refusal; i++) {
    const response = await fetch(`${base}/api/user/profile`, {
      headers: { cookie: user.cookie, 'accept-language': 'zh', 'x-forwarded-for': user.address },
    }).catch((error: unknown) => {
      throw new Error(`no answer (${String(error)}); the app said:\n${output}`);
    });
    const body = (await response.json()) as { message?: string };
    seen.push({ status: response.status, body });
    if (response.status === 503) refusal = response;
    else await sleep(20);
  }
  expect(
    seen.filter((answer) => answer.status !== 200 && answer.status !== 503),
    JSON.stringify(seen),
  ).toEqual([]);
  expect(refusal, `no 503 among ${seen.length} answers`).toBeDefined();
  expect(refusal?.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(seen.at(-1)?.body).toEqual({ message: '暂时无法连接数据库，请一分钟后再试。' });

  // Back by itself: a new postmaster on the same folder, the process never exited.
  await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 90_000, interval: 250 }).toBe(200);
  expect(app.exitCode, output).toBeNull();
  expect(postmasterPid()).not.toBe(killed);
  expect(output).toContain('PostgreSQL stopped unexpectedly');

  // Reads and writes: the old session, a change read right after it, a new sign-in, a new account.
  // The read waits for the write's position (read-your-writes): a projection that stopped would leave it waiting.
  const headers = { cookie: user.cookie, origin: base, 'x-forwarded-for': user.address };
  const written = await fetch(`${base}/api/user/profile`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'After', lastName: 'Kept' }),
  });
  expect(written.status).toBe(200);
  const position = written.headers.get('x-event-position') ?? '';
  expect(position).not.toBe('');
  const read = await fetch(`${base}/api/user/profile`, { headers: { ...headers, 'x-min-position': position } });
  expect([read.status, ((await read.json()) as { firstName: string }).firstName]).toEqual([200, 'After']);
  const again = new HttpSession(base);
  await again.expect('POST', '/api/auth/login', { email: 'kept@example.com', password: 'secret1!' }, 200);
  const newcomer = new HttpSession(base);
  await newcomer.register('newcomer@example.com');
  expect((await newcomer.expect('GET', '/api/user/profile', undefined, 200)).body.email).toBe('newcomer@example.com');

  // No projection halted or behind: every one is live and running.
  const ready = await fetch(`${base}/readyz`);
  const readiness = (await ready.json()) as {
    status: string;
    checks: { name: string; ok: boolean; detail?: { failed: unknown[]; behind: unknown[]; missing: unknown[] } }[];
  };
  expect(readiness.status, JSON.stringify(readiness)).toBe('ready');
  const projections = readiness.checks.find((check) => check.name === 'projections');
  expect(projections?.detail).toMatchObject({ failed: [], behind: [], missing: [] });

  const exited = new Promise<number | null>((resolve) => app?.once('exit', (code) => resolve(code)));
  app.kill('SIGINT');
  expect(await exited).toBe(0);
  await expect.poll(() => postgresOn(dataDir), { timeout: 20_000 }).toEqual([]);
}, 300_000);
