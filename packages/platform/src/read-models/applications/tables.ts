import type { ApplicationStatusValue } from '@tb/contracts';
import type { ProjectRow } from '../projects/tables.ts';

/**
 * The applications read model (schema `rm_applications_v<version>`): one row per application with its status and
 * notes. The project and the applicant are joined at query time from the projects and users read models, so a
 * renamed project or an edited profile shows at once everywhere without this projection following their events.
 */
export const APPLICATIONS_READ_MODEL_VERSION = 1;

export const applicationTables = (schema: string): string[] => [
  `CREATE TABLE ${schema}.applications (
    id text PRIMARY KEY,
    user_id text NOT NULL,
    project_id text NOT NULL,
    application_status text NOT NULL DEFAULT 'applied',
    notes text NOT NULL DEFAULT '',
    name text NOT NULL DEFAULT '',
    email text NOT NULL DEFAULT '',
    position text NOT NULL DEFAULT '',
    company text NOT NULL DEFAULT '',
    message text NOT NULL DEFAULT '',
    resume jsonb,
    applied_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX ON ${schema}.applications (user_id, applied_at DESC)`,
  `CREATE INDEX ON ${schema}.applications (applied_at DESC)`,
];

/** An application with its project and applicant (null fields: the account is gone; e-mail: as applied then). */
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
