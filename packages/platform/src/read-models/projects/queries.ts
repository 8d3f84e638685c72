import type { Pool, PoolClient } from '../../postgres/pool.ts';
import type { ProjectRow } from './tables.ts';

type Db = Pool | PoolClient;

/** The projects, newest first; inactive ones only when asked (admins see them, nobody else). */
export async function readProjects(db: Db, schema: string, options: { withInactive: boolean }): Promise<ProjectRow[]> {
  const { rows } = await db.query<ProjectRow>(
    options.withInactive
      ? `SELECT * FROM ${schema}.projects ORDER BY created_at DESC, id`
      : `SELECT * FROM ${schema}.projects WHERE is_active ORDER BY created_at DESC, id`,
  );
  return rows;
}

/** One project, active or not (the caller decides who may see an inactive one); null when there is none. */
export async function readProject(db: Db, schema: string, id: string): Promise<ProjectRow | null> {
  const { rows } = await db.query<ProjectRow>(`SELECT * FROM ${schema}.projects WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
