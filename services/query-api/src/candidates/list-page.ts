import type { CandidateListQuery } from '@tb/contracts';
import type { Pool } from '@tb/platform';
import { DEFAULT_PAGE, whereOf } from './list-query.ts';

export const LIST_ORDER = 'ORDER BY apply_order DESC, id DESC';

/** Up to this many matches the total is counted; past it, the planner's estimate answers (`totalExact` false). */
export const EXACT_COUNT_CAP = 200;

/** The planner's row estimate for the matches: its statistics sample, with no row visited. */
async function estimatedCount(pool: Pool, schema: string, where: string, params: unknown[]): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${schema}.candidates WHERE ${where}`,
    params,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * A page of the candidate list (search and filters, newest application first) as the JSON text of
 * `{ candidates, total, totalExact }`; rows are the JSON text PostgreSQL stores, never parsed here.
 *
 * The total: a page that is not full ends the list, so offset + its rows is exact (an empty page past the end says
 * nothing); otherwise the matches are counted up to EXACT_COUNT_CAP, and past it the planner's estimate answers
 * with `totalExact: false` (at least cap + 1 and more than the rows shown so far).
 */
export async function readCandidatePage(pool: Pool, schema: string, query: CandidateListQuery): Promise<string> {
  const { where, params } = whereOf(query);
  const limit = query.limit ?? DEFAULT_PAGE;
  const offset = query.offset ?? 0;
  const [offsetParam, limitParam, walkParam] = [params.length + 1, params.length + 2, params.length + 3];
  const inPage = `n > $${offsetParam}::int AND n <= $${offsetParam}::int + $${limitParam}::int`;
  // One statement and one walk, newest first (the page's own path through the indexes), stopped after
  // max(cap + 1, offset + limit) matches: the matches numbered offset + 1 … offset + limit are the page, joined
  // into one JSON text here, and how many were walked is the count up to the cap. A separate count walked the
  // matches a second time, often by another plan (a bitmap of every match), and cost another round trip.
  const { rows } = await pool.query<{ walked: number; shown: number; page: string }>(
    `SELECT count(*)::int AS walked, count(*) FILTER (WHERE ${inPage})::int AS shown,
            coalesce(string_agg(view::text, ',' ORDER BY n) FILTER (WHERE ${inPage}), '') AS page
     FROM (SELECT view, row_number() OVER (${LIST_ORDER}) AS n
           FROM (SELECT view, apply_order, id FROM ${schema}.candidates WHERE ${where} ${LIST_ORDER}
                 LIMIT $${walkParam}::int) matches) numbered`,
    [...params, offset, limit, Math.max(EXACT_COUNT_CAP + 1, offset + limit)],
  );
  const { walked = 0, shown = 0, page = '' } = rows[0] ?? {};
  const ended = shown < limit && (shown > 0 || offset === 0);
  // Not ended: the walk stopped at cap + 1 matches or more, unless there were no more to walk.
  const exact = ended || walked <= EXACT_COUNT_CAP;
  const total = ended
    ? offset + shown
    : exact
      ? walked
      : Math.max(await estimatedCount(pool, schema, where, params), EXACT_COUNT_CAP + 1, offset + shown + 1);
  return `{"candidates":[${page}],"total":${total},"totalExact":${exact}}`;
}
