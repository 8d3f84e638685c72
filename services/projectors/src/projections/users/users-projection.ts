import type { RecordedEvent } from '@tb/event-store';
import type { PoolClient } from '@tb/platform';

/**
 * `users`: one row per registered user, for the profile, the header, admin lists and the query API's
 * authorization checks. Password hashes stay in the event stream, never here.
 */
type Ctx = { client: PoolClient; schema: string };
type Data = Record<string, unknown>;

const profileColumns: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  github: 'github',
  portfolio: 'portfolio',
  personalSite: 'personal_site',
  position: 'position',
  tagsEnglish: 'tags_english',
  tagsChinese: 'tags_chinese',
  bio: 'bio',
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

async function setColumns(ctx: Ctx, event: RecordedEvent, columns: Record<string, unknown>) {
  const entries = Object.entries(columns);
  const assignments = [...entries.map(([column], i) => `${column} = $${i + 3}`), 'updated_at = $2'].join(', ');
  await ctx.client.query(`UPDATE ${ctx.schema}.users SET ${assignments} WHERE id = $1`, [
    str((event.data as Data).userId),
    eventTime(event),
    ...entries.map(([, v]) => v),
  ]);
}

const eventTime = (event: RecordedEvent) => str(event.metadata.at) || event.recordedAt.toISOString();

export const usersProjection = {
  name: 'users',
  version: 1,
  tables: (schema: string) => [
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
      updated_at timestamptz NOT NULL
    )`,
    `CREATE UNIQUE INDEX ON ${schema}.users (lower(email))`,
    `CREATE INDEX ON ${schema}.users (created_at DESC)`,
  ],
  handlers: {
    UserRegistered: async (event: RecordedEvent, ctx: Ctx) => {
      const d = event.data as Data;
      await ctx.client.query(
        `INSERT INTO ${ctx.schema}.users (id, email, username, first_name, last_name, is_email_verified, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (id) DO NOTHING`,
        [
          str(d.userId),
          str(d.email),
          str(d.username),
          str(d.firstName),
          str(d.lastName),
          d.emailVerified === true,
          eventTime(event),
        ],
      );
    },
    UserProfileUpdated: async (event: RecordedEvent, ctx: Ctx) => {
      const changes = ((event.data as Data).changes ?? {}) as Data;
      const columns: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes)) {
        const column = profileColumns[field];
        if (column) columns[column] = str(value);
      }
      if (Object.keys(columns).length > 0) await setColumns(ctx, event, columns);
    },
    UserAdminGranted: (event: RecordedEvent, ctx: Ctx) => setColumns(ctx, event, { is_admin: true }),
    UserAdminRevoked: (event: RecordedEvent, ctx: Ctx) => setColumns(ctx, event, { is_admin: false }),
    UserPasswordChanged: (event: RecordedEvent, ctx: Ctx) => setColumns(ctx, event, {}),
    UserSignedIn: async (event: RecordedEvent, ctx: Ctx) => {
      await ctx.client.query(`UPDATE ${ctx.schema}.users SET last_sign_in_at = $2 WHERE id = $1`, [
        str((event.data as Data).userId),
        eventTime(event),
      ]);
    },
  },
};
