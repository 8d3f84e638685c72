/**
 * A cover letter sent on the resume's first page ("Dear Hiring Manager," … "Sincerely," / name, "尊敬的… HR：" …
 * "此致" / "敬礼" / name / date). The letter speaks to an employer: the tools it names are often the employer's
 * ("your platform team works in Kotlin and Scala"), and its sender block stands where the resume's own header
 * would. Its lines are set apart so that the fields and skills are read from the resume after it.
 */

/** A salutation or a letter's title, within the first lines. */
const OPENER =
  /^(?:dear\s[^\n]{1,60}|to whom it may concern[,:]?|cover letter|letter of (?:application|motivation)|motivation letter|尊敬的[^\n]{1,40}|自荐信|求职信|应聘信)$/i;
/** A complimentary close, alone on its line. */
const CLOSING =
  /^(?:(?:yours\s+)?sincerely|(?:with\s+)?(?:best|kind|warm|warmest)\s+regards|regards|yours\s+(?:faithfully|truly)|respectfully(?:\s+yours)?|此致|敬礼|此致敬礼|顺祝[^\n]{0,10})[,，!！]?$/i;
/** How far down a salutation may stand (a sender's and an employer's address block come first). */
const OPENER_REACH = 14;
/** A letter fits on a page. */
const LETTER_REACH = 80;
/** The signature after the close: the sender's name and a date, short lines. */
const SIGNATURE_LINES = 2;
const SIGNATURE_MAX = 40;

/** How many lines from the top are a cover letter; 0 when the text does not start with one. */
export function coverLetterLength(lines: string[]): number {
  const opener = lines.slice(0, OPENER_REACH).findIndex((line) => OPENER.test(line.trim()));
  if (opener < 0) return 0;
  let close = -1;
  for (let n = opener + 1; n < Math.min(lines.length, LETTER_REACH); n++) {
    if (CLOSING.test((lines[n] ?? '').trim())) close = n;
    else if (close >= 0) break;
  }
  if (close < 0) return 0;
  // The signature: the sender's name, then a date ("2024 年 5 月 8 日"); a second line without a digit is the
  // resume's own header, which a PDF may set right under the letter without a blank line.
  let end = close + 1;
  for (let signed = 0; signed < SIGNATURE_LINES && end < lines.length; signed++) {
    const line = (lines[end] ?? '').trim();
    if (line === '' || line.length > SIGNATURE_MAX || (signed > 0 && !/\d/.test(line))) break;
    end++;
  }
  // Nothing after the letter: the document is the letter; its sender block is all there is.
  return lines.slice(end).some((line) => line.trim() !== '') ? end : 0;
}

/** The text with a leading cover letter's lines blanked (same length and line breaks, so offsets stay valid). */
export function blankCoverLetter(text: string): string {
  const lines = text.split('\n');
  const letter = coverLetterLength(lines);
  if (letter === 0) return text;
  const head = lines.slice(0, letter).join('\n').replace(/[^\n]/g, ' ');
  return [head, ...lines.slice(letter)].join('\n');
}
