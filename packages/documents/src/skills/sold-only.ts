/**
 * Sixty-first round: a product the candidate sold, resold or co-sold, or only demonstrated to a customer, is the
 * vendor's, not a skill of theirs (`Resold VMware Tanzu subscriptions`, `Co-sell with Oracle Cloud Infrastructure
 * alliance teams`, `向客户演示 ModelArts 平台与盘古大模型`). Pre-sales and partner resumes are full of such lines; the
 * labellers leave the products optional or out (conventions: "products sold, resold, co-sold or only demonstrated").
 * A name counts as only sold when a selling word stands before it in the same clause. `Demonstrated` alone is not
 * one: in English it mostly claims an ability (`demonstrated Python expertise`).
 */
const SELLING =
  /\b(?:re-?sold|re-?sell(?:s|ing)?|co-?sold|co-?sell(?:s|ing)?|sold|upsold|cross-sold)\b|向客户演示|为客户演示|给客户演示|转售|代理销售/gi;
/** A clause ends at a sentence's or a clause's mark; a comma only ends it in Chinese (English lists run on commas). */
const CLAUSE_END = /[.;:。；：!?！？，]\s|[。；：！？，]/;

export function onlySold(line: string, start: number): boolean {
  const before = line.slice(0, start);
  SELLING.lastIndex = 0;
  let last = -1;
  for (let m = SELLING.exec(before); m !== null; m = SELLING.exec(before)) last = m.index + m[0].length;
  if (last < 0) return false;
  return !CLAUSE_END.test(before.slice(last));
}

/**
 * `云峰科技（华为云合作伙伴）`, `（阿里云生态伙伴）`: the employer is the vendor's partner or reseller; the vendor's name there
 * says whom the company sells with, not what the candidate used.
 */
export const namesVendorPartner = (after: string): boolean =>
  /^[ \t]*(?:生态|认证|核心)?(?:合作伙伴|伙伴|代理商|经销商)/u.test(after);
