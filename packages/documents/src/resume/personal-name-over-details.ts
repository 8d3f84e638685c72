import { toSimplified } from '../text/han-variants.ts';
import { segmentsOf } from '../text/normalize.ts';
import { isEthnicGroup } from './han-ethnic-groups.ts';
import { HAN_PLACES } from './han-place-names.ts';
import { asName } from './personal-name-rules.ts';

/** "女 ｜ 蒙古族 ｜ 1995年11月 ｜ 北京": a header's details line, opening with the gender or naming an ethnic group. */
const isDetailsLine = (line: string) => {
  const parts = segmentsOf(line).map(toSimplified);
  return /^[男女]$/.test(parts[0] ?? '') || parts.some(isEthnicGroup);
};

/**
 * "乌 兰 图 雅" / "女 ｜ 蒙古族 ｜ 1995年11月": Mongolian, Tibetan and other minority names have no Han surname and
 * often four characters (乌兰图雅, 斯琴高娃, 其其格), so the surname test that keeps headings out fails them
 * (twenty-fourth round). A line of two to five Han characters alone at the top (letter-spaced or not) is the
 * name when the line right under it is the header's details line: the details say what the line above them is,
 * as a label would. A city on that line (a contact block's) stays a place.
 */
export function hanNameOverDetails(lines: string[]): string {
  const top = lines.slice(0, 4);
  for (let n = 0; n + 1 < top.length; n++) {
    const compact = (top[n] ?? '').replace(/\s+/g, '');
    if (!/^\p{Script=Han}{2,5}$/u.test(compact) || !isDetailsLine(top[n + 1] ?? '')) continue;
    if (HAN_PLACES.has(toSimplified(compact).replace(/(?:市|省)$/, ''))) continue;
    const name = asName(compact, true);
    if (name) return name;
  }
  return '';
}
