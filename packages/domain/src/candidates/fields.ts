import type { FileRef } from '../contact/contact-message.ts';

/**
 * The candidate's fields, split by what erasure must destroy. Personal fields travel in events only inside
 * `personal`, which the event store seals with the candidate's own key; everything else stays readable
 * after erasure, so the audit trail keeps scores, results and who changed what.
 */
export const PERSONAL_TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'gender',
  'birthday',
  'github',
  'personalSite',
  'portfolio',
  'university',
  'bachelor',
  'master',
  'phd',
] as const;
export const PROFILE_FACT_FIELDS = ['position', 'role', 'degree', 'tagsInEng', 'tagsInChinese', 'applyTime'] as const;
export const SCORE_FIELDS = [
  'english',
  'education',
  'professionalSkills',
  'projectExperience',
  'collaboration',
] as const;
export const INTERVIEW_FACT_FIELDS = [
  'isInterviewed',
  'interviewTime',
  'interviewer',
  'interviewResult',
  ...SCORE_FIELDS,
  'expectedSalary',
] as const;
export const FILE_FIELDS = ['resume', 'englishResume', 'portfolioFile'] as const;

export type PersonalTextField = (typeof PERSONAL_TEXT_FIELDS)[number];
export type ProfileFactField = (typeof PROFILE_FACT_FIELDS)[number];
export type ScoreField = (typeof SCORE_FIELDS)[number];
export type InterviewFactField = (typeof INTERVIEW_FACT_FIELDS)[number];
export type FileField = (typeof FILE_FIELDS)[number];

export type PersonalDetails = Record<PersonalTextField, string>;

export interface ProfileFacts {
  position: string;
  role: string;
  degree: string;
  tagsInEng: string;
  tagsInChinese: string;
  /** ISO time, or null when not set. */
  applyTime: string | null;
}

/** 0 to 5 in steps of 0.1; null when not scored. */
export type Score = number | null;

export interface InterviewFacts extends Record<ScoreField, Score> {
  isInterviewed: boolean;
  interviewTime: string | null;
  interviewer: string;
  /** '', 'Recommended', 'Pending' or 'Not Recommended'. */
  interviewResult: string;
  expectedSalary: string;
}

export type CandidateSource = 'form' | 'resume' | 'email';

/** Every field of a candidate, flat; history entries and the API use the same keys. */
export interface CandidateRecord extends PersonalDetails, ProfileFacts, InterviewFacts {
  interviewComments: string;
  resume: FileRef | null;
  englishResume: FileRef | null;
  portfolioFile: FileRef | null;
  isHired: boolean;
  hireCompany: string;
}

export type CandidateField = keyof CandidateRecord;

export const PERSONAL_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  ...PERSONAL_TEXT_FIELDS,
  'interviewComments',
  ...FILE_FIELDS,
]);

export const emptyCandidateRecord = (): CandidateRecord => ({
  name: '',
  email: '',
  phone: '',
  gender: '',
  birthday: '',
  github: '',
  personalSite: '',
  portfolio: '',
  university: '',
  bachelor: '',
  master: '',
  phd: '',
  position: '',
  role: '',
  degree: '',
  tagsInEng: '',
  tagsInChinese: '',
  applyTime: null,
  isInterviewed: false,
  interviewTime: null,
  interviewer: '',
  interviewResult: '',
  english: null,
  education: null,
  professionalSkills: null,
  projectExperience: null,
  collaboration: null,
  expectedSalary: '',
  interviewComments: '',
  resume: null,
  englishResume: null,
  portfolioFile: null,
  isHired: false,
  hireCompany: '',
});
