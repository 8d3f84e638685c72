/**
 * Sixty-first round: a product the candidate sold, resold or co-sold, or only demonstrated to a customer, is the
 * vendor's, not a skill of theirs (`Resold VMware Tanzu subscriptions`, `Co-sell with Oracle Cloud Infrastructure
 * alliance teams`, `向客户演示 ModelArts 平台与盘古大模型`). Pre-sales and partner resumes are full of such lines; the
 * labellers leave the products optional or out (conventions: "products sold, resold, co-sold or only demonstrated").
 * `Demonstrated` alone is not a selling word: in English it mostly claims an ability (`demonstrated Python expertise`).
 *
 * Review of round 61: the product must be the selling word's object, as a recruiter reads it — right after the word,
 * with nothing between but `with`, a determiner, other names (capitalised, as products and vendors are written) and
 * `and` / commas joining them (`Resold Nutanix and VMware licences`, `Co-sell with Snowflake`). `sold` as a noun's
 * participle or an adjective (`units sold per SKU`, `items sold`, `goods sold via`, `sold-out concerts`) sells
 * nothing. A Chinese demonstration joined to another verb (`向客户演示并现场部署 Kubernetes`) is not only a demonstration.
 */
const SELLING_EN =
  /\b(?:re-?sold|re-?sell(?:s|ing)?|co-?sold|co-?sell(?:s|ing)?|(?<!\b(?:units?|items?|goods|copies|tickets|seats|products?|volumes?|quantity)[ \t]+)sold(?![ \t]*-?[ \t]*out\b)|upsold|cross-sold)\b/gi;
const SELLING_ZH = /向客户演示|为客户演示|给客户演示|转售|代理销售/g;
/** A clause ends at a sentence's or a clause's mark; a comma only ends it in Chinese (English lists run on commas). */
const CLAUSE_END = /[.;:。；：!?！？，]\s|[。；：！？，]/;
/** Between an English selling word and its object: `with`, determiners, names and the words joining them. */
const OBJECT_GAP_EN =
  /^(?:[ \t]+(?:with|the|a|an|our|its|their|and|&|\/)|[ \t]*,|[ \t]+[\p{L}\d.+#-]*[\p{Lu}\d][\p{L}\d.+#-]*){0,6}[ \t]*$/u;
/** Between a Chinese selling word and its object: a short stretch with no second verb (`并`, `后`, `部署` …). */
const OBJECT_GAP_ZH = /^[^并后再部署搭建开发实施上线交付运维配置]{0,16}$/u;

/** Where the last match of a global pattern ends, or -1 (the matchAll idiom evaluated-only.ts uses too). */
function lastEnd(pattern: RegExp, text: string): number {
  const last = [...text.matchAll(pattern)].at(-1);
  return last ? last.index + last[0].length : -1;
}

export function onlySold(line: string, start: number): boolean {
  const before = line.slice(0, start);
  const en = lastEnd(SELLING_EN, before);
  const zh = lastEnd(SELLING_ZH, before);
  if (en < 0 && zh < 0) return false;
  const gap = before.slice(Math.max(en, zh));
  // Six names at most lie between: a longer gap is never the object's, and the cap keeps the test linear.
  if (gap.length > 120 || CLAUSE_END.test(gap)) return false;
  return en > zh ? OBJECT_GAP_EN.test(gap) : OBJECT_GAP_ZH.test(gap);
}
