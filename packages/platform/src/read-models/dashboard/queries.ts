import type { EducationLevel } from '@tb/contracts';
import type { Pool } from '../../postgres/pool.ts';

/** The dashboard's counters summed over a range of days (both ends included). */
export interface DashboardCounts {
  /** Candidates by interview outcome (recommended only among the interviewed). */
  outcomes: { interviewed: boolean; recommended: boolean; count: number }[];
  /** Positions with candidates in the range, most first, then by name. */
  positions: { position: string; count: number }[];
  levels: { level: EducationLevel; count: number }[];
  /** Candidates and applications per ISO week, keyed by the week's Monday (YYYY-MM-DD); weeks without any absent. */
  weeklyCandidates: Map<string, number>;
  weeklyApplications: Map<string, number>;
  /** Whatever the range: users, projects (active ones too) and candidates counted now. */
  totals: { users: number; projects: number; active: number; candidates: number };
}

const IN_RANGE = 'day BETWEEN $1::date AND $2::date';

/** The `dashboard` read model's counters from `from` to `to` (YYYY-MM-DD), read side by side. */
export async function readDashboardCounts(
  pool: Pool,
  schema: string,
  from: string,
  to: string,
): Promise<DashboardCounts> {
  const range = [from, to];
  const [outcomes, positions, levels, weeklyCandidates, weeklyApplications, totals] = await Promise.all([
    pool.query<DashboardCounts['outcomes'][number]>(
      `SELECT interviewed, recommended, sum(count)::int AS count FROM ${schema}.candidate_days
       WHERE ${IN_RANGE} GROUP BY 1, 2`,
      range,
    ),
    pool.query<DashboardCounts['positions'][number]>(
      `SELECT position, sum(count)::int AS count FROM ${schema}.position_days WHERE ${IN_RANGE}
       GROUP BY 1 HAVING sum(count) > 0 ORDER BY 2 DESC, 1`,
      range,
    ),
    pool.query<DashboardCounts['levels'][number]>(
      `SELECT level, sum(count)::int AS count FROM ${schema}.level_days WHERE ${IN_RANGE} GROUP BY 1`,
      range,
    ),
    weekly(pool, `${schema}.candidate_days`, range),
    weekly(pool, `${schema}.application_days`, range),
    pool.query<DashboardCounts['totals']>(
      `SELECT (SELECT count(*)::int FROM ${schema}.users) AS users,
              (SELECT count(*)::int FROM ${schema}.projects) AS projects,
              (SELECT count(*) FILTER (WHERE active)::int FROM ${schema}.projects) AS active,
              (SELECT count(*)::int FROM ${schema}.candidates) AS candidates`,
    ),
  ]);
  return {
    outcomes: outcomes.rows,
    positions: positions.rows,
    levels: levels.rows,
    weeklyCandidates,
    weeklyApplications,
    totals: totals.rows[0] ?? { users: 0, projects: 0, active: 0, candidates: 0 },
  };
}

async function weekly(pool: Pool, table: string, range: string[]): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ week: string; count: number }>(
    `SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, sum(count)::int AS count FROM ${table}
     WHERE ${IN_RANGE} GROUP BY 1`,
    range,
  );
  return new Map(rows.map((r) => [r.week, r.count]));
}
