import {
  type ExtractedProjectView,
  PROJECT_DOCUMENT_PAIRS,
  PROJECT_FORM_VALUE_FIELDS,
  type ProjectFormValueField,
  type ProjectView,
} from '@tb/contracts';

/** What the form holds: the catalogue's form fields (those it shows and those it carries unchanged) and isActive. */
export type ProjectFormValues = Record<ProjectFormValueField, string> & { isActive: boolean };

const blankFields = () =>
  Object.fromEntries(PROJECT_FORM_VALUE_FIELDS.map((field) => [field, ''])) as Record<ProjectFormValueField, string>;

export const emptyProjectForm = (): ProjectFormValues => ({ ...blankFields(), isActive: true });

export function projectFormValues(project: ProjectView): ProjectFormValues {
  const values = emptyProjectForm();
  for (const key of Object.keys(values) as (keyof ProjectFormValues)[]) {
    Object.assign(values, { [key]: project[key] });
  }
  return values;
}

/** Employment types and places a document names in one language, and their words in the other. */
const SAME_MEANING: [string, string][] = [
  ['Full-time', '全职'],
  ['Part-time', '兼职'],
  ['Contract', '合同制'],
  ['Internship', '实习'],
  ['Freelance', '自由职业'],
  ['Remote', '远程'],
  ['Hybrid', '混合办公'],
];

/** The catalogue's bilingual pairs a document fills, [English, Chinese]. */
const PAIRS: readonly (readonly [keyof ExtractedProjectView, keyof ExtractedProjectView])[] = PROJECT_DOCUMENT_PAIRS;

/** The other language's words for a value whose meaning needs no translation (figures, known terms), or ''. */
function acrossLanguages(key: keyof ExtractedProjectView, value: string, toZh: boolean): string {
  if (key.startsWith('salaryRange')) return value;
  if (!key.startsWith('type') && !key.startsWith('location')) return '';
  const known = SAME_MEANING.find(([en, zh]) => (toZh ? en.toLowerCase() : zh) === value.trim().toLowerCase());
  return known ? known[toZh ? 1 : 0] : '';
}

/**
 * A document is written in one language: what it gives in one is also filled in the other where no translation is
 * needed (a salary's figures, 'Full-time' ↔ '全职', 'Remote' ↔ '远程'); titles and descriptions are left to the admin.
 */
export function bothLanguages(extracted: ExtractedProjectView): ExtractedProjectView {
  const filled = { ...extracted };
  for (const [en, zh] of PAIRS) {
    if (filled[en].trim() && !filled[zh].trim()) filled[zh] = acrossLanguages(en, filled[en], true);
    else if (filled[zh].trim() && !filled[en].trim()) filled[en] = acrossLanguages(zh, filled[zh], false);
  }
  return filled;
}

/** Fields the document filled in one language only: the other language's field is for the admin to write. */
export function leftToTranslate(extracted: ExtractedProjectView): (keyof ExtractedProjectView)[] {
  const filled = bothLanguages(extracted);
  return PAIRS.flatMap(([en, zh]) => {
    if (filled[en].trim() && !filled[zh].trim()) return [zh];
    if (filled[zh].trim() && !filled[en].trim()) return [en];
    return [];
  });
}

/** What a document yielded fills the form (in both languages where it can); fields it could not read keep what was typed. */
export function withExtracted<T extends object>(current: T, extracted: ExtractedProjectView): T {
  const next = { ...current };
  for (const [key, value] of Object.entries(bothLanguages(extracted)) as [keyof ExtractedProjectView, string][]) {
    if (value.trim()) Object.assign(next, { [key]: value });
  }
  return next;
}
