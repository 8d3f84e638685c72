import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../seed/demo-projects.ts';
import { logLines, processesUsing, type Started, startedApps } from './started-app.ts';

const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repositoryRoot = join(serviceDir, '..', '..');
const apps = startedApps('tb-seed-resume-');
const newDataDir = apps.newDataDir;
const dataDir = newDataDir();

afterAll(() => apps.stopAll());

/**
 * `npm start` piped (no terminal), in a process group of its own; `pauseAt` holds it after that demo step. By
 * default node itself runs src/main.ts; `viaNpm` runs `npm start -w services/all-in-one` as a user would.
 */
function start(
  port: number,
  pauseAt?: string,
  options: { dir?: string; env?: Record<string, string>; viaNpm?: boolean } = {},
): Started {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The demo admin is the admin, unless a test sets ADMIN_EMAIL.
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: options.dir ?? dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    TB_SEED_PAUSE_AT: pauseAt ?? '',
    ...options.env,
  });
  const [command, args, cwd] = options.viaNpm
    ? ['npm', ['start', '--silent', '-w', 'services/all-in-one'], repositoryRoot]
    : [process.execPath, ['src/main.ts'], serviceDir];
  return apps.spawn(command, args, { cwd, env });
}

const until = async (started: Started, text: string) =>
  expect
    .poll(() => (started.child.exitCode === null ? started.output() : `exited: ${started.output()}`), {
      timeout: 120_000,
      interval: 100,
    })
    .toContain(text);

/** Each row: a demo item and how many times the store holds it. */
async function demoItems(): Promise<Record<string, number>> {
  const { databaseUrl } = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ item: string; n: number }>(
      `SELECT item, count(*)::int AS n FROM (
         SELECT 'project ' || (data->'fields'->>'titleEn') AS item FROM event_store.events WHERE type = 'ProjectCreated'
         UNION ALL SELECT 'user ' || (data->>'email') FROM event_store.events WHERE type = 'UserRegistered'
         UNION ALL SELECT 'application by ' || (data->>'email') FROM event_store.events WHERE type = 'ApplicationSubmitted'
         UNION ALL SELECT 'reviewed' FROM event_store.events WHERE type = 'ApplicationStatusChanged'
         UNION ALL SELECT 'candidate' FROM event_store.events WHERE type = 'CandidateAdded'
         UNION ALL SELECT 'score' FROM event_store.events WHERE type = 'CandidateInterviewScored'
         UNION ALL SELECT 'hire' FROM event_store.events WHERE type = 'CandidateHired'
         UNION ALL SELECT 'candidate stream ' || stream_id FROM event_store.events WHERE type = 'CandidateAdded'
       ) items GROUP BY item`,
    );
    return Object.fromEntries(rows.map((row) => [row.item, row.n]));
  } finally {
    await client.end();
  }
}

/**
 * SIGKILL in the middle of a first start's demo data (after the admin, after three openings, after an application,
 * after a candidate's first interview round), each time at a later step: the next start finishes what is missing,
 * and the set ends up whole, every item once. The password shown at the end signs in.
 */
it('finishes demo data a killed first start left half-made, making each item exactly once', async () => {
  const port = await freePort();
  for (const step of ['admin', 'project-3', 'application-1', 'candidate-1-round-1']) {
    const paused = start(port, step);
    await until(paused, 'demo data paused here');
    logLines(paused.output());
    expect(paused.output()).not.toContain('Demo data added');
    process.kill(-(paused.child.pid as number), 'SIGKILL');
    await paused.exited;
  }

  const finishing = start(port);
  await until(finishing, 'Talent Bridge is running');
  const lines = logLines(finishing.output());
  // The killed start's PostgreSQL was still running: stopped, and said so in a JSON line.
  expect(lines.some((line) => /PostgreSQL \(pid \d+\) left running/.test(line.msg))).toBe(true);
  const added = lines.filter((line) => line.msg.startsWith('Demo data added'));
  expect(added).toHaveLength(1);
  const password = /admin@talentbridge\.demo \/ (\S+)/.exec(added[0]?.msg ?? '')?.[1];

  const items = await demoItems();
  const expected: Record<string, number> = {
    'user admin@talentbridge.demo': 1,
    'user mei.chen@talentbridge.demo': 1,
    'user david.park@talentbridge.demo': 1,
    'application by mei.chen@talentbridge.demo': 1,
    'application by david.park@talentbridge.demo': 1,
    reviewed: 1,
    candidate: 12,
    score: 10,
    hire: 1,
  };
  for (const project of DEMO_PROJECTS) expected[`project ${project.titleEn}`] = 1;
  const candidateStreams = Object.entries(items).filter(([item]) => item.startsWith('candidate stream '));
  expect(candidateStreams).toHaveLength(12);
  expect(candidateStreams.every(([, n]) => n === 1)).toBe(true);
  expect(Object.fromEntries(Object.entries(items).filter(([item]) => !item.startsWith('candidate stream ')))).toEqual(
    expected,
  );

  // The read models show the same, and the password shown last is the demo admin's.
  const origin = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@talentbridge.demo', password }),
  });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  const read = async <T>(path: string) =>
    (await (await fetch(`${origin}${path}`, { headers: { cookie } })).json()) as T;
  const users = await read<{ email: string }[]>('/api/admin/users');
  expect(users.map((user) => user.email).sort()).toEqual([
    'admin@talentbridge.demo',
    'david.park@talentbridge.demo',
    'mei.chen@talentbridge.demo',
  ]);
  const projects = await read<{ titleEn: string }[]>('/api/projects');
  expect(projects.map((project) => project.titleEn).sort()).toEqual(DEMO_PROJECTS.map((p) => p.titleEn).sort());
  expect((await read<{ total: number }>('/api/admin/candidates?limit=1')).total).toBe(12);

  process.kill(-(finishing.child.pid as number), 'SIGTERM');
  expect(await finishing.exited).toBe(0);

  // Complete now: the next start adds nothing and shows no password.
  const again = start(port);
  await until(again, 'Talent Bridge is running');
  expect(again.output()).not.toContain('Demo data added');
  expect(await demoItems()).toEqual(items);
  process.kill(-(again.child.pid as number), 'SIGTERM');
  expect(await again.exited).toBe(0);
  await expect.poll(() => processesUsing(dataDir), { timeout: 20_000 }).toEqual([]);
}, 600_000);

/** Signs in with the shown password; the status answered. */
async function signInStatus(port: number, email: string, password: string | undefined): Promise<number> {
  const origin = `http://127.0.0.1:${port}`;
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

const shownPassword = (messages: string[], email: string) =>
  messages
    .map((msg) => new RegExp(`Admin sign-in: ${email.replace('.', '\\.')} / (\\S+)`).exec(msg)?.[1])
    .find(Boolean);

/**
 * ADMIN_EMAIL without ADMIN_PASSWORD: a start killed after it made the account but before it showed the generated
 * password (during the demo data, or right after the account without them) left an account nobody could sign in
 * to, and the next start said "Sign in as boss@…" with no password. The next start now sets a new one and shows
 * it; once shown, no later start changes it.
 */
it.each([
  { demo: true, pauseAt: 'project-2' },
  { demo: false, pauseAt: 'configured-admin' },
])(
  'shows the ADMIN_EMAIL account a password after a start killed before showing it (demo data: $demo)',
  async ({ demo, pauseAt }) => {
    const dir = newDataDir();
    const port = await freePort();
    const env = { ADMIN_EMAIL: 'boss@example.com', SEED_DEMO: demo ? '1' : '0' };
    const paused = start(port, pauseAt, { dir, env });
    await until(paused, 'demo data paused here');
    expect(paused.output()).not.toContain('Admin sign-in');
    process.kill(-(paused.child.pid as number), 'SIGKILL');
    await paused.exited;

    const next = start(port, undefined, { dir, env });
    await until(next, 'Talent Bridge is running');
    const messages = logLines(next.output()).map((line) => line.msg);
    const password = shownPassword(messages, 'boss@example.com');
    expect(password, next.output()).toBeTruthy();
    if (demo)
      expect(messages.some((msg) => msg.startsWith('Demo data added. Admin sign-in: boss@example.com / '))).toBe(true);
    expect(await signInStatus(port, 'boss@example.com', password)).toBe(200);
    process.kill(-(next.child.pid as number), 'SIGTERM');
    expect(await next.exited).toBe(0);

    // Shown once: the next start neither shows nor changes it.
    const third = start(port, undefined, { dir, env });
    await until(third, 'Talent Bridge is running');
    expect(third.output()).not.toContain('Admin sign-in');
    expect(await signInStatus(port, 'boss@example.com', password)).toBe(200);
    process.kill(-(third.child.pid as number), 'SIGTERM');
    expect(await third.exited).toBe(0);
  },
  400_000,
);

/**
 * SIGTERM to `npm start`'s process group while its demo data are being made: the start is called off at once (not
 * after the demo data and up to 30 s of catch-up), everything it started stops, PostgreSQL last, and npm waits for
 * the app (its scripts exec node) instead of exiting while the app is still stopping. The next start finishes the
 * demo data.
 */
it('stops promptly on SIGTERM during start-up, npm start waiting for the app; the next start finishes', async () => {
  const dir = newDataDir();
  const port = await freePort();
  const starting = start(port, 'project-3', { dir, viaNpm: true, env: { LOG_LEVEL: 'info' } });
  await until(starting, 'demo data paused here');
  const lines = logLines(starting.output());
  const appPid = (lines.find((line) => line.msg.includes('demo data paused here')) as unknown as { pid: number }).pid;
  expect(appPid).not.toBe(starting.child.pid);

  const before = starting.output().length;
  const signalledAt = Date.now();
  process.kill(-(starting.child.pid as number), 'SIGTERM');
  expect(await starting.exited).toBe(0);
  console.info(`stopped ${Date.now() - signalledAt} ms after SIGTERM during start-up`);
  // When npm is gone, so are the app and its PostgreSQL.
  expect(() => process.kill(appPid, 0)).toThrow();
  expect(processesUsing(dir)).toEqual([]);
  expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
  const stopping = logLines(starting.output().slice(before));
  expect(stopping.map((line) => line.msg)).toContain('stopped before start-up had finished');
  expect(stopping.filter((line) => line.level >= 40)).toEqual([]);
  expect(starting.output()).not.toContain('Demo data added');

  const next = start(port, undefined, { dir });
  await until(next, 'Talent Bridge is running');
  expect(logLines(next.output()).filter((line) => line.msg.startsWith('Demo data added'))).toHaveLength(1);
  process.kill(-(next.child.pid as number), 'SIGTERM');
  expect(await next.exited).toBe(0);
}, 300_000);
