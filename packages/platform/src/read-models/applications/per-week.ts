import type { Pool, PoolClient } from '../../postgres/pool.ts';

/**
 * The applications_per_week read model (its own projection and schema, `rm_applications_per_week_v<version>`): how
 * many applications each project received per ISO week (Monday, UTC). The analyst's worked example (projectors
 * README, "Analyst replay"): a new question answered by a new projection built from the whole history.
 */
export const APPLICATIONS_PER_WEEK_READ_MODEL_VERSION = 1;

export const applicationsPerWeekTables = (schema: string): string[] => [
  `CREATE TABLE ${schema}.applications_per_week (
    project_id text NOT NULL,
    week_start date NOT NULL,
    applications bigint NOT NULL,
    PRIMARY KEY (project_id, week_start)
  )`,
];

/** A project's applications in the week starting `week` (YYYY-MM-DD, a Monday). */
export interface WeeklyApplications {
  projectId: string;
  week: string;
  applications: number;
}

/**
 * Adds a batch's counts to the weekly totals. A counter, exact because the batch commits with its checkpoint: a
 * replay starts from an empty schema.
 */
export async function addApplicationsPerWeek(
  client: PoolClient,
  schema: string,
  counts: readonly WeeklyApplications[],
) {
  await client.query(
    `INSERT INTO ${schema}.applications_per_week AS a (project_id, week_start, applications)
     SELECT * FROM unnest($1::text[], $2::date[], $3::bigint[])
     ON CONFLICT (project_id, week_start) DO UPDATE SET applications = a.applications + excluded.applications`,
    [counts.map((c) => c.projectId), counts.map((c) => c.week), counts.map((c) => c.applications)],
  );
}

/** Every project's weekly count, by project then week. */
export async function readApplicationsPerWeek(db: Pool | PoolClient, schema: string): Promise<WeeklyApplications[]> {
  const { rows } = await db.query<WeeklyApplications>(
    `SELECT project_id AS "projectId", to_char(week_start, 'YYYY-MM-DD') AS week, applications::int AS applications
       FROM ${schema}.applications_per_week ORDER BY project_id, week_start`,
  );
  return rows;
}
