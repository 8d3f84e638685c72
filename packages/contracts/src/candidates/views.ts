import { z } from 'zod';
import {
  CANDIDATE_FIELDS,
  type CandidateField,
  candidateCatalogue,
  type FileField,
  SCORE_FIELDS,
  type ScoreField,
} from './catalogue.ts';
import { COLUMN_FIELDS, type ColumnField, columnPlace } from './display.ts';
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

/** The view's link to each stored file: what the dialog's file buttons open. */
export const CANDIDATE_FILE_LINKS = {
  resume: 'resumeLink',
  englishResume: 'englishResumeLink',
  portfolioFile: 'portfolioLink',
} as const satisfies Record<FileField, keyof CandidateView>;

/**
 * The list's own columns, computed rather than stored: their places among the catalogue's `column`s and the
 * fields they read (the average score; the interview status badge, from the flag and the result).
 */
const COMPUTED_COLUMNS = {
  averageScore: { place: 3, reads: ['averageScore'] },
  status: { place: 6, reads: ['isInterviewed', 'interviewResult'] },
} as const;
type ComputedColumn = keyof typeof COMPUTED_COLUMNS;
export type CandidateListColumn = ColumnField | ComputedColumn;
const isComputed = (column: CandidateListColumn): column is ComputedColumn => column in COMPUTED_COLUMNS;

/** The candidates list's columns, in their order (labels `columns.<column>` in the web's translations). */
export const CANDIDATE_LIST_COLUMNS: CandidateListColumn[] = [
  ...COLUMN_FIELDS,
  ...(Object.keys(COMPUTED_COLUMNS) as ComputedColumn[]),
].sort((a, b) => placeOfColumn(a) - placeOfColumn(b));
function placeOfColumn(column: CandidateListColumn): number {
  return isComputed(column) ? COMPUTED_COLUMNS[column].place : columnPlace(column);
}

type ListRowField = 'id' | ColumnField | (typeof COMPUTED_COLUMNS)[ComputedColumn]['reads'][number];
/** The row's fields in the columns' order (so a stored row's JSON keeps the order it always had). */
const LIST_ROW_MASK = Object.fromEntries(
  [
    'id',
    ...CANDIDATE_LIST_COLUMNS.flatMap((column) => (isComputed(column) ? COMPUTED_COLUMNS[column].reads : column)),
  ].map((key) => [key, true]),
) as Record<ListRowField, true>;

/**
 * A row of a list page: what the list's columns show (the catalogue's `column` fields, the average, and the
 * interview status badge's flag and result). The detail dialog reads the whole candidate
 * (`GET /api/admin/candidates/{id}`); the list asked without parameters still answers whole candidates.
 */
export const candidateListRow = candidateView.pick(LIST_ROW_MASK);
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
