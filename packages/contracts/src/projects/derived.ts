/**
 * What the project cards show besides the stored fields (the company, the pay), for both languages. Pure, so the
 * web and any server answer compute them the same way.
 */
import { formatMessage, type MessageLanguage } from '../messages/index.ts';
import type { ProjectFields } from './project-schemas.ts';

type Lang = MessageLanguage;
type SalaryField = 'salaryRange' | 'salaryRangeEn' | 'salaryRangeZh';

/** The stored fields the cards read (a salary range may come as null). */
export type ProjectTexts = Pick<
  ProjectFields,
  'titleEn' | 'titleZh' | 'locationEn' | 'locationZh' | 'typeEn' | 'typeZh'
> &
  Record<SalaryField, string | null>;

/** The part of the title before ' - ', otherwise the whole title. */
export function projectCompany(title: string): string {
  const cut = title.indexOf(' - ');
  return (cut >= 0 ? title.slice(0, cut) : title).trim();
}

export const projectTitle = (project: ProjectTexts, lang: Lang): string =>
  lang === 'zh' ? project.titleZh : project.titleEn;

/** The type and the location (the card shows at most 3 tags). */
export function projectTags(project: ProjectTexts, lang: Lang): string[] {
  const tags = lang === 'zh' ? [project.typeZh, project.locationZh] : [project.typeEn, project.locationEn];
  return tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0);
}

/** The language's salary range, else salaryRange, else 'Competitive' (面议; project.competitive). */
export function projectCompensation(project: ProjectTexts, lang: Lang): string {
  const own = lang === 'zh' ? project.salaryRangeZh : project.salaryRangeEn;
  for (const candidate of [own, project.salaryRange]) {
    if (candidate?.trim()) return candidate.trim();
  }
  return formatMessage(lang, 'project.competitive');
}
