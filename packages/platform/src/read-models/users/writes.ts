import type { PoolClient } from '../../postgres/pool.ts';

/**
 * The users projection's writes (services/projectors), inside its batch transaction. A batch is folded into one
 * insert of its new users and one update of the users it changed, so a busy process needs a handful of round trips
 * per batch instead of one per event.
 */
export interface UserRegistration {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_email_verified: boolean;
  /** When the user registered (ISO time); also the first `updated_at`. */
  created_at: string;
  updated_by: string;
}

/** New users; one already there (the event applied before) is left as it is. */
export async function insertUsers(client: PoolClient, schema: string, registrations: readonly UserRegistration[]) {
  if (registrations.length === 0) return;
  await client.query(
    `INSERT INTO ${schema}.users (id, email, username, first_name, last_name, is_email_verified, created_at, updated_at,
            updated_by)
     SELECT id, email, username, first_name, last_name, is_email_verified, created_at, created_at, updated_by
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, email text, username text, first_name text, last_name text,
            is_email_verified boolean, created_at timestamptz, updated_by text)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(registrations)],
  );
}

/** The columns a later event changes, with their SQL types (the update reads them from JSON). */
const CHANGEABLE = {
  first_name: 'text',
  last_name: 'text',
  github: 'text',
  portfolio: 'text',
  personal_site: 'text',
  position: 'text',
  tags_english: 'text',
  tags_chinese: 'text',
  bio: 'text',
  resume_file_name: 'text',
  resume_blob: 'jsonb',
  portfolio_file_name: 'text',
  portfolio_blob: 'jsonb',
  is_admin: 'boolean',
  last_sign_in_at: 'timestamptz',
  updated_at: 'timestamptz',
  updated_by: 'text',
} as const;

type ColumnValue<Type> = Type extends 'boolean' ? boolean : Type extends 'jsonb' ? object : string;

/** The new values of one user's columns (times as ISO text); a column left out keeps its value. */
export type UserChanges = { -readonly [C in keyof typeof CHANGEABLE]?: ColumnValue<(typeof CHANGEABLE)[C]> };

/** The profile's own columns, which a profile update sets. */
export type UserProfileColumn =
  | 'first_name'
  | 'last_name'
  | 'github'
  | 'portfolio'
  | 'personal_site'
  | 'position'
  | 'tags_english'
  | 'tags_chinese'
  | 'bio';

const COLUMNS = Object.keys(CHANGEABLE) as (keyof typeof CHANGEABLE)[];
const SET = COLUMNS.map((c) => `${c} = coalesce(p.${c}, u.${c})`).join(', ');
const TYPES = COLUMNS.map((c) => `${c} ${CHANGEABLE[c]}`).join(', ');

/**
 * Each user's changes in one statement. A column absent from a user's changes comes through as NULL and keeps its
 * value, so none of them is ever set to NULL (the actor is '' for the system, never missing).
 */
export async function updateUsers(client: PoolClient, schema: string, changes: ReadonlyMap<string, UserChanges>) {
  if (changes.size === 0) return;
  const rows = [...changes].map(([id, columns]) => ({ id, ...columns }));
  await client.query(
    `UPDATE ${schema}.users u SET ${SET}
       FROM jsonb_to_recordset($1::jsonb) AS p(id text, ${TYPES})
      WHERE u.id = p.id`,
    [JSON.stringify(rows)],
  );
}
