import { BULLET, linesToHtml } from './html.ts';
import {
  isBenefitsHeading,
  isHeading,
  isSeparator,
  type Lang,
  type Line,
  type MetaField,
  metaOf,
  splitBilingual,
  toLines,
} from './project-lines.ts';

/** The bilingual project fields that an opening document can fill; '' when absent. */
export interface ExtractedProject {
  titleEn: string;
  titleZh: string;
  /** Simple HTML: <h3>, <p>, <ul>/<ol> with <li>; all text escaped. */
  descriptionEn: string;
  descriptionZh: string;
  locationEn: string;
  locationZh: string;
  typeEn: string;
  typeZh: string;
  salaryRangeEn: string;
  salaryRangeZh: string;
  benefitsEn: string;
  benefitsZh: string;
}

export interface ProjectExtractOptions {
  /** The text comes from a PDF, whose paragraphs are broken into lines that must be joined again. */
  wrappedLines?: boolean;
}

const TYPES: [RegExp, string, string][] = [
  [/\bfull[- ]?time\b|全职/i, 'Full-time', '全职'],
  [/\bpart[- ]?time\b|兼职/i, 'Part-time', '兼职'],
  [/\bintern(?:ship)?\b|实习/i, 'Internship', '实习'],
  [/\bcontract(?:or)?\b|合同制|外包/i, 'Contract', '合同制'],
  [/\bfreelance\b|自由职业/i, 'Freelance', '自由职业'],
];
const SALARY =
  /(?:[$¥￥€£]\s?\d[\d,.]{0,12}\s?[kK]?\s?(?:-|–|~|to)\s?[$¥￥€£]?\s?\d[\d,.]{0,12}\s?[kK]?(?:\s?(?:\/|per)\s?(?:hour|hr|month|year|annum))?|(?<!\d)\d{1,6}(?:\.\d{1,2})?\s?[-~]\s?\d{1,6}(?:\.\d{1,2})?\s?[kK万](?:\s?[·/]\s?\d{1,2}\s?薪|\/月)?)/;

/** Normalises separators to " - " and drops ad tags in front ("【急招】", "[Urgent]", "(Hiring)"). */
const dashes = (title: string) =>
  title
    .replace(/^(?:【[^】]{1,8}】|\[[^\]]{1,12}\]|[(（](?:hiring|urgent|急招|急聘|热招)[)）])\s*/i, '')
    .replace(/(?<!\s)\s+(?:[—–|]|-{1,2})\s+/g, ' - ')
    .trim();

const langOf = (line: Line, previous: Lang): Lang => (line.lang === 'en' || line.lang === 'zh' ? line.lang : previous);

/** The short line that names the opening: near the top, or first after a separator, in each language. */
function findTitles(lines: Line[]): Partial<Record<Lang, string>> {
  const titles: Partial<Record<Lang, string>> = {};
  let content = 0;
  lines.forEach((line, i) => {
    if (isSeparator(line) || metaOf(line) || isHeading(line) || isBenefitsHeading(line)) return;
    content++;
    const afterSeparator = i > 0 && isSeparator(lines[i - 1] as Line);
    if (line.text.length > 80 || (content > 3 && !afterSeparator)) return;
    for (const [lang, value] of Object.entries(splitBilingual(line.text, line.lang === 'en' ? 'en' : 'zh'))) {
      if (value && !titles[lang as Lang]) titles[lang as Lang] = dashes(value);
    }
  });
  return titles;
}

/** Extracts a project (opening) from the text of its description document. */
export function extractProjectFields(text: string, options: ProjectExtractOptions = {}): ExtractedProject {
  const lines = toLines(text.slice(0, 200_000));
  const meta: Partial<Record<MetaField, Partial<Record<Lang, string>>>> = {};
  const body: Record<Lang, Line[]> = { en: [], zh: [] };
  const benefits: Record<Lang, Line[]> = { en: [], zh: [] };
  const titles = findTitles(lines);
  const titleLines = new Set(Object.values(titles));

  let current: Lang = lines.find((l) => l.lang === 'zh') && !lines.find((l) => l.lang === 'en') ? 'zh' : 'en';
  let inBenefits = false;
  for (const line of lines) {
    if (isSeparator(line)) continue;
    const m = metaOf(line);
    if (m) {
      const parts = splitBilingual(m.value, /\p{Script=Han}/u.test(line.text.slice(0, 12)) ? 'zh' : current);
      meta[m.field] = { ...meta[m.field], ...Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) };
      continue;
    }
    if (
      titleLines.has(dashes(line.text)) ||
      Object.values(splitBilingual(line.text, current)).some((v) => v && titleLines.has(dashes(v)))
    ) {
      continue;
    }
    current = langOf(line, current);
    if (isBenefitsHeading(line)) {
      inBenefits = true;
      continue;
    }
    if (isHeading(line)) inBenefits = false;
    (inBenefits ? benefits : body)[current].push(line);
  }

  const compose = (lang: Lang): string => {
    const title = meta.title?.[lang] ? dashes(meta.title[lang] as string) : (titles[lang] ?? '');
    const company = meta.company?.[lang];
    if (!title || !company || title.includes(' - ') || title.includes(company)) return title;
    return `${company} - ${title}`;
  };
  const typeOf = (lang: Lang): string => {
    const labelled = meta.type?.[lang];
    if (labelled) return labelled;
    const found = TYPES.find(([pattern]) => body[lang].some((l) => pattern.test(l.norm)));
    return found ? (lang === 'en' ? found[1] : found[2]) : '';
  };
  const salaryOf = (lang: Lang): string =>
    meta.salary?.[lang] ?? body[lang].map((l) => SALARY.exec(l.text)?.[0]).find((s) => s !== undefined) ?? '';
  const wrapped = options.wrappedLines ?? false;

  return {
    titleEn: compose('en'),
    titleZh: compose('zh'),
    descriptionEn: linesToHtml(body.en, 'en', wrapped),
    descriptionZh: linesToHtml(body.zh, 'zh', wrapped),
    locationEn: meta.location?.en ?? '',
    locationZh: meta.location?.zh ?? '',
    typeEn: typeOf('en'),
    typeZh: typeOf('zh'),
    salaryRangeEn: salaryOf('en'),
    salaryRangeZh: salaryOf('zh'),
    benefitsEn: benefitLines(benefits.en),
    benefitsZh: benefitLines(benefits.zh),
  };
}

function benefitLines(lines: Line[]): string {
  return lines
    .map((l) => l.text.replace(BULLET, '').trim())
    .filter(Boolean)
    .join('\n');
}
