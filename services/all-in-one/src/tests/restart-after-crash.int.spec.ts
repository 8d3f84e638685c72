import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import { afterAll, expect, it } from 'vitest';
import { startService } from './child-service.ts';

const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'tb-restart-'));
// As root (CI), PostgreSQL runs as an unprivileged user that must reach this folder.
chmodSync(dataDir, 0o777);
const started: ChildProcess[] = [];
afterAll(async () => {
  const running = started.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGINT'))));
  // A failed run may leave the killed start's server behind; SIGINT stops a postmaster.
  const lock = join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(lock)) {
    try {
      process.kill(Number(readFileSync(lock, 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      // already gone
    }
  }
  for (let waited = 0; postgresOn(dataDir).length > 0 && waited < 30_000; waited += 200) await sleep(200);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded PostgreSQL's postmaster (and its workers) on the data folder. */
const postgresOn = (dir: string) =>
  spawnSync('pgrep', ['-f', `postgres -D ${dir}`], { encoding: 'utf8' })
    .stdout.split(/\s+/)
    .filter(Boolean);

/** `npm start` as a user runs it: main.ts under node, its output collected. */
function start(port: number) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serviceDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running = async () => {
    await expect
      .poll(() => (child.exitCode === null ? output : `exited: ${output}`), { timeout: 90_000, interval: 100 })
      .toContain(`http://127.0.0.1:${port}`);
  };
  return { child, output: () => output, exited, running };
}

async function register(base: string, email: string) {
  const sent = await fetch(`${base}/api/auth/send-registration-verification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { code } = (await sent.json()) as { code: string };
  const made = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, username: 'survivor', password: 'secret12', code }),
  });
  expect(made.status).toBe(201);
}

const signIn = (base: string, email: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret12' }),
  });

/**
 * Killed without a chance to clean up (SIGKILL to the node process only), the all-in-one leaves its embedded
 * PostgreSQL running on the data folder. The next start must recognise that server as left behind, take the
 * folder over and come up with the data intact; a start while a live Talent Bridge owns the folder must end
 * with one sentence saying so (it printed `undefined`).
 */
it('starts again on the data folder of a SIGKILLed all-in-one, data intact; a second live start says why it cannot', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = start(port);
  await first.running();
  await register(base, 'survivor@example.com');
  first.child.kill('SIGKILL');
  await first.exited;
  // The situation the next start meets: the dead process's PostgreSQL still holds the folder.
  expect(postgresOn(dataDir).length).toBeGreaterThan(0);

  const second = start(port);
  await second.running();
  expect(second.output()).toContain('left running on');
  expect((await signIn(base, 'survivor@example.com')).status).toBe(200);

  // Another start on the same folder while the second runs: refused in one sentence, the running one unharmed.
  const third = start(await freePort());
  expect(await third.exited).toBe(1);
  // Piped, the sentence is one JSON log line's message.
  const lines = third.output().trim().split('\n');
  expect(lines, third.output()).toHaveLength(1);
  const said = (JSON.parse(lines[0] ?? '') as { level: number; msg: string }).msg;
  expect(said).toMatch(
    new RegExp(`^Another Talent Bridge \\(process ${second.child.pid}\\) is already running on ${dataDir}: .+\\.$`),
  );
  expect((await fetch(`${base}/healthz`)).status).toBe(200);

  second.child.kill('SIGINT');
  expect(await second.exited).toBe(0);
  await expect.poll(() => postgresOn(dataDir), { timeout: 20_000 }).toEqual([]);
}, 240_000);

it('a service started alone that cannot reach its PostgreSQL says so in one sentence', async () => {
  const dbPort = await freePort();
  const service = startService('command-api', {
    PORT: String(await freePort()),
    DATABASE_URL: `postgres://tb:tb@127.0.0.1:${dbPort}/tb`,
  });
  const { code } = await service.exited;
  expect(code).toBe(1);
  // One JSON log line, its message the sentence.
  const lines = service.output().trim().split('\n');
  expect(lines, service.output()).toHaveLength(1);
  const said = (JSON.parse(lines[0] ?? '') as { msg: string }).msg;
  expect(said).toBe(
    `command-api could not start: PostgreSQL at 127.0.0.1:${dbPort} does not answer (ECONNREFUSED): start it, or check DATABASE_URL.`,
  );
}, 60_000);
