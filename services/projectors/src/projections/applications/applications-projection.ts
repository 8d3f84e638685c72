import { type ApplicationEvent, assertNever } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import { toDomainEvent } from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `applications`: one row per application with its status and notes. The project and the applicant are
 * joined at query time from the `projects` and `users` read models, so a renamed project or an edited
 * profile shows at once everywhere without this projection following their events.
 */
async function apply(recorded: RecordedEvent, { client, schema }: ProjectionContext): Promise<void> {
  const event = toDomainEvent<ApplicationEvent>(recorded);
  const at = event.metadata.at;
  switch (event.type) {
    case 'ApplicationSubmitted': {
      const d = event.data;
      await client.query(
        `INSERT INTO ${schema}.applications
           (id, user_id, project_id, name, email, position, company, message, resume, applied_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT (id) DO NOTHING`,
        [
          d.applicationId,
          d.userId,
          d.projectId,
          d.name,
          d.email,
          d.position,
          d.company,
          d.message,
          d.resume ? JSON.stringify(d.resume) : null,
          at,
        ],
      );
      return;
    }
    case 'ApplicationStatusChanged':
      await client.query(
        `UPDATE ${schema}.applications SET application_status = $2, notes = $3, updated_at = $4 WHERE id = $1`,
        [event.data.applicationId, event.data.status, event.data.notes, at],
      );
      return;
    case 'ApplicationNotesUpdated':
      await client.query(`UPDATE ${schema}.applications SET notes = $2, updated_at = $3 WHERE id = $1`, [
        event.data.applicationId,
        event.data.notes,
        at,
      ]);
      return;
    default:
      assertNever(event);
  }
}

export const applicationsProjection: Projection = {
  name: 'applications',
  version: 1,
  tables: (schema) => [
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
  ],
  handlers: {
    ApplicationSubmitted: apply,
    ApplicationStatusChanged: apply,
    ApplicationNotesUpdated: apply,
  },
};
