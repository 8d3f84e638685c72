import type { RecordedEvent } from '@tb/event-store';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `users`: one row per registered user, for the profile, the header, admin lists and the query API's
 * authorization checks. Password hashes stay in the event stream, never here.
 *
 * A batch is folded in memory into one insert and one update per user, so a busy process needs a handful of
 * round trips per batch instead of one per event (its transaction stays short).
 */
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
const fileColumns = ['resume_file_name', 'resume_blob', 'portfolio_file_name', 'portfolio_blob'] as const;
const updatable = [
  ...Object.values(profileColumns),
  ...fileColumns,
  'is_admin',
  'last_sign_in_at',
  'updated_at',
  'updated_by',
] as const;
const columnType = (c: string) =>
  c === 'is_admin' ? 'boolean' : c.endsWith('_at') ? 'timestamptz' : c.endsWith('_blob') ? 'jsonb' : 'text';

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const eventTime = (event: RecordedEvent) => str(event.metadata.at) || event.recordedAt.toISOString();
/** Who made a change: the event's actor, '' for the system (never NULL, which the batch update reads as 'unchanged'). */
const actorOf = (event: RecordedEvent) => str(event.metadata.actorId);

interface Registration {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_email_verified: boolean;
  created_at: string;
  updated_by: string;
}

/** The batch's effect: new users, then per user the last value of every column the batch touched. */
function fold(events: readonly RecordedEvent[]) {
  const registrations: Registration[] = [];
  const patches = new Map<string, Record<string, unknown>>();
  const patch = (event: RecordedEvent, columns: Record<string, unknown>) => {
    const id = str((event.data as Data).userId);
    patches.set(id, { ...patches.get(id), ...columns });
  };
  for (const event of events) {
    const d = event.data as Data;
    const at = eventTime(event);
    switch (event.type) {
      case 'UserRegistered':
        registrations.push({
          id: str(d.userId),
          email: str(d.email),
          username: str(d.username),
          first_name: str(d.firstName),
          last_name: str(d.lastName),
          is_email_verified: d.emailVerified === true,
          created_at: at,
          updated_by: actorOf(event),
        });
        break;
      case 'UserProfileUpdated': {
        const columns: Record<string, unknown> = { updated_at: at, updated_by: actorOf(event) };
        for (const [field, value] of Object.entries((d.changes ?? {}) as Data)) {
          const column = profileColumns[field];
          if (column) columns[column] = str(value);
        }
        patch(event, columns);
        break;
      }
      case 'UserAdminGranted':
      case 'UserAdminRevoked':
        patch(event, { is_admin: event.type === 'UserAdminGranted', updated_at: at, updated_by: actorOf(event) });
        break;
      case 'UserPasswordChanged':
        patch(event, { updated_at: at, updated_by: actorOf(event) });
        break;
      case 'UserSignedIn':
        patch(event, { last_sign_in_at: at });
        break;
      // The file reference (never the bytes) lets the query API serve the file to its owner and admins.
      case 'UserResumeUploaded': {
        const resume = d.resume as Data;
        patch(event, {
          resume_file_name: str(resume.fileName),
          resume_blob: resume,
          updated_at: at,
          updated_by: actorOf(event),
        });
        break;
      }
      case 'UserPortfolioUploaded': {
        const portfolio = d.portfolio as Data;
        patch(event, {
          portfolio_file_name: str(portfolio.fileName),
          portfolio_blob: portfolio,
          updated_at: at,
          updated_by: actorOf(event),
        });
        break;
      }
    }
  }
  return { registrations, patches };
}

async function apply(events: readonly RecordedEvent[], { client, schema }: ProjectionContext): Promise<void> {
  const { registrations, patches } = fold(events);
  if (registrations.length > 0) {
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
  if (patches.size === 0) return;
  // A column absent from a user's patch comes through as NULL and keeps its value.
  const rows = [...patches].map(([id, columns]) => ({ id, ...columns }));
  const set = updatable.map((c) => `${c} = coalesce(p.${c}, u.${c})`).join(', ');
  const types = updatable.map((c) => `${c} ${columnType(c)}`).join(', ');
  await client.query(
    `UPDATE ${schema}.users u SET ${set}
       FROM jsonb_to_recordset($1::jsonb) AS p(id text, ${types})
      WHERE u.id = p.id`,
    [JSON.stringify(rows)],
  );
}

const types = [
  'UserRegistered',
  'UserProfileUpdated',
  'UserAdminGranted',
  'UserAdminRevoked',
  'UserPasswordChanged',
  'UserSignedIn',
  'UserResumeUploaded',
  'UserPortfolioUploaded',
];

export const usersProjection: Projection = {
  name: 'users',
  // 2: who made the last change (updated_by), for the profile form's conflict dialog.
  version: 2,
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
      updated_at timestamptz NOT NULL,
      updated_by text NOT NULL DEFAULT ''
    )`,
    `CREATE UNIQUE INDEX ON ${schema}.users (lower(email))`,
    `CREATE INDEX ON ${schema}.users (created_at DESC)`,
  ],
  handlers: Object.fromEntries(types.map((type) => [type, (event, ctx) => apply([event], ctx)])),
  applyBatch: apply,
};
