import { isoWeekStart } from '@tb/contracts';
import type { ApplicationSubmitted } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import {
  APPLICATIONS_PER_WEEK_READ_MODEL_VERSION,
  addApplicationsPerWeek,
  applicationsPerWeekTables,
  toDomainEvent,
  type WeeklyApplications,
} from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `applications_per_week`: how many applications each project received per ISO week (Monday, UTC); tables, writes
 * and queries: @tb/platform read-models/applications/per-week.ts. The analyst's worked example (projectors README,
 * "Analyst replay"): a new question answered by a new projection, built from the whole history with
 * `npm run projections -- rebuild applications_per_week`.
 */
function tally(events: readonly RecordedEvent[]): WeeklyApplications[] {
  const counts = new Map<string, WeeklyApplications>();
  for (const recorded of events) {
    const event = toDomainEvent<ApplicationSubmitted>(recorded);
    const week = isoWeekStart(new Date(event.metadata.at).toISOString().slice(0, 10));
    const key = `${event.data.projectId}|${week}`;
    const row = counts.get(key);
    if (row) row.applications += 1;
    else counts.set(key, { projectId: event.data.projectId, week, applications: 1 });
  }
  return [...counts.values()];
}

const upsert = (events: readonly RecordedEvent[], { client, schema }: ProjectionContext) =>
  addApplicationsPerWeek(client, schema, tally(events));

export const applicationsPerWeekProjection: Projection = {
  name: 'applications_per_week',
  version: APPLICATIONS_PER_WEEK_READ_MODEL_VERSION,
  tables: applicationsPerWeekTables,
  handlers: {},
  reads: ['ApplicationSubmitted'],
  applyBatch: upsert,
};
