import { ensureAdmin } from '@tb/command-api';
import {
  type CandidateCommand,
  candidateDecider,
  candidateStream,
  candidateSubjectOfStream,
  type InboxCommand,
  inboxDecider,
  inboxEmailStream,
  inboxSubjectOfStream,
  userDecider,
  userStream,
} from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import {
  handleCommand,
  migrate,
  SESSION_COOKIE,
  SubjectKeyStore,
  sealedEventStore,
  subjectKeyMigrations,
} from '@tb/platform';
import type { QueryTestApp } from './query-test-app.ts';

/**
 * What the query API's route tests append before they read: written through the domain on the same event store,
 * as the command API writes it (candidates' personal parts sealed with each one's key).
 */

/** A new account with a session (not an admin): its id and the `cookie` header, once the users read model has it. */
export async function signedInUser(api: QueryTestApp): Promise<{ userId: string; cookie: string }> {
  const email = `user-${crypto.randomUUID()}@example.com`;
  // The query API's tests may borrow only ensureAdmin from the command API: an admin, then not one.
  const { store } = api.resources.shared;
  const { userId } = await ensureAdmin(store, { email, password: 'Tr0ub4dor&3-horse' });
  await handleCommand(store, userDecider, userStream(userId), {
    type: 'SetAdmin',
    data: { userId, isAdmin: false },
    metadata: metadataNow(),
  });
  const session = await api.app.sessions.create(userId, await api.app.sessions.credentialGeneration(userId));
  if (!session) throw new Error('no session for the new user');
  await api.resources.caughtUp();
  return { userId, cookie: `${SESSION_COOKIE}=${session.token}` };
}

const keyTables = new WeakMap<QueryTestApp, Promise<void>>();

/** The event store with personal parts sealed with each subject's key (`subjectOf`), the key table made first. */
async function sealedStore(api: QueryTestApp, subjectOf: (streamId: string) => string | null): Promise<EventStore> {
  const { pool, store } = api.resources.shared;
  let ready = keyTables.get(api);
  if (!ready) {
    ready = migrate(pool, 'subject_keys', subjectKeyMigrations);
    keyTables.set(api, ready);
  }
  await ready;
  return sealedEventStore(store, new SubjectKeyStore(pool), { subjectOf });
}

/** Runs a candidate command through the sealed store, as the command API does. */
export async function runCandidateCommand(api: QueryTestApp, command: CandidateCommand) {
  const store = await sealedStore(api, candidateSubjectOfStream);
  return handleCommand(store, candidateDecider, candidateStream(command.data.candidateId), command);
}

/** Runs an inbox command through the sealed store, as the inbox worker and the command API do. */
export async function runInboxCommand(api: QueryTestApp, command: InboxCommand) {
  const store = await sealedStore(api, inboxSubjectOfStream);
  return handleCommand(store, inboxDecider, inboxEmailStream(command.data.emailId), command);
}

export const metadataNow = (actorId = 'system') => ({ actorId, now: new Date().toISOString() });
