import { PROJECT_FIELDS, PROJECT_RICH_FIELDS, type ProjectField, projectColumnOf } from '@tb/contracts';
import { assertNever, type ProjectEvent, type ProjectFields } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import {
  deleteProject,
  insertProject,
  PROJECTS_READ_MODEL_VERSION,
  type ProjectStamp,
  type ProjectTexts,
  projectTables,
  sanitizeRichText,
  setProjectActive,
  toDomainEvent,
  updateProjectTexts,
} from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `projects`: one row per opening that exists, for the public list and detail and the admin management
 * (tables, writes and queries: @tb/platform read-models/projects). A deleted project's row goes away. Each field
 * goes to its catalogue column (contracts' projects/catalogue.ts).
 *
 * The command side already sanitizes the rich fields; cleaning again here means no event, whatever wrote it (an
 * older version, a script, an import), can put markup outside the allowlist in front of a reader.
 */
const RICH: ReadonlySet<ProjectField> = new Set(PROJECT_RICH_FIELDS);
const cleaned = (name: ProjectField, value: string) => (RICH.has(name) ? sanitizeRichText(value) : value);

function textsOf(fields: Partial<ProjectFields>): ProjectTexts {
  const texts: ProjectTexts = {};
  for (const name of PROJECT_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string') texts[projectColumnOf(name)] = cleaned(name, value);
  }
  return texts;
}

async function apply(recorded: RecordedEvent, { client, schema }: ProjectionContext): Promise<void> {
  const event = toDomainEvent<ProjectEvent>(recorded);
  const at = event.metadata.at;
  // Who made the change (the edit form's conflict dialog names them); '' for the system (no actor).
  const by = typeof event.metadata.actorId === 'string' ? event.metadata.actorId : '';
  // The stream revision is the project's ETag: an edit form sends it back (If-Match) to find lost updates.
  const stamp: ProjectStamp = { id: event.data.projectId, at, by, revision: recorded.revision };
  switch (event.type) {
    case 'ProjectCreated':
      return insertProject(client, schema, stamp, event.data.isActive, textsOf(event.data.fields));
    case 'ProjectUpdated':
      return updateProjectTexts(client, schema, stamp, textsOf(event.data.changes));
    case 'ProjectActivated':
    case 'ProjectDeactivated':
      return setProjectActive(client, schema, stamp, event.type === 'ProjectActivated');
    case 'ProjectDeleted':
      return deleteProject(client, schema, stamp.id);
    default:
      assertNever(event);
  }
}

export const projectsProjection: Projection = {
  name: 'projects',
  version: PROJECTS_READ_MODEL_VERSION,
  tables: projectTables,
  handlers: {
    ProjectCreated: apply,
    ProjectUpdated: apply,
    ProjectActivated: apply,
    ProjectDeactivated: apply,
    ProjectDeleted: apply,
  },
};
