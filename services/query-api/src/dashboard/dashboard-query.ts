import { type DashboardView, dashboardRange, EDUCATION_LEVELS, percent, weekStartsBetween } from '@tb/contracts';
import { type Pool, readDashboardCounts } from '@tb/platform';

/** The dashboard for the last `days` days, from the `dashboard` read model's per-day counters. */
export async function readDashboard(
  pool: Pool,
  schema: string,
  days: number,
  now = new Date(),
): Promise<DashboardView> {
  const { from, to } = dashboardRange(days, now);
  const counts = await readDashboardCounts(pool, schema, from, to);
  const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
  const totalCandidates = sum(counts.outcomes);
  const interviewed = sum(counts.outcomes.filter((r) => r.interviewed));
  const recommended = sum(counts.outcomes.filter((r) => r.interviewed && r.recommended));
  const byLevel = new Map(counts.levels.map((r) => [r.level, r.count]));
  const t = counts.totals;
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
    positions: counts.positions.map((r) => ({ position: r.position, count: r.count })),
    education: EDUCATION_LEVELS.map((level) => ({ level, count: byLevel.get(level) ?? 0 })).filter((e) => e.count > 0),
    totals: { users: t.users, projects: t.projects, candidates: t.candidates },
    weekly: weekStartsBetween(from, to).map((weekStart) => ({
      weekStart,
      candidates: counts.weeklyCandidates.get(weekStart) ?? 0,
      applications: counts.weeklyApplications.get(weekStart) ?? 0,
    })),
  };
}
