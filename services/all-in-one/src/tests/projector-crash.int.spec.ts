import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAdmin } from '@tb/command-api';
import { createEventStore, type EventStore } from '@tb/event-store';
import { createLogger, freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { type Projectors, projections, requestRebuild, startProjectors } from '@tb/projectors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServiceProcess, startService, waitHealthy } from './child-service.ts';
import { LiveTraffic } from './live-traffic.ts';

/**
 * The real projectors service (every registered projection) runs as a child process and is SIGKILLed 20
 * times: 10 times in the middle of blue-green rebuilds of every projection, 10 times while users write
 * through the command API. After each restart it must catch up to read models identical, table by table,
 * to a reference build of the same projections that was never interrupted. At the end `projections rebuild
 * --all` (the CLI, in its own process) rebuilds everything from position 0 and must match too.
 *
 * The reference: each projection under another name (`<name>_ref`: its own schema, catalog row and lock),
 * run by an in-process runner that follows the same event log from position 0 and is never killed. The
 * comparison covers every column: no read-model table holds a wall-clock time or a process id (built-at
 * and position bookkeeping live in `projections.catalog`, which is not compared).
 */
const LIVE_NAMES = projections.map((p) => p.name);
const reference = projections.map((p) => ({ ...p, name: `${p.name}_ref` }));

let db: TestDatabase;
let store: EventStore;
let api: ServiceProcess | undefined;
let projector: ServiceProcess | undefined;
let apiUrl = '';
let referenceRunner: Projectors | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-projector-crash-'));

const startProjector = () => {
  projector = startService('projectors', {
    DATABASE_URL: db.url,
    // Small batches: a kill lands inside a batch transaction more often, and a rebuild takes many commits.
    PROJECTOR_BATCH_SIZE: '25',
    PROJECTOR_RETIRED_GRACE_MS: '500',
  });
  return projector;
};

beforeAll(async () => {
  db = await createTestDatabase(6);
  const port = await freePort();
  api = startService('command-api', { DATABASE_URL: db.url, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: '1' });
  await waitHealthy(api, port);
  apiUrl = `http://127.0.0.1:${port}`;
  store = await createEventStore({ pool: db.pool });
  referenceRunner = await startProjectors({
    pool: db.pool,
    store,
    logger: createLogger({ level: 'silent' }),
    projections: reference,
  });
});
afterAll(async () => {
  await projector?.kill('SIGKILL');
  await api?.kill('SIGKILL');
  await referenceRunner?.stop();
  await store?.close();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface CatalogState {
  name: string;
  schema: string;
  state: string;
  position: string | null;
  event_count: number;
  status: string;
  error: string | null;
}

const catalog = async () =>
  (
    await db.pool.query<CatalogState>(
      `SELECT name, schema, state, position, event_count::int, status, error FROM projections.catalog
       WHERE state IN ('live', 'building') ORDER BY name, state`,
    )
  ).rows;

/** Every projection and its reference live at the head of the log, no build in progress, none failing. */
async function caughtUp(timeoutMs = 60_000): Promise<CatalogState[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [rows, head] = await Promise.all([catalog(), store.headPosition()]);
    const done =
      head !== null &&
      rows.length === LIVE_NAMES.length * 2 &&
      rows.every((r) => r.state === 'live' && r.position !== null && store.comparePositions(r.position, head) >= 0);
    if (done) return rows;
    if (Date.now() > deadline) throw new Error(`not caught up: ${JSON.stringify(rows)} head ${head}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** table → `rows:md5` of every table in a schema. */
async function checksums(schema: string): Promise<Record<string, string>> {
  const { rows: tables } = await db.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
    [schema],
  );
  const sums: Record<string, string> = {};
  for (const { table_name } of tables) {
    const { rows } = await db.pool.query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${schema}.${table_name} t`,
    );
    sums[table_name] = `${rows[0]?.n}:${rows[0]?.sum}`;
  }
  return sums;
}

/** Live read models against the uninterrupted reference, every table of every projection. */
async function expectIdenticalToReference(when: string): Promise<number> {
  const rows = await caughtUp();
  const liveOf = (name: string) => rows.find((r) => r.name === name && r.state === 'live')?.schema ?? '';
  let tableRows = 0;
  for (const name of LIVE_NAMES) {
    const [live, ref] = await Promise.all([checksums(liveOf(name)), checksums(liveOf(`${name}_ref`))]);
    expect(Object.keys(live).length, `${name} has tables`).toBeGreaterThan(0);
    expect(live, `${name} ${when}`).toEqual(ref);
    for (const sum of Object.values(live)) tableRows += Number(sum.split(':')[0]);
  }
  return tableRows;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the running projector has committed something since `since` (or after 20 s regardless). */
async function progressed(since: CatalogState[]): Promise<void> {
  const key = (rows: CatalogState[]) =>
    rows
      .filter((r) => LIVE_NAMES.includes(r.name))
      .map((r) => `${r.schema}:${r.event_count}`)
      .join();
  const before = key(since);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && key(await catalog()) === before) await pause(20);
}

it('ends identical to an uninterrupted build after 20 SIGKILLs during rebuilds and live traffic', async () => {
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
  await ensureAdmin(store, { email: 'projector-crash@example.com', password: 'secret1!' });
  const traffic = await LiveTraffic.open(apiUrl, 'projector-crash@example.com', 3);
  await traffic.run(150, 4);
  console.info(`${elapsed()} s: ${traffic.commands} commands`);
  startProjector();
  await expectIdenticalToReference('first build');
  console.info(`${elapsed()} s: first build`);

  // (a) Killed during blue-green rebuilds of every projection (the rebuild API, served by the projector).
  let killedMidRebuild = 0;
  for (let kill = 1; kill <= 10; kill++) {
    const before = await catalog();
    for (const projection of projections) await requestRebuild(db.pool, projection);
    await progressed(before);
    await pause(Math.random() * 400);
    const building = (await catalog()).filter((r) => r.state === 'building' && LIVE_NAMES.includes(r.name)).length;
    if (building > 0) killedMidRebuild += 1;
    await projector?.kill('SIGKILL');
    startProjector();
    const rows = await expectIdenticalToReference(`after rebuild kill ${kill}`);
    console.info(
      `${elapsed()} s: rebuild kill ${kill}: ${building} builds in flight; ${rows} read-model rows identical`,
    );
  }
  expect(killedMidRebuild).toBeGreaterThan(0);

  // (b) Killed while commands keep arriving; the log grows while it is down too.
  for (let kill = 1; kill <= 10; kill++) {
    traffic.resume(3);
    const before = await catalog();
    await progressed(before);
    await pause(200 + Math.random() * 800);
    await projector?.kill('SIGKILL');
    await pause(Math.random() * 500);
    startProjector();
    await pause(300);
    await traffic.pause();
    const rows = await expectIdenticalToReference(`after live kill ${kill}`);
    console.info(
      `${elapsed()} s: live kill ${kill}: ${traffic.commands} commands so far; ${rows} read-model rows identical`,
    );
  }
  expect(traffic.unexpected).toEqual([]);

  // The CLI's `rebuild --all` from position 0, in its own process with nothing else building: same rows.
  await projector?.kill('SIGTERM');
  const cli = startService('projections-cli', { DATABASE_URL: db.url }, ['rebuild', '--all']);
  const exit = await cli.exited;
  expect(exit.code, cli.output()).toBe(0);
  startProjector();
  const rows = await expectIdenticalToReference('after rebuild --all');
  console.info(`${elapsed()} s: rebuild --all: ${rows} read-model rows identical; ${await store.headPosition()} head`);
}, 600_000);
