/**
 * What the project cards show besides the stored fields (the company, the pay), for both languages. Pure, so the
 * web and any server answer compute them the same way.
 */
type Lang = 'en' | 'zh';

export interface ProjectTexts {
  titleEn: string;
  titleZh: string;
  locationEn: string;
  locationZh: string;
  typeEn: string;
  typeZh: string;
  salaryRange: string | null;
  salaryRangeEn: string | null;
  salaryRangeZh: string | null;
}

const COMPETITIVE: Record<Lang, string> = { en: 'Competitive', zh: '面议' };

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

/** The language's salary range, else salaryRange, else 'Competitive' (面议). */
export function projectCompensation(project: ProjectTexts, lang: Lang): string {
  const own = lang === 'zh' ? project.salaryRangeZh : project.salaryRangeEn;
  for (const candidate of [own, project.salaryRange]) {
    if (candidate?.trim()) return candidate.trim();
  }
  return COMPETITIVE[lang];
}
