import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestClient } from '@tb/all-in-one/test-client';
import { ensureAdmin } from '@tb/command-api';
import { openBenchServer } from './lib/bench-server.ts';
import { signedInAdmin, startInProcessApp } from './lib/in-process-app.ts';
import { fmt, percentile, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- read-your-writes`: write → visible latency through the HTTP APIs. A client updates its
 * profile (command API), then reads it back with the write's position as x-min-position (query API); the
 * time from sending the write to receiving the read that shows it. Idle, then beside 50 concurrent writers.
 */
const SAMPLES = Number(process.env.BENCH_RYW_SAMPLES ?? 200);
const WRITERS = Number(process.env.BENCH_RYW_WRITERS ?? 50);

async function sample(client: TestClient, n: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < n; i++) {
    const bio = `sample ${i} ${Math.random()}`;
    const started = performance.now();
    await client.put('/api/user/profile', { firstName: 'Bench', lastName: 'Reader', bio });
    const read = await client.get('/api/user/profile');
    if (read.body.bio !== bio) {
      throw new Error(
        `read did not show the write (stale: ${read.headers.get('x-read-model-stale')}, ${Math.round(performance.now() - started)} ms)`,
      );
    }
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

export default async function run(): Promise<void> {
  const server = await openBenchServer();
  const app = await startInProcessApp(await server.createDatabase('bench_ryw'), 'tb-bench-ryw-');
  const { runtime, url } = app;
  try {
    const reader = await signedInAdmin(app, 'reader@bench.local');
    await sample(reader, 20);
    const idle = await sample(reader, SAMPLES);

    // The writers run in a process of their own, as real clients would: here they would compete with the
    // server for the same event loop and measure that instead.
    const emails = Array.from({ length: WRITERS }, (_, i) => `writer${i}@bench.local`);
    for (const email of emails) await ensureAdmin(runtime.store, { email, password: 'secret1' });
    const child = fork(fileURLToPath(new URL('./_ryw-writers.ts', import.meta.url)), [url, ...emails], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const messages: unknown[] = [];
    child.on('message', (message) => messages.push(message));
    while (!messages.includes('ready')) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1000));
    const loaded = await sample(reader, SAMPLES);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    const totals = messages.find(
      (m): m is { writes: number; failures: number; seconds: number } => typeof m === 'object' && m !== null,
    );
    const writesPerSecond = totals ? totals.writes / totals.seconds : 0;
    if (totals?.failures) console.warn(`${totals.failures} background writes failed`);
    printTable(
      ['write → visible', 'p50 ms', 'p99 ms', 'target p99', 'background writes/s'],
      [
        ['idle', fmt(percentile(idle, 50), 1), fmt(percentile(idle, 99), 1), '≤ 50 ms', '-'],
        [
          `${WRITERS} concurrent writers`,
          fmt(percentile(loaded, 50), 1),
          fmt(percentile(loaded, 99), 1),
          '≤ 200 ms',
          fmt(writesPerSecond),
        ],
      ],
    );
  } finally {
    await app.stop();
    await server.close();
  }
}
