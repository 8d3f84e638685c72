import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@tb/all-in-one';
import { TestClient } from '@tb/all-in-one/test-client';
import { ensureAdmin } from '@tb/command-api';
import { candidateDecider, candidateStream, candidateSubjectOfStream } from '@tb/domain';
import { migrate, SubjectKeyStore, sealedEventStore, subjectKeyMigrations, toNewEvents } from '@tb/platform';
import { openBenchServer } from './lib/bench-server.ts';
import { fmt, measure, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- candidates`: the admin list with search and filters over BENCH_CANDIDATES (50,000)
 * candidates, each with its own sealing key, through the HTTP query API at 20 concurrent requests.
 * Target: p99 ≤ 50 ms.
 */
const COUNT = Number(process.env.BENCH_CANDIDATES ?? 50_000);
const REQUESTS = Number(process.env.BENCH_CANDIDATE_REQUESTS ?? 2000);
const CONCURRENCY = 20;

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

export default async function run(): Promise<void> {
  const server = await openBenchServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-candidates-'));
  const { startRuntime } = await import('@tb/all-in-one');
  const runtime = await startRuntime(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'error',
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: await server.createDatabase('bench_candidates'),
    }),
  );
  try {
    const pool = runtime.database.pool;
    await migrate(pool, 'subject_keys', subjectKeyMigrations);
    const store = sealedEventStore(runtime.store, new SubjectKeyStore(pool), { subjectOf: candidateSubjectOfStream });
    const started = performance.now();
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
    const head = await runtime.store.headPosition();
    while (head) {
      const { rows } = await pool.query<{ position: string | null }>(
        `SELECT position FROM projections.catalog WHERE name = 'candidates' AND state = 'live'`,
      );
      const at = rows[0]?.position;
      if (at && runtime.store.comparePositions(at, head) >= 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(`${fmt(COUNT)} candidates written and projected in ${fmt((performance.now() - started) / 1000, 1)} s`);

    const address = runtime.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await ensureAdmin(runtime.store, { email: 'bench@bench.local', password: 'secret1' });
    const admin = new TestClient(url);
    await admin.post('/api/auth/login', { email: 'bench@bench.local', password: 'secret1' });

    const queries = [
      '?q=engineer&role=AI%20Engineer&interviewed=yes&limit=50',
      `?q=${encodeURIComponent('王思远')}&limit=50`,
      `?q=${encodeURIComponent('清华')}&degree=master&limit=50`,
      '?q=pytorch&result=Recommended&limit=50',
      '?role=Compiler&degree=phd&limit=50&offset=100',
      '?q=candidate4242&limit=50',
      '?q=stanford&interviewed=no&limit=50',
      '?interviewed=yes&result=Pending&limit=50',
    ];
    const rows: string[][] = [];
    for (const [label, list] of [
      ['mixed search + filters', queries],
      ['search + filters (3+ chars)', [queries[0], queries[3], queries[5], queries[6]]],
    ] as const) {
      await measure(
        CONCURRENCY,
        200,
        1,
        async (_w, i) => void (await admin.get(`/api/admin/candidates${pick(list, i)}`)),
      );
      const result = await measure(CONCURRENCY, REQUESTS, 1, async (_w, i) => {
        const answer = await admin.get(`/api/admin/candidates${pick(list, i)}`);
        if (answer.status !== 200) throw new Error(`status ${answer.status}`);
      });
      rows.push([label, fmt(result.rate), fmt(result.p50, 1), fmt(result.p99, 1), result.p99 <= 50 ? 'yes' : 'NO']);
    }
    printTable(['GET /api/admin/candidates (20 concurrent)', 'req/s', 'p50 ms', 'p99 ms', '≤ 50 ms p99'], rows);
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await server.close();
  }
}
