import type { FileRef } from '../contact/contact-message.ts';
import { assertNever, type DomainEvent } from '../shared/decider.ts';
import {
  type CandidateField,
  type CandidateRecord,
  type CandidateSource,
  emptyCandidateRecord,
  type InterviewFacts,
  type PersonalDetails,
  type PersonalTextField,
  type ProfileFacts,
} from './fields.ts';

/**
 * Personal data rides in `personal`, which the event store seals with the candidate's key and opens on
 * read; it reads back as null once the key is destroyed (erasure). `personalKeys` names the personal fields
 * the event set, in plain text, so the history can still say what changed.
 */
interface WithPersonal<P> {
  personal: P | null;
  personalKeys: string[];
}

export type AddedPersonal = PersonalDetails & { interviewComments: string; resume: FileRef | null };

export type CandidateAdded = DomainEvent<
  'CandidateAdded',
  { candidateId: string; source: CandidateSource; emailId: string | null; facts: ProfileFacts } & WithPersonal<
    Partial<AddedPersonal>
  >
>;
/** Only the fields that changed. */
export type CandidateDetailsEdited = DomainEvent<
  'CandidateDetailsEdited',
  { candidateId: string; changes: Partial<ProfileFacts> } & WithPersonal<Partial<PersonalDetails>>
>;
/** Only the interview fields that changed; the comments may name the person, so they are personal. */
export type CandidateInterviewScored = DomainEvent<
  'CandidateInterviewScored',
  { candidateId: string; changes: Partial<InterviewFacts> } & WithPersonal<{ interviewComments?: string }>
>;
export type CandidateResumeAttached = DomainEvent<
  'CandidateResumeAttached',
  { candidateId: string; lang: 'original' | 'en' } & WithPersonal<{ file: FileRef }>
>;
export type CandidatePortfolioAttached = DomainEvent<
  'CandidatePortfolioAttached',
  { candidateId: string } & WithPersonal<{ file: FileRef }>
>;
/**
 * An inbox e-mail from someone who already is a candidate, attached to them instead of making a second one:
 * the application itself (when it came, what it said, who sent it) and what it adds to the record: a later
 * applied date, a resume, and the e-mail address or phone the record lacked. Subject and sender name a
 * person, so they are sealed with the rest; `receivedAt` and `emailId` are facts.
 */
export type CandidateAppliedByEmail = DomainEvent<
  'CandidateAppliedByEmail',
  { candidateId: string; emailId: string; receivedAt: string; changes: Partial<ProfileFacts> } & WithPersonal<
    Partial<EmailApplicationPersonal>
  >
>;
export type EmailApplicationPersonal = {
  subject: string;
  from: string;
  email: string;
  phone: string;
  resume: FileRef;
};
/** The sealed keys of `CandidateAppliedByEmail` that are the e-mail's, not fields of the candidate. */
export const EMAIL_APPLICATION_KEYS = ['subject', 'from'] as const;
export type CandidateHired = DomainEvent<'CandidateHired', { candidateId: string; hireCompany: string }>;
export type CandidateHireCancelled = DomainEvent<'CandidateHireCancelled', { candidateId: string }>;
export type CandidateErased = DomainEvent<'CandidateErased', { candidateId: string }>;

export type CandidateEvent =
  | CandidateAdded
  | CandidateDetailsEdited
  | CandidateInterviewScored
  | CandidateResumeAttached
  | CandidatePortfolioAttached
  | CandidateAppliedByEmail
  | CandidateHired
  | CandidateHireCancelled
  | CandidateErased;

export const CANDIDATE_EVENT_TYPES: readonly CandidateEvent['type'][] = [
  'CandidateAdded',
  'CandidateDetailsEdited',
  'CandidateInterviewScored',
  'CandidateResumeAttached',
  'CandidatePortfolioAttached',
  'CandidateAppliedByEmail',
  'CandidateHired',
  'CandidateHireCancelled',
  'CandidateErased',
];

export type Candidate =
  | { status: 'unknown' }
  | ({
      status: 'active';
      candidateId: string;
      source: CandidateSource;
      emailId: string | null;
      createdAt: string;
      updatedAt: string;
    } & CandidateRecord)
  | { status: 'erased'; candidateId: string; erasedAt: string; erasedBy: string };

export type ActiveCandidate = Extract<Candidate, { status: 'active' }>;

export const initialCandidate = (): Candidate => ({ status: 'unknown' });

/** One field an event set: its new value, or `unreadable` when it is personal and the key is gone. */
export type FieldChange =
  | { field: CandidateField; personal: boolean; unreadable: false; value: unknown }
  | { field: CandidateField; personal: true; unreadable: true };

const set = (field: CandidateField, value: unknown, personal = false): FieldChange => ({
  field,
  personal,
  unreadable: false,
  value,
});

function personalChanges(personal: Record<string, unknown> | null, keys: string[], rename = (k: string) => k) {
  const fields = keys.map((key) => rename(key) as CandidateField);
  if (!personal) return fields.map((field): FieldChange => ({ field, personal: true, unreadable: true }));
  return keys.map((key, i) => set(fields[i] as CandidateField, personal[key], true));
}

/** The fields an event sets, in the order the history shows them. */
export function changesOf(event: CandidateEvent): FieldChange[] {
  switch (event.type) {
    case 'CandidateAdded': {
      const { facts, personal, personalKeys } = event.data;
      return [
        ...personalChanges(personal, personalKeys),
        ...Object.entries(facts).map(([k, v]) => set(k as CandidateField, v)),
      ];
    }
    case 'CandidateDetailsEdited':
    case 'CandidateInterviewScored': {
      const { changes, personal, personalKeys } = event.data;
      return [
        ...Object.entries(changes).map(([k, v]) => set(k as CandidateField, v)),
        ...personalChanges(personal, personalKeys),
      ];
    }
    case 'CandidateResumeAttached': {
      const field = event.data.lang === 'en' ? 'englishResume' : 'resume';
      return personalChanges(event.data.personal, event.data.personalKeys, () => field);
    }
    case 'CandidatePortfolioAttached':
      return personalChanges(event.data.personal, event.data.personalKeys, () => 'portfolioFile');
    case 'CandidateAppliedByEmail': {
      const { changes, personal, personalKeys } = event.data;
      const own = new Set<string>(EMAIL_APPLICATION_KEYS);
      return [
        ...Object.entries(changes).map(([k, v]) => set(k as CandidateField, v)),
        ...personalChanges(
          personal,
          personalKeys.filter((key) => !own.has(key)),
        ),
      ];
    }
    case 'CandidateHired':
      return [set('isHired', true), set('hireCompany', event.data.hireCompany)];
    case 'CandidateHireCancelled':
      return [set('isHired', false)];
    case 'CandidateErased':
      return [];
    default:
      return assertNever(event);
  }
}

/** Applies readable changes; an unreadable one leaves the field as it was (it is erased soon after). */
export function applyChanges<R extends CandidateRecord>(record: R, changes: readonly FieldChange[]): R {
  const next: Record<string, unknown> = Object.fromEntries(Object.entries(record));
  for (const change of changes) if (!change.unreadable) next[change.field] = change.value;
  return next as R;
}

export function evolveCandidate(state: Candidate, event: CandidateEvent): Candidate {
  const at = event.metadata.at;
  if (event.type === 'CandidateErased') {
    return { status: 'erased', candidateId: event.data.candidateId, erasedAt: at, erasedBy: event.metadata.actorId };
  }
  if (event.type === 'CandidateAdded') {
    if (state.status !== 'unknown') return state;
    const { candidateId, source, emailId } = event.data;
    const base = { status: 'active' as const, candidateId, source, emailId, createdAt: at, updatedAt: at };
    return applyChanges({ ...base, ...emptyCandidateRecord() }, changesOf(event));
  }
  if (state.status !== 'active') return state;
  return { ...applyChanges(state, changesOf(event)), updatedAt: at };
}

export type { PersonalTextField };
