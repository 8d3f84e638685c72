import type { Pool, PoolClient } from '../../postgres/pool.ts';
import { projectsTable } from '../projects/tables.ts';
import { usersTable } from '../users/tables.ts';
import type { ApplicationRow } from './tables.ts';

type Db = Pool | PoolClient;

/** The live schemas of the three read models an application is shown from. */
export interface ApplicationSchemas {
  applications: string;
  projects: string;
  users: string;
}

const applicationsWhere = (schemas: ApplicationSchemas, where: string) => `
  SELECT a.id, a.user_id, a.project_id, a.application_status, a.notes, a.applied_at, a.updated_at,
         to_jsonb(p) AS project,
         u.username, coalesce(u.email, a.email) AS email, u.first_name, u.last_name
    FROM ${schemas.applications}.applications a
    JOIN ${projectsTable(schemas.projects)} p ON p.id = a.project_id
    LEFT JOIN ${usersTable(schemas.users)} u ON u.id = a.user_id
   WHERE ${where}
   ORDER BY a.applied_at DESC, a.id`;

/**
 * Applications with their project and applicant, newest first: every one, or one user's ('My Projects'). An
 * application to a deleted project is left out, as the project can no longer be shown.
 */
export async function readApplications(
  db: Db,
  schemas: ApplicationSchemas,
  filter: { userId?: string } = {},
): Promise<ApplicationRow[]> {
  const { rows } =
    filter.userId === undefined
      ? await db.query<ApplicationRow>(applicationsWhere(schemas, 'true'))
      : await db.query<ApplicationRow>(applicationsWhere(schemas, 'a.user_id = $1'), [filter.userId]);
  return rows;
}
