import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@tb/all-in-one';
import { TestClient } from '@tb/all-in-one/test-client';
import { candidateDecider, candidateStream, candidateSubjectOfStream } from '@tb/domain';
import {
  ensureDatabase,
  freePort,
  migrate,
  SubjectKeyStore,
  sealedEventStore,
  subjectKeyMigrations,
  toNewEvents,
} from '@tb/platform';
import autocannon from 'autocannon';
import { openBenchServer } from './lib/bench-server.ts';
import { fmt, measure, percentile, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- candidates`: the admin list with search and filters over BENCH_CANDIDATES (50,000)
 * candidates, each with its own sealing key, through the HTTP query API at 20 concurrent requests.
 * Target: p99 ≤ 50 ms.
 *
 * The candidates are written and projected here. Then the server runs in a process of its own, first the
 * all-in-one app (`npm start`, bench/_candidates-server.ts), then the query API alone as deployed
 * (services/query-api/src/server.ts), then the query API with ANSWER_CACHE=off (every answer read from PostgreSQL:
 * the cost of a search nobody asked since the candidates last changed; as deployed, the warm-up has asked each of
 * the set's queries, so the measured requests are answered from kept answers), and the load comes from autocannon
 * in this process, so the figures are
 * the server's, not a client sharing its event loop; each row also gives the server's CPU per request (Linux)
 * and the load average before → after, as the machine may be shared. BENCH_CANDIDATES_DATABASE_URL
 * reuses a database (seeded on the first run) instead of a throwaway server; BENCH_SERVER_NODE_OPTIONS
 * passes flags to the server process (e.g. `--cpu-prof --cpu-prof-dir=…`).
 */
const COUNT = Number(process.env.BENCH_CANDIDATES ?? 50_000);
/** Timed requests per set: p99 is then the 60th slowest, not the 20th. */
const REQUESTS = Number(process.env.BENCH_CANDIDATE_REQUESTS ?? 6000);
/**
 * Untimed requests per set first, at the same concurrency. A server process just started runs its code unoptimised
 * and its PostgreSQL connections have cold catalog caches (the first list statement on a connection plans in
 * ~6 ms, later ones in 0.3): measured with 200 of these, the first set's p99 was that start-up, not the steady
 * state a server that has been up for a minute is in.
 */
const WARM_UP = Number(process.env.BENCH_CANDIDATE_WARM_UP ?? 2000);
const CONCURRENCY = 20;
/** Which servers to measure (comma-separated, default all): all-in-one, alone (query API), off (ANSWER_CACHE=off). */
const SERVERS = new Set((process.env.BENCH_CANDIDATES_SERVERS ?? 'all-in-one,alone,off').split(','));
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these. */
const CLOCK_TICKS = 100;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', 'Smith', 'Garcia', 'Kim', 'Patel', 'Nguyen', 'Müller'];
const GIVEN = ['伟', '芳', '思远', '晓东', 'Emily', 'Daniel', 'Sofia', 'Ravi', 'Anna', 'Lucas', '娜', '磊'];
const POSITIONS = [
  ['LLM Engineer', 'AI Engineer'],
  ['Computer Vision Engineer', 'Computer Vision'],
  ['Compiler Engineer', 'Compiler'],
  ['UI/UX Designer', 'UX Designer'],
  ['Hardware FAE', 'FAE'],
  ['Software Engineer', 'Software Engineer'],
  ['Crawler Engineer', 'Crawler'],
  ['AI Trainer', 'AI Ops'],
] as const;
const SCHOOLS = ['清华大学', '浙江大学', 'Stanford University', 'MIT', '上海交通大学', 'ETH Zurich', '电子科技大学'];
const TAGS = ['Python, PyTorch, LLM', 'C++, LLVM, CUDA', 'Figma, User Research', 'Go, PostgreSQL', 'Scrapy, 爬虫'];
const RESULTS = ['Recommended', 'Pending', 'Not Recommended', ''];

const QUERIES = [
  '?q=engineer&role=AI%20Engineer&interviewed=yes&limit=50',
  `?q=${encodeURIComponent('王思远')}&limit=50`,
  `?q=${encodeURIComponent('清华')}&degree=master&limit=50`,
  '?q=pytorch&result=Recommended&limit=50',
  '?role=Compiler&degree=phd&limit=50&offset=100',
  '?q=candidate4242&limit=50',
  '?q=stanford&interviewed=no&limit=50',
  '?interviewed=yes&result=Pending&limit=50',
];

const ADMIN = { email: 'bench@bench.local', password: 'bench-secret-1' };

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

function candidateCommand(i: number) {
  const [position, role] = pick(POSITIONS, i * 7);
  const name = `${pick(SURNAMES, i)}${pick(GIVEN, i * 3)} ${i}`;
  const degree = i % 5;
  return {
    candidateId: randomUUID(),
    details: {
      name,
      email: `candidate${i}@example.com`,
      phone: `138${String(i).padStart(8, '0')}`,
      position,
      role,
      degree: ['PhD', 'Master', 'Bachelor', '本科', ''][degree] ?? '',
      master: degree === 1 ? pick(SCHOOLS, i) : '',
      bachelor: pick(SCHOOLS, i + 1),
      tagsInEng: pick(TAGS, i),
      applyTime: new Date(Date.UTC(2025, 0, 1) + i * 600_000).toISOString(),
    },
    interview:
      i % 3 === 0
        ? { isInterviewed: true, interviewResult: pick(RESULTS, i), english: (i % 50) / 10, professionalSkills: 4 }
        : undefined,
  };
}

/** Writes COUNT candidates through the all-in-one runtime (unless the database has them) and waits for the projection. */
async function seed(databaseUrl: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-candidates-'));
  const { startRuntime } = await import('@tb/all-in-one');
  const runtime = await startRuntime(
    loadConfig({ PORT: '0', LOG_LEVEL: 'error', SEED_DEMO: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
  );
  try {
    const pool = runtime.database.pool;
    const { rows: present } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'CandidateAdded'`,
    );
    const already = present[0]?.n ?? 0;
    if (already !== 0 && already !== COUNT)
      throw new Error(`The database holds ${already} candidates, not ${COUNT}: use an empty one.`);
    const started = performance.now();
    if (already === 0) {
      await migrate(pool, 'subject_keys', subjectKeyMigrations);
      const store = sealedEventStore(runtime.store, new SubjectKeyStore(pool), {
        subjectOf: candidateSubjectOfStream,
      });
      const metadata = { actorId: 'bench', now: new Date().toISOString() };
      // The decider decides, as a command would; appending directly skips only the empty-stream read.
      await measure(8, COUNT, 1, async (_worker, i) => {
        const { candidateId, details, interview } = candidateCommand(i);
        const command = {
          type: 'AddCandidate' as const,
          data: { candidateId, source: 'form' as const, emailId: null, details, ...(interview ? { interview } : {}) },
          metadata,
        };
        const events = candidateDecider.decide(command, candidateDecider.initialState());
        const stream = candidateStream(candidateId);
        await store.appendToStream(stream, toNewEvents(stream, events, command), { expectedRevision: 'no_stream' });
      });
    }
    const head = await runtime.store.headPosition();
    while (head) {
      const { rows } = await pool.query<{ position: string | null }>(
        `SELECT position FROM projections.catalog WHERE name = 'candidates' AND state = 'live'`,
      );
      const at = rows[0]?.position;
      if (at && runtime.store.comparePositions(at, head) >= 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const seconds = fmt((performance.now() - started) / 1000, 1);
    console.log(
      `${fmt(COUNT)} candidates ${already ? 'already there, projected' : 'written and projected'} in ${seconds} s`,
    );
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Server {
  url: string;
  /** CPU time the server process has used, ms (Linux), else null. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

function forkServer(script: string, env: Record<string, string>) {
  const child = fork(new URL(script, import.meta.url).pathname, [], {
    execArgv: [...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`))),
  );
  failed.catch(() => {});
  return {
    child,
    failed,
    cpuMs() {
      try {
        const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
      } catch {
        return null;
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The all-in-one app (`npm start`) in a process of its own; ADMIN is ensured at its start. */
async function startAllInOne(databaseUrl: string): Promise<Server> {
  const server = forkServer('./_candidates-server.ts', {
    DATABASE_URL: databaseUrl,
    BENCH_ADMIN_EMAIL: ADMIN.email,
    BENCH_ADMIN_PASSWORD: ADMIN.password,
  });
  const port = await Promise.race([
    new Promise<number>((resolve) => {
      server.child.on('message', (message: { port?: number }) => {
        if (message.port) resolve(message.port);
      });
    }),
    server.failed,
  ]);
  return { url: `http://127.0.0.1:${port}`, cpuMs: server.cpuMs, stop: server.stop };
}

/** The query API alone, as deployed (services/query-api/src/server.ts), over the same database. */
async function startQueryApi(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const server = forkServer('../services/query-api/src/server.ts', {
    ...env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      const answer = await fetch(`${url}/readyz`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([ready, server.failed]);
  return { url, cpuMs: server.cpuMs, stop: server.stop };
}

/** `amount` GETs from CONCURRENCY connections, each sending the next as soon as its answer is in. */
async function load(url: string, headers: Record<string, string>, paths: readonly string[], amount: number) {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const instance = autocannon({
    url,
    connections: CONCURRENCY,
    amount,
    timeout: 30,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path: `/api/admin/candidates${path}` })),
  });
  // The instance re-emits each client's response as (client, status, bytes, ms); the typings omit the client.
  (instance as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      if (status !== 200) failures += 1;
    },
  );
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  if (failures || result.errors || result.timeouts)
    throw new Error(`${failures} non-200 answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const SETS: [string, readonly string[]][] = [
  ['mixed search + filters', QUERIES],
  ['search + filters (3+ chars)', [0, 3, 5, 6].map((i) => QUERIES[i] ?? '')],
];

const loadAverage = () => fmt(loadavg()[0] ?? 0, 1);

/** Both query sets against one server: WARM_UP requests, then REQUESTS at CONCURRENCY; a row per set. */
async function measureServer(name: string, server: Server, headers: Record<string, string>): Promise<string[][]> {
  const rows: string[][] = [];
  for (const [label, list] of SETS) {
    await load(server.url, headers, list, WARM_UP);
    const [before, cpuBefore] = [loadAverage(), server.cpuMs()];
    const result = await load(server.url, headers, list, REQUESTS);
    const cpuAfter = server.cpuMs();
    const cpu = cpuBefore === null || cpuAfter === null ? '' : fmt((cpuAfter - cpuBefore) / REQUESTS, 2);
    rows.push([
      `${name}: ${label}`,
      fmt(result.rate),
      fmt(result.p50, 1),
      fmt(result.p99, 1),
      result.p99 <= 50 ? 'yes' : 'NO',
      cpu,
      `${before} → ${loadAverage()}`,
    ]);
  }
  return rows;
}

export default async function run(): Promise<void> {
  const reuse = process.env.BENCH_CANDIDATES_DATABASE_URL;
  const server = reuse ? null : await openBenchServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-candidates-query-api-'));
  try {
    const databaseUrl = reuse ?? (await server?.createDatabase('bench_candidates')) ?? '';
    if (reuse) {
      const serverUrl = new URL(reuse);
      const name = decodeURIComponent(serverUrl.pathname.slice(1));
      serverUrl.pathname = '/postgres';
      await ensureDatabase(serverUrl.toString(), name);
    }
    await seed(databaseUrl);
    const rows: string[][] = [];
    // The session is a row in the database: signed in through the whole app, it serves the query API alone too.
    let headers: Record<string, string> = {};
    const app = await startAllInOne(databaseUrl);
    try {
      const login = await new TestClient(app.url).post('/api/auth/login', ADMIN);
      if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
      headers = { cookie: login.headers.get('set-cookie')?.split(';')[0] ?? '', 'x-lang': 'en' };
      if (SERVERS.has('all-in-one')) rows.push(...(await measureServer('all-in-one', app, headers)));
    } finally {
      await app.stop();
    }
    if (SERVERS.has('alone')) {
      const alone = await startQueryApi(databaseUrl, dataDir);
      try {
        rows.push(...(await measureServer('query-api alone', alone, headers)));
      } finally {
        await alone.stop();
      }
    }
    if (SERVERS.has('off')) {
      // Every answer read from PostgreSQL: what a search nobody asked before costs.
      const computing = await startQueryApi(databaseUrl, dataDir, { ANSWER_CACHE: 'off' });
      try {
        rows.push(...(await measureServer('query-api, ANSWER_CACHE=off', computing, headers)));
      } finally {
        await computing.stop();
      }
    }
    printTable(
      [
        `GET /api/admin/candidates (${CONCURRENCY} concurrent)`,
        'req/s',
        'p50 ms',
        'p99 ms',
        '≤ 50 ms p99',
        'server CPU ms/req',
        'load average',
      ],
      rows,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await server?.close();
  }
}
