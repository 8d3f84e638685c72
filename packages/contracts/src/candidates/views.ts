import { z } from 'zod';
import {
  CANDIDATE_FIELDS,
  type CandidateField,
  candidateCatalogue,
  type FileField,
  SCORE_FIELDS,
  type ScoreField,
} from './catalogue.ts';
import { DEGREE_LEVELS, type DegreeLevel } from './requests.ts';

/** A candidate as the API answers it (list, detail, as-of). Dates are ISO strings. */
const VIEW_OF = {
  text: z.string(),
  date: z.string().nullable(),
  flag: z.boolean(),
  score: z.number().nullable(),
} as const;
type Catalogue = typeof candidateCatalogue;
type ViewedField = Exclude<CandidateField, FileField>;
type StoredViewShape = { [K in ViewedField]: (typeof VIEW_OF)[Exclude<Catalogue[K]['value'], 'file'>] };

/** Each stored field but files as the view shows it (files become links and names, below). */
const storedViewShape = Object.fromEntries(
  CANDIDATE_FIELDS.flatMap((field) => {
    const { value } = candidateCatalogue[field];
    return value === 'file' ? [] : [[field, VIEW_OF[value]]];
  }),
) as StoredViewShape;

/** A candidate as the API answers it (list, detail, as-of): its stored fields and what is computed from them. */
export const candidateView = z.object({
  id: z.string(),
  ...storedViewShape,
  /** What the Portfolio button opens: `/api/candidates/portfolio/{id}` for an uploaded file, else `portfolio`; '' when none. */
  portfolioLink: z.string(),
  portfolioFileName: z.string().nullable(),
  /** The highest degree present: phd, then master, then bachelor (from those fields or `degree`), else other. */
  highestDegree: z.enum(DEGREE_LEVELS),
  /** Mean of the non-zero scores, one decimal; null shows '-'. */
  averageScore: z.number().nullable(),
  /** `/api/candidates/resume/{id}` when a resume is stored, else null. */
  resumeLink: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  /** `/api/candidates/resume/{id}?lang=en` when an English resume is stored, else null. */
  englishResumeLink: z.string().nullable(),
  englishResumeFileName: z.string().nullable(),
  source: z.enum(['form', 'resume', 'email']),
  emailId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateView = z.infer<typeof candidateView>;

/**
 * A row of a list page: what the list screen shows (Name, Position, Average, English, Skill, the interview
 * status badge, Applied Time). The detail dialog reads the whole candidate (`GET /api/admin/candidates/{id}`);
 * the list asked without parameters still answers whole candidates.
 */
export const candidateListRow = candidateView.pick({
  id: true,
  name: true,
  position: true,
  averageScore: true,
  english: true,
  professionalSkills: true,
  isInterviewed: true,
  interviewResult: true,
  applyTime: true,
});
export type CandidateListRow = z.infer<typeof candidateListRow>;

const LIST_FIELDS = Object.keys(candidateListRow.shape) as (keyof CandidateListRow)[];

/** A candidate's list row (its fields in the schema's order). */
export const toCandidateListRow = (view: CandidateView): CandidateListRow =>
  Object.fromEntries(LIST_FIELDS.map((field) => [field, view[field]])) as CandidateListRow;

/**
 * A page of list rows and the number of matches. Past a few hundred matches `total` is the database's estimate
 * and `totalExact` false: counting every row of a broad search would cost more than the page itself.
 */
export const candidatePage = z.object({
  candidates: z.array(candidateListRow),
  total: z.number(),
  totalExact: z.boolean().default(true),
});
export type CandidatePage = z.infer<typeof candidatePage>;

/** GET /api/admin/candidates/filters: the distinct roles and interview results present, for the selects. */
export const candidateFilters = z.object({ roles: z.array(z.string()), results: z.array(z.string()) });

/** Mean of the non-zero numeric scores among the five, one decimal; null when none. */
export function averageScore(scores: Partial<Record<ScoreField, number | null>>): number | null {
  const values = SCORE_FIELDS.map((k) => scores[k]).filter((v): v is number => typeof v === 'number' && v !== 0);
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

const PHD = /ph\.?\s?d|doctor|博士/i;
const MASTER = /master|m\.?sc|mba|硕士|研究生/i;
const BACHELOR = /bachelor|b\.?sc|学士|本科/i;

export function highestDegree(c: { phd: string; master: string; bachelor: string; degree: string }): DegreeLevel {
  if (c.phd.trim() || PHD.test(c.degree)) return 'phd';
  if (c.master.trim() || MASTER.test(c.degree)) return 'master';
  if (c.bachelor.trim() || BACHELOR.test(c.degree)) return 'bachelor';
  return 'other';
}
