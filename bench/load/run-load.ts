import { fork } from 'node:child_process';
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
  },
});
const DURATION = Number(flags.duration);
const CONNECTIONS = Number(flags.connections);
const APPLY_RATE = Number(flags['apply-rate']);

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
}

async function startServer(databaseUrl: string) {
  const child = fork(new URL('./load-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const samples: Sample[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: { port?: number } & Partial<Sample>) => {
      if (message.port) resolve(message.port);
      else if (message.rss && message.heapUsed && message.at)
        samples.push({ at: message.at, rss: message.rss, heapUsed: message.heapUsed });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    samples,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
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
    const started = Date.now();
    const { latencies, results } = await runMix(server.url, mix);
    const ended = Date.now();

    const rows: string[][] = [];
    let errors = 0;
    const all: number[] = [];
    for (const { kind, result } of results) {
      const sorted = (latencies.get(kind.name) ?? []).sort((a, b) => a - b);
      all.push(...sorted);
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
    const mean = (list: Sample[], key: 'rss' | 'heapUsed') =>
      list.reduce((sum, s) => sum + s[key], 0) / Math.max(1, list.length) / 2 ** 20;
    const first = window.filter((s) => s.at < started + 10_000);
    const last = window.filter((s) => s.at > ended - 10_000);
    const peak = Math.max(...window.map((s) => s.rss)) / 2 ** 20;
    printTable(
      ['server memory (MB)', 'first 10 s', 'last 10 s', 'peak'],
      [
        ['RSS', fmt(mean(first, 'rss')), fmt(mean(last, 'rss')), fmt(peak)],
        ['heap used', fmt(mean(first, 'heapUsed')), fmt(mean(last, 'heapUsed')), ''],
      ],
    );

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
