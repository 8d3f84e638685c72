import type { RecordedEvent } from '@tb/event-store';
import {
  insertUsers,
  USERS_READ_MODEL_VERSION,
  type UserChanges,
  type UserProfileColumn,
  type UserRegistration,
  updateUsers,
  userTables,
} from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

/**
 * `users`: one row per registered user, for the profile, the header, admin lists and the query API's
 * authorization checks (tables, writes and queries: @tb/platform read-models/users).
 *
 * A batch is folded in memory into one insert and one update per user, so a busy process needs a handful of
 * round trips per batch instead of one per event (its transaction stays short).
 */
type Data = Record<string, unknown>;

const profileColumns: Record<string, UserProfileColumn> = {
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
const eventTime = (event: RecordedEvent) => str(event.metadata.at) || event.recordedAt.toISOString();
/** Who made a change: the event's actor, '' for the system (never NULL, which the batch update reads as 'unchanged'). */
const actorOf = (event: RecordedEvent) => str(event.metadata.actorId);

/** The batch's effect: new users, then per user the last value of every column the batch touched. */
function fold(events: readonly RecordedEvent[]) {
  const registrations: UserRegistration[] = [];
  const patches = new Map<string, UserChanges>();
  const patch = (event: RecordedEvent, columns: UserChanges) => {
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
        const columns: UserChanges = { updated_at: at, updated_by: actorOf(event) };
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
  await insertUsers(client, schema, registrations);
  await updateUsers(client, schema, patches);
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
  version: USERS_READ_MODEL_VERSION,
  tables: userTables,
  handlers: Object.fromEntries(types.map((type) => [type, (event, ctx) => apply([event], ctx)])),
  applyBatch: apply,
};
