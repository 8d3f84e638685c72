import { z } from 'zod';
import { APPLICATION_STATUS_VALUES } from './application-schemas.ts';
import { projectView } from './project-schemas.ts';

/** POST /api/projects (201) and PUT /api/projects/{id}: the project as stored, and what was done. */
export const projectSavedAnswer = projectView.extend({ message: z.string() });

/** POST /api/application (201). */
export const applicationSubmittedAnswer = z.object({
  id: z.string(),
  applicationStatus: z.literal('applied'),
  message: z.string(),
});

/** PATCH /api/admin/applications/{id}. */
export const applicationUpdatedAnswer = z.object({
  id: z.string(),
  applicationStatus: z.enum(APPLICATION_STATUS_VALUES),
  notes: z.string(),
  message: z.string(),
});
