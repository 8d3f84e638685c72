import { escapeRegExp, HAN_GLOBAL, toHalfWidth } from '../text/normalize.ts';

export type Lang = 'en' | 'zh';

export type MetaField = 'title' | 'company' | 'location' | 'type' | 'salary';

const META_LABELS: Record<MetaField, { en: string[]; zh: string[] }> = {
  title: {
    en: ['Job Title', 'Position Title', 'Position', 'Title', 'Role', 'Opening'],
    zh: ['职位名称', '岗位名称', '招聘职位', '招聘岗位', '职位', '岗位'],
  },
  company: { en: ['Company', 'Employer', 'Organization', 'Client'], zh: ['公司名称', '公司', '企业', '雇主'] },
  location: {
    en: ['Work Location', 'Job Location', 'Location', 'Based in', 'Office', 'Place of Work'],
    zh: ['工作地点', '办公地点', '工作城市', '地点', '城市', '地址'],
  },
  type: {
    en: ['Employment Type', 'Job Type', 'Work Type', 'Contract Type', 'Commitment', 'Engagement', 'Type'],
    zh: ['工作性质', '工作类型', '职位类型', '用工性质', '雇佣类型', '岗位性质', '类型'],
  },
  salary: {
    en: ['Salary Range', 'Pay Range', 'Salary', 'Compensation', 'Pay', 'Rate', 'Budget'],
    zh: ['薪资范围', '薪资待遇', '薪资', '薪酬', '待遇', '月薪', '年薪', '薪水', '时薪', '报酬'],
  },
};

const alternation = (labels: string[]) =>
  [...labels]
    .sort((a, b) => b.length - a.length)
    .map((l) => escapeRegExp(l).replace(/ /g, '\\s+'))
    .join('|');
const META = (Object.keys(META_LABELS) as MetaField[]).map((field) => ({
  field,
  pattern: new RegExp(
    `^(?:(?:${alternation(META_LABELS[field].en)})(?:\\s*/?\\s*(?:${alternation(META_LABELS[field].zh)}))?|(?:${alternation(META_LABELS[field].zh)})(?:\\s*/?\\s*(?:${alternation(META_LABELS[field].en)}))?)\\s*[:：]\\s*`,
    'i',
  ),
}));

const HEADINGS = new RegExp(
  `^(?:${[
    'about the role',
    'about the job',
    'about the position',
    'about us',
    'about the company',
    'who we are',
    'the role',
    'job description',
    'description',
    'overview',
    'responsibilities',
    'key responsibilities',
    'what you will do',
    "what you'll do",
    'your responsibilities',
    'requirements',
    'qualifications',
    'minimum qualifications',
    'preferred qualifications',
    'what we look for',
    "what we're looking for",
    'who you are',
    'nice to have',
    'bonus points',
    'skills',
    'how to apply',
    '职位描述',
    '职位介绍',
    '职位简介',
    '岗位描述',
    '岗位介绍',
    '关于我们',
    '公司介绍',
    '公司简介',
    '岗位职责',
    '工作职责',
    '工作内容',
    '职责描述',
    '任职要求',
    '任职资格',
    '职位要求',
    '岗位要求',
    '加分项',
    '优先条件',
    '投递方式',
  ]
    .map(escapeRegExp)
    .join('|')})\\s*[:：]?$`,
  'i',
);

const BENEFITS =
  /^(?:benefits|perks|perks (?:and|&) benefits|what we offer|we offer|compensation (?:and|&) benefits|福利|福利待遇|员工福利|我们提供|薪酬福利)\s*[:：]?$/i;

export interface Line {
  /** The line as written (output is taken from here, so Chinese punctuation stays as it was). */
  text: string;
  /** Width-normalised copy for matching; same length as `text`. */
  norm: string;
  lang: Lang | 'mixed' | 'neutral';
}

export function languageOf(text: string): Lang | 'mixed' | 'neutral' {
  const han = text.match(HAN_GLOBAL)?.length ?? 0;
  const latinWords = text.match(/[A-Za-z]{2,}/g)?.length ?? 0;
  if (han === 0) return latinWords > 0 ? 'en' : 'neutral';
  if (latinWords === 0) return 'zh';
  // "使用 TensorRT 优化推理" is Chinese with a term; "Company 公司: X / 某公司" is both.
  const latinChars = text.match(/[A-Za-z]/g)?.length ?? 0;
  return latinChars > han * 3 ? 'mixed' : 'zh';
}

export const toLines = (text: string): Line[] =>
  text
    .split(/\r?\n/)
    .map((raw) => raw.trim())
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ text: raw, norm: toHalfWidth(raw), lang: languageOf(raw) }));

export const isSeparator = (line: Line) => /^[\s\-–—_=*~·.•]{3,}$/.test(line.norm);
export const isHeading = (line: Line) => HEADINGS.test(line.norm.replace(/\s+/g, ' '));
export const isBenefitsHeading = (line: Line) => BENEFITS.test(line.norm.replace(/\s+/g, ' '));

/** "Location: Remote" → { field: 'location', value: 'Remote' }. */
export function metaOf(line: Line): { field: MetaField; value: string } | undefined {
  for (const { field, pattern } of META) {
    const m = pattern.exec(line.norm);
    if (m) {
      const value = line.text.slice(m[0].length).trim();
      return value ? { field, value } : undefined;
    }
  }
  return undefined;
}

/**
 * A value written in both languages ("Contract / 合同制", "Hardware FAE / 硬件FAE工程师") split into its
 * English and Chinese parts; a value in one language goes to that language.
 */
export function splitBilingual(value: string, fallback: Lang): Partial<Record<Lang, string>> {
  // (?<!\s): the spaces around a separator are matched from the start of their run only (linear work).
  const parts = value.split(/(?<!\s)(?:\s+[/|｜]\s+|\s*｜\s*)/);
  if (parts.length >= 2) {
    const langs = parts.map((p) => languageOf(p));
    if (langs.includes('zh') && langs.some((l) => l === 'en' || l === 'neutral')) {
      const zh = parts.filter((_, i) => langs[i] === 'zh').join(' / ');
      const en = parts.filter((_, i) => langs[i] !== 'zh').join(' / ');
      return { en, zh };
    }
  }
  const lang = languageOf(value);
  return { [lang === 'zh' ? 'zh' : lang === 'en' ? 'en' : fallback]: value };
}
