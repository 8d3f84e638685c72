import { z } from 'zod';
import { messageRef } from '../messages/refs.ts';

/** The dashboard's ranges in days; 30 when none is asked for. */
export const DASHBOARD_RANGES = [7, 30, 90, 180, 365] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = 30;

/** Education levels, highest first: PhD, then Master, then Bachelor, otherwise Other; the breakdown keeps it. */
export const EDUCATION_LEVELS = ['phd', 'master', 'bachelor', 'other'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const isDashboardRange = (n: number): n is DashboardRange => DASHBOARD_RANGES.some((r) => r === n);

/**
 * A query string's `days` arrives as text: it is read as a number, then must be one of the ranges. A literal of the
 * ranges (not a refine) so the OpenAPI document lists them as its enum, as strict as the server.
 */
export const dashboardQuery = z.object({
  days: z
    .preprocess(
      (value) => (typeof value === 'string' ? Number(value) : value),
      z.literal(DASHBOARD_RANGES, { error: messageRef('dashboard.daysChoice') }),
    )
    .optional(),
});

/** A share in percent, to one decimal (0 when the denominator is 0). */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

const count = z.number().int().nonnegative();

export const dashboardView = z.object({
  days: z.number().int(),
  /** First and last UTC day of the range (inclusive), YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  totalCandidates: count,
  interviewed: count,
  recommended: count,
  /** Percent, one decimal. */
  interviewRate: z.number(),
  recommendationRate: z.number(),
  activeProjects: count,
  positions: z.array(z.object({ position: z.string(), count })),
  education: z.array(z.object({ level: z.enum(EDUCATION_LEVELS), count })),
  totals: z.object({ users: count, projects: count, candidates: count }),
  /** ISO weeks (Monday, UTC) touching the range; the first and last may be partial. */
  weekly: z.array(z.object({ weekStart: z.string(), candidates: count, applications: count })),
});
export type DashboardView = z.infer<typeof dashboardView>;

/**
 * `GET /api/admin/parked-events`: events a read model set aside because it could not apply them (what they change
 * does not show until an operator retries them: `npm run projections -- retry`). At most 100 listed; `total` counts all.
 */
export const parkedEventsView = z.object({
  total: count,
  events: z.array(
    z.object({
      projection: z.string(),
      eventId: z.string(),
      eventType: z.string(),
      streamId: z.string(),
      error: z.string(),
      held: z.boolean(),
      parkedAt: z.string(),
    }),
  ),
});
export type ParkedEventsView = z.infer<typeof parkedEventsView>;
