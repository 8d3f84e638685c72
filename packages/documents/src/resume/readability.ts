/**
 * Can a person read this text layer? A PDF whose fonts map letters to the wrong characters (no or a broken
 * ToUnicode map) gives symbol soup ("!\"#$%&'()"); a scan with a stray text object gives a few characters.
 * Either way the fields come back empty, and the reviewer must be told so instead.
 */

/** Fewer letters than this (a name and an address are more) is "almost no text". */
const MIN_LETTERS = 40;
/** Words in real text of any language are mostly letters; garbage from glyph codes is mostly symbols. */
const MIN_LETTER_SHARE = 0.6;
/** In Latin-script text most words of three letters or more have a vowel; shifted glyph codes rarely do. */
const MIN_VOWEL_WORDS = 0.6;

const LETTER = /[\p{L}\p{M}]/u;
const HAN = /\p{Script=Han}/u;
const SAMPLE = 20_000;

export function isUnreadableText(text: string): boolean {
  const sample = text.slice(0, SAMPLE);
  let letters = 0;
  let visible = 0;
  for (const ch of sample) {
    if (/\s/.test(ch)) continue;
    visible++;
    // A Chinese character carries about as much as a two-letter word.
    if (LETTER.test(ch)) letters += HAN.test(ch) ? 2 : 1;
  }
  if (letters < MIN_LETTERS) return true;
  if (letters / visible < MIN_LETTER_SHARE) return true;
  const words = sample.match(/\b[A-Za-z]{3,}\b/g) ?? [];
  if (words.length >= 20) {
    const withVowel = words.filter((w) => /[aeiouyAEIOUY]/.test(w)).length;
    if (withVowel / words.length < MIN_VOWEL_WORDS) return true;
  }
  return false;
}
