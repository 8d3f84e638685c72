import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractProjectFields } from '../project/extract-project-fields.ts';
import { sameDigits } from '../resume/contacts.ts';
import { extractResumeFields } from '../resume/extract-resume-fields.ts';
import { skillIndex } from '../skills/skill-index.ts';
import { extractText } from '../text/extract-text.ts';

// The evaluation of the labelled document set in packages/documents/fixtures (see the README there).

export const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

export const RESUME_FIELDS = [
  'name',
  'email',
  'phone',
  'gender',
  'birthday',
  'github',
  'personalSite',
  'degree',
  'university',
  'bachelor',
  'master',
  'phd',
  'position',
  'role',
] as const;

export const PROJECT_FIELDS = [
  'titleEn',
  'titleZh',
  'locationEn',
  'locationZh',
  'typeEn',
  'typeZh',
  'salaryRangeEn',
  'salaryRangeZh',
  'descriptionEn',
  'descriptionZh',
  'benefitsEn',
  'benefitsZh',
] as const;

/** Counts for one field: true positives, predictions, and expected (non-empty) values. */
export interface Score {
  correct: number;
  predicted: number;
  expected: number;
}

export const precision = (s: Score) => (s.predicted === 0 ? 1 : s.correct / s.predicted);
export const recall = (s: Score) => (s.expected === 0 ? 1 : s.correct / s.expected);

export interface DocumentResult {
  file: string;
  holdout: boolean;
  /** Field → [expected, got] for every disagreement. */
  errors: Record<string, [string, string]>;
  missingTags?: string[];
  extraTags?: string[];
}

export interface SetReport {
  fields: Record<string, Score>;
  documents: DocumentResult[];
}

const empty = (): Score => ({ correct: 0, predicted: 0, expected: 0 });

function add(scores: Record<string, Score>, field: string, expected: boolean, predicted: boolean, correct: boolean) {
  const s = scores[field] ?? empty();
  s.expected += Number(expected);
  s.predicted += Number(predicted);
  s.correct += Number(correct);
  scores[field] = s;
}

const labels = (dir: string) =>
  readdirSync(join(FIXTURES, dir))
    .filter((f) => f.endsWith('.expected.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(FIXTURES, dir, f), 'utf8')) as Record<string, unknown> & { file: string });

const fold = (value: string) => value.trim().toLowerCase().replace(/\/$/, '');

interface ResumeLabel {
  file: string;
  fields: Record<(typeof RESUME_FIELDS)[number], string>;
  tags: string[];
}

/** Runs every labelled resume; `include` picks development documents, the held-out ones, or both. */
export async function evaluateResumes(include: (holdout: boolean) => boolean): Promise<SetReport> {
  const fields: Record<string, Score> = {};
  const documents: DocumentResult[] = [];
  const zhName = new Map(skillIndex().skills.map((s) => [s.en, s.zh ?? s.en]));
  for (const label of labels('resumes') as unknown as ResumeLabel[]) {
    const holdout = label.file.startsWith('holdout-');
    if (!include(holdout)) continue;
    const { text } = await extractText(readFileSync(join(FIXTURES, 'resumes', label.file)));
    const got = extractResumeFields(text);
    const errors: Record<string, [string, string]> = {};
    for (const field of RESUME_FIELDS) {
      const want = label.fields[field];
      const value = got[field];
      const correct = want !== '' && (field === 'phone' ? sameDigits(want, value) : fold(want) === fold(value));
      add(fields, field, want !== '', value !== '', correct);
      if (fold(want) !== fold(value) && !(field === 'phone' && sameDigits(want, value))) errors[field] = [want, value];
    }
    const gotTags = new Set(got.tagsInEng ? got.tagsInEng.split(', ') : []);
    const gotZh = new Set(got.tagsInChinese ? got.tagsInChinese.split(', ') : []);
    const want = new Set(label.tags);
    for (const tag of new Set([...want, ...gotTags]))
      add(fields, 'tags', want.has(tag), gotTags.has(tag), want.has(tag) && gotTags.has(tag));
    // Chinese tags: the same skills under their Chinese names (skills missing from the dictionary keep the label).
    const wantZh = new Set(label.tags.map((t) => zhName.get(t) ?? t));
    for (const tag of new Set([...wantZh, ...gotZh])) {
      add(fields, 'tagsZh', wantZh.has(tag), gotZh.has(tag), wantZh.has(tag) && gotZh.has(tag));
    }
    documents.push({
      file: label.file,
      holdout,
      errors,
      missingTags: [...want].filter((t) => !gotTags.has(t)),
      extraTags: [...gotTags].filter((t) => !want.has(t)),
    });
  }
  return { fields, documents };
}

type ProjectLabel = { file: string } & Record<string, string | string[]>;

export async function evaluateProjects(include: (holdout: boolean) => boolean): Promise<SetReport> {
  const fields: Record<string, Score> = {};
  const documents: DocumentResult[] = [];
  for (const label of labels('openings') as unknown as ProjectLabel[]) {
    const holdout = label.file.startsWith('holdout-');
    if (!include(holdout)) continue;
    const { text, kind } = await extractText(readFileSync(join(FIXTURES, 'openings', label.file)));
    const got = extractProjectFields(text, { wrappedLines: kind === 'pdf' });
    const errors: Record<string, [string, string]> = {};
    for (const field of PROJECT_FIELDS) {
      const value = got[field];
      const phrases = label[`${field}Includes`];
      let want: string;
      let correct: boolean;
      if (Array.isArray(phrases)) {
        // Long fields are judged by the phrases they must contain.
        want = phrases.join(' … ');
        correct = phrases.length > 0 && phrases.every((p) => value.includes(p));
        add(fields, field, phrases.length > 0, value !== '', correct);
        if (phrases.length > 0 ? !correct : value !== '') errors[field] = [want, value];
        continue;
      }
      want = String(label[field] ?? '');
      correct = want !== '' && fold(want) === fold(value);
      add(fields, field, want !== '', value !== '', correct);
      if (fold(want) !== fold(value)) errors[field] = [want, value];
    }
    documents.push({ file: label.file, holdout, errors });
  }
  return { fields, documents };
}

export function formatReport(title: string, report: SetReport): string {
  const rows = Object.entries(report.fields).map(
    ([field, s]) =>
      `| ${field} | ${precision(s).toFixed(3)} | ${recall(s).toFixed(3)} | ${s.correct} | ${s.predicted} | ${s.expected} |`,
  );
  const errors = report.documents.flatMap((d) => [
    ...Object.entries(d.errors).map(
      ([f, [w, g]]) => `- ${d.file} ${f}: expected ${JSON.stringify(w)}, got ${JSON.stringify(g)}`,
    ),
    ...(d.missingTags?.length ? [`- ${d.file} missing tags: ${d.missingTags.join(', ')}`] : []),
    ...(d.extraTags?.length ? [`- ${d.file} extra tags: ${d.extraTags.join(', ')}`] : []),
  ]);
  return [
    `### ${title}`,
    '',
    '| field | precision | recall | correct | predicted | expected |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    ...(errors.length ? errors : ['- no errors']),
  ].join('\n');
}
