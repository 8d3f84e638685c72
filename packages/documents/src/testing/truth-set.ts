import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ExtractedCandidate, extractResumeFields } from '../resume/extract-resume-fields.ts';
import { dictionaryNameLookup } from '../skills/skill-index.ts';
import { extractText } from '../text/extract-text.ts';

/**
 * Scores resumes against a `truth.json` written the way `../shared/resumes-real/README.md` describes it:
 * fields per file and language (right / scored), skills as pooled precision and recall against the core list.
 * The same rules score the real set, the hold-out and the synthetic set, so their figures sit side by side.
 */

type Accepted = string | string[] | null;

export interface TruthEntry {
  language: 'en' | 'zh';
  name: string | null;
  email: string[];
  phone: string;
  degree: string | null;
  university: Accepted;
  bachelor: Accepted;
  master: Accepted;
  phd: Accepted;
  birthday?: string | null;
  gender?: string | null;
  github?: string | null;
  skills: string[];
  skills_optional: string[];
}

export const SCORED_FIELDS = ['name', 'email', 'phone', 'education', 'birthday', 'gender', 'github'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface Tally {
  right: number;
  scored: number;
}

export interface LanguageScore {
  documents: number;
  fields: Record<ScoredField, Tally>;
  skills: { truePositives: number; falsePositives: number; core: number };
}

export interface TruthReport {
  languages: Partial<Record<'en' | 'zh', LanguageScore>>;
  /** One line per disagreement, for reading the misses. */
  misses: string[];
  /** Milliseconds per document (bytes → fields), in file order. */
  times: number[];
}

/**
 * The README's normalisation for names and institutions: NFKC, lower case, no spaces and no punctuation — any
 * punctuation, so a typographic apostrophe (N’Diaye) is the same as a typed one (N'Diaye).
 */
export const foldName = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    // Lower-casing Turkish İ gives i and a combining dot above (ÇELİK → çeli̇k); in every case İ is the capital of
    // i, so the dot goes and ÇELİK is Çelik, as it is to a recruiter.
    .replace(/i\u0307/g, 'i')
    .replace(/[\s\p{P}]/gu, '');

/**
 * A name as a recruiter reads it: equal after `foldName`, or — for a name in Latin script — the same words in
 * another order, since a family name written first (`NAKAMURA Kenji`, as Japanese, Korean and Hungarian resumes
 * and some forms write it) names the same person as the given name first (`Kenji Nakamura`), and blind labellers
 * write either. Each word is folded like the whole name. A name in Han characters is compared exactly: its order
 * is fixed, and 张伟 is not 伟张.
 */
export function sameName(expected: string, got: string): boolean {
  if (foldName(expected) === foldName(got)) return true;
  if (/\p{Script=Han}/u.test(expected + got)) return false;
  const words = (name: string) => name.split(/\s+/).map(foldName).filter(Boolean).sort().join(' ');
  return words(expected) !== '' && words(expected) === words(got);
}

/** A date as its numbers: "1995.07", "1995-07", "1995/7" and "1995年7月" are the same month. */
export const sameDate = (expected: string, got: string): boolean => {
  const parts = (d: string) => (d.match(/\d+/g) ?? []).map(Number).join('-');
  return parts(expected) === parts(got);
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Phones by digits; a leading 1, 86, 82 or 91 may be missing as long as 9 digits remain. */
export function samePhone(expected: string, got: string): boolean {
  const want = digitsOf(expected);
  const have = digitsOf(got);
  if (want === '' || have === '') return want === have;
  const variants = (d: string) => {
    const out = [d];
    for (const code of ['1', '86', '82', '91']) {
      if (d.startsWith(code) && d.length - code.length >= 9) out.push(d.slice(code.length));
    }
    // A trunk zero written after the country code ("+82 010…") or kept nationally ("010-…").
    return out.flatMap((v) => (v.startsWith('0') && v.length > 9 ? [v, v.slice(1)] : [v]));
  };
  const a = variants(want);
  return variants(have).some((v) => a.includes(v));
}

const accepts = (accepted: string | string[], got: string) =>
  (Array.isArray(accepted) ? accepted : [accepted]).some((a) => foldName(a) === foldName(got));

function educationRight(t: TruthEntry, got: ExtractedCandidate): boolean | undefined {
  const parts: boolean[] = [];
  if (t.degree !== null) parts.push(t.degree === got.degree);
  for (const key of ['university', 'bachelor', 'master', 'phd'] as const) {
    const accepted = t[key];
    if (accepted !== null) parts.push(accepts(accepted, got[key]));
  }
  return parts.length === 0 ? undefined : parts.every(Boolean);
}

/**
 * A label as the product stores a gender: 'Male' / 'Female' (the review form's choices, shown as 男 / 女 in Chinese).
 * A labeller who writes the Chinese word means the same value.
 */
export const storedGender = (label: string): string =>
  ({ 男: 'Male', 男性: 'Male', male: 'Male', 女: 'Female', 女性: 'Female', female: 'Female' })[
    label.trim().toLowerCase()
  ] ?? label;

/** Right, wrong, or not scored (undefined) for one field of one document. */
export function fieldVerdict(field: ScoredField, t: TruthEntry, got: ExtractedCandidate): boolean | undefined {
  switch (field) {
    case 'name':
      return t.name === null ? undefined : sameName(t.name, got.name);
    case 'email':
      return t.email.some((e) => e.toLowerCase() === got.email.toLowerCase());
    case 'phone':
      return samePhone(t.phone, got.phone);
    case 'education':
      return educationRight(t, got);
    case 'birthday':
      return t.birthday == null ? undefined : sameDate(t.birthday, got.birthday);
    case 'gender':
      return t.gender == null ? undefined : storedGender(t.gender) === got.gender;
    case 'github':
      return t.github == null ? undefined : t.github.toLowerCase() === got.github.toLowerCase();
  }
}

const emptyScore = (): LanguageScore => ({
  documents: 0,
  fields: Object.fromEntries(SCORED_FIELDS.map((f) => [f, { right: 0, scored: 0 }])) as Record<ScoredField, Tally>,
  skills: { truePositives: 0, falsePositives: 0, core: 0 },
});

/** Adds one document's result to the report. */
export function scoreDocument(report: TruthReport, file: string, t: TruthEntry, got: ExtractedCandidate): void {
  const language = report.languages[t.language] ?? emptyScore();
  report.languages[t.language] = language;
  language.documents++;
  for (const field of SCORED_FIELDS) {
    const verdict = fieldVerdict(field, t, got);
    if (verdict === undefined) continue;
    const tally = language.fields[field];
    tally.scored++;
    if (verdict) tally.right++;
    else report.misses.push(`${file} ${field}: ${missDetail(field, t, got)}`);
  }
  const tags = got.tagsInEng ? got.tagsInEng.split(', ') : [];
  const core = new Set(t.skills);
  const optional = new Set(t.skills_optional);
  const wrong = tags.filter((tag) => !core.has(tag) && !optional.has(tag));
  const missed = t.skills.filter((s) => !tags.includes(s));
  language.skills.truePositives += tags.filter((tag) => core.has(tag)).length;
  language.skills.falsePositives += wrong.length;
  language.skills.core += core.size;
  if (wrong.length) report.misses.push(`${file} false skills: ${wrong.join(', ')}`);
  if (missed.length) report.misses.push(`${file} missed skills: ${missed.join(', ')}`);
}

function missDetail(field: ScoredField, t: TruthEntry, got: ExtractedCandidate): string {
  if (field === 'education') {
    const want = { degree: t.degree, university: t.university, bachelor: t.bachelor, master: t.master, phd: t.phd };
    const have = {
      degree: got.degree,
      university: got.university,
      bachelor: got.bachelor,
      master: got.master,
      phd: got.phd,
    };
    return `expected ${JSON.stringify(want)}, got ${JSON.stringify(have)}`;
  }
  const want = field === 'email' ? t.email : t[field];
  return `expected ${JSON.stringify(want)}, got ${JSON.stringify(got[field])}`;
}

let lookup: Map<string, string> | undefined;

/**
 * The resumes-real rule "where the skill dictionary has the skill, the tag is written with the dictionary's English
 * name", applied for the labeller: each label that is one of the dictionary's own names (English, Chinese or an
 * alias; case-insensitive, exact, no fuzzy matching) is read as that skill's English name — a blind labeller's
 * `BDD`, `Amazon Redshift` or `Knowledge Graph` is the dictionary's Behavior-Driven Development, Redshift, Knowledge
 * Graphs. Other labels stay as written (and count as misses when core). The truth file is not changed.
 */
export function labelsByDictionary(entry: TruthEntry): TruthEntry {
  lookup ??= dictionaryNameLookup();
  const table = lookup;
  const canonical = (labels: string[]) => [...new Set(labels.map((l) => table.get(l.toLowerCase()) ?? l))];
  return { ...entry, skills: canonical(entry.skills), skills_optional: canonical(entry.skills_optional) };
}

export const readTruth = (dir: string): Record<string, TruthEntry> =>
  JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as Record<string, TruthEntry>;

export interface ScoreOptions {
  /** Compare the skill labels as the truth file writes them, not read through the dictionary's names. */
  labelsAsWritten?: boolean;
}

/**
 * Every document of a truth set through text extraction and the field extractors. Skill labels are read through
 * the dictionary's names first (`labelsByDictionary`) unless `labelsAsWritten`.
 */
export async function scoreTruthSet(
  dir: string,
  truth = readTruth(dir),
  options: ScoreOptions = {},
): Promise<TruthReport> {
  const report: TruthReport = { languages: {}, misses: [], times: [] };
  for (const [file, entry] of Object.entries(truth)) {
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    const start = performance.now();
    const { text } = await extractText(bytes, { fileName: file });
    const got = extractResumeFields(text);
    report.times.push(performance.now() - start);
    scoreDocument(report, file, options.labelsAsWritten ? entry : labelsByDictionary(entry), got);
  }
  return report;
}

export const ratio = (t: Tally): string =>
  t.scored === 0 ? '–' : `${(t.right / t.scored).toFixed(2)} (${t.right}/${t.scored})`;

export const skillPrecision = (s: LanguageScore['skills']) =>
  s.truePositives + s.falsePositives === 0 ? 1 : s.truePositives / (s.truePositives + s.falsePositives);
export const skillRecall = (s: LanguageScore['skills']) => (s.core === 0 ? 1 : s.truePositives / s.core);

/** `fixtures/label-additions.json`: per set and file, skills the document names that its labels lack. */
export type LabelAdditions = Record<string, Record<string, Record<string, string>>>;

/** The truth with a set's documented label additions counted as core skills (the truth file stays as written). */
export function withLabelAdditions(
  truth: Record<string, TruthEntry>,
  additions: Record<string, Record<string, string>> = {},
): Record<string, TruthEntry> {
  return Object.fromEntries(
    Object.entries(truth).map(([file, entry]) => {
      const added = Object.keys(additions[file] ?? {}).filter((skill) => !entry.skills.includes(skill));
      return [file, { ...entry, skills: [...entry.skills, ...added] }];
    }),
  );
}

export const readLabelAdditions = (file: string): LabelAdditions =>
  (JSON.parse(readFileSync(file, 'utf8')) as { sets: LabelAdditions }).sets;
