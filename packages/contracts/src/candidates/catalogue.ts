import { z } from 'zod';
import { webLinkField } from '../text/web-link.ts';
import type { ChoiceList } from './choices.ts';
import type { DialogPlace } from './display.ts';
import { choiceText, flag, optionalDate, optionalEmail, scoreField, text } from './fields.ts';

/**
 * The candidate's fields, one entry each: the one place a candidate field is declared. Everything else is derived
 * from it: the domain's record and its empty value, which fields are sealed with the candidate's key, the request
 * bodies, the API's view, the as-of replay and the forms' field lists. A new field is one entry here plus its two
 * labels (web/src/shared/i18n en and zh).
 *
 * - `part`: which request and event carries it: `details` (the details form; CandidateAdded / CandidateDetailsUpdated),
 *   `interview` (the interview form; CandidateInterviewUpdated), `hire`, or `file` (uploaded, never typed).
 * - `sealed`: personal data. It travels in events only inside `personal`, which the event store seals with the
 *   candidate's own key, so erasure destroys it; everything else stays readable after erasure (scores, results,
 *   who changed what).
 * - `value`: what is stored: `text` (''), `date` (ISO or null), `flag` (false), `score` (0 to 5 in steps of 0.1,
 *   or null), `file` (a stored file, or null).
 * - `input`: the request's rule for it (absent for files).
 * - `form`: its place on the details form (the resume review form and the dialog's Edit); absent: not on it.
 * - `resume`: found in a resume's or an e-mail's text, and offered on the review form.
 *
 * How the web shows it (plain data; display.ts derives the layouts, the web maps each kind to a component):
 * - `as`: a text that reads as a `link`, `tags`, a `birthday`, an interview `result` or several lines (`prose`,
 *   a text area on the interview form); otherwise `value` says (texts as typed, dates in the reader's locale,
 *   flags Yes/No, scores with one decimal, files as buttons).
 * - `choices`: the form offers one of a fixed list (choices.ts), stored in the list's word whatever spelling arrives
 *   (本科 → 'Bachelor'; its `input` is a `choiceText`) and shown in the reader's words.
 * - `required`: marked * on the form, which cannot be saved without it.
 * - `dialog`: where the candidate dialog shows it: its section and place (`{ personal: 3 }`; `fallback`: only when
 *   no other row of the section shows), `{ alongside: field }`, `'header'` or `'history'` (DialogPlace). Every
 *   field says.
 * - `column`: its place among the candidates list's columns (the average and the interview status are the
 *   list's own, views.ts).
 */
// biome-ignore format: one field a line, read as a table
export const candidateCatalogue = {
  name: { part: 'details', sealed: true, value: 'text', input: text(255), form: 1, resume: true, required: true, dialog: { personal: 1 }, column: 1 },
  email: { part: 'details', sealed: true, value: 'text', input: optionalEmail, form: 2, resume: true, dialog: { personal: 2 } },
  phone: { part: 'details', sealed: true, value: 'text', input: text(50), form: 3, resume: true, dialog: { personal: 3 } },
  gender: { part: 'details', sealed: true, value: 'text', input: choiceText(20, 'gender'), form: 4, resume: true, choices: 'gender', dialog: { personal: 4 } },
  birthday: { part: 'details', sealed: true, value: 'text', input: text(50), form: 6, resume: true, as: 'birthday', dialog: { personal: 5 } },
  github: { part: 'details', sealed: true, value: 'text', input: webLinkField(1024), form: 10, resume: true, as: 'link', dialog: { personal: 9 } },
  personalSite: { part: 'details', sealed: true, value: 'text', input: webLinkField(1024), form: 16, resume: true, as: 'link', dialog: { personal: 10 } },
  /** A link typed by hand (http(s) only); an uploaded portfolio file is `portfolioFile`. */
  portfolio: { part: 'details', sealed: true, value: 'text', input: webLinkField(1024), as: 'link', dialog: { alongside: 'portfolioFile' } },
  university: { part: 'details', sealed: true, value: 'text', input: text(255), resume: true, dialog: { education: 4, fallback: true } },
  bachelor: { part: 'details', sealed: true, value: 'text', input: text(255), form: 7, resume: true, dialog: { education: 3 } },
  master: { part: 'details', sealed: true, value: 'text', input: text(255), form: 8, resume: true, dialog: { education: 2 } },
  phd: { part: 'details', sealed: true, value: 'text', input: text(255), form: 9, resume: true, dialog: { education: 1 } },
  position: { part: 'details', sealed: false, value: 'text', input: text(255), form: 11, resume: true, dialog: { personal: 6 }, column: 2 },
  role: { part: 'details', sealed: false, value: 'text', input: text(255), form: 13, resume: true, choices: 'role', dialog: { personal: 8 } },
  degree: { part: 'details', sealed: false, value: 'text', input: choiceText(100, 'degree'), form: 5, resume: true, choices: 'degree', dialog: 'header' },
  tagsInEng: { part: 'details', sealed: false, value: 'text', input: text(2000), form: 14, resume: true, as: 'tags', dialog: { skills: 1 } },
  tagsInChinese: { part: 'details', sealed: false, value: 'text', input: text(2000), form: 15, resume: true, as: 'tags', dialog: { skills: 2 } },
  applyTime: { part: 'details', sealed: false, value: 'date', input: optionalDate, form: 12, dialog: { personal: 7 }, column: 7 },
  isInterviewed: { part: 'interview', sealed: false, value: 'flag', input: flag, dialog: { interview: 1 } },
  interviewTime: { part: 'interview', sealed: false, value: 'date', input: optionalDate, dialog: { interview: 2 } },
  interviewer: { part: 'interview', sealed: false, value: 'text', input: text(255), dialog: { interview: 3 } },
  /** '', 'Recommended', 'Pending' or 'Not Recommended'. */
  interviewResult: { part: 'interview', sealed: false, value: 'text', input: text(100), as: 'result', dialog: { interview: 4 } },
  english: { part: 'interview', sealed: false, value: 'score', input: scoreField, dialog: { scores: 1 }, column: 4 },
  education: { part: 'interview', sealed: false, value: 'score', input: scoreField, dialog: { scores: 2 } },
  professionalSkills: { part: 'interview', sealed: false, value: 'score', input: scoreField, dialog: { scores: 3 }, column: 5 },
  projectExperience: { part: 'interview', sealed: false, value: 'score', input: scoreField, dialog: { scores: 4 } },
  collaboration: { part: 'interview', sealed: false, value: 'score', input: scoreField, dialog: { scores: 5 } },
  expectedSalary: { part: 'interview', sealed: false, value: 'text', input: text(255), dialog: { interview: 5 } },
  interviewComments: { part: 'interview', sealed: true, value: 'text', input: text(10_000, 'prose'), as: 'prose', dialog: { interview: 6 } },
  resume: { part: 'file', sealed: true, value: 'file', dialog: { files: 1 } },
  englishResume: { part: 'file', sealed: true, value: 'file', dialog: { files: 2 } },
  portfolioFile: { part: 'file', sealed: true, value: 'file', dialog: { files: 3 } },
  isHired: { part: 'hire', sealed: false, value: 'flag', input: flag, dialog: 'history' },
  hireCompany: { part: 'hire', sealed: false, value: 'text', input: text(255), dialog: 'history' },
} as const satisfies Record<string, CatalogueEntry>;

export interface CatalogueEntry {
  part: 'details' | 'interview' | 'hire' | 'file';
  sealed: boolean;
  value: 'text' | 'date' | 'flag' | 'score' | 'file';
  input?: z.ZodType;
  form?: number;
  resume?: true;
  /** A text that reads as a link, a list of tags, a birthday or an interview result (else its `value` says). */
  as?: 'link' | 'tags' | 'birthday' | 'result' | 'prose';
  /** The form offers one of a fixed list (CANDIDATE_CHOICES). */
  choices?: ChoiceList;
  /** Marked * on the form, which is not saved without it. */
  required?: true;
  dialog: DialogPlace;
  column?: number;
}

type Catalogue = typeof candidateCatalogue;
export type CandidateField = keyof Catalogue;

/** The catalogue's fields whose entry matches `Where` (e.g. `{ part: 'details'; sealed: true }`). */
export type CandidateFieldsWhere<Where> = {
  [K in CandidateField]: Catalogue[K] extends Where ? K : never;
}[CandidateField];

/** A stored value of each kind; `File` is how a file is held (the domain's reference, a view's file name). */
type StoredValue<Kind, File> = Kind extends 'text'
  ? string
  : Kind extends 'date'
    ? string | null
    : Kind extends 'flag'
      ? boolean
      : Kind extends 'score'
        ? number | null
        : File | null;

/** Every field of a candidate with its stored value. */
export type CandidateValues<File> = { -readonly [K in CandidateField]: StoredValue<Catalogue[K]['value'], File> };

const EMPTY = { text: '', date: null, flag: false, score: null, file: null } as const;

export const CANDIDATE_FIELDS = Object.keys(candidateCatalogue) as CandidateField[];

/** The fields whose entry passes `test`, in the catalogue's order. */
export const candidateFieldsWhere = <K extends CandidateField>(test: (entry: CatalogueEntry) => boolean): K[] =>
  CANDIDATE_FIELDS.filter((field) => test(candidateCatalogue[field])) as K[];

/** A candidate with nothing set: '' texts, null dates, scores and files, false flags. */
export const emptyCandidateValues = <File>(): CandidateValues<File> =>
  Object.fromEntries(
    CANDIDATE_FIELDS.map((field) => [field, EMPTY[candidateCatalogue[field].value]]),
  ) as CandidateValues<File>;

/** The sealed fields: erasure destroys them, the history blanks them. */
export const SEALED_CANDIDATE_FIELDS: ReadonlySet<CandidateField> = new Set(
  candidateFieldsWhere((entry) => entry.sealed),
);

export type ScoreField = CandidateFieldsWhere<{ value: 'score' }>;
/** The five interview scores, in the form's order. */
export const SCORE_FIELDS = candidateFieldsWhere<ScoreField>((entry) => entry.value === 'score');

export type FileField = CandidateFieldsWhere<{ value: 'file' }>;
export const FILE_FIELDS = candidateFieldsWhere<FileField>((entry) => entry.value === 'file');

type Part = CatalogueEntry['part'];
type InputShape<P extends Part> = {
  [K in CandidateFieldsWhere<{ part: P }>]: Catalogue[K] extends { input: infer S } ? S : never;
};

/** The request rules of one part's fields, for zod objects. */
const shapeOf = <P extends Part>(part: P): InputShape<P> =>
  Object.fromEntries(
    CANDIDATE_FIELDS.flatMap((field) => {
      const entry: CatalogueEntry = candidateCatalogue[field];
      return entry.part === part && entry.input ? [[field, entry.input]] : [];
    }),
  ) as InputShape<P>;

export const candidateDetailsShape = shapeOf('details');
export const interviewShape = shapeOf('interview');
export const hireShape = shapeOf('hire');

/** The parts of a candidate request, each parsed on its own: a key is present only when it was sent. */
export const candidateDetailsPart = z.object(candidateDetailsShape).partial();
export const interviewPart = z.object(interviewShape).partial();

export type CandidateFormField = CandidateFieldsWhere<{ form: number }>;
/** The details form's fields, in its order. */
export const CANDIDATE_FORM_FIELDS = candidateFieldsWhere<CandidateFormField>((entry) => entry.form !== undefined).sort(
  (a, b) => formPlace(a) - formPlace(b),
);
function formPlace(field: CandidateField): number {
  const entry: CatalogueEntry = candidateCatalogue[field];
  return entry.form ?? 0;
}

export type ResumeField = CandidateFieldsWhere<{ resume: true }>;
/** The fields a resume's or an e-mail's text can provide ('' when not found). */
export const RESUME_FIELDS = candidateFieldsWhere<ResumeField>((entry) => entry.resume === true);

export type ReviewField = CandidateFormField | ResumeField;
/** What the review form is filled with after an upload or from an e-mail: the form's fields and what was found. */
export const REVIEW_FIELDS = candidateFieldsWhere<ReviewField>(
  (entry) => entry.form !== undefined || entry.resume === true,
);
