import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { TestClient } from '@tb/all-in-one/test-client';
import { DEFAULT_POOL_LIMITS } from '@tb/documents';
import { atRunsDocx, tinyTextOpsPdf } from '@tb/documents/testing/hostile-documents';
import { openBenchServer } from './lib/bench-server.ts';
import { listeningChild } from './lib/listening-child.ts';
import { fmt, percentile, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- hostile-load`: does one account's hostile upload slow the product or other users down?
 * The all-in-one app runs in a process of its own; this process polls its `/healthz` every 20 ms and times a
 * normal resume upload (a 1-page Chinese DOCX, POST /api/user/resume) of a third user, first idle, then
 * while two accounts send 10 pathological resumes at once (5 each: 2 KB DOCX files holding 200,000 characters
 * of 'a…a@', PDFs whose pages draw 60,000 one-letter text operations each), in rounds.
 * Targets (2-core machine): /healthz max ≤ 1 s; the normal upload within one document budget of its idle time.
 */
const ROUNDS = Number(process.env.BENCH_HOSTILE_ROUNDS ?? 4);
const NORMAL_RUNS = Number(process.env.BENCH_HOSTILE_NORMAL_RUNS ?? 5);
const HEALTH_EVERY_MS = 20;
const BUDGET_MS = DEFAULT_POOL_LIMITS.budgetMs;

const RESUME = readFileSync(new URL('../packages/documents/fixtures/resumes/zh-ai-trainer.docx', import.meta.url));

/** The app in a process of its own (bench/_hostile-server.ts) over `databaseUrl`; its URL and stop. */
async function startServer(databaseUrl: string) {
  const child = fork(fileURLToPath(new URL('./_hostile-server.ts', import.meta.url)), [], {
    execArgv: [],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return listeningChild(child);
}

async function signUp(url: string, name: string): Promise<TestClient> {
  const client = new TestClient(url);
  const email = `${name}@bench.local`;
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  await client.post('/api/auth/register', { email, username: name, password: 'secret12', code: sent.body.code });
  for (let attempt = 0; ; attempt++) {
    if ((await client.post('/api/auth/login', { email, password: 'secret12' })).status === 200) return client;
    if (attempt === 50) throw new Error(`sign-in as ${email} failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function form(bytes: Uint8Array, fileName: string) {
  const body = new FormData();
  body.append('resume', new Blob([new Uint8Array(bytes)]), fileName);
  return body;
}

/** Polls /healthz until `stop()`; the answers' times, sorted. */
function pollHealth(url: string) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/healthz`);
        await response.arrayBuffer();
        times.push(performance.now() - started);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        console.error(`/healthz had no answer after ${fmt(performance.now() - started)} ms: ${cause}`);
      }
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return times.sort((a, b) => a - b);
  };
}

/** The server's own account of the document's trip: `doc-wait;dur=…, doc-run;dur=…` (ms). */
const timing = (serverTiming: string | null, name: string) =>
  Number(new RegExp(`${name};dur=([\\d.]+)`).exec(serverTiming ?? '')?.[1] ?? 0);

/** A normal upload's time (ms) and how long its document waited for a parser thread (ms). */
async function timedUpload(client: TestClient, path = '/api/user/resume', field = 'resume') {
  const started = performance.now();
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(RESUME)]), 'cv.docx');
  const answer = await client.post(path, body);
  if (answer.status !== 200) throw new Error(`normal upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const serverTiming = answer.headers.get('server-timing');
  return {
    ms: performance.now() - started,
    waitedMs: timing(serverTiming, 'doc-wait'),
    ranMs: timing(serverTiming, 'doc-run'),
  };
}

export default async function run(): Promise<void> {
  const database = await openBenchServer();
  const app = await startServer(await database.createDatabase('bench_hostile'));
  try {
    const normal = await signUp(app.url, 'normal');
    const hostileA = await signUp(app.url, 'hostile-a');
    const hostileB = await signUp(app.url, 'hostile-b');
    const docx = await atRunsDocx(200_000);
    const pdf = tinyTextOpsPdf(50, 60_000);
    console.log(
      `pathological files: DOCX ${docx.length} bytes, PDF ${pdf.length} bytes; document budget ${BUDGET_MS} ms`,
    );

    await timedUpload(normal); // parser threads started
    const idleHealth = pollHealth(app.url);
    const idleUploads: number[] = [];
    for (let i = 0; i < NORMAL_RUNS; i++) idleUploads.push((await timedUpload(normal)).ms);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = { health: await idleHealth(), uploads: idleUploads.sort((a, b) => a - b) };

    const loadHealth = pollHealth(app.url);
    const loadUploads: number[] = [];
    const loadWaits: number[] = [];
    const loadRuns: number[] = [];
    const portfolioUploads: number[] = [];
    const outcomes = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const hostile = Array.from({ length: 10 }, (_, i) => {
        const client = i % 2 === 0 ? hostileA : hostileB;
        const [bytes, name] = i % 4 < 2 ? [docx, 'cv.docx'] : [pdf, 'cv.pdf'];
        return client.post('/api/user/resume', form(bytes, name)).then(
          (answer) => {
            const key = `${answer.status}${answer.body?.extractedSkills?.tagsEnglish === '' ? ' (no tags)' : ''}`;
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          },
          // A connection the server cut is an outcome to count and print, not the bench's end.
          (error: Error & { cause?: { code?: string } }) => {
            const key = `no answer (${error.cause?.code ?? error.message})`;
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          },
        );
      });
      // The other user's upload arrives while the hostile ones are queued and running.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const upload = await timedUpload(normal);
      loadUploads.push(upload.ms);
      loadWaits.push(upload.waitedMs);
      loadRuns.push(upload.ranMs);
      portfolioUploads.push((await timedUpload(normal, '/api/user/portfolio', 'portfolio')).ms);
      await Promise.all(hostile);
    }
    const load = { health: await loadHealth(), uploads: [...loadUploads].sort((a, b) => a - b) };

    const row = (label: string, s: typeof idle) => [
      label,
      String(s.health.length),
      fmt(percentile(s.health, 50), 1),
      fmt(percentile(s.health, 99), 1),
      fmt(s.health.at(-1) ?? 0, 1),
      `${fmt(percentile(s.uploads, 50))} / ${fmt(s.uploads.at(-1) ?? 0)}`,
    ];
    printTable(
      ['', '/healthz samples', 'p50 ms', 'p99 ms', 'max ms', 'normal upload p50 / max ms'],
      [row('idle', idle), row(`10 pathological uploads × ${ROUNDS} rounds`, load)],
    );
    console.log(
      `control, the same file as a portfolio (no parsing) under load: ${portfolioUploads.map((t) => fmt(t)).join(', ')} ms`,
    );
    console.log(`normal resume uploads under load: ${loadUploads.map((t) => fmt(t)).join(', ')} ms`);
    console.log(
      `  of which waiting for a parser thread (server-timing): ${loadWaits.map((t) => fmt(t)).join(', ')} ms`,
    );
    console.log(`  and on the thread (parse and tags): ${loadRuns.map((t) => fmt(t)).join(', ')} ms`);
    console.log(`load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} (other processes share these cores)`);
    console.log(`pathological uploads answered: ${[...outcomes].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
    const healthMax = load.health.at(-1) ?? 0;
    const extra = (load.uploads.at(-1) ?? 0) - percentile(idle.uploads, 50);
    const longestWait = Math.max(...loadWaits);
    console.log(`target /healthz max ≤ 1000 ms: ${healthMax <= 1000 ? 'met' : 'MISSED'} (${fmt(healthMax)} ms)`);
    console.log(
      `target other user's upload within one budget (${BUDGET_MS} ms) of idle: ${extra <= BUDGET_MS ? 'met' : 'MISSED'} (+${fmt(extra)} ms at worst)`,
    );
    console.log(
      `the other user's document waited for a thread at most ${fmt(longestWait)} ms: ${longestWait <= BUDGET_MS ? 'within' : 'OVER'} one budget`,
    );
  } finally {
    await app.stop();
    await database.close();
  }
}
