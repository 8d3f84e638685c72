import { isoWeekStart } from '@tb/contracts';
import type { ApplicationSubmitted } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import { toDomainEvent } from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `applications_per_week`: how many applications each project received per ISO week (Monday, UTC).
 * The analyst's worked example (projectors README, "Analyst replay"): a new question answered by a new
 * projection, built from the whole history with `npm run projections -- rebuild applications_per_week`.
 */
function tally(events: readonly RecordedEvent[]) {
  const counts = new Map<string, { projectId: string; week: string; n: number }>();
  for (const recorded of events) {
    const event = toDomainEvent<ApplicationSubmitted>(recorded);
    const week = isoWeekStart(new Date(event.metadata.at).toISOString().slice(0, 10));
    const key = `${event.data.projectId}|${week}`;
    const row = counts.get(key);
    if (row) row.n += 1;
    else counts.set(key, { projectId: event.data.projectId, week, n: 1 });
  }
  return [...counts.values()];
}

async function upsert(events: readonly RecordedEvent[], { client, schema }: ProjectionContext) {
  const rows = tally(events);
  // A counter, exact because the batch commits with its checkpoint: a replay starts from an empty schema.
  await client.query(
    `INSERT INTO ${schema}.applications_per_week AS a (project_id, week_start, applications)
     SELECT * FROM unnest($1::text[], $2::date[], $3::bigint[])
     ON CONFLICT (project_id, week_start) DO UPDATE SET applications = a.applications + excluded.applications`,
    [rows.map((r) => r.projectId), rows.map((r) => r.week), rows.map((r) => r.n)],
  );
}

export const applicationsPerWeekProjection: Projection = {
  name: 'applications_per_week',
  version: 1,
  tables: (schema) => [
    `CREATE TABLE ${schema}.applications_per_week (
      project_id text NOT NULL,
      week_start date NOT NULL,
      applications bigint NOT NULL,
      PRIMARY KEY (project_id, week_start)
    )`,
  ],
  handlers: {},
  reads: ['ApplicationSubmitted'],
  applyBatch: upsert,
};
