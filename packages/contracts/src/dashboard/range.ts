const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The range the dashboard counts: the last `days` UTC days ending today, inclusive. A candidate belongs to
 * the day of their application time, or of their creation when no application time is set (the same
 * order the candidate list sorts by).
 */
export function dashboardRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

/** The Monday (UTC) of the ISO week holding `day` (YYYY-MM-DD). */
export function isoWeekStart(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoDay(ms - weekday * DAY_MS);
}

/** Every ISO week start from the week of `from` to the week of `to`. */
export function weekStartsBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  const last = Date.parse(`${isoWeekStart(to)}T00:00:00Z`);
  for (let ms = Date.parse(`${isoWeekStart(from)}T00:00:00Z`); ms <= last; ms += 7 * DAY_MS) weeks.push(isoDay(ms));
  return weeks;
}
