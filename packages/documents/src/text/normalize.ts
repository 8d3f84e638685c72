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

/** Non-empty trimmed lines of a text, after width normalisation. */
export const linesOf = (text: string): string[] =>
  toHalfWidth(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+$/, '').replace(/^\s+/, ''))
    .filter((line) => line.length > 0);

/**
 * Parts of a line that a layout keeps apart: tab stops, runs of spaces, and separators such as
 * " | ", " · ", " / " or a bullet between fields ("Berlin · +49 … · name@x.com").
 */
export const segmentsOf = (line: string): string[] =>
  line
    .split(/\t| {2,}|\s+[|｜·•/]\s+|\s*[|｜]\s*/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
