import {
  type Candidate,
  type CandidateCommand,
  candidateDecider,
  candidateStream,
  candidateSubjectOfStream,
} from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import {
  handleCommand,
  migrate,
  type Pool,
  SubjectKeyStore,
  sealedEventStore,
  subjectKeyMigrations,
} from '@tb/platform';

export interface CandidateStore {
  keys: SubjectKeyStore;
  /** The event store with candidates' personal parts sealed on append and opened on read. */
  store: EventStore;
}

export async function openCandidateStore(pool: Pool, store: EventStore): Promise<CandidateStore> {
  await migrate(pool, 'subject_keys', subjectKeyMigrations);
  const keys = new SubjectKeyStore(pool);
  return {
    keys,
    store: sealedEventStore(store, keys, { subjectOf: candidateSubjectOfStream }),
  };
}

export function runCandidateCommand(
  candidates: CandidateStore,
  command: CandidateCommand,
  options: {
    idempotencyKey?: string | undefined;
    requestHash?: string | undefined;
    precondition?: ((state: Candidate, revision: number | null) => void) | undefined;
  } = {},
) {
  const { idempotencyKey, requestHash, precondition } = options;
  return handleCommand(candidates.store, candidateDecider, candidateStream(command.data.candidateId), command, {
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(idempotencyKey && requestHash ? { requestHash } : {}),
    ...(precondition ? { precondition } : {}),
  });
}
