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
  return '';
}
