import type { ApplicationView } from '@tb/contracts';
import type { ApplicationRow } from '@tb/platform';
import { iso, toProjectView } from './project-row.ts';

/** An application as the API answers it; `withUser` adds its applicant (admins). */
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
