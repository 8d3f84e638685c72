import type { ApplicationStatusValue, ApplicationView } from '@tb/contracts';
import { iso, type ProjectRow, toProjectView } from './project-row.ts';

export interface ApplicationRow {
  id: string;
  user_id: string;
  project_id: string;
  application_status: ApplicationStatusValue;
  notes: string;
  applied_at: Date;
  updated_at: Date;
  project: ProjectRow;
  username: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * Applications joined with their project and applicant from the `projects` and `users` read models. An
 * application to a deleted project is left out, as the project can no longer be shown.
 */
export const applicationsQuery = (
  schemas: { applications: string; projects: string; users: string },
  where = 'true',
): string => `
  SELECT a.id, a.user_id, a.project_id, a.application_status, a.notes, a.applied_at, a.updated_at,
         to_jsonb(p) AS project,
         u.username, coalesce(u.email, a.email) AS email, u.first_name, u.last_name
    FROM ${schemas.applications}.applications a
    JOIN ${schemas.projects}.projects p ON p.id = a.project_id
    LEFT JOIN ${schemas.users}.users u ON u.id = a.user_id
   WHERE ${where}
   ORDER BY a.applied_at DESC, a.id`;

export function toApplicationView(row: ApplicationRow, withUser: boolean): ApplicationView {
  const view: ApplicationView = {
    id: row.id,
    userId: row.user_id,
    projectId: row.project_id,
    applicationStatus: row.application_status,
    notes: row.notes,
    appliedAt: iso(row.applied_at),
    updatedAt: iso(row.updated_at),
    project: toProjectView(row.project),
  };
  if (!withUser) return view;
  return {
    ...view,
    user: {
      id: row.user_id,
      username: row.username ?? '',
      email: row.email ?? '',
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
    },
  };
}
