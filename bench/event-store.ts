import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createPostgresEventStore, type NewEvent } from '@tb/event-store';
import { createPool } from '@tb/platform';
import { type BenchServer, openBenchServer } from './lib/bench-server.ts';
import { fmt, type Measured, measure, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- event-store`: our PostgreSQL adapter beside a raw PostgreSQL baseline and
 * @event-driven-io/emmett-postgresql, all on the same server in the same run.
 * BENCH_APPENDS (default 3000) single appends per row; BENCH_BATCHES (default 300) batches of 100.
 */
const APPENDS = Number(process.env.BENCH_APPENDS ?? 3000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 300);
const LEVELS = [1, 8, 32];

const RAW_TABLE = `CREATE TABLE raw_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, stream_id text NOT NULL, revision bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(), UNIQUE (stream_id, revision))`;

const payload = (worker: number, i: number) => ({ worker, i, text: 'x'.repeat(100) });
const newEvents = (worker: number, n: number): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    type: 'BenchAppended',
    data: payload(worker, i),
    metadata: { actorId: 'bench' },
  }));

async function ours(server: BenchServer, connections: number, operations: number, perOp: number): Promise<Measured> {
  const pool = createPool(await server.createDatabase('bench_ours'), connections);
  const store = await createPostgresEventStore({ pool });
  const revisions = new Map<number, number>();
  const run = `r${randomUUID().slice(0, 8)}`;
  const result = await measure(connections, operations, perOp, async (worker) => {
    const revision = revisions.get(worker);
    const appended = await store.appendToStream(`${run}-${worker}`, newEvents(worker, perOp), {
      expectedRevision: revision ?? 'no_stream',
    });
    revisions.set(worker, appended.nextRevision);
  });
  await pool.end();
  return result;
}

/** The baseline: the same rows by a multi-row INSERT, guarded only by the unique indexes. */
async function raw(server: BenchServer, connections: number, operations: number, perOp: number): Promise<Measured> {
  const pool = createPool(await server.createDatabase('bench_raw'), connections);
  await pool.query(RAW_TABLE);
  const revisions = new Map<number, number>();
  const result = await measure(connections, operations, perOp, async (worker) => {
    const base = (revisions.get(worker) ?? -1) + 1;
    const values: unknown[] = [];
    const rows = Array.from({ length: perOp }, (_, i) => {
      values.push(`s-${worker}`, base + i, randomUUID(), JSON.stringify(payload(worker, i)));
      const p = i * 4;
      return `($${p + 1}, $${p + 2}, $${p + 3}, 'BenchAppended', $${p + 4}, '{"actorId":"bench"}')`;
    });
    await pool.query(
      `INSERT INTO raw_events (stream_id, revision, event_id, type, data, metadata) VALUES ${rows.join(', ')}`,
      values,
    );
    revisions.set(worker, base + perOp - 1);
  });
  await pool.end();
  return result;
}

function emmett(url: string, connections: number, operations: number, perOp: number): Measured {
  const script = fileURLToPath(new URL('./_emmett-append.ts', import.meta.url));
  const child = spawnSync(process.execPath, [script, url, String(connections), String(operations), String(perOp)], {
    encoding: 'utf8',
    timeout: 600_000,
  });
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as Measured;
  } catch {
    throw new Error(`emmett bench failed: ${child.stderr || child.stdout}`);
  }
}

async function readAllRows(server: BenchServer): Promise<string[][]> {
  const url = await server.createDatabase('bench_read');
  const pool = createPool(url, 4);
  const store = await createPostgresEventStore({ pool });
  await pool.query(RAW_TABLE);
  const total = BATCHES * 100;
  for (let b = 0; b < BATCHES; b++) {
    const events = newEvents(b, 100);
    await store.appendToStream(`read-${b % 50}`, events);
    await pool.query(
      `INSERT INTO raw_events (stream_id, revision, event_id, type, data, metadata)
       SELECT 'read-' || $1::text, $2::bigint + ord - 1, gen_random_uuid(), 'BenchAppended', d, '{}'::jsonb
       FROM unnest($3::jsonb[]) WITH ORDINALITY AS t(d, ord)`,
      [String(b), b * 100, events.map((e) => JSON.stringify(e.data))],
    );
  }
  const time = async (read: () => Promise<number>) => {
    const t = performance.now();
    const n = await read();
    return n / ((performance.now() - t) / 1000);
  };
  const oursRate = await time(async () => {
    let after: string | null = null;
    let n = 0;
    for (;;) {
      const page = await store.readAll({ after, limit: 1000 });
      if (page.length === 0) return n;
      n += page.length;
      after = page.at(-1)?.position ?? after;
    }
  });
  const rawRate = await time(async () => {
    let after = 0;
    let n = 0;
    for (;;) {
      const { rows } = await pool.query<{ id: number }>(
        'SELECT * FROM raw_events WHERE id > $1 ORDER BY id LIMIT 1000',
        [after],
      );
      if (rows.length === 0) return n;
      n += rows.length;
      after = rows.at(-1)?.id ?? after;
    }
  });
  await pool.end();
  return [
    [
      `read all (${fmt(total)} events, pages of 1000)`,
      fmt(oursRate),
      fmt(rawRate),
      '-',
      fmt(oursRate / rawRate, 2),
      '-',
    ],
  ];
}

export default async function run(): Promise<void> {
  const server = await openBenchServer();
  try {
    const rows: string[][] = [];
    const row = (label: string, o: Measured, r: Measured, e: Measured) => [
      label,
      fmt(o.rate),
      fmt(r.rate),
      fmt(e.rate),
      fmt(o.rate / r.rate, 2),
      fmt(o.rate / e.rate, 2),
      `${fmt(o.p50, 2)} / ${fmt(o.p99, 2)}`,
      `${fmt(r.p50, 2)} / ${fmt(r.p99, 2)}`,
      `${fmt(e.p50, 2)} / ${fmt(e.p99, 2)}`,
    ];
    for (const connections of LEVELS) {
      const o = await ours(server, connections, APPENDS, 1);
      const r = await raw(server, connections, APPENDS, 1);
      const e = emmett(await server.createDatabase('bench_emmett'), connections, APPENDS, 1);
      rows.push(row(`single appends, ${connections} conn`, o, r, e));
    }
    const o = await ours(server, 8, BATCHES, 100);
    const r = await raw(server, 8, BATCHES, 100);
    const e = emmett(await server.createDatabase('bench_emmett'), 8, BATCHES, 100);
    rows.push(row('100-event batches, 8 conn', o, r, e));
    printTable(
      [
        'appends (events/s)',
        'ours',
        'raw',
        'emmett',
        'ours/raw',
        'ours/emmett',
        'ours p50/p99 ms',
        'raw p50/p99 ms',
        'emmett p50/p99 ms',
      ],
      rows,
    );
    console.log();
    printTable(['read', 'ours ev/s', 'raw ev/s', '', 'ours/raw', ''], await readAllRows(server));
    console.log('\nTargets: single appends at 8 conn ≥ 0.7 × raw and ≥ 3 × emmett; read all ≥ 0.5 × raw.');
  } finally {
    await server.close();
  }
}
