import { assertNever, PROJECT_FIELD_NAMES, type ProjectEvent, type ProjectFields } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import { sanitizeRichText, toDomainEvent } from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `projects`: one row per opening that exists, for the public list and detail and the admin management.
 * A deleted project's row goes away; its history stays in the event log.
 */
const COLUMNS: Record<keyof ProjectFields, string> = {
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

function columnValues(fields: Partial<ProjectFields>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const name of PROJECT_FIELD_NAMES) {
    const value = fields[name];
    if (typeof value === 'string') pairs.push([COLUMNS[name], cleaned(name, value)]);
  }
  return pairs;
}

async function apply(recorded: RecordedEvent, { client, schema }: ProjectionContext): Promise<void> {
  const event = toDomainEvent<ProjectEvent>(recorded);
  const at = event.metadata.at;
  // Who made the change (the edit form's conflict dialog names them); '' for the system (no actor).
  const by = typeof event.metadata.actorId === 'string' ? event.metadata.actorId : '';
  const { projectId } = event.data;
  // The stream revision is the project's ETag: an edit form sends it back (If-Match) to find lost updates.
  const revision = recorded.revision;
  switch (event.type) {
    case 'ProjectCreated': {
      const pairs = columnValues(event.data.fields);
      const columns = [
        'id',
        'is_active',
        'created_at',
        'updated_at',
        'updated_by',
        'revision',
        ...pairs.map(([column]) => column),
      ];
      const values = [projectId, event.data.isActive, at, at, by, revision, ...pairs.map(([, value]) => value)];
      await client.query(
        `INSERT INTO ${schema}.projects (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})
         ON CONFLICT (id) DO NOTHING`,
        values,
      );
      return;
    }
    case 'ProjectUpdated': {
      const pairs = columnValues(event.data.changes);
      const assignments = [
        'updated_at = $2',
        'revision = $3',
        'updated_by = $4',
        ...pairs.map(([column], i) => `${column} = $${i + 5}`),
      ];
      await client.query(`UPDATE ${schema}.projects SET ${assignments.join(', ')} WHERE id = $1`, [
        projectId,
        at,
        revision,
        by,
        ...pairs.map(([, value]) => value),
      ]);
      return;
    }
    case 'ProjectActivated':
    case 'ProjectDeactivated':
      await client.query(
        `UPDATE ${schema}.projects SET is_active = $2, updated_at = $3, revision = $4, updated_by = $5 WHERE id = $1`,
        [projectId, event.type === 'ProjectActivated', at, revision, by],
      );
      return;
    case 'ProjectDeleted':
      await client.query(`DELETE FROM ${schema}.projects WHERE id = $1`, [projectId]);
      return;
    default:
      assertNever(event);
  }
}

export const projectsProjection: Projection = {
  name: 'projects',
  // 2: the stream revision (the ETag of GET /api/projects/:id). 3: who made the last change (updated_by).
  version: 3,
  tables: (schema) => [
    `CREATE TABLE ${schema}.projects (
      id text PRIMARY KEY,
      title_en text NOT NULL DEFAULT '',
      title_zh text NOT NULL DEFAULT '',
      description_en text NOT NULL DEFAULT '',
      description_zh text NOT NULL DEFAULT '',
      location_en text NOT NULL DEFAULT '',
      location_zh text NOT NULL DEFAULT '',
      type_en text NOT NULL DEFAULT '',
      type_zh text NOT NULL DEFAULT '',
      role text NOT NULL DEFAULT '',
      position text NOT NULL DEFAULT '',
      salary_range text NOT NULL DEFAULT '',
      salary_range_en text NOT NULL DEFAULT '',
      salary_range_zh text NOT NULL DEFAULT '',
      benefits_en text NOT NULL DEFAULT '',
      benefits_zh text NOT NULL DEFAULT '',
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NOT NULL DEFAULT '',
      revision int NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX ON ${schema}.projects (created_at DESC)`,
  ],
  handlers: {
    ProjectCreated: apply,
    ProjectUpdated: apply,
    ProjectActivated: apply,
    ProjectDeactivated: apply,
    ProjectDeleted: apply,
  },
};
