// A mobile labelled as such beside an office line on the same header line (forty-sixth round).
import { segmentsOf } from '../text/normalize.ts';
import { namesAnotherPerson } from './another-person.ts';
import { findPhone } from './contacts.ts';

const OFFICE = /^(?:office|work|desk|business|lab|landline)\b/i;
/**
 * "Mobile +49 …", "cell 778-555-0143", "Mob.: 98300 41276", "Móvil: 612 34 58 90", "M: 087 555 2364": a part opened by
 * a mobile label, the number right after it or after its colon (review 3 of round 52: "Cell Biology Unit, Tel. …" and
 * "M: Zhang Hua (mother) 139 …" are no mobile's); a lone "M" only with its colon. Review 4: "Mobile phone:", "Mobile
 * No.:", "Mobile/WhatsApp:", "Mobile (WhatsApp):" are the same label. Round 62: the Spanish and Portuguese "Celular".
 */
// Review of round 62: the spaces before and after the colon are one run when there is no colon (`\s*(?:[:：]\s*)?`),
// so a long run of spaces after the label is read once, not split between two `\s*` in every way (quadratic).
const MOBILE_LABEL_FIRST =
  /^(?:(?:mobile|cell(?:phone)?|mob\.?|móvil|celular)(?:\s*(?:phone|no\.?|number|#)|\s*\/\s*whats\s?app|\s*\(whats\s?app\))?\s*(?:[:：]\s*)?|m\s*[:：]\s*)(?=[+(\d])(.+)$/iu;

/**
 * "Mob.: 98300 41276" (forty-eighth round): an Indian mobile, ten digits from 6–9 in two groups of five, which no
 * general pattern reads (it has no trunk 0); read only as the value of a mobile label.
 */
const INDIAN_MOBILE = /^[6-9]\d{4}[\s.-]?\d{5}(?!\d)/;
/**
 * "Móvil: 612 34 58 90" (fifty-second round): a Spanish mobile, nine digits from 6 or 7 grouped three-two-two-two,
 * which no general pattern reads; read only as the value of a mobile label.
 */
const SPANISH_MOBILE = /^[67]\d{2}[\s.]?\d{2}[\s.]?\d{2}[\s.]?\d{2}(?!\d)/;
/** The number opening a label's value, so "Cell 7 days a week: +1 415 … (office)" gives none. */
const NUMBER_FIRST = /^[+(]?\d[\d\s().-]*/;
const mobileNumber = (value: string) =>
  findPhone(NUMBER_FIRST.exec(value)?.[0] ?? '') ||
  (INDIAN_MOBILE.exec(value)?.[0] ?? '') ||
  (SPANISH_MOBILE.exec(value)?.[0] ?? '');

/**
 * "Office +1 (206) 555-0187 ext. 4412 | Mobile (206) 555-0139": the office line comes first, but a recruiter calls
 * the mobile. Read only where one part of the line is labelled as an office number (since the forty-eighth round also
 * a lab's, "Lab:", or a landline) and another as the mobile.
 */
export function mobileBesideOffice(lines: string[]): string {
  for (const line of lines) {
    const parts = segmentsOf(line).map((part) => part.trim());
    if (!parts.some((part) => OFFICE.test(part))) continue;
    const mobile = parts
      .map((part) => MOBILE_LABEL_FIRST.exec(part)?.[1] ?? '')
      .find((value) => mobileNumber(value) !== '');
    if (mobile) return mobileNumber(mobile);
  }
  return '';
}

/**
 * Hong Kong's 手提 (round 58: "5123 4567（手提／WhatsApp）"), the mark opening its bracket; since review mend 7 the word
 * alone or as 手提電話, closed by the bracket or a slash, so "（手提电脑）" (a laptop) is no mark.
 */
const HONG_KONG_MARK = /[(（]\s*手提(?:電話|电话)?\s*[)）／/]/u;
/** "(cell)", "（手机）", a phone icon, 手提: a mark beside a number that says it is the mobile. */
const MOBILE_MARK = new RegExp(
  String.raw`[(（]\s*(?:cell|mobile|mob\.?|手机|手機)\s*[)）]|📱|${HONG_KONG_MARK.source}`,
  'iu',
);
/**
 * "5123 4567（手提）" (round 58): a Hong Kong mobile, eight digits from 5, 6, 7 or 9 in two groups of four, written
 * without +852; no general pattern reads it, so only beside the 手提 mark (review mend 7: not beside any mobile mark,
 * where "📱 微信 wx91234567" is a WeChat ID).
 */
const HONG_KONG_MOBILE = /(?<![\d+])[5679]\d{3}\s?\d{4}(?![\d\s]*\d)/;
const markedNumber = (part: string) =>
  findPhone(part) || (HONG_KONG_MARK.test(part) ? (HONG_KONG_MOBILE.exec(part)?.[0] ?? '') : '');
/**
 * "(289) 555-0166 (m)", "(m) +45 32 12 34 56": a lone "m" marks the mobile only touching a number of eight characters
 * or more (review 3 of round 52: "Sunita Sharma (M)" is a mother, "1500 (m) club record" a distance); in either case
 * since review 4 ("(H) 03 9123 4567 · (M) 0412 987 654").
 */
const M_BESIDE_NUMBER = /[+(]?\d[\d\s().-]{6,}\d\s*\([mM]\)|\([mM]\)\s*[+(]?\d[\d\s().-]{6,}\d/u;
const marksMobile = (part: string) =>
  !OFFICE.test(part.trim()) && (MOBILE_MARK.test(part) || M_BESIDE_NUMBER.test(part));

/** "(mobile)" alone on a line: a mark a narrow cell wrapped under the number it follows. */
const MARK_ALONE = /^[(（]\s*(?:cell|mobile|mob\.?|手机|手機)\s*[)）]$/iu;
/**
 * "☎ Lab +1 416 978 5550 x 2231 ✆ +1 (416) 555-0193" / "(mobile)" (fifty-fourth round): the number the wrapped mark
 * follows is the last of the line, after its phone icon.
 */
function numberBeforeWrappedMark(line: string): string {
  const last = (segmentsOf(line).pop() ?? '').split(/\s+(?=[☎✆📞📱])/u).pop() ?? '';
  return OFFICE.test(last.replace(/^[☎✆📞📱]\s*/u, '')) ? '' : findPhone(last);
}

/** A mobile label alone in its part. */
const LABEL_ALONE = /^(?:mobile|cell(?:phone)?|mob\.?|móvil)\s*[:：]?$/iu;
/**
 * "Cell  (647) 555-0188" (round 58): a label that the layout's spaces set apart from its number as a part of its own
 * is read with the part after it.
 */
const withLabelCells = (parts: string[]): string[] =>
  parts.flatMap((part, i) => {
    if (LABEL_ALONE.test(part.trim())) return [];
    const label = parts[i - 1]?.trim() ?? '';
    return [LABEL_ALONE.test(label) ? `${label} ${part.trim()}` : part];
  });

/** A number with its country code and nine digits or fewer (a trunk "(0)" left out): too short for any mobile. */
const CUT_SHORT = /^\+(?:\D*\d){4,9}\D*$/;
/**
 * A line of two to four digits alone: the rest of a number a narrow column wrapped. Review of round 62: not a year
 * (19xx, 20xx), which is the next section's date ("Mobile: +33 6 12 34" / "2021").
 */
const DIGITS_ALONE = /^(?!(?:19|20)\d{2}$)\d{2,4}$/;
/**
 * "Mobile: +49 (0)151 2345" / "6789" (round 62): a sidebar too narrow for the number wrapped its last group onto the
 * next line. The group is added only when the labelled value ends its line and, as written, is too short to be a
 * mobile with its country code (so "Mobile +1 415 555 0143" over a year stays as it is).
 */
function withWrappedDigits(value: string | undefined, line: string, next = ''): string | undefined {
  if (!value || !line.trimEnd().endsWith(value.trimEnd())) return value;
  const digits = value.trim().replace(/\(0\)/, '');
  return CUT_SHORT.test(digits) && DIGITS_ALONE.test(next.trim()) ? `${value.trimEnd()} ${next.trim()}` : value;
}

/**
 * "Phone: 604-555-0110 (home) / 604-555-0187 (cell)", "☎ 0531-8555 2716（家）" / "📱 186 …", "(647) 555-0193 (cell) |
 * +84 90 812 3456 (Vietnam, May–Aug)" (fiftieth round): where the header marks one of its numbers as the mobile, that
 * number is the phone, before a home or office line or a number abroad written first or with its country code. Each
 * part of the header lines (split at separators and at " / ") is read alone, lines naming another person skipped
 * (review 2 of round 50), and since review mend 7 the line right under one; '' where no number is so marked.
 */
export function markedMobile(lines: string[]): string {
  for (const [n, line] of lines.entries()) {
    // Review mend 7: the line under "Referee: Dr. Miles Dyson, Cyberdyne" ("Mobile  (647) …") is the referee's too.
    if (namesAnotherPerson(line) || namesAnotherPerson(lines[n - 1] ?? '')) continue;
    const wrapped = MARK_ALONE.test((lines[n + 1] ?? '').trim()) ? numberBeforeWrappedMark(line) : '';
    if (wrapped) return wrapped;
    for (const part of withLabelCells(segmentsOf(line)).flatMap((segment) => segment.split(/\s+\/\s+/))) {
      const labelled = withWrappedDigits(MOBILE_LABEL_FIRST.exec(part.trim())?.[1], line, lines[n + 1]);
      const phone = marksMobile(part) ? markedNumber(part) : labelled ? mobileNumber(labelled) : '';
      if (phone) return phone;
    }
  }
  return '';
}

/**
 * The marked mobile of a contact section (round 58: "Home (416) …" / "Cell (647) …" at the page's foot), read only up to
 * the first line that names another person (review mend 7): under "Referee: Dr. Miles Dyson, Cyberdyne" the next
 * line's "Mobile (647) …" is the referee's, not the candidate's.
 */
export function markedMobileInSection(lines: string[]): string {
  const other = lines.findIndex(namesAnotherPerson);
  return markedMobile(other < 0 ? lines : lines.slice(0, other));
}
