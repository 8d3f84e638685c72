import type { Projection } from '../projection.ts';
import { applicationsProjection } from './applications/applications-projection.ts';
import { applicationsPerWeekProjection } from './applications-per-week/applications-per-week-projection.ts';
import { candidatesProjection } from './candidates/candidates-projection.ts';
import { dashboardProjection } from './dashboard/dashboard-projection.ts';
import { eventLogStatsProjection } from './event-log-stats/event-log-stats-projection.ts';
import { inboxProjection } from './inbox/inbox-projection.ts';
import { projectsProjection } from './projects/projects-projection.ts';
import { usersProjection } from './users/users-projection.ts';

/** Every projection the projectors run. A feature adds its module here. */
export const projections: readonly Projection[] = [
  usersProjection,
  eventLogStatsProjection,
  projectsProjection,
  applicationsProjection,
  candidatesProjection,
  inboxProjection,
  dashboardProjection,
  applicationsPerWeekProjection,
];
