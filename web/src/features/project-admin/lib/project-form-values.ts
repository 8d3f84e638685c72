import type { ExtractedProjectView, ProjectCreateBody, ProjectView } from '@tb/contracts';

export type ProjectFormValues = Omit<ProjectCreateBody, 'role' | 'position'> & { isActive: boolean };

export const emptyProjectForm = (): ProjectFormValues => ({
  titleEn: '',
  titleZh: '',
  descriptionEn: '',
  descriptionZh: '',
  locationEn: '',
  locationZh: '',
  typeEn: '',
  typeZh: '',
  salaryRange: '',
  salaryRangeEn: '',
  salaryRangeZh: '',
  benefitsEn: '',
  benefitsZh: '',
  isActive: true,
});

export function projectFormValues(project: ProjectView): ProjectFormValues {
  const values = emptyProjectForm();
  for (const key of Object.keys(values) as (keyof ProjectFormValues)[]) {
    Object.assign(values, { [key]: project[key] });
  }
  return values;
}

/** What a document yielded fills the form; fields it could not read keep what was typed. */
export function withExtracted<T extends object>(current: T, extracted: ExtractedProjectView): T {
  const next = { ...current };
  for (const [key, value] of Object.entries(extracted) as [keyof ExtractedProjectView, string][]) {
    if (value.trim()) Object.assign(next, { [key]: value });
  }
  return next;
}
