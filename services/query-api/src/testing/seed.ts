import { ensureAdmin } from '@tb/command-api';
import {
  type CandidateCommand,
  candidateDecider,
  candidateStream,
  candidateSubjectOfStream,
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

const sealedStores = new WeakMap<QueryTestApp, Promise<EventStore>>();

/** The event store with candidates' personal parts sealed, its key table made on first use. */
function candidateStore(api: QueryTestApp): Promise<EventStore> {
  let store = sealedStores.get(api);
  if (!store) {
    const { pool, store: events } = api.resources.shared;
    store = migrate(pool, 'subject_keys', subjectKeyMigrations).then(() =>
      sealedEventStore(events, new SubjectKeyStore(pool), { subjectOf: candidateSubjectOfStream }),
    );
    sealedStores.set(api, store);
  }
  return store;
}

/** Runs a candidate command through the sealed store, as the command API does. */
export async function runCandidateCommand(api: QueryTestApp, command: CandidateCommand) {
  const store = await candidateStore(api);
  return handleCommand(store, candidateDecider, candidateStream(command.data.candidateId), command);
}

export const metadataNow = (actorId = 'system') => ({ actorId, now: new Date().toISOString() });
