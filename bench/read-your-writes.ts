import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TestClient } from '@tb/all-in-one/test-client';
import { ensureAdmin } from '@tb/command-api';
import { createEventStore } from '@tb/event-store';
import { createPool } from '@tb/platform';
import { openBenchServer } from './lib/bench-server.ts';
import { listeningChild } from './lib/listening-child.ts';
import { fmt, percentile, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- read-your-writes`: write → visible latency through the HTTP APIs. A client updates its
 * profile (command API), then reads it back with the write's position as x-min-position (query API); the
 * time from sending the write to receiving the read that shows it. Idle, then beside 50 concurrent writers.
 * The server (the all-in-one app, `npm start`), the reader (this process) and the writers each run in a process
 * of their own.
 */
/** Samples per row: p99 is then about the 5th slowest (with 200 it was the 2nd, and moved ±20 ms run to run). */
const SAMPLES = Number(process.env.BENCH_RYW_SAMPLES ?? 500);
const WRITERS = Number(process.env.BENCH_RYW_WRITERS ?? 50);

interface Samples {
  /** From sending the write to receiving the read that shows it, sorted. */
  total: number[];
  /** The write's answer alone, sorted. */
  write: number[];
  /** The read's answer alone (waiting for the projection included), sorted. */
  read: number[];
}

async function sample(client: TestClient, n: number): Promise<Samples> {
  const samples: Samples = { total: [], write: [], read: [] };
  for (let i = 0; i < n; i++) {
    const bio = `sample ${i} ${Math.random()}`;
    const started = performance.now();
    await client.put('/api/user/profile', { firstName: 'Bench', lastName: 'Reader', bio });
    const written = performance.now();
    const read = await client.get('/api/user/profile');
    if (read.body.bio !== bio) {
      throw new Error(
        `read did not show the write (stale: ${read.headers.get('x-read-model-stale')}, ${Math.round(performance.now() - started)} ms)`,
      );
    }
    const ended = performance.now();
    samples.total.push(ended - started);
    samples.write.push(written - started);
    samples.read.push(ended - written);
  }
  for (const list of Object.values(samples)) list.sort((a: number, b: number) => a - b);
  return samples;
}

const READER = { email: 'reader@bench.local', password: 'secret1!' };

/** The all-in-one app in a process of its own (bench/_ryw-server.ts) over `databaseUrl`; its URL and stop. */
async function startServer(databaseUrl: string) {
  const child = fork(fileURLToPath(new URL('./_ryw-server.ts', import.meta.url)), [], {
    execArgv: [],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BENCH_ADMIN_EMAIL: READER.email,
      BENCH_ADMIN_PASSWORD: READER.password,
    },
  });
  return listeningChild(child);
}

/** A client signed in as `account` (the users projection may still be catching up with the account). */
async function signedIn(url: string, account: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(url);
  for (let attempt = 0; ; attempt++) {
    const login = await client.post('/api/auth/login', account);
    if (login.status === 200) return client;
    if (attempt === 50) throw new Error(`sign-in as ${account.email} answered ${login.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function run(): Promise<void> {
  const server = await openBenchServer();
  const databaseUrl = await server.createDatabase('bench_ryw');
  // The server runs in a process of its own, as for the other HTTP benches: a reader sharing its event loop
  // waited for the server's queue a second time for each answer it read.
  const app = await startServer(databaseUrl);
  const { url } = app;
  const pool = createPool(databaseUrl, 2);
  try {
    const reader = await signedIn(url, READER);
    await sample(reader, 20);
    const idle = await sample(reader, SAMPLES);

    // The writers run in a process of their own, as real clients would: here they would compete with the
    // server for the same event loop and measure that instead.
    const emails = Array.from({ length: WRITERS }, (_, i) => `writer${i}@bench.local`);
    const store = await createEventStore({ pool });
    try {
      for (const email of emails) await ensureAdmin(store, { email, password: 'secret1!' });
    } finally {
      await store.close();
    }
    const child = fork(fileURLToPath(new URL('./_ryw-writers.ts', import.meta.url)), [url, ...emails], {
      execArgv: [],
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
        ['idle', fmt(percentile(idle.total, 50), 1), fmt(percentile(idle.total, 99), 1), '≤ 50 ms', '-'],
        [
          `${WRITERS} concurrent writers`,
          fmt(percentile(loaded.total, 50), 1),
          fmt(percentile(loaded.total, 99), 1),
          '≤ 200 ms',
          fmt(writesPerSecond),
        ],
      ],
    );
    // Where the time goes: the write's answer, then the read's (which waits for the projection).
    printTable(
      ['of which', 'write p50', 'write p99', 'read p50', 'read p99'],
      [
        ['idle', ...parts(idle)],
        [`${WRITERS} concurrent writers`, ...parts(loaded)],
      ],
    );
  } finally {
    await pool.end();
    await app.stop();
    await server.close();
  }
}

const parts = (samples: Samples) => [
  fmt(percentile(samples.write, 50), 1),
  fmt(percentile(samples.write, 99), 1),
  fmt(percentile(samples.read, 50), 1),
  fmt(percentile(samples.read, 99), 1),
];
