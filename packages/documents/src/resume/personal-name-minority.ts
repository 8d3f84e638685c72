// A name of one of China's peoples that has no surname, at the top of a Chinese resume (forty-fourth round).
import { toSimplified } from '../text/han-variants.ts';
import { segmentsOf } from '../text/normalize.ts';
import { isEthnicGroup } from './han-ethnic-groups.ts';
import { NOT_NAME_WORDS } from './personal-name-rules.ts';

const TOP = 6;
/** A job title, as the line under a name holds it ("前端开发工程师 | Frontend Engineer"). */
const TITLE =
  /工程师|设计师|经理|分析师|架构师|专家|研究员|总监|负责人|开发|算法|实习生|engineer|developer|scientist/iu;

/**
 * "乌云其木格" / "前端开发工程师 | Frontend Engineer" / … 蒙古族: Mongolian and Tibetan names (乌云其木格, 扎西顿珠) have
 * no family name, so the surname table, which every unlabelled Chinese name needs, refuses them. The first line, two
 * to five Chinese characters and nothing else, is taken when a job title stands on the next line and the top states
 * an ethnic group other than 汉族 as a part of its own (a heading is never so placed).
 */
export function minorityNameOverTitle(lines: string[]): string {
  const [first = '', next = ''] = lines.map((line) => line.trim());
  const name = toSimplified(first);
  if (!/^\p{Script=Han}{2,5}$/u.test(name) || isEthnicGroup(name) || NOT_NAME_WORDS.test(name)) return '';
  if (!TITLE.test(toSimplified(next))) return '';
  const groups = lines
    .slice(0, TOP)
    .flatMap(segmentsOf)
    .map((part) => toSimplified(part.trim()));
  return groups.some((part) => isEthnicGroup(part) && part !== '汉族') ? first : '';
}
