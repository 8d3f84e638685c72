import { toSimplified } from '../text/han-variants.ts';
import { degreesIn } from './education-degrees.ts';
import { hanThenEnglish } from './labels.ts';

export type SectionKind = 'education' | 'experience' | 'contact' | 'other';

const HEADINGS: [SectionKind, RegExp][] = [
  [
    'education',
    /^(?:education|educational background|education background|academic background|academic qualifications|教育背景|教育经历|学历背景|教育情况|学习经历|学历)$/i,
  ],
  [
    'experience',
    /^(?:experience|work experience|professional experience|employment|employment history|work history|工作经历|工作经验|实习经历|职业经历)$/i,
  ],
  ['contact', /^(?:contact|contact information|contacts|联系方式|联络|联络方式|基本信息|个人信息)$/i],
  [
    'other',
    /^(?:summary|profile|about|about me|skills|technical skills|core skills|tools|languages|projects|selected projects|research|publications|awards|honors|certifications|certificates|interests|references|volunteering|个人简介|自我评价|个人优势|专业技能|技能|技能证书|证书|获奖情况|荣誉奖项|奖项|获奖|获奖经历|项目经历|项目经验|科研经历|求职意向|兴趣爱好|语言能力|open source|open-source contributions|open source contributions|side projects|开源|开源项目|开源贡献|开源经历)$/i,
  ],
];

export function headingKind(line: string): SectionKind | undefined {
  // 學歷, 工作經歷: Taiwanese and Hong Kong headings in traditional characters.
  const text = toSimplified(line)
    .replace(/^[\s■□●◆▶▌|【[#-]+|[\s】\]:：]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length === 0 || text.length > 30) return undefined;
  // "E D U C A T I O N", "E D U C AT I O N" (thirty-first round): a heading set letter-spaced, a kerned pair of
  // letters left together, is read as its word.
  const word = /^(?:\p{Lu}{1,2} ){3,}\p{Lu}{1,2}$/u.test(text) ? text.replace(/ /g, '') : text;
  return HEADINGS.find(([, pattern]) => pattern.test(word))?.[0];
}

/**
 * "Formazione / Education", "Esperienza | Experience": a heading written in two languages, the local one first
 * (twenty-first round); since the fifty-fourth round also a Chinese heading and its English one after a space. The
 * kind its known halves agree on; used to cut sections only, so what the skill reader takes for a heading is unchanged.
 */
function sectionHeadingKind(line: string): SectionKind | undefined {
  const kind = headingKind(line);
  // "教育背景 Education" (fifty-fourth round): the two halves after one space. Only the education heading is so read,
  // which the school reader needs; the other sections (and the job title found in them) stay as they were.
  const spaced = hanThenEnglish(line);
  if (!kind && spaced?.every((half) => headingKind(half) === 'education')) {
    return 'education';
  }
  const halves = line.split(/\s+[/|｜]\s+/);
  if (kind || halves.length !== 2) return kind;
  const kinds = new Set(halves.map(headingKind).filter((k) => k !== undefined));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/**
 * The lines under every heading of a kind, up to the next heading of any kind. "教育经历" / "2015.09 – 2021.06 武汉大学 …"
 * / "联系方式" / "手机：…" / "性别：男" / "摄影测量与遥感 硕博连读（工学博士）" (forty-eighth round): a Word floating frame of
 * contacts, read into the middle of the education, interrupts it. A contact block names no degree: the first line
 * after its heading that does goes on with the education, and the lines after it too.
 */
export function sectionLines(lines: string[], kind: SectionKind): string[] {
  const out: string[] = [];
  let inside = false;
  let current: SectionKind | undefined;
  let broken = false;
  for (const line of lines) {
    const heading = sectionHeadingKind(line);
    if (heading) {
      broken = heading === 'contact' && current === 'education';
      current = heading;
      inside = heading === kind;
      continue;
    }
    if (broken && degreesIn(line).length > 0) {
      current = 'education';
      inside = kind === 'education';
      broken = false;
    }
    if (inside) out.push(line);
  }
  return out;
}

/** The index after the last line of the last section of a kind; -1 when the text has none. */
export function sectionEnd(lines: string[], kind: SectionKind): number {
  let inside = false;
  let end = -1;
  lines.forEach((line, n) => {
    const heading = sectionHeadingKind(line);
    if (heading) inside = heading === kind;
    else if (inside) end = n + 1;
  });
  return end;
}

/**
 * For each line, whether it stands in a block that a line `opens` accepts starts, down to the next heading: another
 * person's details ("Emergency contact" / "Name: …" / … / "Education"), a family-members table ("家庭成员" / "父亲 …").
 */
export function inBlockOpenedBy(lines: string[], opens: (line: string) => boolean): boolean[] {
  let inside = false;
  return lines.map((line) => {
    if (opens(line)) inside = true;
    else if (headingKind(line)) inside = false;
    return inside;
  });
}
