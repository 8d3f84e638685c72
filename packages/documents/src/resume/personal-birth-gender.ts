// A candidate's gender and birth date, from the many ways a resume writes them.
import { toSimplified } from '../text/han-variants.ts';
import { segmentsOf } from '../text/normalize.ts';
import { isEthnicGroup } from './han-ethnic-groups.ts';
import { firstInSegments } from './personal.ts';
import { japaneseEraDate } from './personal-birth-japanese-era.ts';
import { inBlockOpenedBy } from './sections.ts';

export function asGender(raw: string): string {
  // "女 F", "男。" (fiftieth round): the Latin letter after the Chinese word, a sentence's full stop after it.
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^([男女])\s+[mf]$/u, '$1')
    // A full stop after a gender word only: "F." alone is an initial (review 2 of round 50).
    .replace(/^(男|女|男性|女性|male|female|man|woman)[。.]$/u, '$1');
  if (/^(?:男|男性|male|m|man)$/.test(text)) return 'Male';
  if (/^(?:女|女性|female|f|woman)$/.test(text)) return 'Female';
  return '';
}

/** "Gender: M.": under its label, a lone letter with a full stop is the gender too. */
export const asLabelledGender = (value: string): string => asGender(value.trim().replace(/^([mf])\.$/iu, '$1'));

/**
 * "男 1992 年 12 月 北京": a header cell that starts with the gender and goes on after a space with the birth date
 * and the city. The rest of the cell, when one is there.
 */
const afterLeadingGender = (segment: string): { gender: string; rest: string } => {
  const m = /^(男|女)\s+(\S.*)$/u.exec(segment);
  return m ? { gender: asGender(m[1] ?? ''), rest: m[2] ?? '' } : { gender: '', rest: '' };
};

/** A date at the start of a header cell ("1992 年 12 月 北京", "1995.07 杭州"): the city after it is not the date. */
const LEADING_DATE = /^\d{4}\s*(?:年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?|[.\-/]\d{1,2}(?:[.\-/]\d{1,2})?)(?![\d.\-/])/u;

/** How far down a header's personal facts are looked for. */
export const NEAR_TOP = 15;

/**
 * "男 | 27岁", "女 / 1993年11月" or "男 1992 年 12 月 北京" near the top, or on a contact line further down
 * (`contactLines`: a sidebar layout reads its icon row of e-mail, city, gender and birth month late).
 */
export const findGenderNearTop = (lines: string[], contactLines: string[] = []): string =>
  firstInSegments(
    [...lines.slice(0, NEAR_TOP), ...contactLines].filter((line) => !PHONE_LETTER.test(line.trim())),
    NEAR_TOP + contactLines.length,
    (written) => {
      const segment = cellValue(written);
      return asGender(segment) || afterLeadingGender(segment).gender || genderUncoloned(segment);
    },
  );

/**
 * "m  617.555.0111" / "o  617.555.0100" (forty-sixth round): a contact line whose one letter labels the number after
 * it (mobile, office, telephone); that "m" or "f" is no gender.
 */
const PHONE_LETTER = /^[a-z]\.?\s+[+(]?\d[\d\s().-]{6,}$/iu;

/** "性别 女" (forty-sixth round): the Chinese label and the gender set apart by a space only, no colon. */
const genderUncoloned = (segment: string) => asGender(/^(?:性别|性別)\s+(男|女)$/u.exec(segment.trim())?.[1] ?? '');

/** "♂ 男", "✉ …": an icon glyph (a symbol or a private-use character) before a header cell's value. */
export const withoutIcon = (segment: string) => segment.replace(/^[\p{So}\p{Co}\p{Sk}]+\s*/u, '');

/**
 * "基本信息：男 ｜ 1993.02.14 ｜ 8 年工作经验" (thirty-sixth round): a personal-details heading with its colon opening the
 * line of details it heads; the first cell's value is what follows it.
 */
const HEADING_BEFORE_DETAILS =
  /^(?:个人资料|个人信息|基本信息|基本资料|personal (?:details|information|data))\s*[:：]\s*/iu;
const cellValue = (segment: string) => {
  const value = withoutIcon(segment);
  const heading = HEADING_BEFORE_DETAILS.exec(toSimplified(value));
  return heading ? value.slice(heading[0].length) : value;
};

/** "性别：男｜1995.10": a gender under its label, which makes the line a gender line as a bare 男 does. */
const labelledGender = (segment: string) =>
  asGender(cellValue(segment)) || asGender(/^(?:性别|性別|gender|sex)\s*[:：]\s*(.+)$/i.exec(segment)?.[1] ?? '');

/**
 * "Born 14.08.1991", "DOB 12/03/1990", "Geboren am 14.08.1991": a birth label without a colon before a date; since the
 * twenty-second round also the German "Geburtsdatum", "Geburtstag" and "geb."; since the thirty-third the Spanish
 * "Nacida el" ("Nacida el 7 de marzo de 1995"); since the fifty-second the French "Né le" / "Née le" ("Née le 1er mai
 * 1990 à Rennes") and the English "b." ("b. 1995-04-09"), lower case only (review 3 of round 52: "B." is a list's item).
 */
// Since the fifty-fourth round also a month written first ("Born Nov 1994") and a cake before the date ("🎂 7 Nov 1994").
// Since round 58 the Danish label, alone or with its English one ("Født/born 3. februar 1981").
const BORN_UNCOLONED =
  /^(?:Born(?: on)?|DOB|Date of Birth|Birth Date|F[øo]dt(?:\s*\/\s*born)?|Geboren(?: am)?|Geburtsdatum|Geburtstag|geb\.|Nacid[oa](?: el)?|N[ée]e?\s+le|🎂)\s*((?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d).*)$/iu;
const BORN_ABBREVIATED = /^b\.\s+(\d.*)$/;
/** "a. 2021" / "b. 2009" (review 3 of round 52): an enumerated list's second item, never a birth label; blanked. */
const FIRST_LIST_ITEM = /^\s*a\.\s/;
const withoutSecondListItems = (lines: string[]) =>
  lines.map((line, n) => (BORN_ABBREVIATED.test(line.trim()) && FIRST_LIST_ITEM.test(lines[n - 1] ?? '') ? '' : line));

/**
 * The date after such a label, a birthplace after it left out ("Born 14.03.1986 in Regensburg", since the fifty-second
 * round "… à Lyon"); '' otherwise.
 */
const bornLabelled = (segment: string): string => {
  const date = (BORN_UNCOLONED.exec(segment) ?? BORN_ABBREVIATED.exec(segment))?.[1];
  return date ? asBirthday(beforeNextMark(date).replace(/\s+(?:in|à)\s+\p{Lu}.*$/u, '')) : '';
};

/**
 * "DOB 14/03/1996 👤 Female", "14 March 2004 ◦ Female" (fifty-fourth round): an icon or a hollow bullet after a date
 * opens the next item of a contact line. The space before it is matched only from its start (review of round 54), so a
 * long run of spaces is read once, not from each of them.
 */
export const beforeNextMark = (value: string) => value.replace(/(?<!\s)\s+[\p{Extended_Pictographic}◦].*$/u, '');

/** " // " between a line's items; its spaces matched from the start of their run only, so the time stays linear. */
const DOUBLE_SLASH = /(?<!\s)\s+\/\/\s+/u;

/**
 * "P E R S O N A L" / "Born 14.03.1986 in Regensburg": a sidebar's personal block read after the contacts, far below
 * the top (twenty-second round). A line part that is only a birth label and its date is the birth date wherever it
 * stands in the first lines.
 */
export const bornLabelLine = (lines: string[]): string =>
  firstInSegments(
    withoutSecondListItems(lines).map(labelCellJoined),
    LONE_REACH,
    (segment) =>
      // Round 62: "Mobile … // Office … // Born 1993.07", a contact line whose items are set apart by double slashes.
      segment
        .split(DOUBLE_SLASH)
        .map((item) => bornLabelled(fromCake(withoutIcon(item))))
        .find(Boolean) ?? '',
  );

/**
 * "Born<TAB>02.11.1985 in Pforzheim; married, two children" (round 56): a tabular CV's label cell that is only the
 * birth label is read with the value cell after it.
 */
const labelCellJoined = (line: string) => line.replace(/^(\s*Born)\t+(?=\d)/, '$1 ');

/**
 * "📱 +86 177-… ✉ … 🔗 github.com/… 🎂 1990.05.18" (round 56): an icon row's items are not split into segments, so the
 * cake, a birth label wherever it stands, starts its own item.
 */
const fromCake = (segment: string) => segment.slice(Math.max(0, segment.indexOf('🎂')));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "7 de marzo de 1995" (thirty-third round), "3 avril 1992", "1er mai 1990", "5 maggio 1991" (fifty-second round): a
 * Spanish, French or Italian date (since round 56 also Indonesian), its month written out in the CV's own language (the
 * English names are read below). One table and one parser for them all.
 */
const WRITTEN_MONTHS: readonly (readonly string[])[] = [
  [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  // Round 58: Danish ("3. februar 1981").
  [
    'januar',
    'februar',
    'marts',
    'april',
    'maj',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'december',
  ],
  // Round 56: Indonesian ("Jakarta, 17 Agustus 1984").
  [
    'januari',
    'februari',
    'maret',
    'april',
    'mei',
    'juni',
    'juli',
    'agustus',
    'september',
    'oktober',
    'november',
    'desember',
  ],
];
/** The day (a full stop after it in Danish), the month's word (Spanish between "de" and "de", else alone) and the year. */
const WRITTEN_DATE = /^(\d{1,2})(?:er|\.)?\s+(?:de\s+(\p{L}+)\s+de|(\p{L}+))\s+(\d{4})$/iu;
function writtenMonthDate(text: string): string {
  const m = WRITTEN_DATE.exec(text);
  const word = (m?.[2] ?? m?.[3] ?? '').toLowerCase();
  const month = WRITTEN_MONTHS.map((names) => names.indexOf(word)).find((i) => i >= 0);
  return m && month !== undefined ? dateString(Number(m[4]), month + 1, Number(m[1])) : '';
}

function dateString(year: number, month?: number, day?: number): string {
  if (year < 1940 || year > new Date().getFullYear() - 14) return '';
  if (month === undefined) return String(year);
  if (month < 1 || month > 12) return '';
  if (day === undefined) return `${year}-${pad(month)}`;
  if (day < 1 || day > 31) return '';
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "民國82年8月15日", "民国 82.08": a year of the Republic of China calendar (Taiwan). */
const ROC_DATE =
  /^民[国國]\s*(\d{2,3})\s*(?:年|[.\-/])\s*(\d{1,2})\s*(?:月|[.\-/])?\s*(?:(\d{1,2})\s*日?)?(?:\s*出生|\s*生)?$/u;

const LONE_REACH = 80;

/**
 * Values a two-column form put away from their labels (Europass reads its label column first, then the values):
 * the first line that is only a gender word; the first line that is only a birth date (year and month at least).
 * Only asked when such a label stands alone.
 */
export const loneGender = (lines: string[]): string =>
  lines
    .slice(0, LONE_REACH)
    .map(asGender)
    .find((g) => g !== '') ?? '';

export const loneBirthday = (lines: string[]): string =>
  lines
    .slice(0, LONE_REACH)
    .map(
      (line) =>
        asBirthday(line) ||
        asBirthday(BORN_AT_PLACE.exec(line.split('\t')[0] ?? '')?.[1] ?? '') ||
        asBirthday(DATE_THEN_SEX.exec(line)?.[1] ?? ''),
    )
    .find((d) => d.length >= 7) ?? '';

/**
 * "14/03/1988 Sex Female Nationality Spanish" (round 56): Europass sets the birth date, then the sex and nationality
 * with their labels, on one line of the value column, its "Date of birth" label alone in the label column.
 */
const DATE_THEN_SEX = /^\s*(\d{1,2}[./]\d{1,2}[./](?:19|20)\d{2})\s+(?:Sex|Gender)\s+(Female|Male)\b/i;

/** The sex on such a line ('' where there is none). */
export const loneSexAfterDate = (lines: string[]): string =>
  lines
    .slice(0, LONE_REACH)
    .map((line) => asGender(DATE_THEN_SEX.exec(line)?.[2] ?? ''))
    .find((g) => g !== '') ?? '';

/** "14.03.2001 in Freiburg im Breisgau" (forty-eighth round): the value cell gives the birthplace after the date. */
// "03.02.1990, Beirut" (fifty-second round): the place after a comma.
const BORN_AT_PLACE = /^\s*(\d{1,2}[./]\d{1,2}[./](?:19|20)\d{2})(?:\s+in|,)\s+\p{Lu}[\p{L}\p{M}'’ .-]{1,40}$/u;

/**
 * "Date of birth: 14.03.1988 in" / "Stuttgart" and "Place and date of birth: Bergamo, 5 maggio 1991" (fifty-second
 * round): the birthplace after the date (its name perhaps wrapped to the next line) or before it after a comma.
 */
const PLACE_BESIDE_DATE =
  /^(?:\p{Lu}[\p{L}\p{M}'’ .-]{1,40},\s*(\d[^,]{5,20})|(\d[^,]{5,20}?)\s+in(?:\s+\p{Lu}[\p{L}\p{M}'’ .-]{1,40})?)$/u;

/**
 * "Date of birth: 14 Meskerem 1987 E.C. (24 September 1994). Co-organiser of …" (thirty-third round): under its label,
 * a date may end its sentence in a narrative details paragraph, and the sentences after it are left out.
 */
export function labelledBirthday(value: string): string {
  const sentence = /^(.+?[)\d])\.\s+\p{Lu}\p{Ll}/u.exec(value.trim());
  return (
    asBirthday(value) ||
    asBirthday(value.replace(GENDER_IN_BRACKETS, '')) ||
    asBirthday(value.replace(GENDER_AFTER_GAP, '')) ||
    (sentence?.[1] ? asBirthday(sentence[1]) : '') ||
    twoDigitYearDate(value) ||
    asBirthday(beforeNextLabel(value)) ||
    asBirthday(beforeNextMark(value)) ||
    asBirthday(PLACE_BESIDE_DATE.exec(value.trim())?.slice(1).join('') ?? '')
  );
}

/** "DOB 1992.11 (Male)" (forty-sixth round): the gender in brackets after a labelled birth date. */
// (?<!\s): a run of spaces is matched from its start only, so the time stays linear in the line.
const GENDER_IN_BRACKETS = /(?<!\s)\s*[（(]\s*(male|female|男|女)\s*[)）]\s*$/iu;
/**
 * "出生日期：1994/08/21　女" (round 62): a form cell that holds the birth date and then, after a space (the ideographic
 * space the text layer keeps is made a plain one), the gender alone. It serves two readings: `labelledBirthday` reads
 * the date with the gender left out (the date must then be whole), and `genderAfterBirthDate` the gender.
 */
const GENDER_AFTER_GAP = /(?<=\d日?)\s+(男|女)$/u;
/**
 * The gender after a labelled birth date: in brackets, or after a gap. Review of round 62: after a gap only when what
 * stands before it is a whole birth date, so "1985.06　已婚，育有 1 女" (a daughter counted) gives no gender.
 */
export function genderAfterBirthDate(value: string): string {
  const bracketed = GENDER_IN_BRACKETS.exec(value)?.[1];
  if (bracketed) return asGender(bracketed);
  const afterGap = GENDER_AFTER_GAP.exec(value);
  return afterGap?.[1] && asBirthday(value.slice(0, afterGap.index)) ? asGender(afterGap[1]) : '';
}

/**
 * "出生:1999年6月 英语:TOEFL 110 爱好:…" (forty-fourth round): a closing details line whose parts were set apart by
 * full-width spaces, which the text layer makes single ones, so the value runs on into the next part. The value is
 * cut before a space and a short word with its colon (a label the table does not know). The spaces are matched from
 * the start of their run only, so the time stays linear in the line.
 */
const beforeNextLabel = (value: string) => /^(.+?)(?<!\s)\s+[^\s:：]{1,12}[:：]/u.exec(value.trim())?.[1] ?? '';

/**
 * "出生日期：95年12月" (thirty-sixth round): a year written with two digits and 年, read only under a birth label (a
 * bare "18年3月" elsewhere is a period). The century is the one that makes the person at least fourteen.
 */
function twoDigitYearDate(value: string): string {
  const m = /^(\d{2})\s*年\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?(?:\s*出?生)?$/u.exec(value.trim());
  if (!m) return '';
  const [month, day] = [Number(m[2]), m[3] ? Number(m[3]) : undefined];
  return dateString(2000 + Number(m[1]), month, day) || dateString(1900 + Number(m[1]), month, day);
}

/** A birth date as YYYY-MM-DD, YYYY-MM or YYYY, from the many ways resumes write it. */
export function asBirthday(raw: string): string {
  // "民國82年8月15日（32歲）": the age in brackets after the date is left out; since the twenty-third round also after
  // the date written again in another script ("April 12, 1996 (1996年4月12日生, age 28)").
  const text = raw
    .trim()
    .replace(
      /\s*[（(](?:[^()（）]{0,40}[,，、;；]\s*)?(?:age\s*)?\d{1,2}\s*(?:歲|岁|周岁|years?(?: old)?)?\s*[)）]$/i,
      '',
    );
  // "07/03/1992 (DD/MM/YYYY)" (fortieth round): the order a date is written in, spelled in brackets after it, reads
  // the date in that order.
  const noted = withFormatNote(text);
  if (noted !== undefined) return noted;
  // "30岁（1994年3月）", "29 years (born 1995-02)": an age with the birth date in brackets after it.
  const afterAge = /^\d{1,2}\s*(?:岁|歲|周岁|years?(?: old)?)\s*[（(]\s*(?:born\s+)?([^()（）]+?)\s*[)）]$/i.exec(text);
  if (afterAge?.[1]) return asBirthday(afterAge[1]);
  // "平成5年8月21日", "H5.8.21": Japan's era calendar (twenty-fifth round).
  const era = japaneseEraDate(text);
  if (era) return dateString(era.year, era.month, era.day);
  // "21 August 1993 (平成5年8月21日)": the date written again in brackets in another calendar or script; the first
  // is read. Both must be dates, so a note in brackets does not make a period or a number a birth date.
  const twice = /^([^()（）]+?)\s*[（(]([^()（）]{4,40})[)）]$/u.exec(text);
  // "14 Meskerem 1987 E.C. (24 September 1994)" (thirty-third round): when the first is in a calendar not read here
  // (Ethiopia's), the bracketed one is.
  if (twice?.[1] && twice[2] && asBirthday(twice[2])) return asBirthday(twice[1]) || asBirthday(twice[2]);
  const written = writtenMonthDate(text);
  if (written) return written;
  let m = ROC_DATE.exec(text);
  // Taiwan's Minguo calendar: year 1 is 1912.
  if (m) return dateString(Number(m[1]) + 1911, Number(m[2]), m[3] ? Number(m[3]) : undefined);
  // "1993. 03. 15.": Korea writes a dot after the day too (thirty-third round).
  m = /^(\d{4})\s*(?:年|[.\-/])\s*(\d{1,2})\s*(?:月|[.\-/])?\s*(?:(\d{1,2})\s*(?:日|\.)?)?(?:\s*出生|\s*生)?$/.exec(
    text,
  );
  if (m) return dateString(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : undefined);
  // A Minguo year alone ("民國 84 年生", "84 年次"): year 1 is 1912; "1993 年次" is a year as it is.
  m = /^(?:民[国國]\s*(\d{2,3})\s*年\s*出?生|(?:民[国國]\s*)?(\d{2,3})\s*年次)$/u.exec(text);
  if (m) return dateString(Number(m[1] ?? m[2]) + 1911);
  m = /^(\d{4})\s*年次$/.exec(text);
  if (m) return dateString(Number(m[1]));
  // A year alone ("1995", "1995年", "1995 年生"): the product stores a birth year as it is, and shows it as one.
  m = /^(\d{4})\s*(?:年(?:\s*出?生)?)?$/.exec(text);
  if (m) return dateString(Number(m[1]));
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text);
  if (m) return dateString(Number(m[3]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+([A-Za-z]{3,9})\.?,?[\s-]+(\d{4})$/i.exec(text);
  if (m) return dateString(Number(m[3]), MONTHS.indexOf((m[2] ?? '').slice(0, 3).toLowerCase()) + 1, Number(m[1]));
  m = /^([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(text);
  if (m) return dateString(Number(m[2]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1);
  m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  // Day first, as most of the world writes it, unless the second number cannot be a month (US 04/23/1995).
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return b > 12 ? dateString(Number(m[3]), a, b) : dateString(Number(m[3]), b, a);
  }
  return '';
}

const FORMAT_NOTE =
  /^(\d{1,4})\s*([/.-])\s*(\d{1,2})\s*\2\s*(\d{1,4})\s*[（(]\s*([DMY]{1,4})\s*[/.-]\s*([DMY]{1,4})\s*[/.-]\s*([DMY]{1,4})\s*[)）]$/i;

/** A numeric date followed by its written order ("(DD/MM/YYYY)", "(mm-dd-yyyy)"); undefined when there is no such note. */
function withFormatNote(text: string): string | undefined {
  const m = FORMAT_NOTE.exec(text);
  if (!m) return undefined;
  const parts: Record<string, number> = {};
  const values = [m[1], m[3], m[4]].map(Number);
  const order = [m[5], m[6], m[7]].map((unit) => (unit ?? '').charAt(0).toUpperCase());
  order.forEach((unit, index) => {
    parts[unit] = values[index] as number;
  });
  if (parts.D === undefined || parts.M === undefined || parts.Y === undefined) return undefined;
  return dateString(parts.Y, parts.M, parts.D);
}

/**
 * A period of work or study ("2019.09 – 2023.06", "09/2019 – 06/2023", "2021 至今"): a year, its month optional, a
 * dash and a year (its month optional) or "now". Only years count (twenty-first round), so a mobile's dashes
 * ("153-6688-1020") are no period.
 */
const PERIOD =
  /(?<!\d)(?:19|20)\d{2}(?:\s*[.\-/年]\s*\d{1,2}\s*月?)?\s*[-‒–—~～至]+\s*(?:(?:\d{1,2}\s*[./]\s*)?(?:19|20)\d{2}(?!\d)|至今|今|present|now)/i;

/** A line that ends on a separator ("… ｜ 邮箱：… ｜ 男 ｜"): the header cell wrapped, its last part on the next line. */
const ENDS_ON_SEPARATOR = /\s[|｜·•]$|[|｜]$/u;
/**
 * Round 58: a line whose last part is a birth label alone ("… · born" / "14/03/2002"), its date wrapped to the next
 * line (review mend 7: apart from `ENDS_ON_SEPARATOR`, a label being no separator).
 */
const ENDS_ON_BIRTH_LABEL = /\s[|｜·•]\s*(?:born|DOB)$/iu;
const endsBeforeWrappedPart = (line: string) => ENDS_ON_SEPARATOR.test(line) || ENDS_ON_BIRTH_LABEL.test(line);

/**
 * "… ｜ 男 ｜" / "1991.05" (thirtieth round): a header line wrapped after a separator goes on on the next line, so the
 * part there is read with the line's gender. The next line is joined only when it is short (one or two parts).
 */
function withWrappedParts(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const next = out[n + 1] ?? '';
    if (!endsBeforeWrappedPart(out[n] ?? '') || segmentsOf(next).length > 2) continue;
    out[n] = `${out[n]} ${next}`;
    out[n + 1] = '';
  }
  return out;
}

/** A lone date near the top that sits with the gender or says 出生 ("女 / 1993年11月", "1995年6月出生"). */
export function findBirthdayNearTop(lines: string[], contactLines: string[] = []): string {
  for (const line of [...withWrappedParts(withoutSecondListItems(lines.slice(0, NEAR_TOP))), ...contactLines]) {
    const segments = segmentsOf(line);
    const withGender = segments.some((s) => labelledGender(s) !== '');
    for (const written of segments) {
      const segment = withoutIcon(written);
      const born = /^(.*?)\s*出生$/.exec(segment);
      if (born?.[1]) return asBirthday(born[1]);
      // The icon is kept for the cake, which says what the date is.
      const bornDate = bornLabelled(segment) || bornLabelled(written.trim());
      if (bornDate) return bornDate;
      if (withGender) {
        // "男 / 1987.04 上海嘉定 137-…": on the gender's line, a date that opens a cell before the city and the
        // contacts is the birth date too (seventeenth round); a range there is a period and is not read.
        const leading = LEADING_DATE.exec(segment)?.[0] ?? '';
        const range = /^\s*[-–—~～至]/.test(segment.slice(leading.length));
        const date = asBirthday(segment) || (range ? '' : asBirthday(leading));
        if (date) return date;
      }
      // "1995.12 | 深圳 | +86 150 … | name@…": a bare month or date as a cell of the e-mail's own line (a sidebar's
      // icon row) is the birth date; a range there is a period of work or study and is not read.
      if (contactLines.includes(line) && !PERIOD.test(line)) {
        // "2003-05 武汉" (forty-fourth round): the month may open the cell before the city, as on the gender's line.
        const opening = /^\d{4}\s*(?:年|[.\-/])\s*\d{1,2}/.test(segment);
        const date = opening ? asBirthday(segment) || asBirthday(LEADING_DATE.exec(segment)?.[0] ?? '') : '';
        if (date) return date;
      }
      const { gender, rest } = afterLeadingGender(segment);
      const date = gender ? asBirthday(LEADING_DATE.exec(rest)?.[0] ?? '') : '';
      if (date) return date;
    }
  }
  return '';
}

/** "1995 年生", "1990年3月生", "1993年出生": a date that says it is a birth. */
/**
 * Since the nineteenth round also Taiwan's forms: "民國 84 年生" (a Minguo year, 1995) and "1993 年次" / "84 年次" (the
 * year of birth as a conscription class).
 */
export const BIRTH_STATEMENT =
  /^(?:(?:民[国國]\s*\d{2,3}|\d{4})\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?)?\s*出?生|(?:民[国國]\s*)?\d{2,4}\s*年次)$/u;

/**
 * "浙江杭州 1998年5月生", "name@example.com ∣ 1990 年生" (forty-second round): a birth statement that ends a header's part
 * after a space, the parts set apart by full-width spaces or a sign the layout does not split on (∣). It says 生, so
 * it is read after any other words; never inside a word ("2021年生产…" goes on with a character).
 */
const STATEMENT_AT_END = new RegExp(`(?<=^|\\s)(${BIRTH_STATEMENT.source.slice(1, -1)})$`, 'u');
const statementAfterSpace = (part: string) => STATEMENT_AT_END.exec(part)?.[1] ?? '';

/**
 * "男，1995 年生" / "个人资料": a personal-details line far from the top (a two-column page read sidebar last) that
 * states the birth, its parts set apart by commas; a part that is only 男 or 女 is the gender. The date must say
 * 生 or 出生, so a period of study or work is never read.
 */
export function birthStatementLine(lines: string[]): { gender: string; birthday: string } {
  for (const line of lines.slice(0, LONE_REACH)) {
    // "• 个人：1987 年生，男": a bullet or an icon and a short heading with its colon before the statement are left
    // out (twenty-second round).
    const written = segmentsOf(line.replace(/^[•▪◆■●]\s*/u, '')).flatMap((segment) =>
      // "👤 男 · 1992年生 📱 +86 …" (round 58): an icon inside a part opens the next item of the row.
      withoutIcon(segment)
        .split(/(?<!\s)\s+(?=[\p{Extended_Pictographic}◦])/u)
        .flatMap((item) => withoutIcon(item).split(/\s*[，,、;；]\s*/)),
    );
    const parts = written.map((part) => part.replace(/^[^\s:：\d]{1,6}\s*[:：]\s*/u, ''));
    const born =
      parts.find((part) => BIRTH_STATEMENT.test(part)) ??
      parts.map(statementAfterSpace).find(Boolean) ??
      written.map(birthLabelledPart).find(Boolean);
    if (!born) continue;
    const gender = parts.map((part) => asGender(part)).find(Boolean) ?? '';
    return { gender, birthday: asBirthday(born) };
  }
  return { gender: '', birthday: '' };
}

/**
 * "女，蒙古族，出生年份：1995，现居北京" (forty-sixth round): a birth label with its colon opening a comma part of the
 * line, its value a year or a date and nothing more; the line's other parts may then give the gender.
 */
const birthLabelledPart = (part: string) => {
  const value =
    /^(?:出生年份|出生年月|出生日期|出生)\s*[:：]\s*(\d{4}(?:\s*年)?(?:[.\-/年]\s*\d{1,2}\s*月?(?:[.\-/]\d{1,2}\s*日?)?)?)$/u.exec(
      part.trim(),
    )?.[1];
  return value ? asBirthday(value) : '';
};

/** An English personal-details label and its value set apart by a space only: "Sex Male", "Date of birth 14/03/1988". */
const DETAIL_UNCOLONED =
  /^(Sex|Gender|Date of birth|Birth date|Born|DOB|Nationality|Citizenship|Marital status)\s+(?![:：])(\S.*)$/i;

/**
 * "Sex Male | Date of birth 14/03/1988 | Nationality German": a personal-details line in a Europass style, each part a
 * label and its value without a colon (fifteenth round). Read only where two parts or more are such pairs, so a
 * sentence starting with "Born" or "Sex" alone is not; a value that is no gender or date is not taken.
 */
export function personalDetailsLine(lines: string[]): { gender: string; birthday: string } {
  for (const line of lines.slice(0, LONE_REACH)) {
    const pairs = segmentsOf(line).flatMap((part) => {
      const m = DETAIL_UNCOLONED.exec(part);
      return m?.[1] && m[2] ? [{ label: m[1].toLowerCase(), value: m[2] }] : [];
    });
    if (pairs.length < 2) continue;
    const value = (labels: RegExp, read: (v: string) => string) =>
      pairs
        .filter((p) => labels.test(p.label))
        .map((p) => read(p.value))
        .find(Boolean) ?? '';
    return { gender: value(/^(?:sex|gender)$/, asGender), birthday: value(/birth|born|dob/, asBirthday) };
  }
  return { gender: '', birthday: '' };
}

/** "Born in Naples, 9 July 1992.", "Born on 3 May 1990.": a sentence that states the birth date, the place optional. */
const BORN_IN_PROSE =
  /(?:^|[.;!]\s+)Born\s+(?:in\s+\p{Lu}[\p{L}\p{M}'’ -]{1,40}?,?\s+)?(?:on\s+)?(\d{1,2}(?:st|nd|rd|th)?\s+\p{L}{3,9}\.?,?\s+\d{4}|\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,\s+\d{4}|\d{4}-\d{2}-\d{2})(?=[.;,)]?\s*$|[.;,)]\s)/u;

/**
 * "… and the monitoring around them. Data de nascimento: 07/09/1989." (forty-eighth round): a birth label with its
 * colon opening a sentence inside a paragraph, a whole date in figures after it ending the sentence.
 */
const LABEL_IN_PROSE =
  /(?<=[.;!]\s+)(?:Date of birth|Birth date|DOB|Data de nascimento|Fecha de nacimiento|Date de naissance|Data di nascita|Geburtsdatum)\s*[:：]\s*(\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2})(?=[.;,)]?\s*$|[.;,)]\s)/iu;

/**
 * "… twelve years of keeping production up. Born 1988 in Rosenheim." and "1976 年生。师范毕业后…" (round 56): a
 * sentence that opens with the birth year, the English one with the birthplace after it, the Chinese one ending there.
 * Since round 58 the English one also as the first of a summary's items set apart by middle dots ("… measure
 * everything against SLOs. Born 1988 · Swedish citizen · …").
 */
const BORN_YEAR_IN_PROSE =
  /(?:^|[.;!]\s+)Born\s+((?:19|20)\d{2})(?:\s+in\s+\p{Lu}[\p{L}\p{M}'’-]*(?:[ -](?:\p{Lu}[\p{L}\p{M}'’-]*|am|an|de|del|der|di|la|le|upon|sur)){0,4}(?:,\s*\p{Lu}[\p{L}\p{M}'’ -]{1,30})?[.;]|\s+·\s)|(?:^|[。；]\s*)((?:19|20)\d{2})\s*年生[。，；]/u;
/**
 * Review mend 6: the sentence is someone else's after one that names a mentor or a relative ("Trained under master
 * luthier Karl Brandt. Born 1961 in Mittenwald"), or when the clause after it goes on about him or her ("; he still
 * runs the shop"). The place is capitalised words only (a comma and a country may follow): "Born 1998 in Munich as a
 * two-person shop" is a business's founding.
 */
const ANOTHER_PERSON_BEFORE =
  /\b(?:under|mentor|teacher|father|mother|grandfather|grandmother|founder|husband|wife|son|daughter|brother|sister)\b[^.;!]*[.;!]\s+$/iu;
const ANOTHER_PERSON_AFTER = /^\s*(?:he|she|his|her|him)\b/iu;

function bornYearInProse(line: string): string | undefined {
  const year = BORN_YEAR_IN_PROSE.exec(line);
  if (!year) return undefined;
  if (year[2]) return year[2];
  const before = line.slice(0, year.index + year[0].indexOf('Born'));
  const after = line.slice(year.index + year[0].length);
  return ANOTHER_PERSON_BEFORE.test(before) || ANOTHER_PERSON_AFTER.test(after) ? undefined : year[1];
}

/**
 * The birth date a narrative CV states in a sentence ("… restoring a Vespa. Born in Naples, 9 July 1992."), the date
 * written out in full so it cannot be a period of work (fifteenth round); since round 56 a year alone (above).
 */
export function birthInProse(lines: string[]): string {
  for (const line of lines.slice(0, LONE_REACH * 2)) {
    const date = BORN_IN_PROSE.exec(line)?.[1] ?? LABEL_IN_PROSE.exec(line)?.[1] ?? bornYearInProse(line);
    const birthday = date ? asBirthday(date) : '';
    if (birthday) return birthday;
  }
  return '';
}

/**
 * "男 · 1993年4月": a line that opens with a gender and a birth month (a 知页 header's right-hand cell, which the
 * reading order may put far below the top). Both must be there, so a lone date or a lone 男 elsewhere is not read.
 * Since the twenty-third round more parts may follow them ("男 ｜ 1991 年 2 月 ｜ 英语：可读写", a personal-details
 * section at the end): a part that is only a gender, then one that is only a date, say what they are wherever.
 */
export function genderAndBirthLine(lines: string[]): { gender: string; birthday: string } {
  for (const line of lines.slice(0, LONE_REACH)) {
    // "回族 · 女 · 2004.11" (thirtieth round): an ethnic group may open the line before the gender and the month.
    const written = segmentsOf(line).map(withoutIcon);
    const parts = isEthnicGroup(toSimplified(written[0] ?? '')) ? written.slice(1) : written;
    if (parts.length < 2) continue;
    const [gender, birthday] = [asGender(parts[0] ?? ''), asBirthday(parts[1] ?? '')];
    if (gender && birthday.length >= 7) return { gender, birthday };
    // "性别:女 ｜ 1997年" (forty-fourth round): after a gender under its label, a year alone is the birth year too.
    const labelled = asGender(/^(?:性别|性別|gender|sex)\s*[:：]\s*(.+)$/iu.exec(parts[0] ?? '')?.[1] ?? '');
    if (labelled && birthday) return { gender: labelled, birthday };
  }
  return { gender: '', birthday: '' };
}

const GENDER_THEN_DATE_ENDING = /(?:^|\s)([男女])\s+((?:19|20)\d{2}[.\-/年]\s*\d{1,2}(?:[.\-/月]\s*\d{1,2}日?)?)$/u;
/** "生于 1983 年", "1994 年", "95 年": a birth year alone, with 年, as a part beside the gender writes it. */
const YEAR_WITH_NIAN = /^(?:生于|出生于)?\s*((?:19|20)?\d{2})\s*年(?:生|出生)?$/u;
/**
 * A plausible birth year: four digits from 1940 to sixteen years before `referenceYear`, two for 1940–1999 and, since
 * review 4, "00"–"09" for 2000–2009 within the same bound ("女 ｜ 02年", "北京 · 男 · 00年"); "10"–"39" stay out, as
 * "男 ｜ 10年 ｜ 本科", "12 年" are years of experience (review 2 of round 50). The reference year is a parameter, so a
 * test pins it instead of drifting with the clock.
 */
export function yearWithNian(part: string, referenceYear: number = new Date().getFullYear()): string {
  const written = YEAR_WITH_NIAN.exec(part.trim())?.[1];
  if (!written) return '';
  const twoDigits = Number(written);
  if (written.length === 2 && twoDigits >= 10 && twoDigits < 40) return '';
  const year = written.length === 4 ? twoDigits : twoDigits + (twoDigits < 10 ? 2000 : 1900);
  return year >= 1940 && year <= referenceYear - 16 ? String(year) : '';
}

/** "家庭成员" / "父亲 张建国 男 1962.10": a family-members table; its rows give a relative's gender and birth month. */
const FAMILY_HEADING =
  /^(?:主要)?家庭(?:成员|情况|关系|状况|背景|信息)[:：]?$|^family(?: members| background)?[:：]?$/iu;
const KINSHIP_FIRST =
  /^(?:父亲|母亲|父親|母親|爸爸|妈妈|媽媽|配偶|丈夫|妻子|儿子|兒子|女儿|女兒|哥哥|弟弟|姐姐|妹妹|兄弟|姐妹|祖父|祖母|爷爷|爺爺|奶奶|外公|外婆|岳父|岳母|公公|婆婆|关系|關係)/u;

/**
 * For each line, whether it is a relative's row: opening with the kinship word, or under a family heading up to the
 * next heading (round 60: shared with `loneDateNearTop`).
 */
export function relativeRows(lines: string[]): boolean[] {
  const underFamily = inBlockOpenedBy(lines, (line) => FAMILY_HEADING.test(line.trim()));
  return lines.map((line, n) => !!underFamily[n] || KINSHIP_FIRST.test(line.trim()));
}

/**
 * "… ｜ zhongli.hao@… ｜ 男 ｜ 生于 1983 年", "南京市鼓楼区　男　1993.09.30", "济南 · 男 · 95 年" (fiftieth round): a part that
 * is only a gender and, right after it, a part that is only a birth date, or a year with 年, anywhere in a line of the
 * first eighty (a page footer is often among them). Both must be there, side by side.
 */
export function genderThenBirthParts(lines: string[]): { gender: string; birthday: string } {
  const top = lines.slice(0, LONE_REACH);
  const relative = relativeRows(top);
  for (const [n, line] of top.entries()) {
    if (relative[n]) continue;
    const parts = segmentsOf(line).map(withoutIcon);
    for (let i = 0; i < parts.length; i++) {
      const part = (parts[i] ?? '').trim();
      // A Word footer's ideographic spaces, read as plain ones, leave "… 南京市鼓楼区 男 1993.09.30" one part: the
      // gender and the date that end it count as two.
      const ending = GENDER_THEN_DATE_ENDING.exec(part);
      const [gender, next] = /^[男女]$/u.test(part)
        ? [asGender(part), parts[i + 1] ?? '']
        : [asGender(ending?.[1] ?? ''), ending?.[2] ?? ''];
      if (!gender || !next) continue;
      const date = asBirthday(next);
      const birthday = date.length >= 7 ? date : yearWithNian(next);
      if (birthday) return { gender, birthday };
    }
  }
  return { gender: '', birthday: '' };
}

/** A birth date under its label with a colon, as a line part ("Date of birth: 14 March 1990", "出生日期：1995.03"). */
const BIRTH_LABELLED = /^(?:date of birth|birth date|birthday|born|dob|出生日期|出生年月|生日)\s*[:：]/i;

/**
 * "Date of birth: 14 March 1990 · Female · Languages: …" (thirtieth round): a personal-details line at the end, its
 * parts set apart by separators. A part that is only a gender word, on the line of a labelled birth date, is the
 * gender; elsewhere a lone "Female" or "M" is not read.
 */
export function genderBesideBirthLabel(lines: string[]): string {
  for (const line of lines.slice(0, LONE_REACH)) {
    const parts = segmentsOf(line).map(withoutIcon);
    if (!parts.some((part) => BIRTH_LABELLED.test(part))) continue;
    const gender = parts.map(asGender).find(Boolean);
    if (gender) return gender;
  }
  return '';
}

/** A personal-details heading: 个人资料 (個人資料 in Hong Kong), 个人信息, 基本信息, "Personal details". */
const DETAILS_HEADING =
  /^(?:个人资料|个人信息|基本信息|个人情况|personal (?:details|information|data|particulars))[:：]?$/i;

/**
 * "個人資料" / "男 ｜ 持香港永久性居民身份證" (thirty-first round): the line under a personal-details heading that opens
 * with a part that is only a gender word. Under such a heading a lone 男 or "Male" says nothing else.
 */
export function genderUnderDetailsHeading(lines: string[]): string {
  const reach = lines.slice(0, LONE_REACH);
  for (const [n, line] of reach.entries()) {
    if (!DETAILS_HEADING.test(toSimplified(line.trim()))) continue;
    const next = reach.slice(n + 1).find((l) => l.trim() !== '') ?? '';
    // "男 朝鲜族" (forty-fourth round): the gender may open the part before the ethnic group or more after a space.
    const part = withoutIcon(segmentsOf(next)[0] ?? '');
    const gender = asGender(part) || afterLeadingGender(part).gender;
    if (gender) return gender;
  }
  return '';
}
