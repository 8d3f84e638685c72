import { fork } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openBenchServer } from '../lib/bench-server.ts';
import { fmt, percentile, printTable } from '../lib/stats.ts';
import { type Mix, prepareMix } from './mix.ts';
import { seed } from './seed.ts';

/**
 * `npm run load [-- --duration 10 --connections 50]`: the all-in-one app on 127.0.0.1 over a throwaway
 * embedded PostgreSQL, seeded with projects, users and candidates, under autocannon for `duration` seconds
 * at `connections` connections, with the product's mix: visitors browsing the projects list and details,
 * signed-in users applying (one-click multipart, paced at `apply-rate` per second), admins listing and
 * searching candidates. Prints req/s, p50 / p99 per kind and overall, errors, the server's memory over
 * the run; then checks every acknowledged application is in the read model. Exits 1 on any unexpected
 * answer or a missing application.
 *
 * Memory: RSS and heap used every second (mean of the first and last 10 s), and the heap still in use after
 * a forced full GC (`--gc-every` seconds, default 10; also just before and just after the load), which is
 * what the server really retains: printed over the run with its slope over the second half (MB/min), so a
 * leak shows as a steady slope and warm-up as one that falls to ~0. `--heap-snapshots 60,240` writes heap
 * snapshots of the server (after a GC) that many seconds into the load, to `--snapshot-dir` (default the
 * temp folder), for `bench/load/heap-diff.ts`; each blocks the server for seconds, so a run with snapshots
 * is for finding a leak, not for its latency figures.
 *
 * Expected non-2xx answers: 409 for an application re-sent for a project the user already applied to (the
 * mix re-sends ~5 % of them, as a double click would). Anything else (4xx, 5xx, timeouts, resets) counts
 * as an error.
 */
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.LOAD_DURATION ?? '60' },
    connections: { type: 'string', default: process.env.LOAD_CONNECTIONS ?? '200' },
    'apply-rate': { type: 'string', default: process.env.LOAD_APPLY_RATE ?? '20' },
    candidates: { type: 'string', default: process.env.LOAD_CANDIDATES ?? '2000' },
    projects: { type: 'string', default: process.env.LOAD_PROJECTS ?? '40' },
    'gc-every': { type: 'string', default: process.env.LOAD_GC_EVERY ?? '10' },
    'heap-snapshots': { type: 'string', default: process.env.LOAD_HEAP_SNAPSHOTS ?? '' },
    'snapshot-dir': { type: 'string', default: process.env.LOAD_SNAPSHOT_DIR ?? tmpdir() },
  },
});
const DURATION = Number(flags.duration);
const CONNECTIONS = Number(flags.connections);
const APPLY_RATE = Number(flags['apply-rate']);
const GC_EVERY = Number(flags['gc-every']);
const SNAPSHOTS_AT = (flags['heap-snapshots'] ?? '')
  .split(',')
  .filter((s) => s.trim() !== '')
  .map(Number);

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
}

/**
 * A sample taken right after a forced full GC: the heap the server really retains (`gcHeap`), and what else
 * makes up its RSS: the heap V8 keeps reserved (`heapTotal`) and memory outside it (`external`: buffers).
 */
interface GcSample {
  at: number;
  rss: number;
  gcHeap: number;
  heapTotal: number;
  external: number;
  /** Used bytes per V8 heap space (old_space, code_space, large_object_space, …). */
  spaces: Record<string, number>;
}

type ServerMessage = { port?: number; snapshotted?: string; ms?: number } & Partial<Sample> & Partial<GcSample>;

async function startServer(databaseUrl: string) {
  const child = fork(new URL('./load-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, DATABASE_URL: databaseUrl, LOAD_GC_EVERY: String(GC_EVERY) },
  });
  const samples: Sample[] = [];
  const gcSamples: GcSample[] = [];
  // Who waits for the next post-GC sample, and for each snapshot in order.
  const collecting: ((message: ServerMessage) => void)[] = [];
  const snapshotting: ((message: ServerMessage) => void)[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: ServerMessage) => {
      if (message.port) resolve(message.port);
      else if (message.snapshotted) snapshotting.shift()?.(message);
      else if (message.rss && message.gcHeap && message.at) {
        gcSamples.push({
          at: message.at,
          rss: message.rss,
          gcHeap: message.gcHeap,
          heapTotal: message.heapTotal ?? 0,
          external: message.external ?? 0,
          spaces: message.spaces ?? {},
        });
        for (const answer of collecting.splice(0)) answer(message);
      } else if (message.rss && message.heapUsed && message.at)
        samples.push({ at: message.at, rss: message.rss, heapUsed: message.heapUsed });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ask = (message: { collect?: true; snapshot?: string }) =>
    new Promise<ServerMessage>((resolve) => {
      (message.snapshot ? snapshotting : collecting).push(resolve);
      child.send(message);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    samples,
    gcSamples,
    /** Forces a full GC in the server now and records the heap left (besides the periodic ones). */
    collect: () => ask({ collect: true }),
    /** Writes a heap snapshot of the server (after a full GC) to `path`. */
    snapshot: async (path: string) => {
      const answer = await ask({ snapshot: path });
      return `${answer.snapshotted ?? path} (the server was blocked ${fmt((answer.ms ?? 0) / 1000, 1)} s)`;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const MB = 2 ** 20;
const fmtSlope = (n: number) => (Number.isNaN(n) ? 'n/a' : fmt(n, 2));

/** Least-squares slope of `value` over time, per minute. */
function slopePerMinute(points: { at: number; value: number }[]): number {
  if (points.length < 2) return Number.NaN;
  const x = points.map((p) => p.at / 60_000);
  const meanX = x.reduce((a, b) => a + b, 0) / x.length;
  const meanY = points.reduce((a, p) => a + p.value, 0) / points.length;
  let num = 0;
  let den = 0;
  points.forEach((p, i) => {
    const dx = (x[i] ?? 0) - meanX;
    num += dx * (p.value - meanY);
    den += dx * dx;
  });
  return den === 0 ? Number.NaN : num / den;
}

/**
 * The post-GC samples of the run: one row every `step` seconds (at least `--gc-every`, ~10 rows per run)
 * with the mean RSS of the 1 s samples since the previous row (a single RSS reading swings with the heap V8
 * keeps reserved); start (just before the load), middle and end (just after it); and the slopes over the
 * second half of the run: post-GC heap (from its samples) and RSS (from the 1 s samples).
 */
function printMemoryTrend(gcSamples: GcSample[], samples: Sample[], started: number, ended: number) {
  const around = gcSamples.filter((s) => s.at >= started - 1_000 && s.at <= ended + 5_000);
  const nearest = (list: GcSample[], at: number) =>
    list.reduce((best, s) => (Math.abs(s.at - at) < Math.abs(best.at - at) ? s : best));
  if (around.length === 0) return;
  // The one taken just before the load (a periodic one a moment earlier may still count pages V8 releases later).
  const start = nearest(around, started);
  const run = around.filter((s) => s.at >= start.at);
  const seconds = (ended - started) / 1000;
  const step = Math.max(GC_EVERY, Math.ceil(seconds / 10 / GC_EVERY) * GC_EVERY);
  const closest = (at: number) => nearest(run, at);
  const picked = new Set<GcSample>();
  for (let t = 0; t < seconds; t += step) picked.add(closest(started + t * 1000));
  picked.add(run[run.length - 1] as GcSample);
  let previous = started - step * 1000;
  const rows = [...picked].map((s) => {
    const since = samples.filter((x) => x.at > Math.max(previous, started) && x.at <= s.at);
    previous = s.at;
    return [
      `${fmt(Math.max(0, (s.at - started) / 1000))} s`,
      since.length === 0 ? '' : fmt(since.reduce((sum, x) => sum + x.rss, 0) / since.length / MB),
      fmt(s.rss / MB),
      fmt(s.gcHeap / MB),
      fmt(s.heapTotal / MB),
      fmt(s.external / MB),
    ];
  });
  printTable(
    ['after a full GC', 'RSS MB (mean since)', 'RSS MB', 'heap used MB', 'heap total MB', 'external MB'],
    rows,
  );
  const middle = closest((started + ended) / 2);
  const end = run[run.length - 1] as GcSample;
  const half = run.filter((s) => s.at >= (started + ended) / 2);
  const heapSlope = slopePerMinute(half.map((s) => ({ at: s.at, value: s.gcHeap / MB })));
  const rssSlope = slopePerMinute(
    samples.filter((s) => s.at >= (started + ended) / 2 && s.at <= ended).map((s) => ({ at: s.at, value: s.rss / MB })),
  );
  const whole = slopePerMinute(run.map((s) => ({ at: s.at, value: s.gcHeap / MB })));
  // Where the post-GC heap changed over the second half, by V8 heap space (code_space growing is JIT warm-up).
  const firstOfHalf = half[0];
  const bySpace = firstOfHalf
    ? Object.keys(end.spaces)
        .map((space) => ({ space, delta: ((end.spaces[space] ?? 0) - (firstOfHalf.spaces[space] ?? 0)) / MB }))
        .filter(({ delta }) => Math.abs(delta) >= 0.05)
        .map(({ space, delta }) => `${space} ${delta > 0 ? '+' : ''}${fmt(delta, 1)}`)
    : [];
  console.log(
    `post-GC heap start / middle / end: ${fmt(start.gcHeap / MB)} / ${fmt(middle.gcHeap / MB)} / ` +
      `${fmt(end.gcHeap / MB)} MB; RSS ${fmt(start.rss / MB)} / ${fmt(middle.rss / MB)} / ${fmt(end.rss / MB)} MB`,
  );
  console.log(
    `slope over the second half: post-GC heap ${fmtSlope(heapSlope)} MB/min (${half.length} samples), ` +
      `RSS ${fmtSlope(rssSlope)} MB/min (1 s samples); post-GC heap over the whole run ${fmtSlope(whole)} MB/min`,
  );
  if (bySpace.length > 0) console.log(`post-GC heap change over the second half by space (MB): ${bySpace.join(', ')}`);
}

async function runMix(url: string, mix: Mix) {
  const latencies = new Map<string, number[]>(mix.kinds.map((k) => [k.name, []]));
  const results = await Promise.all(
    mix.kinds.map((kind) => {
      const instance = autocannon({
        url,
        connections: kind.connections,
        duration: DURATION,
        timeout: 30,
        ...(kind.overallRate ? { overallRate: kind.overallRate } : {}),
        requests: [kind.request],
      });
      const mine = latencies.get(kind.name) ?? [];
      // The instance re-emits each client's response as (client, status, bytes, ms); the typings omit the client.
      (instance as unknown as NodeJS.EventEmitter).on(
        'response',
        (_client: unknown, status: number, _bytes: number, ms: number) => {
          mine.push(ms);
          kind.record(status);
        },
      );
      return instance.then((result) => ({ kind, result }));
    }),
  );
  return { latencies, results };
}

export async function main(): Promise<number> {
  const db = await openBenchServer();
  const server = await startServer(await db.createDatabase('load'));
  try {
    const seeded = await seed(server.url, {
      projects: Number(flags.projects),
      candidates: Number(flags.candidates),
      // Each user applies at most 25 times: the apply rate limit is 30 per user per hour.
      users: Math.ceil((APPLY_RATE * DURATION * 1.2) / 25) + 2,
    });
    const mix = prepareMix(seeded, CONNECTIONS, APPLY_RATE, server.url);
    console.log(
      `seeded ${seeded.projects.length} projects, ${seeded.users.length} users, ${seeded.candidates} candidates; ` +
        `${DURATION} s at ${CONNECTIONS} connections (${mix.kinds.map((k) => `${k.name} ${k.connections}`).join(', ')})`,
    );
    await server.collect();
    const started = Date.now();
    const snapshots = SNAPSHOTS_AT.map(
      (seconds, i) =>
        new Promise<string>((resolve) =>
          setTimeout(() => {
            const path = join(flags['snapshot-dir'] ?? tmpdir(), `load-${started}-${i + 1}-${seconds}s.heapsnapshot`);
            resolve(server.snapshot(path));
          }, seconds * 1000),
        ),
    );
    const { latencies, results } = await runMix(server.url, mix);
    const ended = Date.now();
    await server.collect();

    const rows: string[][] = [];
    let errors = 0;
    const all: number[] = [];
    for (const { kind, result } of results) {
      const sorted = (latencies.get(kind.name) ?? []).sort((a, b) => a - b);
      // Not push(...sorted): a long run's list (over ~120,000 latencies) overflows the call stack as arguments.
      for (const ms of sorted) all.push(ms);
      const unexpected = kind.unexpected() + result.errors + result.timeouts;
      errors += unexpected;
      rows.push([
        kind.name,
        fmt(sorted.length),
        fmt(sorted.length / DURATION, 1),
        fmt(percentile(sorted, 50), 1),
        fmt(percentile(sorted, 99), 1),
        kind.expectedSummary(),
        fmt(unexpected),
      ]);
    }
    all.sort((a, b) => a - b);
    rows.push([
      'all',
      fmt(all.length),
      fmt(all.length / DURATION, 1),
      fmt(percentile(all, 50), 1),
      fmt(percentile(all, 99), 1),
      '',
      fmt(errors),
    ]);
    printTable(['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'expected non-2xx', 'errors'], rows);
    for (const { kind } of results) for (const line of kind.errorSamples()) console.log(`  ${kind.name}: ${line}`);

    const window = server.samples.filter((s) => s.at >= started && s.at <= ended);
    // No samples in a window when the server was blocked (e.g. writing a heap snapshot).
    const mean = (list: Sample[], key: 'rss' | 'heapUsed') =>
      list.length === 0 ? 'n/a' : fmt(list.reduce((sum, s) => sum + s[key], 0) / list.length / MB);
    const first = window.filter((s) => s.at < started + 10_000);
    const last = window.filter((s) => s.at > ended - 10_000);
    const peak = Math.max(...window.map((s) => s.rss)) / 2 ** 20;
    printTable(
      ['server memory (MB)', 'first 10 s', 'last 10 s', 'peak'],
      [
        ['RSS', mean(first, 'rss'), mean(last, 'rss'), fmt(peak)],
        ['heap used', mean(first, 'heapUsed'), mean(last, 'heapUsed'), ''],
      ],
    );
    printMemoryTrend(server.gcSamples, server.samples, started, ended);
    for (const path of await Promise.all(snapshots)) console.log(`heap snapshot: ${path}`);

    const missing = await mix.missingApplications(server.url);
    console.log(`${mix.acknowledged()} applications acknowledged; ${missing.length} missing from the read model`);
    if (missing.length > 0) console.log(`  missing: ${missing.slice(0, 10).join(', ')}`);
    return errors > 0 || missing.length > 0 ? 1 : 0;
  } finally {
    await server.stop();
    await db.close();
  }
}

process.exitCode = await main();
