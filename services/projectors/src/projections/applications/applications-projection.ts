import { type ApplicationEvent, assertNever } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import {
  APPLICATIONS_READ_MODEL_VERSION,
  applicationTables,
  insertApplication,
  setApplicationNotes,
  setApplicationStatus,
  toDomainEvent,
} from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `applications`: one row per application with its status and notes (tables, writes and queries: @tb/platform
 * read-models/applications). The project and the applicant are joined at query time from the `projects` and
 * `users` read models, so a renamed project or an edited profile shows at once everywhere without this
 * projection following their events.
 */
async function apply(recorded: RecordedEvent, { client, schema }: ProjectionContext): Promise<void> {
  const event = toDomainEvent<ApplicationEvent>(recorded);
  const at = event.metadata.at;
  switch (event.type) {
    case 'ApplicationSubmitted': {
      const d = event.data;
      return insertApplication(client, schema, {
        id: d.applicationId,
        userId: d.userId,
        projectId: d.projectId,
        name: d.name,
        email: d.email,
        position: d.position,
        company: d.company,
        message: d.message,
        resume: d.resume,
        at,
      });
    }
    case 'ApplicationStatusChanged': {
      const { applicationId: id, status, notes } = event.data;
      return setApplicationStatus(client, schema, { id, status, notes, at });
    }
    case 'ApplicationNotesUpdated':
      return setApplicationNotes(client, schema, { id: event.data.applicationId, notes: event.data.notes, at });
    default:
      assertNever(event);
  }
}

export const applicationsProjection: Projection = {
  name: 'applications',
  version: APPLICATIONS_READ_MODEL_VERSION,
  tables: applicationTables,
  handlers: {
    ApplicationSubmitted: apply,
    ApplicationStatusChanged: apply,
    ApplicationNotesUpdated: apply,
  },
};
