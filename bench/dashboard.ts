import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@tb/event-store';
import { createPool } from '@tb/platform';
import { projections } from '@tb/projectors';
import { readDashboard } from '@tb/query-api';
import { openBenchServer } from './lib/bench-server.ts';
import { fmt, measure, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- dashboard`: the 365-day admin dashboard over BENCH_DASHBOARD_CANDIDATES (50,000)
 * candidates spread over the last 400 days, from the `dashboard` read model built by its own `applyBatch`.
 * Target (issue #12): p99 ≤ 30 ms. BENCH_DASHBOARD_QUERIES (300) sequential answers are timed.
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

export default async function run(): Promise<void> {
  const server = await openBenchServer();
  const pool = createPool(await server.createDatabase('bench_dashboard'), 8);
  try {
    const projection = projections.find((p) => p.name === 'dashboard');
    if (!projection?.applyBatch) throw new Error('dashboard projection not registered');
    const schema = 'rm_dashboard_bench';
    await pool.query(`CREATE SCHEMA ${schema}`);
    for (const ddl of projection.tables(schema)) await pool.query(ddl);
    const built = performance.now();
    for (let start = 0; start < CANDIDATES; start += BATCH) {
      const events = Array.from({ length: Math.min(BATCH, CANDIDATES - start) }, (_, k) => candidateEvents(start + k));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await projection.applyBatch(events.flat(), { client, schema });
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }
    const buildSeconds = (performance.now() - built) / 1000;
    await pool.query(`VACUUM ANALYZE`);
    const check = await readDashboard(pool, schema, 365);
    for (let i = 0; i < 20; i++) await readDashboard(pool, schema, 365);
    const timed = await measure(1, QUERIES, 1, async () => {
      await readDashboard(pool, schema, 365);
    });
    printTable(
      ['dashboard', 'candidates', 'in 365 days', 'build (events/s)', 'answers/s', 'p50 ms', 'p99 ms', 'target'],
      [
        [
          '365 days',
          fmt(CANDIDATES),
          fmt(check.totalCandidates),
          fmt((CANDIDATES * 4) / 3 / buildSeconds),
          fmt(timed.rate),
          fmt(timed.p50, 2),
          fmt(timed.p99, 2),
          timed.p99 <= 30 ? 'p99 ≤ 30 ms: met' : 'p99 ≤ 30 ms: MISSED',
        ],
      ],
    );
  } finally {
    await pool.end();
    await server.close();
  }
}
