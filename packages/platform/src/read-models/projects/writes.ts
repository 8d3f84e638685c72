import type { PoolClient } from '../../postgres/pool.ts';
import { PROJECT_TEXT_COLUMNS, type ProjectTextColumn } from './tables.ts';

/** The projects projection's writes (services/projectors), inside its batch transaction. */

/** Some of a project's text columns; one left out is not written. */
export type ProjectTexts = Partial<Record<ProjectTextColumn, string>>;

/** Which event changed the project: its time (ISO), its actor ('' for the system) and the stream revision. */
export interface ProjectStamp {
  id: string;
  at: string;
  by: string;
  revision: number;
}

/** The given texts as [column, value] pairs; the names come from the table's own list, never from the caller. */
const pairsOf = (texts: ProjectTexts): [ProjectTextColumn, string][] =>
  PROJECT_TEXT_COLUMNS.flatMap((column) => {
    const value = texts[column];
    return typeof value === 'string' ? [[column, value] as [ProjectTextColumn, string]] : [];
  });

/** A new project; one already there (the event applied before) is left as it is. */
export async function insertProject(
  client: PoolClient,
  schema: string,
  stamp: ProjectStamp,
  isActive: boolean,
  texts: ProjectTexts,
) {
  const pairs = pairsOf(texts);
  const columns = ['id', 'is_active', 'created_at', 'updated_at', 'updated_by', 'revision', ...pairs.map(([c]) => c)];
  const values = [stamp.id, isActive, stamp.at, stamp.at, stamp.by, stamp.revision, ...pairs.map(([, v]) => v)];
  await client.query(
    `INSERT INTO ${schema}.projects (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (id) DO NOTHING`,
    values,
  );
}

/** The changed texts of a project. */
export async function updateProjectTexts(client: PoolClient, schema: string, stamp: ProjectStamp, texts: ProjectTexts) {
  const pairs = pairsOf(texts);
  const assignments = [
    'updated_at = $2',
    'revision = $3',
    'updated_by = $4',
    ...pairs.map(([column], i) => `${column} = $${i + 5}`),
  ];
  await client.query(`UPDATE ${schema}.projects SET ${assignments.join(', ')} WHERE id = $1`, [
    stamp.id,
    stamp.at,
    stamp.revision,
    stamp.by,
    ...pairs.map(([, value]) => value),
  ]);
}

export async function setProjectActive(client: PoolClient, schema: string, stamp: ProjectStamp, isActive: boolean) {
  await client.query(
    `UPDATE ${schema}.projects SET is_active = $2, updated_at = $3, revision = $4, updated_by = $5 WHERE id = $1`,
    [stamp.id, isActive, stamp.at, stamp.revision, stamp.by],
  );
}

export async function deleteProject(client: PoolClient, schema: string, id: string) {
  await client.query(`DELETE FROM ${schema}.projects WHERE id = $1`, [id]);
}
