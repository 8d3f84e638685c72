import {
  type DashboardView,
  dashboardRange,
  EDUCATION_LEVELS,
  type EducationLevel,
  percent,
  weekStartsBetween,
} from '@tb/contracts';
import type { Pool } from '@tb/platform';

interface Counted {
  count: number;
}

/** The dashboard for the last `days` days, from the `dashboard` read model's per-day counters. */
export async function readDashboard(
  pool: Pool,
  schema: string,
  days: number,
  now = new Date(),
): Promise<DashboardView> {
  const { from, to } = dashboardRange(days, now);
  const range = [from, to];
  const inRange = 'day BETWEEN $1::date AND $2::date';
  const [outcomes, positions, levels, weeklyCandidates, weeklyApplications, totals] = await Promise.all([
    pool.query<Counted & { interviewed: boolean; recommended: boolean }>(
      `SELECT interviewed, recommended, sum(count)::int AS count FROM ${schema}.candidate_days
       WHERE ${inRange} GROUP BY 1, 2`,
      range,
    ),
    pool.query<Counted & { position: string }>(
      `SELECT position, sum(count)::int AS count FROM ${schema}.position_days WHERE ${inRange}
       GROUP BY 1 HAVING sum(count) > 0 ORDER BY 2 DESC, 1`,
      range,
    ),
    pool.query<Counted & { level: EducationLevel }>(
      `SELECT level, sum(count)::int AS count FROM ${schema}.level_days WHERE ${inRange} GROUP BY 1`,
      range,
    ),
    weekly(pool, `${schema}.candidate_days`, range),
    weekly(pool, `${schema}.application_days`, range),
    pool.query<{ users: number; projects: number; active: number; candidates: number }>(
      `SELECT (SELECT count(*)::int FROM ${schema}.users) AS users,
              (SELECT count(*)::int FROM ${schema}.projects) AS projects,
              (SELECT count(*) FILTER (WHERE active)::int FROM ${schema}.projects) AS active,
              (SELECT count(*)::int FROM ${schema}.candidates) AS candidates`,
    ),
  ]);
  const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
  const totalCandidates = sum(outcomes.rows);
  const interviewed = sum(outcomes.rows.filter((r) => r.interviewed));
  const recommended = sum(outcomes.rows.filter((r) => r.interviewed && r.recommended));
  const byLevel = new Map(levels.rows.map((r) => [r.level, r.count]));
  const t = totals.rows[0] ?? { users: 0, projects: 0, active: 0, candidates: 0 };
  return {
    days,
    from,
    to,
    totalCandidates,
    interviewed,
    recommended,
    interviewRate: percent(interviewed, totalCandidates),
    recommendationRate: percent(recommended, interviewed),
    activeProjects: t.active,
    positions: positions.rows.map((r) => ({ position: r.position, count: r.count })),
    education: EDUCATION_LEVELS.map((level) => ({ level, count: byLevel.get(level) ?? 0 })).filter((e) => e.count > 0),
    totals: { users: t.users, projects: t.projects, candidates: t.candidates },
    weekly: weekStartsBetween(from, to).map((weekStart) => ({
      weekStart,
      candidates: weeklyCandidates.get(weekStart) ?? 0,
      applications: weeklyApplications.get(weekStart) ?? 0,
    })),
  };
}

async function weekly(pool: Pool, table: string, range: string[]): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ week: string; count: number }>(
    `SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, sum(count)::int AS count FROM ${table}
     WHERE day BETWEEN $1::date AND $2::date GROUP BY 1`,
    range,
  );
  return new Map(rows.map((r) => [r.week, r.count]));
}
