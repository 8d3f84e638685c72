import { radicalsToIdeographs } from './han-variants.ts';

/**
 * Full-width ASCII forms (Ｐｙｔｈｏｎ，：) and the ideographic space become their ASCII equivalents.
 * One character in, one character out, so offsets into the original text stay valid.
 */
export const toHalfWidth = (text: string): string =>
  text.replace(/[\uff01-\uff5e\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode((ch.codePointAt(0) ?? 0) - 0xfee0),
  );

export const HAN = /\p{Script=Han}/u;
export const HAN_GLOBAL = /\p{Script=Han}/gu;

/**
 * The form every extractor reads and every stored field keeps: NFKC (compatibility ideographs such as U+F9F4
 * become 林, full-width Latin becomes ASCII, ligatures split), soft hyphens and zero-width characters removed,
 * radicals printed for whole ideographs (⺠ for 民) read as those, non-breaking and other spaces made plain.
 * Offsets change; callers that need offsets use `toHalfWidth`.
 */
export const normalizeText = (text: string): string =>
  radicalsToIdeographs(toHalfWidth(text.normalize('NFKC')))
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ');

/** Non-empty trimmed lines of a text, after `normalizeText`. */
export const linesOf = (text: string): string[] =>
  normalizeText(text)
    .split(/\r?\n|\r|\u2028|\u2029/)
    // trim(), not /\s+$/: that pattern rescans a run of spaces from each of its positions (quadratic).
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * Parts of a line that a layout keeps apart: tab stops, runs of spaces, and separators such as
 * " | ", " · ", " / " (or " ∕ ", the division slash some PDF fonts print for it) or a bullet between fields
 * ("Berlin · +49 … · name@x.com").
 */
export const segmentsOf = (line: string): string[] =>
  line
    // (?<!\s): a separator's spaces are matched from the start of their run only, so the work stays linear.
    .split(/\t| {2,}|(?<!\s)(?:\s+[|｜·•/∕▪◆■]\s+|\s*[|｜]\s*)/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
