import type { MessageKey } from '../messages/index.ts';

type ProjectMessage<Suffix extends string> = Extract<MessageKey, `project.${string}${Suffix}`>;

/**
 * An opening's fields, one entry each: the one place a project field is declared. Derived from it (shapes.ts): the
 * domain's record, the create and update bodies (same rules and messages), the API's view, what an opening's
 * document fills, the read model's columns, which texts the server sanitizes as HTML, the bilingual pairs and the
 * project form's fields. Every value is a text ('' when not set). A new field is one entry here, its label on the
 * form (web/src/shared/i18n projectAdmin `form.`, en and zh) and its messages (messages/projects.ts, en and zh);
 * the projects read model's version rises by hand (its pinned test says so).
 *
 * - `text`: `line` (one line), `prose` (several lines, a text area) or `rich` (HTML from the rich-text editor: the
 *   server sanitizes it to the editor's allowlist and counts it empty when nothing readable is left).
 * - `max`: its length limit; `tooLong`: the message refusing a longer one (its text says the number, `{max}`, or
 *   not: the descriptions' do not).
 * - `required`: the message refusing it empty or absent on create; absent: optional ('' when not sent, null clears).
 * - `lang`: one of a bilingual pair (`titleEn` and `titleZh`: the same stem, `En` and `Zh`); absent: one text for
 *   both languages.
 * - `column`: its column in the projects read model (`projects.projects`).
 * - `form`: its place on the project form; `'carried'`: not shown, its value travels unchanged with each save (and
 *   the conflict dialog names it when it changed elsewhere); absent: not on the form (the API alone sets it).
 * - `markedInProfile`: the profile's Manage Projects form marks it required as well (not enforced).
 * - `document`: an opening's document can fill it (POST /api/projects/extract; the documents package finds it).
 */
// biome-ignore format: one field a line, read as a table
export const projectCatalogue = {
  titleEn: { text: 'line', max: 255, required: 'project.titleEnRequired', tooLong: 'project.titleEnTooLong', lang: 'en', column: 'title_en', form: 1, document: true },
  titleZh: { text: 'line', max: 255, required: 'project.titleZhRequired', tooLong: 'project.titleZhTooLong', lang: 'zh', column: 'title_zh', form: 2, document: true },
  descriptionEn: { text: 'rich', max: 100_000, required: 'project.descriptionEnRequired', tooLong: 'project.descriptionEnTooLong', lang: 'en', column: 'description_en', form: 3, document: true },
  descriptionZh: { text: 'rich', max: 100_000, required: 'project.descriptionZhRequired', tooLong: 'project.descriptionZhTooLong', lang: 'zh', column: 'description_zh', form: 4, document: true },
  locationEn: { text: 'line', max: 100, required: 'project.locationEnRequired', tooLong: 'project.locationEnTooLong', lang: 'en', column: 'location_en', form: 5, document: true },
  locationZh: { text: 'line', max: 100, required: 'project.locationZhRequired', tooLong: 'project.locationZhTooLong', lang: 'zh', column: 'location_zh', form: 6, document: true },
  typeEn: { text: 'line', max: 100, required: 'project.typeEnRequired', tooLong: 'project.typeEnTooLong', lang: 'en', column: 'type_en', form: 7, document: true },
  typeZh: { text: 'line', max: 100, required: 'project.typeZhRequired', tooLong: 'project.typeZhTooLong', lang: 'zh', column: 'type_zh', form: 8, document: true },
  role: { text: 'line', max: 255, tooLong: 'project.roleTooLong', column: 'role' },
  position: { text: 'line', max: 1024, tooLong: 'project.positionsTooLong', column: 'position' },
  salaryRange: { text: 'line', max: 100, tooLong: 'project.salaryTooLong', column: 'salary_range', form: 'carried' },
  salaryRangeEn: { text: 'line', max: 100, tooLong: 'project.salaryEnTooLong', lang: 'en', column: 'salary_range_en', form: 9, markedInProfile: true, document: true },
  salaryRangeZh: { text: 'line', max: 100, tooLong: 'project.salaryZhTooLong', lang: 'zh', column: 'salary_range_zh', form: 10, markedInProfile: true, document: true },
  benefitsEn: { text: 'prose', max: 10_000, tooLong: 'project.benefitsEnTooLong', lang: 'en', column: 'benefits_en', form: 11, document: true },
  benefitsZh: { text: 'prose', max: 10_000, tooLong: 'project.benefitsZhTooLong', lang: 'zh', column: 'benefits_zh', form: 12, document: true },
} as const satisfies Record<string, ProjectCatalogueEntry>;

export interface ProjectCatalogueEntry {
  text: 'line' | 'prose' | 'rich';
  max: number;
  tooLong: ProjectMessage<'TooLong'>;
  required?: ProjectMessage<'Required'>;
  lang?: 'en' | 'zh';
  column: string;
  form?: number | 'carried';
  markedInProfile?: true;
  document?: true;
}

export type ProjectCatalogue = Record<string, ProjectCatalogueEntry>;
