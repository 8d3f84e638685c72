import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: ranIn, LOG_LEVEL: 'warn', SEED_DEMO: '0', ...extra };
  delete env.DATA_DIR;
  delete env.DATABASE_URL;
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
