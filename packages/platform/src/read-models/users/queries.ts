import type { Pool, PoolClient } from '../../postgres/pool.ts';
import type { UserRow } from './tables.ts';

type Db = Pool | PoolClient;

/** Every user, newest first (the admin's user list). */
export async function readUsers(db: Db, schema: string): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>(`SELECT * FROM ${schema}.users ORDER BY created_at DESC`);
  return rows;
}

/** What names a user where someone else sees their work (a last editor, a history line). */
export interface UserName {
  first_name: string;
  last_name: string;
  email: string;
}

/** The user's name and e-mail; null when no such user. */
export async function readUserName(db: Db, schema: string, id: string): Promise<UserName | null> {
  const { rows } = await db.query<UserName>(`SELECT first_name, last_name, email FROM ${schema}.users WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

export type UserFileKind = 'resume' | 'portfolio';

/**
 * The stored file reference (as the upload event recorded it, never the bytes) of the user's resume or portfolio;
 * null when the user or the file does not exist. Not checked here: the caller checks it is a stored file.
 */
export async function readUserFile(db: Db, schema: string, id: string, kind: UserFileKind): Promise<unknown> {
  // Two fixed statements, one per kind: the column name never comes from the request.
  const { rows } = await db.query<{ file: unknown }>(
    kind === 'resume'
      ? `SELECT resume_blob AS file FROM ${schema}.users WHERE id = $1`
      : `SELECT portfolio_blob AS file FROM ${schema}.users WHERE id = $1`,
    [id],
  );
  return rows[0]?.file ?? null;
}
