// A degree's subject run together with the school's name after it, with no comma between.

import { SCHOOL_KEYWORD_STEM } from './education-name-words.ts';

/**
 * Words that name a field of study. After a degree's "in" they are its subject, not the start of the school's name
 * ("MS in Information Technology Carnegie Mellon University Africa"; thirty-eighth round).
 */
const SUBJECT_WORD =
  /^(?:Information|Data|Computer|Computing|Science|Sciences|Technology|Technologies|Engineering|Systems|Software|Electronics|Electronic|Electrical|Mechanical|Statistics|Mathematics|Economics|Finance|Business|Management|Analytics|Artificial|Intelligence|Machine|Learning|Robotics|Physics|Chemistry|Biology|Communications?)$/;
/** The keyword of a school's name, first or last ("University of …", "… University", "Institut …"). */
const KEYWORD = new RegExp(`^(?:${SCHOOL_KEYWORD_STEM})`);
/** A subject's "in" just before the name: "MS in ", "Master of Science in ", "Diploma in ". */
const SUBJECT_OPENS = /\bin\s+$/;

/**
 * The name's words without the subject words that open it, when "in" stands before it and a word of the name's own
 * is left before its keyword: "Communication University of China" after "BA in" keeps its first word.
 */
export function withoutSubjectBefore(words: string[], before: string): string[] {
  if (!SUBJECT_WORD.test(words[0] ?? '') || !SUBJECT_OPENS.test(before)) return words;
  const keyword = words.findIndex((w) => KEYWORD.test(w));
  let start = 0;
  while (start < keyword - 1 && SUBJECT_WORD.test(words[start] ?? '')) start++;
  return start > 0 && !SUBJECT_WORD.test(words[start] ?? '') ? words.slice(start) : words;
}
