import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAdmin } from '@tb/command-api';
import { SessionStore } from '@tb/platform';
import { expect, it } from 'vitest';
import { startTestApp, TestClient } from '../testing.ts';

/** The sign-in a start showed (a log line at any LOG_LEVEL), or nothing. */
const shownSignIn = (logs: string[], email: string) =>
  logs
    .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '')
    .map((msg) => new RegExp(`Admin sign-in: ${email.replace('.', '\\.')} / (\\S+)`).exec(msg))
    .find((match) => match !== null)?.[1];

it('ADMIN_EMAIL without ADMIN_PASSWORD: a new account gets a password shown once, which signs in', async () => {
  const app = await startTestApp({ ADMIN_EMAIL: 'boss@example.com' });
  try {
    const password = shownSignIn(app.logs(), 'boss@example.com');
    expect(password, app.logs().join('\n')).toBeTruthy();
    expect(app.logs().join('\n')).toContain('set ADMIN_PASSWORD to choose your own');
    expect(app.logs().join('\n')).not.toContain('set ADMIN_EMAIL');
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', { email: 'boss@example.com', password })).status).toBe(200);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
  } finally {
    await app.stop();
  }
});

it('demo data with ADMIN_EMAIL alone: made by that admin, no demo admin, its shown password signs in', async () => {
  const app = await startTestApp({ ADMIN_EMAIL: 'boss@example.com', SEED_DEMO: '1' });
  try {
    const password = shownSignIn(app.logs(), 'boss@example.com');
    expect(app.logs().some((line) => line.includes('Demo data added. Admin sign-in: boss@example.com / '))).toBe(true);
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', { email: 'boss@example.com', password })).status).toBe(200);
    const users = (await admin.get('/api/admin/users')).body as { email: string; isAdmin: boolean }[];
    expect(users.filter((user) => user.isAdmin).map((user) => user.email)).toEqual(['boss@example.com']);
    expect(((await admin.get('/api/projects')).body as unknown[]).length).toBe(6);
  } finally {
    await app.stop();
  }
});

it('a start with the same ADMIN_PASSWORD keeps the admin signed in; a different one ends their sessions', async () => {
  const app = await startTestApp({});
  try {
    const account = { email: 'steady@example.com', password: 'Steady-Harbor-77' };
    const sessions = new SessionStore(app.runtime.database.pool);
    await ensureAdmin(app.runtime.store, account, sessions);
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', account)).status).toBe(200);
    // What every restart with ADMIN_EMAIL and ADMIN_PASSWORD set does.
    await ensureAdmin(app.runtime.store, account, sessions);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    await ensureAdmin(app.runtime.store, { ...account, password: 'Changed-Harbor-78' }, sessions);
    expect((await admin.get('/api/admin/users')).status).toBe(401);
  } finally {
    await app.stop();
  }
});

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs a command-line entry to its end, piped (as a supervisor or CI would), on an empty data folder. */
function run(entry: string, args: string[], env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-weak-admin-'));
  try {
    const result = spawnSync(process.execPath, [entry, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: result.status, output: `${result.stdout}${result.stderr}`.trim(), left: readdirSync(dataDir) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

it('refuses a weak ADMIN_PASSWORD at start, saying why and what to set, before touching the store', () => {
  for (const weak of ['123456', 'P@ssw0rd']) {
    const start = run('services/all-in-one/src/main.ts', [], { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: weak });
    expect(start.code, start.output).toBe(2);
    const lines = start.output.split('\n');
    expect(lines).toHaveLength(1);
    expect((JSON.parse(lines[0] ?? '') as { msg: string }).msg).toBe(
      'Invalid configuration:\n  ADMIN_PASSWORD: is one of the most common passwords and easy to guess: set it to another one, not a common password or a variant of one (admin123, P@ssw0rd).',
    );
    expect(start.left).toEqual([]);
  }
  const short = run('services/all-in-one/src/main.ts', [], { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a1b2' });
  expect(short.code).toBe(2);
  expect(short.output).toContain('ADMIN_PASSWORD: must be at least 6 characters: set it to a longer password.');
}, 120_000);

it('npm run admin -- create … --password refuses what registration refuses, with its message', () => {
  for (const weak of ['password', 'Password ', 'dragon1234']) {
    const cli = run('services/command-api/src/admin-cli.ts', ['create', 'boss@example.com', '--password', weak], {});
    expect(cli.code).toBe(2);
    expect(cli.output).toBe(
      'This password is one of the most common passwords and easy to guess. Please choose another.',
    );
    expect(cli.left).toEqual([]);
  }
  const long = run(
    'services/command-api/src/admin-cli.ts',
    ['create', 'a@example.com', '--password', 'x'.repeat(201)],
    {},
  );
  expect([long.code, long.output]).toEqual([2, 'Password is too long']);
}, 120_000);
