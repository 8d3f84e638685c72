import { type CandidateListQuery, candidateListQuery, DEGREE_LEVELS } from '@tb/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { EXACT_COUNT_CAP, readCandidatePage } from './list-page.ts';
import { whereOf } from './list-query.ts';
import { candidateTables } from './tables.ts';

/**
 * The list page against a reference computed here from the same rows: which candidates, in which order, and the
 * total (exact when no match is past the page, or when the planner expects and there are at most EXACT_COUNT_CAP
 * matches; else the planner's estimate, at least cap + 1 and past the rows shown). The table is the read model's own
 * (tables.ts), with ties and missing
 * application times in the order.
 */
const SCHEMA = 'rm_list_page';
const ROWS = 900;
const WORDS = ['engineer', 'pytorch', 'stanford', '清华大学', 'compiler', 'figma', 'crawler', '50%_off', 'llm'];
/** In every seventh row's search text too: quotes and backslashes in a search reach PostgreSQL as they are. */
const QUOTED = "o'brien\\x";
const ROLES = ['AI Engineer', 'Compiler', 'Crawler'];
const RESULTS = ['', 'Recommended', 'Pending'];

interface Row {
  id: string;
  erased: boolean;
  search: string;
  role: string;
  degree: string;
  interviewed: boolean;
  result: string;
  applyOrder: number | null;
}

/** Deterministic pseudo-random rows: most match the broad filters (> cap), some filters match few. */
function makeRows(): Row[] {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  return Array.from({ length: ROWS }, (_, i) => ({
    id: `c${String(i).padStart(4, '0')}`,
    erased: next(20) === 0,
    search: `${[0, 1, 2].map(() => WORDS[next(WORDS.length)]).join(' ')} candidate${i}${i % 7 === 0 ? ` ${QUOTED}` : ''}`,
    role: ROLES[next(ROLES.length)] ?? '',
    degree: DEGREE_LEVELS[next(DEGREE_LEVELS.length)] ?? 'other',
    interviewed: next(2) === 0,
    result: RESULTS[next(RESULTS.length)] ?? '',
    // Coarse times: many ties (ordered by id then); a few rows without one (first, as NULLS FIRST in DESC).
    applyOrder: next(30) === 0 ? null : next(400),
  }));
}

let db: TestDatabase;
const rows = makeRows();

beforeAll(async () => {
  db = await createTestDatabase(4);
  await db.pool.query(`CREATE SCHEMA ${SCHEMA}`);
  for (const ddl of candidateTables(SCHEMA)) await db.pool.query(ddl);
  await db.pool.query(
    `INSERT INTO ${SCHEMA}.candidates (id, erased, list_row, search, role, degree_level, is_interviewed,
         interview_result, apply_order, revision, state)
       SELECT r.id, r.erased, CASE WHEN r.erased THEN NULL ELSE json_build_object('id', r.id, 'note', r.search)::text END,
              r.search, r.role, r.degree, r.interviewed, r.result,
              CASE WHEN r.ord IS NULL THEN NULL ELSE timestamptz '2025-01-01' + r.ord * interval '1 hour' END,
              0, '{}'::jsonb
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, erased boolean, search text, role text, degree text,
            interviewed boolean, result text, ord int)`,
    [JSON.stringify(rows.map((r) => ({ ...r, ord: r.applyOrder })))],
  );
  await db.pool.query(`ANALYZE ${SCHEMA}.candidates`);
});
afterAll(() => db?.drop());

/** Newest first, no time first (PostgreSQL's NULLS FIRST for DESC), then id descending. */
const newestFirst = (a: Row, b: Row) =>
  (a.applyOrder === b.applyOrder
    ? 0
    : a.applyOrder === null
      ? -1
      : b.applyOrder === null
        ? 1
        : b.applyOrder - a.applyOrder) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function matchesOf(query: CandidateListQuery): Row[] {
  return rows
    .filter(
      (r) =>
        !r.erased &&
        (!query.q || r.search.includes(query.q.toLowerCase())) &&
        (!query.role || r.role === query.role) &&
        (!query.degree || r.degree === query.degree) &&
        (!query.interviewed || r.interviewed === (query.interviewed === 'yes')) &&
        (!query.result || r.result === query.result),
    )
    .sort(newestFirst);
}

async function plannerEstimate(query: CandidateListQuery): Promise<number> {
  const { where, params } = whereOf(query, true);
  const { rows: plan } = await db.pool.query(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${SCHEMA}.candidates WHERE ${where}`,
    params,
  );
  return Math.round(plan[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}

async function check(raw: Record<string, string>) {
  const query = candidateListQuery.parse(raw);
  const answer = JSON.parse(await readCandidatePage(db.pool, SCHEMA, query));
  const matches = matchesOf(query);
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  const page = matches.slice(offset, offset + limit);
  expect(answer.candidates.map((c: { id: string }) => c.id)).toEqual(page.map((r) => r.id));
  const ended = matches.length <= offset + limit;
  const estimate = ended ? null : await plannerEstimate(query);
  if (ended || (estimate !== null && estimate <= EXACT_COUNT_CAP && matches.length <= EXACT_COUNT_CAP))
    expect({ total: answer.total, exact: answer.totalExact }).toEqual({ total: matches.length, exact: true });
  else
    expect({ total: answer.total, exact: answer.totalExact }).toEqual({
      total: Math.max(estimate ?? 0, EXACT_COUNT_CAP + 1, offset + page.length + 1),
      exact: false,
    });
  return { matches: matches.length, ended, exact: answer.totalExact as boolean };
}

describe('candidate list page', () => {
  it('answers the cases at the edges of the count cap and of the list', async () => {
    const all = matchesOf({}).length;
    expect(all).toBeGreaterThan(EXACT_COUNT_CAP);
    // First page of everything: past the cap, estimated.
    await check({ limit: '50' });
    // Paged to the end, one past it, and far past it.
    await check({ limit: '50', offset: String(all - 10) });
    await check({ limit: '50', offset: String(all) });
    await check({ limit: '10', offset: '100000' });
    // A page ending exactly at the last match; a page as deep as the cap and one match past it.
    await check({ limit: '25', offset: String(all - 25) });
    await check({ limit: '50', offset: String(EXACT_COUNT_CAP - 50) });
    await check({ limit: '50', offset: String(EXACT_COUNT_CAP - 49) });
    await check({ limit: '500', offset: '0' });
    // Selective: fewer matches than a page; a few pages' worth, under the cap.
    await check({ q: 'candidate12' });
    const fewer = await check({ q: '50%_off', role: 'Crawler', degree: 'phd', limit: '5' });
    expect(fewer.matches).toBeGreaterThan(5);
    expect(fewer.matches).toBeLessThanOrEqual(EXACT_COUNT_CAP);
    // More than the page, few enough by the planner's estimate: counted exactly.
    expect(fewer).toMatchObject({ ended: false, exact: true });
  });

  it('matches the reference for any search, filters and page', async () => {
    const word = fc.oneof(
      fc.constantFrom(
        ...WORDS,
        QUOTED,
        'ENGINEER',
        '清华',
        '%',
        '_',
        "'",
        '\\',
        "n'b",
        'candidate1',
        'nothing-like-it',
      ),
      fc.constant(undefined),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          q: word,
          role: fc.option(fc.constantFrom(...ROLES, 'Nobody'), { nil: undefined }),
          degree: fc.option(fc.constantFrom(...DEGREE_LEVELS), { nil: undefined }),
          interviewed: fc.option(fc.constantFrom('yes', 'no'), { nil: undefined }),
          result: fc.option(fc.constantFrom(...RESULTS.filter(Boolean)), { nil: undefined }),
          limit: fc.option(fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 500 })), {
            nil: undefined,
          }),
          offset: fc.option(fc.oneof(fc.integer({ min: 0, max: 260 }), fc.integer({ min: 0, max: 1000 })), {
            nil: undefined,
          }),
        }),
        async (input) => {
          const raw = Object.fromEntries(
            Object.entries(input)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, String(v)]),
          );
          await check(raw);
        },
      ),
      { numRuns: 300 },
    );
  });
});
