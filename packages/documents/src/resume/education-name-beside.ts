// Words set beside a school's matched name that are part of it: a quoted honorific name, a short name before a dash.

/** A name ending on its keyword: what follows or precedes it may complete it. */
export const ENDS_ON_KEYWORD = /(?:University|Institute|Academy|College|Polytechnic)$/;

/**
 * `National Technical University "Kharkiv Polytechnic Institute"`, `National University «Lviv Polytechnic»`
 * (twenty-sixth round): Ukrainian, Russian and other post-Soviet schools carry a name in quotes right after their
 * keyword, an official part of the whole name. Up to six capitalised words (and particles) between matching kinds of
 * quotes, kept as written.
 */
const QUOTED_NAME =
  /^\s+([“"«„]\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:of|and|the|named|after|\p{Lu}[\p{L}\p{M}'’.-]*)){0,5}[”"»“])/u;

/**
 * `National Technical University of Ukraine “Kyiv Polytechnic Institute”` (fiftieth round): the quoted name may also
 * follow the place the keyword names the school of (`University of Ruse “Angel Kanchev”`, `… of Ukraine “KPI”`), unless
 * the quotes hold an award or a nickname (`University of Oxford “Rhodes Scholar”`, review 2 of round 50; review 4 kept
 * the founder's names and abbreviations the narrowing to names ending on a keyword lost).
 */
const ENDS_ON_KEYWORD_OF_PLACE = /(?:University|Institute|Academy|College|Polytechnic) of \p{Lu}[\p{L}\p{M}'’-]+$/u;
const QUOTED_AWARD =
  /\b(?:Scholars?|Scholarship|Fellows?|Fellowship|Prizes?|Awards?|Medals?|Medallist|Honou?rs|Blues?|List|Cup|Champions?|Team|Club)\b/u;

/** The quoted name that follows a name ending on its keyword, with its leading space; '' when there is none. */
export function quotedNameAfter(name: string, after: string): string {
  const quoted = QUOTED_NAME.exec(after)?.[1] ?? '';
  if (ENDS_ON_KEYWORD.test(name)) return quoted;
  return ENDS_ON_KEYWORD_OF_PLACE.test(name) && !QUOTED_AWARD.test(quoted) ? quoted : '';
}

/**
 * "Technion – Israel Institute of Technology", "Weizmann – Institute of Science" (twenty-sixth round): a school
 * known by one short word, then a dash and its descriptive name. The word must stand alone after the line's start, a
 * dash, a bar or a tab, so "Data Science – Stanford University" and a subject after a degree's comma ("M.Sc.,
 * Biology – …") never join. Answers the word, with the dash and spaces after it, as written.
 */
const SHORT_NAME_THEN_DASH = /(?:^|[—–|\t]\s*)(\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*\s+[–—-]\s+)$/u;

export function shortNameBefore(before: string): string {
  return SHORT_NAME_THEN_DASH.exec(before)?.[1] ?? '';
}
