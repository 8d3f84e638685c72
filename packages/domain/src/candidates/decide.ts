import type { FileRef } from '../contact/contact-message.ts';
import { assertNever, type Command, type Decider, type EventMeta, eventMeta } from '../shared/decider.ts';
import { IllegalStateError, NotFoundError } from '../shared/errors.ts';
import {
  type ActiveCandidate,
  type Candidate,
  type CandidateEvent,
  evolveCandidate,
  initialCandidate,
} from './candidate.ts';
import {
  type CandidateSource,
  INTERVIEW_FACT_FIELDS,
  type InterviewFacts,
  PERSONAL_TEXT_FIELDS,
  type PersonalDetails,
  PROFILE_FACT_FIELDS,
  type ProfileFacts,
  profileFactsOf,
} from './fields.ts';
import { type InterviewInput, normaliseInterview, requireName } from './rules.ts';

export type DetailsInput = Partial<PersonalDetails & ProfileFacts>;
export interface HireInput {
  isHired: boolean;
  hireCompany?: string;
}

export type AddCandidate = Command<
  'AddCandidate',
  {
    candidateId: string;
    source: CandidateSource;
    emailId: string | null;
    details: DetailsInput & { name: string };
    interview?: InterviewInput;
    hire?: HireInput;
    resume?: FileRef | null;
    portfolioFile?: FileRef | null;
  }
>;
export type EditCandidateDetails = Command<'EditCandidateDetails', { candidateId: string; details: DetailsInput }>;
export type ScoreInterview = Command<'ScoreInterview', { candidateId: string; interview: InterviewInput }>;
export type SetCandidateHired = Command<'SetCandidateHired', { candidateId: string } & HireInput>;
/** The details form sends the whole candidate: each concern decides its own event. */
export type UpdateCandidate = Command<
  'UpdateCandidate',
  { candidateId: string; details?: DetailsInput; interview?: InterviewInput; hire?: HireInput }
>;
export type AttachCandidateFile = Command<
  'AttachCandidateFile',
  { candidateId: string; kind: 'resume' | 'englishResume' | 'portfolio'; file: FileRef }
>;
/** An inbox e-mail from an existing candidate, attached to them: what it says and what it adds. */
export type AttachEmailApplication = Command<
  'AttachEmailApplication',
  {
    candidateId: string;
    emailId: string;
    receivedAt: string;
    subject: string;
    from: string;
    /** The e-mail address and phone the e-mail gave ('' when none). */
    email: string;
    phone: string;
    resume: FileRef | null;
  }
>;
export type EraseCandidate = Command<'EraseCandidate', { candidateId: string }>;

export type CandidateCommand =
  | AddCandidate
  | EditCandidateDetails
  | ScoreInterview
  | SetCandidateHired
  | UpdateCandidate
  | AttachCandidateFile
  | AttachEmailApplication
  | EraseCandidate;

const candidateNotFound = () => new NotFoundError('candidate.notFound');

function active(state: Candidate): ActiveCandidate {
  if (state.status === 'unknown') throw candidateNotFound();
  if (state.status === 'erased') {
    throw new IllegalStateError('candidate.deleted');
  }
  return state;
}

/** Splits the fields that differ from the current state into plain facts and sealed personal data. */
function differing<K extends string>(
  state: object,
  input: object,
  factKeys: readonly K[],
  personalKeys: readonly string[],
) {
  const changes: Record<string, unknown> = {};
  const personal: Record<string, unknown> = {};
  const current = new Map<string, unknown>(Object.entries(state));
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || current.get(key) === value) continue;
    if ((factKeys as readonly string[]).includes(key)) changes[key] = value;
    else if (personalKeys.includes(key)) personal[key] = value;
  }
  return { changes, personal, personalKeys: Object.keys(personal) };
}

export const editCandidateDetails = (command: EditCandidateDetails, state: Candidate): CandidateEvent[] => {
  const candidate = active(state);
  requireName(command.data.details.name);
  const { changes, personal, personalKeys } = differing(
    candidate,
    command.data.details,
    PROFILE_FACT_FIELDS,
    PERSONAL_TEXT_FIELDS,
  );
  if (Object.keys(changes).length === 0 && personalKeys.length === 0) return [];
  return [
    {
      type: 'CandidateDetailsEdited',
      data: { candidateId: candidate.candidateId, changes, personal, personalKeys },
      metadata: eventMeta(command),
    },
  ];
};

export const scoreInterview = (command: ScoreInterview, state: Candidate): CandidateEvent[] => {
  const candidate = active(state);
  const input = normaliseInterview(command.data.interview);
  const found = differing(candidate, input, INTERVIEW_FACT_FIELDS, ['interviewComments']);
  const changes: Partial<InterviewFacts> = found.changes;
  if (Object.keys(changes).length === 0 && found.personalKeys.length === 0) return [];
  return [
    {
      type: 'CandidateInterviewScored',
      data: { candidateId: candidate.candidateId, changes, personal: found.personal, personalKeys: found.personalKeys },
      metadata: eventMeta(command),
    },
  ];
};

export const setCandidateHired = (command: SetCandidateHired, state: Candidate): CandidateEvent[] => {
  const candidate = active(state);
  const { candidateId, isHired } = command.data;
  const hireCompany = command.data.hireCompany ?? candidate.hireCompany;
  const metadata = eventMeta(command);
  if (!isHired) return candidate.isHired ? [{ type: 'CandidateHireCancelled', data: { candidateId }, metadata }] : [];
  if (candidate.isHired && candidate.hireCompany === hireCompany) return [];
  return [{ type: 'CandidateHired', data: { candidateId, hireCompany }, metadata }];
};

export const attachCandidateFile = (command: AttachCandidateFile, state: Candidate): CandidateEvent[] => {
  const { candidateId } = active(state);
  const { kind, file } = command.data;
  const metadata = eventMeta(command);
  const personal = { personal: { file }, personalKeys: ['file'] };
  if (kind === 'portfolio')
    return [{ type: 'CandidatePortfolioAttached', data: { candidateId, ...personal }, metadata }];
  const lang = kind === 'englishResume' ? 'en' : 'original';
  return [{ type: 'CandidateResumeAttached', data: { candidateId, lang, ...personal }, metadata }];
};

const later = (a: string | null, b: string): boolean => !a || Date.parse(b) > Date.parse(a);

/**
 * Always records the application (that they applied again is itself what the recruiter needs to see). The
 * applied date moves to the e-mail's when that is later; an e-mail address or phone is filled only where the
 * record has none, so a newer e-mail never overwrites what an admin typed.
 */
export const attachEmailApplication = (command: AttachEmailApplication, state: Candidate): CandidateEvent[] => {
  const candidate = active(state);
  const { candidateId, emailId, receivedAt, subject, from, email, phone, resume } = command.data;
  // The day (midnight UTC, as the request schemas store a date), as the review form fills it from the e-mail.
  const appliedDay = `${new Date(receivedAt).toISOString().slice(0, 10)}T00:00:00.000Z`;
  const changes: Partial<ProfileFacts> = later(candidate.applyTime, appliedDay) ? { applyTime: appliedDay } : {};
  const personal: Record<string, unknown> = { subject, from };
  if (email.trim() && !candidate.email.trim()) personal.email = email.trim();
  if (phone.trim() && !candidate.phone.trim()) personal.phone = phone.trim();
  if (resume) personal.resume = resume;
  return [
    {
      type: 'CandidateAppliedByEmail',
      data: { candidateId, emailId, receivedAt, changes, personal, personalKeys: Object.keys(personal) },
      metadata: eventMeta(command),
    },
  ];
};

export const eraseCandidate = (command: EraseCandidate, state: Candidate): CandidateEvent[] => {
  if (state.status === 'unknown') throw candidateNotFound();
  if (state.status === 'erased') return [];
  return [{ type: 'CandidateErased', data: { candidateId: state.candidateId }, metadata: eventMeta(command) }];
};

/** Runs each step on the state the previous steps' events produced. */
function chain(state: Candidate, steps: ((current: Candidate) => CandidateEvent[])[]): CandidateEvent[] {
  const all: CandidateEvent[] = [];
  let current = state;
  for (const step of steps) {
    const events = step(current);
    all.push(...events);
    current = events.reduce(evolveCandidate, current);
  }
  return all;
}

const meta = (command: Command) => command.metadata;

export const updateCandidate = (command: UpdateCandidate, state: Candidate): CandidateEvent[] => {
  active(state);
  const { candidateId, details, interview, hire } = command.data;
  const m = meta(command);
  return chain(state, [
    (s) =>
      details
        ? editCandidateDetails({ type: 'EditCandidateDetails', data: { candidateId, details }, metadata: m }, s)
        : [],
    (s) =>
      interview ? scoreInterview({ type: 'ScoreInterview', data: { candidateId, interview }, metadata: m }, s) : [],
    (s) =>
      hire ? setCandidateHired({ type: 'SetCandidateHired', data: { candidateId, ...hire }, metadata: m }, s) : [],
  ]);
};

export const addCandidate = (command: AddCandidate, state: Candidate): CandidateEvent[] => {
  if (state.status !== 'unknown') {
    throw new IllegalStateError('candidate.exists');
  }
  const { candidateId, source, emailId, details, interview, hire, resume, portfolioFile } = command.data;
  requireName(details.name);
  const facts = profileFactsOf(details);
  const personal: Record<string, unknown> = {};
  for (const field of PERSONAL_TEXT_FIELDS) if (details[field]) personal[field] = details[field];
  if (resume) personal.resume = resume;
  const metadata: EventMeta = eventMeta(command);
  const added: CandidateEvent = {
    type: 'CandidateAdded',
    data: { candidateId, source, emailId, facts, personal, personalKeys: Object.keys(personal) },
    metadata,
  };
  const m = meta(command);
  return chain(state, [
    () => [added],
    (s) =>
      interview ? scoreInterview({ type: 'ScoreInterview', data: { candidateId, interview }, metadata: m }, s) : [],
    (s) =>
      hire ? setCandidateHired({ type: 'SetCandidateHired', data: { candidateId, ...hire }, metadata: m }, s) : [],
    (s) =>
      portfolioFile
        ? attachCandidateFile(
            { type: 'AttachCandidateFile', data: { candidateId, kind: 'portfolio', file: portfolioFile }, metadata: m },
            s,
          )
        : [],
  ]);
};

export function decideCandidate(command: CandidateCommand, state: Candidate): CandidateEvent[] {
  switch (command.type) {
    case 'AddCandidate':
      return addCandidate(command, state);
    case 'EditCandidateDetails':
      return editCandidateDetails(command, state);
    case 'ScoreInterview':
      return scoreInterview(command, state);
    case 'SetCandidateHired':
      return setCandidateHired(command, state);
    case 'UpdateCandidate':
      return updateCandidate(command, state);
    case 'AttachCandidateFile':
      return attachCandidateFile(command, state);
    case 'AttachEmailApplication':
      return attachEmailApplication(command, state);
    case 'EraseCandidate':
      return eraseCandidate(command, state);
    default:
      return assertNever(command);
  }
}

export const candidateDecider: Decider<CandidateCommand, CandidateEvent, Candidate> = {
  decide: decideCandidate,
  evolve: evolveCandidate,
  initialState: initialCandidate,
};

export const candidateStream = (candidateId: string) => `candidate-${candidateId}`;
/** The subject whose key seals a candidate's personal data. */
export const candidateSubject = (candidateId: string) => `candidate:${candidateId}`;
/** The subject of a stream id, for the sealing event store; null for other streams. */
export const candidateSubjectOfStream = (streamId: string): string | null =>
  streamId.startsWith('candidate-') ? candidateSubject(streamId.slice('candidate-'.length)) : null;
