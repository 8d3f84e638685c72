import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
// The folder a user ran npm in; npm itself runs each workspace's script in the workspace's folder.
const ranIn = mkdtempSync(join(tmpdir(), 'tb-ran-in-'));
// As root (CI), PostgreSQL runs as an unprivileged user that must reach the folder.
chmodSync(ranIn, 0o777);
afterAll(() => rmSync(ranIn, { recursive: true, force: true }));

/** What `npm run X` from `ranIn` runs: node in the workspace's folder, with npm's INIT_CWD and no DATA_DIR. */
function runAsNpm(workspace: string, args: string[], extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATA_DIR;
  delete env.DATABASE_URL;
  Object.assign(env, { INIT_CWD: ranIn, LOG_LEVEL: 'warn', SEED_DEMO: '0', ...extra });
  const child = spawn(process.execPath, args, { cwd: join(root, workspace), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/**
 * `npm start`, `npm run admin -- …` and `npm run projections -- …` from one folder act on that folder's ./.data
 * (each landed in its own services/…/.data before). A tool that finds no data there says where it looked instead
 * of making a new, empty store.
 */
it('keeps the data of npm start, npm run admin and npm run projections in ./.data of the folder npm ran in', async () => {
  const dataDir = join(ranIn, '.data');
  const early = runAsNpm('services/projectors', ['src/cli.ts', 'status']);
  expect(await early.exited).toBe(1);
  expect(early.stderr().trim()).toBe(
    `No Talent Bridge data in ${dataDir}: run this from the folder you ran npm start in, or set DATA_DIR to the data folder (or DATABASE_URL to the database).`,
  );
  expect(existsSync(join(dataDir, 'postgres'))).toBe(false);

  const app = runAsNpm('services/all-in-one', ['src/main.ts'], { PORT: String(await freePort()) });
  try {
    await expect
      .poll(() => (app.child.exitCode === null ? app.stdout() : `exited: ${app.stderr()}`), { timeout: 90_000 })
      .toContain('Talent Bridge is running');
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(app.stdout()).toContain(`embedded PostgreSQL in ${dataDir}`);

    const admin = runAsNpm('services/command-api', ['src/admin-cli.ts', 'create', 'boss@example.com']);
    expect(await admin.exited).toBe(0);
    expect(admin.stdout()).toMatch(/^Created admin boss@example\.com with password \S+/);
  } finally {
    app.child.kill('SIGINT');
    expect(await app.exited).toBe(0);
  }

  // With the app stopped, the projections CLI starts the same embedded database itself and finds the account's
  // events (the users projection has applied them).
  const status = runAsNpm('services/projectors', ['src/cli.ts', 'status']);
  expect(await status.exited).toBe(0);
  expect(status.stdout()).toMatch(/users/);
}, 240_000);

/**
 * A data folder that cannot be made (here a file stands where a folder of its path should be; a read-only disk or a
 * folder without write permission are refused the same way): one sentence saying so and what to check, not Node's
 * "ENOTDIR: not a directory, mkdir …".
 */
it('says in one sentence when the data folder cannot be created', async () => {
  const file = join(ranIn, 'a-file');
  writeFileSync(file, 'not a folder');
  const app = runAsNpm('services/all-in-one', ['src/main.ts'], {
    PORT: String(await freePort()),
    DATA_DIR: join(file, 'data'),
  });
  expect(await app.exited).toBe(1);
  const lines = `${app.stdout()}${app.stderr()}`.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect((JSON.parse(lines[0] ?? '') as { msg: string }).msg).toBe(
    `Talent Bridge could not start: the data folder ${join(file, 'data')} cannot be created (a part of its path is a file): check that DATA_DIR names a folder this user can write to, or set it to another one.`,
  );
}, 60_000);
