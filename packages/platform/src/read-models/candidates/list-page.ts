import type { CandidateListQuery } from '@tb/contracts';
import { inTransaction, type Pool, type PoolClient } from '../../postgres/pool.ts';
import { DEFAULT_PAGE, whereOf } from './list-query.ts';

export const LIST_ORDER = 'ORDER BY apply_order DESC, id DESC';

/**
 * Past a page, the matches are counted exactly only when the planner expects at most this many; otherwise its
 * estimate answers (`totalExact` false).
 */
export const EXACT_COUNT_CAP = 200;

/**
 * The column holding a candidate's list row as JSON text. Version 1 of the read model (live while version 2 is
 * first built beside it) has none: its whole view, as text.
 */
const listRowOf = (schema: string) => (/^rm_candidates_v1(_g\d+)?$/.test(schema) ? 'view::text' : 'list_row');

/** How many match, counting no further than cap + 1. */
async function countedUpTo(pool: Pool, schema: string, query: CandidateListQuery, cap: number): Promise<number> {
  const { where, params } = whereOf(query);
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${schema}.candidates WHERE ${where} LIMIT $${params.length + 1}) m`,
    [...params, cap + 1],
  );
  return rows[0]?.n ?? 0;
}

interface PageRow {
  walked: number;
  shown: number;
  page: string;
}
type PlanRow = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] };

/** `work` in a transaction of its own with random_page_cost 1.1 (BEGIN and SET LOCAL in one round trip). */
const withPlannerCost = <T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> =>
  inTransaction(pool, work, 'BEGIN; SET LOCAL random_page_cost = 1.1');

/**
 * A page of the candidate list (search and filters, newest application first) as the JSON text of
 * `{ candidates, total, totalExact }`; rows are the list rows PostgreSQL stores as JSON text, never parsed here.
 *
 * One walk, newest first, stopped one match past the page: the matches numbered offset + 1 … offset + limit are
 * the page (joined into one JSON text by PostgreSQL), and the one past it says whether there are more. With no
 * more, the total is exact: how many were walked. With more, the planner's estimate (its statistics, no row
 * visited) decides: past EXACT_COUNT_CAP it is the total, with `totalExact: false` (at least cap + 1 and more
 * than the rows shown so far); within it, the matches are counted up to cap + 1, exactly unless there are more.
 * Walking on to cap + 1 matches for every page instead visited four times the rows for a broad search (every
 * row between the newest and the 201st match is read and filtered) and gave only an estimate anyway.
 *
 * The rows reach string_agg in the window's order (the walk's, n = 1, 2, …: nothing between reorders them); an
 * ORDER BY n inside the aggregate sorted them again, and its sort cost more than the rest of the statement (0.65
 * of 1.1 ms, mostly memory mapped and unmapped for the sort). The int test checks the order against a reference.
 *
 * The page's statement runs with random_page_cost 1.1 (SET LOCAL in its own transaction): the read model is small
 * and cached, and at the default 4 the planner walked the whole list newest first and filtered it (6,000 rows for
 * a role and a degree over 50,000 candidates) rather than walk the role's own index in the same order (750), which
 * it took to cost a disk seek a row. Values are bound parameters; PostgreSQL plans an unnamed statement for the
 * values it is given, so the plans are those the literals had. The estimate (a row count, which random_page_cost
 * does not change) is asked on another connection meanwhile.
 */
export async function readCandidatePage(pool: Pool, schema: string, query: CandidateListQuery): Promise<string> {
  const { where, params } = whereOf(query);
  const estimated = whereOf(query, true);
  const limit = query.limit ?? DEFAULT_PAGE;
  const offset = query.offset ?? 0;
  const first = params.length + 1;
  const inPage = `n > $${first} AND n <= $${first + 1}`;
  const pageSql = `SELECT count(*)::int AS walked, count(*) FILTER (WHERE ${inPage})::int AS shown,
          coalesce(string_agg(row, ',') FILTER (WHERE ${inPage}), '') AS page
   FROM (SELECT row, row_number() OVER (${LIST_ORDER}) AS n
         FROM (SELECT ${listRowOf(schema)} AS row, apply_order, id FROM ${schema}.candidates WHERE ${where}
               ${LIST_ORDER} LIMIT $${first + 2}) matches) numbered`;
  const [pageRows, planRows] = await Promise.all([
    withPlannerCost(pool, (client) =>
      client.query<PageRow>(pageSql, [...params, offset, offset + limit, offset + limit + 1]),
    ),
    pool.query<PlanRow>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${schema}.candidates WHERE ${estimated.where}`,
      estimated.params,
    ),
  ]);
  const { walked = 0, shown = 0, page = '' } = pageRows.rows[0] ?? {};
  const estimate = Math.round(planRows.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  let total = walked;
  let exact = walked <= offset + limit;
  if (!exact) {
    const counted = estimate <= EXACT_COUNT_CAP ? await countedUpTo(pool, schema, query, EXACT_COUNT_CAP) : null;
    exact = counted !== null && counted <= EXACT_COUNT_CAP;
    total = exact ? (counted ?? 0) : Math.max(estimate, EXACT_COUNT_CAP + 1, offset + shown + 1);
  }
  return `{"candidates":[${page}],"total":${total},"totalExact":${exact}}`;
}
