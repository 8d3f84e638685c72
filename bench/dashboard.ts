import { randomUUID } from 'node:crypto';
import type { DashboardView } from '@tb/contracts';
import type { RecordedEvent } from '@tb/event-store';
import { createPool, type Pool } from '@tb/platform';
import { type Projection, projections } from '@tb/projectors';
import { readDashboard } from '@tb/query-api';
import { openBenchServer } from './lib/bench-server.ts';
import { type InProcessApp, signedInAdmin, startInProcessApp } from './lib/in-process-app.ts';
import { fmt, type Measured, measure, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- dashboard`: the 365-day admin dashboard over BENCH_DASHBOARD_CANDIDATES (50,000)
 * candidates spread over the last 400 days. Target (issue #12): p99 ≤ 30 ms. After a 20-answer warm-up,
 * BENCH_DASHBOARD_QUERIES (300) sequential answers are timed, twice:
 *
 * - query only: `readDashboard` over a private schema of a database of its own, built by the `dashboard`
 *   projection's own `applyBatch`;
 * - HTTP: `GET /api/admin/dashboard?days=365` (what the web app calls) from an admin signed in to the
 *   all-in-one runtime started in this process, one request at a time as one admin's browser would send them.
 *   The runtime's live `dashboard` read model (its schema found in the projections catalog) is filled with the
 *   same candidates by the projection's own `applyBatch`, in transactions straight into that schema, not
 *   through the event log (which holds only the admin's own events). The HTTP answer must show the same
 *   candidates in range, interviewed, recommended and candidate total as the query-only one, or the bench fails.
 */
const CANDIDATES = Number(process.env.BENCH_DASHBOARD_CANDIDATES ?? 50_000);
const QUERIES = Number(process.env.BENCH_DASHBOARD_QUERIES ?? 300);
const BATCH = 1000;
const DAY_MS = 86_400_000;
const POSITIONS = [
  'AI Engineer',
  'AI Trainer',
  'Data Labeler',
  'Compiler Engineer',
  'Computer Vision',
  'UI/UX Designer',
];
const RESULTS = ['Recommended', 'Pending', 'Not Recommended', 'Recommend'];

let position = 0;
const recorded = (type: string, data: Record<string, unknown>, at: string): RecordedEvent => ({
  id: randomUUID(),
  streamId: `bench-${position}`,
  revision: 0,
  position: String(++position),
  type,
  schemaVersion: 1,
  data,
  metadata: { actorId: 'bench', at },
  recordedAt: new Date(at),
});

/** A candidate added, and one in three interviewed; the personal part unsealed (the bench has no keys). */
function candidateEvents(i: number): RecordedEvent[] {
  const candidateId = `c${i}`;
  const at = new Date(Date.now() - (i % 400) * DAY_MS).toISOString();
  const facts = { position: POSITIONS[i % POSITIONS.length], role: '', degree: '', tagsInEng: '', tagsInChinese: '' };
  const personal = { phd: i % 7 === 0 ? 'MIT' : '', master: i % 3 === 0 ? 'ZJU' : '', bachelor: 'HUST' };
  const added = recorded(
    'CandidateAdded',
    { candidateId, source: 'form', emailId: null, facts: { ...facts, applyTime: at }, personal, personalKeys: [] },
    at,
  );
  if (i % 3 !== 0) return [added];
  const changes = { isInterviewed: true, interviewResult: RESULTS[i % RESULTS.length] };
  return [added, recorded('CandidateInterviewScored', { candidateId, changes, personal: null, personalKeys: [] }, at)];
}

/** Every candidate's events, BATCH candidates to a transaction, through the projection's own `applyBatch`. */
async function fill(pool: Pool, projection: Projection, schema: string): Promise<number> {
  const { applyBatch } = projection;
  if (!applyBatch) throw new Error('the dashboard projection has no applyBatch');
  const built = performance.now();
  for (let start = 0; start < CANDIDATES; start += BATCH) {
    const events = Array.from({ length: Math.min(BATCH, CANDIDATES - start) }, (_, k) => candidateEvents(start + k));
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await applyBatch(events.flat(), { client, schema });
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
  await pool.query('VACUUM ANALYZE');
  return (performance.now() - built) / 1000;
}

/** The live `dashboard` schema the runtime's projectors created (they build it on start). */
async function liveSchema(pool: Pool): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await pool
      .query<{ schema: string }>(`SELECT schema FROM projections.catalog WHERE name = 'dashboard' AND state = 'live'`)
      .catch(() => ({ rows: [] as { schema: string }[] }));
    if (rows[0]) return rows[0].schema;
    if (Date.now() > deadline) throw new Error('the dashboard read model did not go live within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The figures both answers must agree on (the users count differs: the live model holds the admin). */
const figures = (view: DashboardView) => ({
  totalCandidates: view.totalCandidates,
  interviewed: view.interviewed,
  recommended: view.recommended,
  candidates: view.totals.candidates,
});

const targetCell = (timed: Measured) => (timed.p99 <= 30 ? 'p99 ≤ 30 ms: met' : 'p99 ≤ 30 ms: MISSED');

export default async function run(): Promise<void> {
  const server = await openBenchServer();
  const pool = createPool(await server.createDatabase('bench_dashboard'), 8);
  let app: InProcessApp | undefined;
  let livePool: Pool | undefined;
  try {
    const projection = projections.find((p) => p.name === 'dashboard');
    if (!projection?.applyBatch) throw new Error('dashboard projection not registered');

    // Query only: the read-model query over a private schema.
    const schema = 'rm_dashboard_bench';
    await pool.query(`CREATE SCHEMA ${schema}`);
    for (const ddl of projection.tables(schema)) await pool.query(ddl);
    const buildSeconds = await fill(pool, projection, schema);
    const check = await readDashboard(pool, schema, 365);
    if (check.totals.candidates !== CANDIDATES) {
      throw new Error(`query only: ${check.totals.candidates} candidates, not ${CANDIDATES}`);
    }
    for (let i = 0; i < 20; i++) await readDashboard(pool, schema, 365);
    const timed = await measure(1, QUERIES, 1, async () => {
      await readDashboard(pool, schema, 365);
    });

    // HTTP: the endpoint the web app calls, on the all-in-one runtime, its live read model filled as above.
    app = await startInProcessApp(await server.createDatabase('bench_dashboard_http'), 'tb-bench-dashboard-');
    const admin = await signedInAdmin(app, 'dashboard@bench.local');
    livePool = createPool(app.runtime.database.url, 8);
    const live = await liveSchema(livePool);
    const liveBuildSeconds = await fill(livePool, projection, live);
    const path = '/api/admin/dashboard?days=365';
    const get = async (): Promise<DashboardView> => {
      const answer = await admin.get(path);
      if (answer.status !== 200)
        throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body as DashboardView;
    };
    const over = await get();
    const want = JSON.stringify(figures(check));
    const got = JSON.stringify(figures(over));
    if (got !== want)
      throw new Error(`GET ${path} does not show the filled read model (${live}): ${got}, want ${want}`);
    for (let i = 0; i < 20; i++) await get();
    const timedHttp = await measure(1, QUERIES, 1, async () => {
      await get();
    });

    printTable(
      [
        'dashboard, 365 days',
        'candidates',
        'in 365 days',
        'build (events/s)',
        'answers/s',
        'p50 ms',
        'p99 ms',
        'target',
      ],
      [
        [
          'query only (readDashboard)',
          fmt(CANDIDATES),
          fmt(check.totalCandidates),
          fmt((CANDIDATES * 4) / 3 / buildSeconds),
          fmt(timed.rate),
          fmt(timed.p50, 2),
          fmt(timed.p99, 2),
          targetCell(timed),
        ],
        [
          `HTTP GET ${path}`,
          fmt(CANDIDATES),
          fmt(over.totalCandidates),
          fmt((CANDIDATES * 4) / 3 / liveBuildSeconds),
          fmt(timedHttp.rate),
          fmt(timedHttp.p50, 2),
          fmt(timedHttp.p99, 2),
          targetCell(timedHttp),
        ],
      ],
    );
  } finally {
    await livePool?.end();
    await app?.stop();
    await pool.end();
    await server.close();
  }
}
