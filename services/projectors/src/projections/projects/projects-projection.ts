import { assertNever, PROJECT_FIELD_NAMES, type ProjectEvent, type ProjectFields } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import {
  deleteProject,
  insertProject,
  PROJECTS_READ_MODEL_VERSION,
  type ProjectStamp,
  type ProjectTextColumn,
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
 * (tables, writes and queries: @tb/platform read-models/projects). A deleted project's row goes away.
 */
const COLUMNS: Record<keyof ProjectFields, ProjectTextColumn> = {
  titleEn: 'title_en',
  titleZh: 'title_zh',
  descriptionEn: 'description_en',
  descriptionZh: 'description_zh',
  locationEn: 'location_en',
  locationZh: 'location_zh',
  typeEn: 'type_en',
  typeZh: 'type_zh',
  role: 'role',
  position: 'position',
  salaryRange: 'salary_range',
  salaryRangeEn: 'salary_range_en',
  salaryRangeZh: 'salary_range_zh',
  benefitsEn: 'benefits_en',
  benefitsZh: 'benefits_zh',
};

/**
 * The command side already sanitizes; cleaning again here means no event, whatever wrote it (an older
 * version, a script, an import), can put markup outside the allowlist in front of a reader.
 */
const cleaned = (name: keyof ProjectFields, value: string) =>
  name === 'descriptionEn' || name === 'descriptionZh' ? sanitizeRichText(value) : value;

function textsOf(fields: Partial<ProjectFields>): ProjectTexts {
  const texts: ProjectTexts = {};
  for (const name of PROJECT_FIELD_NAMES) {
    const value = fields[name];
    if (typeof value === 'string') texts[COLUMNS[name]] = cleaned(name, value);
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
