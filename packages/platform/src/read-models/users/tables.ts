/**
 * The users read model (schema `rm_users_v<version>`): one row per registered user, for the profile, the header,
 * admin lists and the session's authorization checks. Password hashes stay in the event stream, never here.
 */

/** 2: who made the last change (updated_by), for the profile form's conflict dialog. */
export const USERS_READ_MODEL_VERSION = 2;

export const userTables = (schema: string): string[] => [
  `CREATE TABLE ${schema}.users (
    id text PRIMARY KEY,
    email text NOT NULL,
    username text NOT NULL,
    first_name text NOT NULL DEFAULT '',
    last_name text NOT NULL DEFAULT '',
    bio text NOT NULL DEFAULT '',
    github text NOT NULL DEFAULT '',
    portfolio text NOT NULL DEFAULT '',
    personal_site text NOT NULL DEFAULT '',
    position text NOT NULL DEFAULT '',
    tags_english text NOT NULL DEFAULT '',
    tags_chinese text NOT NULL DEFAULT '',
    resume_file_name text,
    resume_blob jsonb,
    portfolio_file_name text,
    portfolio_blob jsonb,
    is_email_verified boolean NOT NULL DEFAULT false,
    is_admin boolean NOT NULL DEFAULT false,
    last_sign_in_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    updated_by text NOT NULL DEFAULT ''
  )`,
  `CREATE UNIQUE INDEX ON ${schema}.users (lower(email))`,
  `CREATE INDEX ON ${schema}.users (created_at DESC)`,
];

/**
 * The qualified users table of the read model `schema`, for the one statement outside this module that joins it:
 * the session store's (platform/auth/sessions.ts), which reads the session and its user in one round trip.
 */
export const usersTable = (schema: string): string => `${schema}.users`;

/** A user's row as the API reads it (the file references, `resume_blob` and `portfolio_blob`, are read apart). */
export interface UserRow {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  bio: string;
  github: string;
  portfolio: string;
  personal_site: string;
  position: string;
  tags_english: string;
  tags_chinese: string;
  resume_file_name: string | null;
  portfolio_file_name: string | null;
  is_email_verified: boolean;
  is_admin: boolean;
  created_at: Date;
  updated_at: Date;
  /** Who made the last change (the event's actor: the user or an admin); '' for the system. */
  updated_by: string;
}
