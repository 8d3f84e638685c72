// A name of one of China's peoples that has no surname, at the top of a Chinese resume (forty-fourth round).
import { toSimplified } from '../text/han-variants.ts';
import { segmentsOf } from '../text/normalize.ts';
import { isEthnicGroup } from './han-ethnic-groups.ts';
import { NOT_NAME_WORDS } from './personal-name-rules.ts';

// Since the fifty-second round ten lines: a job history may come between the title and the details line.
const TOP = 10;
/** A job title, as the line under a name holds it ("前端开发工程师 | Frontend Engineer"). */
const TITLE =
  /工程师|设计师|经理|分析师|架构师|专家|研究员|总监|负责人|开发|算法|实习生|engineer|developer|scientist/iu;

/**
 * A heading, a school or a department at the top (review mend 6: "求职意向", "个人简介", "基本资料", "华中科技大学"): never
 * a name, whatever the line under it holds.
 */
const HEADING_OR_SCHOOL =
  /意向|简介|资料|概况|履历|介绍|档案|求职|个人|基本|大学|学院|学校|中学|研究所|研究院|公司|集团/u;

/** The line's first part, when a later part of the line is a job title; '' otherwise. */
function openingBeforeTitle(line: string): string {
  const [opening = '', ...rest] = segmentsOf(line).map((part) => part.trim());
  return rest.some((part) => TITLE.test(toSimplified(part))) ? opening : '';
}

/**
 * "次仁多吉 ｜ 手机 … ｜ …@… ｜ 成都" / "次仁多吉   XR 图形开发工程师" (round 60): a Word page header of contacts
 * above the body's first line, the name and the job title; the name is that line's first part. Only the first body
 * line under a header line that holds an e-mail address or a phone label.
 */
function nameLineUnderHeader(lines: string[]): string {
  const [header = '', body = ''] = lines.map((l) => l.trim()).filter((l) => l !== '');
  return /@|手机|电话/u.test(header) ? openingBeforeTitle(body) : '';
}

/**
 * "乌云其木格" / "前端开发工程师 | Frontend Engineer" / … 蒙古族: Mongolian and Tibetan names (乌云其木格, 扎西顿珠) have
 * no family name, so the surname table, which every unlabelled Chinese name needs, refuses them. The first line, two
 * to five Chinese characters and nothing else, is taken when a job title stands on the next line and the top states
 * an ethnic group other than 汉族 as a part of its own (a heading is never so placed).
 */
export function minorityNameOverTitle(lines: string[]): string {
  // Round 56: the name may be letter spaced ("格 桑 次 仁").
  const [line = '', next = ''] = lines
    .map((l) => l.trim())
    .map((l) => (/^\p{Script=Han}(?: \p{Script=Han})+$/u.test(l) ? l.replace(/ /g, '') : l));
  // "乌云其木格  Chimeg    iOS 开发工程师" (forty-sixth round): the name may open the line as a part of its own, a
  // job title in a later part of that line.
  const first = openingBeforeTitle(line) || nameLineUnderHeader(lines) || line;
  const name = toSimplified(first);
  // Round 56: up to seven characters ("额尔敦巴雅尔", a Mongolian name of six).
  if (!/^\p{Script=Han}{2,7}$/u.test(name) || isEthnicGroup(name) || NOT_NAME_WORDS.test(name)) return '';
  // Review mend 6: the line itself a job title ("高级算法工程师") or a heading or school is not a name.
  if (TITLE.test(name) || HEADING_OR_SCHOOL.test(name)) return '';
  if (first === line && !TITLE.test(toSimplified(next))) return '';
  // "女，蒙古族，出生年份：1995" (forty-sixth round): the group may be a comma part of a details line; since the
  // fifty-fourth round also the value of its label ("民族:蒙古族").
  const groups = lines
    .slice(0, TOP)
    .flatMap(segmentsOf)
    // Round 56: or a spaced word of a line of labels ("… 民族：藏族 性别：男").
    .flatMap((part) => part.split(/[，,、]|\s+/u).map((word) => word.replace(/^民族\s*[:：]/u, '')))
    .map((part) => toSimplified(part.trim()));
  return groups.some((part) => isEthnicGroup(part) && part !== '汉族') ? first : '';
}
