// A birth label that a narrow table cell wrapped over two lines, its date read between the halves.
import { segmentsOf } from '../text/normalize.ts';
import { asBirthday } from './personal-birth-gender.ts';

/** The label's two halves joined: English and the European forms the labels table knows. */
const BIRTH_LABEL =
  /^(?:date of birth|birth date|date de naissance|fecha de nacimiento|data de nascimento|data di nascita)\s*[:：]?$/i;
const REACH = 80;
/** How far below its first half the label's second half may stand: the other cells of its row read between. */
const HALVES_APART = 3;

/**
 * "Date of" / "Location:<TAB>Belgrade, Serbia<TAB>02.11.1991" / "birth:" (twenty-third round): a four-cell row whose
 * label cell wrapped, so the PDF reads the label's first half above the row, the row's other cells (a neighbouring
 * label, its value, the date) in the middle, and the label's second half below. The date is the cell between the
 * halves that is a whole date (year and month at least); a year alone or a period is not taken.
 */
export function wrappedBirthLabel(lines: string[]): string {
  const top = lines.slice(0, REACH).map((line) => line.trim());
  for (let n = 0; n < top.length; n++) {
    if (!top[n] || top[n]?.includes('\t')) continue;
    for (let m = n + 2; m <= n + HALVES_APART && m < top.length; m++) {
      if (!BIRTH_LABEL.test(`${top[n]} ${top[m]}`)) continue;
      const date = top
        .slice(n + 1, m)
        .flatMap(segmentsOf)
        .map(asBirthday)
        .find((d) => d.length >= 7);
      if (date) return date;
    }
  }
  return '';
}

/**
 * "… Born 14 May", "… Born May 14,": a birth label and a day and month that end a line, the year not yet written;
 * since the thirty-eighth round any birth label ("Date of birth: 14", "DOB: March") with a day, a month or both.
 */
const BIRTH_CUT =
  /(?:^|[\s•|·,;])(?:Born(?: on)?|Date of [Bb]irth|Birth ?[Dd]ate|D\.?O\.?B\.?)\s*[:：]?\s*(\d{1,2}(?:st|nd|rd|th)?(?:\s+\p{L}{3,9}\.?)?|\p{L}{3,9}\.?(?:\s+\d{1,2},?)?)$/u;
/**
 * The rest at the next line's start: the year, after the month and the day when the cut left them out. Since the
 * fiftieth round the year may end the sentence ("… Born 14 March" / "1978."), a full stop with no figure after it.
 */
const REST_OPENS_LINE = /^(?:\p{L}{3,9}\.?\s+)?(?:\d{1,2},?\s+)?(?:19|20)\d{2}(?![\d/-]|\.\d)/u;

/**
 * "✉ … ☎ … site Born 14 May" / "1997" (twenty-eighth round), "… • Date of birth: 14" / "March 1995 …" (thirty-eighth):
 * a contact line's last item, the birth date, cut by the line's end, its rest (the year, or the month and year)
 * opening the next line. Read together, and taken only as a whole date (year and month at least).
 */
export function bornYearWrapped(lines: string[]): string {
  const top = lines.slice(0, REACH).map((line) => line.trim());
  for (let n = 0; n + 1 < top.length; n++) {
    const rest = REST_OPENS_LINE.exec(top[n + 1] as string)?.[0];
    if (!rest) continue;
    const cut = BIRTH_CUT.exec((top[n] as string).slice(-40))?.[1];
    const date = cut ? asBirthday(`${cut.replace(/,$/, '')} ${rest}`) : '';
    if (date.length >= 7) return date;
  }
  return '';
}

/** "出生：1996" at a line's end: a Chinese birth label and a year, the month not yet written. */
const HAN_BIRTH_YEAR_AT_END = /(?:出生(?:年月|日期)?|生日)\s*[:：]\s*((?:19|20)\d{2})$/u;
/** "年 2 月 …", "年2月14日": the rest of the date opening the next line, its day when it has one. */
const HAN_MONTH_OPENS_LINE = /^年\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?/u;

/**
 * "… ｜ 出生：1996" / "年 2 月" (fifty-fourth round): a contact line's last item, the birth date, cut after its year by
 * the line's end; the year, month and day read together. Since the review of round 54 the day too ("年2月14日"), and
 * the caller asks it only when the labelled values give no more than a year (a full labelled date elsewhere wins).
 */
export function hanBirthMonthWrapped(lines: string[]): string {
  const top = lines.slice(0, REACH).map((line) => line.trim());
  for (let n = 0; n + 1 < top.length; n++) {
    const year = HAN_BIRTH_YEAR_AT_END.exec(top[n] as string)?.[1];
    const [, month = '', day = ''] = (year ? HAN_MONTH_OPENS_LINE.exec(top[n + 1] as string) : null) ?? [];
    if (!year || !month || Number(month) < 1 || Number(month) > 12) continue;
    const monthOf = `${year}-${month.padStart(2, '0')}`;
    return day && Number(day) >= 1 && Number(day) <= 31 ? `${monthOf}-${day.padStart(2, '0')}` : monthOf;
  }
  return '';
}
