import { RADICAL_IDEOGRAPHS, TRADITIONAL_SIMPLIFIED } from './han-variant-data.ts';

/** Pairs "ab" + "cd" … of a data string as a map a → b. */
const pairMap = (pairs: string): Map<string, string> => {
  const map = new Map<string, string>();
  const chars = [...pairs];
  for (let i = 0; i + 1 < chars.length; i += 2) map.set(chars[i] as string, chars[i + 1] as string);
  return map;
};

const RADICALS = pairMap(RADICAL_IDEOGRAPHS);
const SIMPLIFIED = pairMap(TRADITIONAL_SIMPLIFIED);

/** Every written form of a simplified character: 学 → 学學, 台 → 台臺檯颱. */
const FORMS = new Map<string, string>();
for (const [traditional, simplified] of SIMPLIFIED) {
  FORMS.set(simplified, (FORMS.get(simplified) ?? simplified) + traditional);
}

const RADICAL_RANGE = /[\u2e80-\u2eff]/g;

/** "⺠國82年" → "民國82年": radicals some PDF fonts print for whole ideographs become those ideographs. */
export const radicalsToIdeographs = (text: string): string =>
  text.replace(RADICAL_RANGE, (ch) => RADICALS.get(ch) ?? ch);

const HAN_CHAR = /\p{Script=Han}/gu;

/**
 * The text with traditional characters read as simplified (國立臺灣大學 → 国立台湾大学), one character for one
 * character, so an offset found in the result is an offset in the text. For matching only: what is stored keeps
 * the characters the resume wrote.
 */
export const toSimplified = (text: string): string => text.replace(HAN_CHAR, (ch) => SIMPLIFIED.get(ch) ?? ch);

/** A regular-expression class matching a simplified character in any of its forms ("[学學]"), or the character. */
export const anyFormOf = (simplified: string): string => {
  const forms = FORMS.get(simplified);
  return forms ? `[${forms}]` : simplified;
};
