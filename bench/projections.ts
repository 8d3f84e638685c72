import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresEventStore, type EventStore, type NewEvent } from '@tb/event-store';
import {
  createLogger,
  createPool,
  EVENT_LOG_STATS_READ_MODEL_VERSION,
  ensureDatabase,
  freePort,
  type Pool,
  readEventCounts,
  startEmbeddedPostgres,
} from '@tb/platform';
import { eventLogStatsProjection, requestRebuild, startProjectors } from '@tb/projectors';

const EVENTS = Number(process.env.BENCH_PROJECTION_EVENTS ?? 100_000);
const PAGE = 1000;

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  note?: string;
}

/** A throwaway server unless BENCH_DATABASE_URL points at one; either way a fresh database. */
async function openBenchDatabase(): Promise<{ pool: Pool; close(): Promise<void> }> {
  const name = `bench_projections_${randomBytes(4).toString('hex')}`;
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    await ensureDatabase(external, name);
    const url = new URL(external);
    url.pathname = `/${name}`;
    const pool = createPool(url.toString(), 8);
    return { pool, close: () => pool.end() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'tb-bench-'));
  // As root, PostgreSQL runs as an unprivileged user that must reach this folder.
  chmodSync(dir, 0o777);
  const server = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), port: await freePort(), ephemeral: true });
  await ensureDatabase(server.url, name);
  const pool = createPool(server.urlFor(name), 8);
  return {
    pool,
    async close() {
      await pool.end();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function seed(store: EventStore): Promise<string> {
  const types = ['UserRegistered', 'UserSignedIn', 'ProjectCreated', 'ApplicationSubmitted', 'CandidateScored'];
  const start = Date.parse('2026-01-01T00:00:00Z');
  let head = '';
  for (let i = 0; i < EVENTS; i += 500) {
    const events: NewEvent[] = Array.from({ length: Math.min(500, EVENTS - i) }, (_, j) => ({
      id: randomUUID(),
      type: types[(i + j) % types.length] ?? 'Other',
      data: { n: i + j, text: 'x'.repeat(200) },
      metadata: { actorId: 'bench', at: new Date(start + (i + j) * 60_000).toISOString() },
    }));
    ({ position: head } = await store.appendToStream(`bench-${i % 997}`, events));
  }
  return head;
}

/** Pages through the events table the way a hand-written reader would: the ceiling for any projector. */
async function rawPaging(pool: Pool): Promise<number> {
  let after = 0;
  let read = 0;
  for (;;) {
    const { rows } = await pool.query<{ sequence: number }>(
      'SELECT * FROM event_store.events WHERE sequence > $1 ORDER BY sequence LIMIT $2',
      [after, PAGE],
    );
    const last = rows.at(-1);
    if (!last) return read;
    read += rows.length;
    after = last.sequence;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** A rate means nothing if the build lost or doubled events. */
async function expectEveryEventCounted(pool: Pool, schema: string) {
  const counted = (await readEventCounts(pool, schema)).reduce((sum, row) => sum + row.count, 0);
  if (counted !== EVENTS) throw new Error(`${schema} counted ${counted} events of ${EVENTS}`);
}

const liveAt = async (pool: Pool, schema: string, head: string) =>
  (
    await pool.query(`SELECT 1 FROM projections.catalog WHERE schema = $1 AND state = 'live' AND position = $2`, [
      schema,
      head,
    ])
  ).rowCount === 1;

async function waitFor(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

export default async function run(): Promise<BenchRow[]> {
  const database = await openBenchDatabase();
  const { pool } = database;
  try {
    const store = await createPostgresEventStore({ pool });
    const head = await seed(store);
    await pool.query('VACUUM ANALYZE event_store.events');
    const raw = await timed(() => rawPaging(pool));

    const projectors = await startProjectors({
      pool,
      store,
      logger: createLogger({ level: 'warn' }),
      projections: [eventLogStatsProjection],
      options: { batchSize: PAGE },
    });
    try {
      const firstSchema = `rm_event_log_stats_v${EVENT_LOG_STATS_READ_MODEL_VERSION}`;
      const first = await timed(() => waitFor(() => liveAt(pool, firstSchema, head)));
      await expectEveryEventCounted(pool, firstSchema);
      const rebuild = await timed(async () => {
        const target = await requestRebuild(pool, eventLogStatsProjection);
        await waitFor(() => liveAt(pool, target.schema, head));
        return target.schema;
      });
      await expectEveryEventCounted(pool, rebuild.result);
      const rawRate = raw.result / raw.seconds;
      const rows: BenchRow[] = [
        { name: `raw SELECT … ORDER BY sequence, pages of ${PAGE}`, value: rawRate, unit: 'events/s' },
        { name: 'projection first build (event_log_stats)', value: EVENTS / first.seconds, unit: 'events/s' },
        {
          name: 'projection blue-green rebuild (event_log_stats)',
          value: EVENTS / rebuild.seconds,
          unit: 'events/s',
          note: `${((EVENTS / rebuild.seconds / rawRate) * 100).toFixed(0)}% of raw paging (target ≥ 30%)`,
        },
      ];
      console.log(`projections: ${EVENTS} events`);
      for (const row of rows)
        console.log(
          `  ${row.name.padEnd(52)} ${Math.round(row.value).toLocaleString('en-US').padStart(10)} ${row.unit}${row.note ? `  ${row.note}` : ''}`,
        );
      return rows;
    } finally {
      await projectors.stop();
    }
  } finally {
    await database.close();
  }
}
