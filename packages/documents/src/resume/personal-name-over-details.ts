import { toSimplified } from '../text/han-variants.ts';
import { segmentsOf } from '../text/normalize.ts';
import { isEthnicGroup } from './han-ethnic-groups.ts';
import { HAN_PLACES } from './han-place-names.ts';
import { asName } from './personal-name-rules.ts';

/** "性别：女", "民族：蒙古族": a personal-data label before its value. */
const DETAIL_LABEL = /^(?:性别|民族)\s*[:：]\s*/u;

/**
 * "女 ｜ 蒙古族 ｜ 1995年11月 ｜ 北京": a header's details line, opening with the gender or naming an ethnic group;
 * since the twenty-fifth round also one of them under its label ("性别：女", "民族：蒙古族").
 */
const isDetailsLine = (line: string) => {
  const parts = segmentsOf(line).map((part) => toSimplified(part).replace(DETAIL_LABEL, ''));
  return /^[男女]$/.test(parts[0] ?? '') || parts.some(isEthnicGroup);
};

/**
 * "语音算法工程师", "基本信息": what a sidebar sets between the name and its personal-data block, a job title or a
 * heading. Short, no digits, no label or contact; anything else between them breaks the link.
 */
const isTitleOrHeading = (line: string) => {
  const text = line.trim();
  return text.length > 0 && text.length <= 20 && !/[\d@:：]/.test(text) && !isDetailsLine(text);
};
/** A job title is never the name above it ("算法工程师" has five characters too). */
const JOB_TITLE_END = /(?:师|员|经理|总监|专家|主管|顾问|实习生)$/u;

/** The details line under the line at `n`: right under it, or under a job title and a heading (twenty-fifth round). */
function detailsFollow(lines: string[], n: number): boolean {
  for (let k = n + 1; k < Math.min(lines.length, n + 4); k++) {
    if (isDetailsLine(lines[k] ?? '')) return true;
    if (!isTitleOrHeading(lines[k] ?? '')) return false;
  }
  return false;
}

/**
 * "乌 兰 图 雅" / "女 ｜ 蒙古族 ｜ 1995年11月": Mongolian, Tibetan and other minority names have no Han surname and
 * often four characters (乌兰图雅, 斯琴高娃, 其其格), so the surname test that keeps headings out fails them
 * (twenty-fourth round). A line of two to five Han characters alone at the top (letter-spaced or not) is the
 * name when the line right under it is the header's details line: the details say what the line above them is,
 * as a label would. A city on that line (a contact block's) stays a place. Since the twenty-fifth round a sidebar's
 * job title and heading may stand between ("乌兰图雅" / "语音算法工程师" / "基本信息" / "性别：女").
 */
export function hanNameOverDetails(lines: string[]): string {
  const top = lines.slice(0, 4);
  for (let n = 0; n + 1 < top.length; n++) {
    const compact = (top[n] ?? '').replace(/\s+/g, '');
    if (!/^\p{Script=Han}{2,5}$/u.test(compact) || !detailsFollow(lines, n)) continue;
    const simple = toSimplified(compact);
    if (HAN_PLACES.has(simple.replace(/(?:市|省)$/, '')) || JOB_TITLE_END.test(simple)) continue;
    const name = asName(compact, true);
    if (name) return name;
  }
  return nameOverLateDetails(lines);
}

/** How far down a sidebar read last may set its details line (the page's length in lines, about). */
const LATE_REACH = 60;
/** Headings a resume may open with that pass the name tests (个人履历, 个人资料). */
const OPENING_HEADING = /履历|履歷|资料|档案|简介|概况/u;

/**
 * "买兰" / "机器学习实习生…" / … / "回族 · 女 · 2004.11" (thirtieth round): a two-column page read main column first
 * puts the sidebar's details line far below the name. The very first line, two to four Han characters alone, is the
 * name when a details line that states the gender (a part that is only 男 or 女) stands further down: the details say
 * the resume names a person, and the first line of a Chinese resume is its name or a heading. Only when no other
 * rule found a name, so a rare surname (买, a Hui one) is no bar, as a label's would not be.
 */
function nameOverLateDetails(lines: string[]): string {
  const compact = (lines[0] ?? '').replace(/\s+/g, '');
  if (!/^\p{Script=Han}{2,4}$/u.test(compact)) return '';
  const simple = toSimplified(compact);
  if (HAN_PLACES.has(simple.replace(/(?:市|省)$/, '')) || JOB_TITLE_END.test(simple) || OPENING_HEADING.test(simple)) {
    return '';
  }
  const statesGender = (line: string) =>
    isDetailsLine(line) &&
    segmentsOf(line).some((part) => /^[男女]$/.test(toSimplified(part).replace(DETAIL_LABEL, '')));
  return lines.slice(1, LATE_REACH).some(statesGender) ? asName(compact, true) : '';
}
