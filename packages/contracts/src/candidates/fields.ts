import { z } from 'zod';
import { lineText, type TextKind, typedText } from '../text/storable-text.ts';
import { webLinkField } from '../text/web-link.ts';

/** Limits and messages of the candidate forms: field lengths, a required name, scores 0-5, file sizes. */
export const CANDIDATE_RESUME_MAX_BYTES = 20 * 1024 * 1024;
export const CANDIDATE_PORTFOLIO_MAX_BYTES = 50 * 1024 * 1024;
export const RESUME_WRONG_TYPE = 'Invalid file type - Please select a PDF, DOC, or DOCX file';
export const RESUME_TOO_LARGE = 'File too large - Please select a file smaller than 20MB';
export const PORTFOLIO_WRONG_TYPE = 'Invalid file type';
export const PORTFOLIO_TOO_LARGE = 'File too large';

const TOO_LONG = 'This field is too long';
/** A text field of the candidate forms; `prose` for the multi-line ones (see storable-text.ts). */
export const text = (max: number, kind: TextKind = 'line') => typedText(z.string().trim().max(max, TOO_LONG), kind);

/** '' or a valid address. */
export const optionalEmail = lineText(z.string().trim().max(255, 'Invalid email address')).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  'Invalid email address',
);

/** A date or a date-time ('2026-11-22' or ISO); '' and null mean not set. Answers ISO or null. */
export const optionalDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string()
    .max(40, 'Invalid date')
    .nullable()
    .transform((value, ctx) => {
      if (value === null) return null;
      const time = Date.parse(value);
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: 'Invalid date' });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    }),
);

/** A score 0-5 (the step of 0.1 is a domain rule); '' and null mean not scored; "4.5" is accepted. */
export const scoreField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'Scores must be between 0 and 5 in steps of 0.1' })
    .min(0, 'Scores must be between 0 and 5 in steps of 0.1')
    .max(5, 'Scores must be between 0 and 5 in steps of 0.1')
    .nullable(),
);

/** Checkboxes may arrive as "true"/"false" from a multipart form. */
export const flag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

export const candidateDetailsShape = {
  name: text(255),
  email: optionalEmail,
  phone: text(50),
  gender: text(20),
  birthday: text(50),
  github: webLinkField(1024),
  personalSite: webLinkField(1024),
  /** A link typed by hand (http(s) only); an uploaded portfolio file is `portfolioLink`. */
  portfolio: webLinkField(1024),
  university: text(255),
  bachelor: text(255),
  master: text(255),
  phd: text(255),
  degree: text(100),
  position: text(255),
  role: text(255),
  tagsInEng: text(2000),
  tagsInChinese: text(2000),
  applyTime: optionalDate,
};

export const interviewShape = {
  isInterviewed: flag,
  interviewTime: optionalDate,
  interviewer: text(255),
  interviewResult: text(100),
  english: scoreField,
  education: scoreField,
  professionalSkills: scoreField,
  projectExperience: scoreField,
  collaboration: scoreField,
  expectedSalary: text(255),
  interviewComments: text(10_000, 'prose'),
};

export const hireShape = { isHired: flag, hireCompany: text(255) };

/** The parts of a candidate request, each parsed on its own: a key is present only when it was sent. */
export const candidateDetailsPart = z.object(candidateDetailsShape).partial();
export const interviewPart = z.object(interviewShape).partial();
