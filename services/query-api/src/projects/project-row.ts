import { type ProjectView, projectFieldsOfRow } from '@tb/contracts';
import type { ProjectRow } from '@tb/platform';

export const iso = (time: Date | string): string => new Date(time).toISOString();

/** A projects read model row as the API answers it (the fields by their catalogue columns). */
export const toProjectView = (row: ProjectRow): ProjectView => ({
  id: row.id,
  ...projectFieldsOfRow(row),
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
