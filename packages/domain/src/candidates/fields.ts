import {
  type CandidateFieldsWhere,
  type CandidateValues,
  candidateFieldsWhere,
  emptyCandidateValues,
  SCORE_FIELDS as SCORES,
  type ScoreField as Scored,
  SEALED_CANDIDATE_FIELDS,
} from '@tb/contracts';
import type { FileRef } from '../contact/contact-message.ts';

/**
 * The candidate's fields, split by what erasure must destroy, as the candidate catalogue
 * (@tb/contracts, candidates/catalogue.ts) declares them. Personal fields travel in events only inside
 * `personal`, which the event store seals with the candidate's own key; everything else stays readable
 * after erasure, so the audit trail keeps scores, results and who changed what.
 */
export type PersonalTextField = CandidateFieldsWhere<{ part: 'details'; sealed: true }>;
export type ProfileFactField = CandidateFieldsWhere<{ part: 'details'; sealed: false }>;
export type ScoreField = Scored;
export type InterviewFactField = CandidateFieldsWhere<{ part: 'interview'; sealed: false }>;
export type FileField = CandidateFieldsWhere<{ part: 'file' }>;

export const PERSONAL_TEXT_FIELDS: readonly PersonalTextField[] = candidateFieldsWhere(
  (entry) => entry.part === 'details' && entry.sealed,
);
export const PROFILE_FACT_FIELDS: readonly ProfileFactField[] = candidateFieldsWhere(
  (entry) => entry.part === 'details' && !entry.sealed,
);
export const SCORE_FIELDS: readonly ScoreField[] = SCORES;
export const INTERVIEW_FACT_FIELDS: readonly InterviewFactField[] = candidateFieldsWhere(
  (entry) => entry.part === 'interview' && !entry.sealed,
);
export const FILE_FIELDS: readonly FileField[] = candidateFieldsWhere((entry) => entry.part === 'file');

/** 0 to 5 in steps of 0.1; null when not scored. */
export type Score = number | null;

export type CandidateSource = 'form' | 'resume' | 'email';

/** Every field of a candidate, flat; history entries and the API use the same keys. */
export type CandidateRecord = CandidateValues<FileRef>;
export type CandidateField = keyof CandidateRecord;

export type PersonalDetails = Pick<CandidateRecord, PersonalTextField>;
export type ProfileFacts = Pick<CandidateRecord, ProfileFactField>;
export type InterviewFacts = Pick<CandidateRecord, InterviewFactField>;

export const PERSONAL_FIELDS: ReadonlySet<CandidateField> = SEALED_CANDIDATE_FIELDS;

export const emptyCandidateRecord = (): CandidateRecord => emptyCandidateValues<FileRef>();

/** The profile facts a new candidate starts with: what was given, the catalogue's empty value for the rest. */
export function profileFactsOf(given: Partial<ProfileFacts>): ProfileFacts {
  const empty = emptyCandidateRecord();
  return Object.fromEntries(PROFILE_FACT_FIELDS.map((field) => [field, given[field] ?? empty[field]])) as ProfileFacts;
}
