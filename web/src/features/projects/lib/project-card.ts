import { type ProjectView, projectCompany, projectCompensation, projectTags, projectTitle } from '@tb/contracts';
import type { Language } from '@/shared/i18n/language';

/** What a project card and the detail page show, each text in the page's language. */
export interface ProjectCard {
  id: string;
  title: string;
  company: string;
  location: string;
  commitment: string;
  tags: string[];
  summary: string;
  descriptionHtml: string;
  benefits: string;
  compensation: string;
}

const MAX_TAGS = 3;

/** Where a block (paragraph, heading, list item) ended, until the blocks are joined. */
const BLOCK_END = '\u2029';
/** A block ending like a sentence needs no separator before the next. */
const ENDS_A_SENTENCE = /[.!?;:,。！？；：，、…]$/;

/**
 * The description's text without markup, entities decoded. Blocks that end like a sentence are followed by a space,
 * others (a heading, a list item) by ' · ', so 'Figma' and 'Build and maintain…' do not run together.
 */
export function stripMarkup(html: string): string {
  const marked = html.replace(/<\/(p|h[1-6]|li|div)>/gi, `$&${BLOCK_END}`).replace(/<br\s*\/?>/gi, '$& ');
  // DOMParser never runs scripts or loads images, so even unexpected markup is inert here.
  const text =
    typeof DOMParser === 'undefined'
      ? textOnServer(marked)
      : (new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '');
  const blocks = text
    .split(BLOCK_END)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return blocks.reduce((joined, block) => {
    if (!joined) return block;
    return `${joined}${ENDS_A_SENTENCE.test(joined) ? ' ' : ' · '}${block}`;
  }, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The same text where no DOM exists (the page rendered on the server, src/prerender): descriptions are cleaned to
 * the editor's allowlist when stored (tags and the entities a serializer writes), so tags and those entities are
 * all there is to undo.
 */
function textOnServer(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}

export function projectCard(project: ProjectView, language: Language): ProjectCard {
  const zh = language === 'zh';
  const title = projectTitle(project, language);
  const descriptionHtml = zh ? project.descriptionZh : project.descriptionEn;
  return {
    id: project.id,
    title,
    company: projectCompany(title),
    location: zh ? project.locationZh : project.locationEn,
    commitment: zh ? project.typeZh : project.typeEn,
    tags: projectTags(project, language).slice(0, MAX_TAGS),
    summary: stripMarkup(descriptionHtml),
    descriptionHtml,
    benefits: zh ? project.benefitsZh : project.benefitsEn,
    compensation: projectCompensation(project, language),
  };
}
