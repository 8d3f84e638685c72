import { describe, expect, it } from 'vitest';
import { dashboardRange, isoWeekStart, weekStartsBetween } from './range.ts';
import { DASHBOARD_RANGES, dashboardQuery, percent } from './schemas.ts';

const DAY_MS = 86_400_000;
const daysSpanned = ({ from, to }: { from: string; to: string }) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

describe('dashboard range', () => {
  it('counts exactly N UTC days ending today, for every range, at any time of day', () => {
    for (const now of ['2026-03-01T00:00:00.000Z', '2026-03-01T23:59:59.999Z']) {
      for (const days of DASHBOARD_RANGES) {
        const range = dashboardRange(days, new Date(now));
        expect(range.to).toBe('2026-03-01');
        expect(daysSpanned(range)).toBe(days);
      }
    }
    expect(dashboardRange(7, new Date('2026-03-01T12:00:00Z'))).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(dashboardRange(365, new Date('2024-12-31T12:00:00Z'))).toEqual({ from: '2024-01-02', to: '2024-12-31' });
  });

  it('groups days into ISO weeks starting on Monday (UTC)', () => {
    expect(isoWeekStart('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(isoWeekStart('2026-03-08')).toBe('2026-03-02'); // the Sunday after
    expect(isoWeekStart('2026-01-01')).toBe('2025-12-29'); // across a year
    expect(weekStartsBetween('2026-02-23', '2026-03-01')).toEqual(['2026-02-23']);
    expect(weekStartsBetween('2026-02-22', '2026-03-02')).toEqual(['2026-02-16', '2026-02-23', '2026-03-02']);
  });

  it('gives rates in percent to one decimal, 0 with nothing to divide by', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 5)).toBe(100);
  });

  it('takes only 7, 30, 90, 180 or 365 days, 30 when none is asked for', () => {
    for (const days of DASHBOARD_RANGES) expect(dashboardQuery.parse({ days: String(days) })).toEqual({ days });
    expect(dashboardQuery.parse({})).toEqual({});
    for (const days of ['14', '0', '-7', 'abc', '7.5']) expect(dashboardQuery.safeParse({ days }).success).toBe(false);
  });
});
