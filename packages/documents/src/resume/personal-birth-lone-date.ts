// A birth date that stands alone among the header's short facts, with no label and no 出生 (forty-fourth round).
import { segmentsOf } from '../text/normalize.ts';
import { namesAnotherPerson } from './another-person.ts';
import { asBirthday, asGender, BIRTH_STATEMENT, NEAR_TOP, relativeRows, withoutIcon } from './personal-birth-gender.ts';
import { headingKind } from './sections.ts';

/** "1997.02.14", "1993-07-21": year, month and day in figures, nothing else in the part. */
const FULL_NUMERIC_DATE = /^(?:19|20)\d{2}\s*[.\-/年]\s*\d{1,2}\s*[.\-/月]\s*\d{1,2}\s*日?$/u;

/**
 * "anaislsegur.example.fr ⌥ github.com/alsegur ✱ 12.02.1998" (forty-eighth round): an icon-only contact line, a
 * day-first date right after an icon ending a value. The icon says what the date is; a day-first date beside a
 * label that is no birth label ("City:<TAB>Novi Sad<TAB>17.05.1989") is not read.
 */
const ICON_DAY_FIRST = /[\p{So}\p{Co}]\s*(\d{1,2}\.\d{1,2}\.(?:19|20)\d{2})(?=\s|$)(?!\s*(?:[–—~-]|to\b|至))/u;

/** "1996-12", "1996.12", "1996年12月": a year and month in figures, nothing else in the part. */
const YEAR_MONTH = /^(?:19|20)\d{2}\s*[.\-/年]\s*\d{1,2}\s*月?$/u;

/** A cell that only marks a span ("–", "to", "至"), or ends or starts with such a mark. */
const RANGE_MARK = /^(?:[–—~-]|to|至)$|^(?:[–—~-]|to\s|至)|(?:[–—~-]|\sto|至)$/u;

/**
 * "Acme Corp | Software Engineer | 2008-03-01 | 2012-05-31" (outside review): a date beside another date or a span's
 * mark opens or closes a span of work or study, and is no birth date.
 */
const inSpan = (parts: string[], i: number) =>
  [parts[i - 1], parts[i + 1]].some(
    (near) => near !== undefined && (RANGE_MARK.test(near) || FULL_NUMERIC_DATE.test(near)),
  );

/**
 * The header: the lines above the first section heading, within NEAR_TOP. A contact or personal-details heading
 * (联系方式, 个人信息) still heads the header's own facts, so only another kind ends it.
 */
const headerLines = (lines: string[]) => {
  const top = lines.slice(0, NEAR_TOP);
  const end = top.findIndex((line) => {
    const kind = headingKind(line);
    return kind !== undefined && kind !== 'contact';
  });
  return end < 0 ? top : top.slice(0, end);
};

/** "哈萨克族 ｜ 女", "男": a header line one of whose parts is only a gender word. */
const hasGenderPart = (line: string) => segmentsOf(line).some((part) => asGender(withoutIcon(part)) !== '');

/** "2005.07 参加工作", "2010.07 毕业", "2008.07 入党": the word after a year and month that makes it another event's date. */
const EVENT_AFTER =
  /^(?:参加工作|工作|毕业|入党|入职|入学|入伍|参军|退伍|转业|转正|任职|加入|起|至今|开始|从业|joined|graduated)/iu;

/**
 * "男　藏族　1996-12　现居成都高新区" (round 60): a header's details line of words set apart by spaces (an ideographic
 * space is no part break), one of them the gender alone; a year and month among them, not opening or closing a span,
 * is the birth month. Review mend 8: not when the next word names another event ("男　汉族　2005.07 参加工作"). Round 62:
 * a word that says it is the birth ("男　1976年生　湖北武汉") too.
 */
function monthBesideGender(line: string): string {
  const words = line.trim().split(/\s+/u).map(withoutIcon);
  if (!words.some((word) => asGender(word) !== '')) return '';
  const month = words.find(
    (word, i) =>
      (YEAR_MONTH.test(word) || BIRTH_STATEMENT.test(word)) &&
      !inSpan(words, i) &&
      !EVENT_AFTER.test(words[i + 1] ?? ''),
  );
  return month ? asBirthday(month) : '';
}

/**
 * "🗓 1996.02" (round 62): a calendar icon and a year and month, alone on a header line of a header that states the
 * gender, is the birth month; asBirthday refuses a year less than fourteen years ago ("📅 2025.03", a start date).
 */
const CALENDAR_MONTH = /^[🗓📅📆]\uFE0F?\s*((?:19|20)\d{2}\s*[.\-/年]\s*\d{1,2}\s*月?)$/u;
/** "后端开发工程师｜12 年", "8年经验": the years of work a header line states. */
const YEARS_OF_WORK = /(?:^|[\s｜|·•])(\d{1,2})\s*年(?:以上)?(?:工作)?(?:经验)?(?=$|[\s｜|·•])/u;
/**
 * Review of round 62: 📅 in a Chinese icon header is as often the start of work, the graduation or the date one is
 * free to start as the birth date. The calendar's month is the birth month only when it is at least eighteen years
 * back, and eighteen more than the years of work the header states ("💼 后端开发工程师｜12 年" / "📅 2012.07" is the
 * start of work), and when the header holds no 🎓 school line (its "📅 2010.06" is the graduation).
 */
function calendarBirthMonth(month: string, top: string[]): string {
  const year = Number(month.slice(0, 4));
  const worked = Math.max(0, ...top.map((line) => Number(YEARS_OF_WORK.exec(line)?.[1] ?? 0)));
  if (year > new Date().getFullYear() - 18 - worked || top.some((line) => /^\s*🎓/u.test(line))) return '';
  return asBirthday(month);
}

/**
 * "🎂 1997.02.14  北京  硕士  3年经验": a day-precise date in figures as a part of a header line is the birth date (the
 * icon that said so is often a glyph the text layer drops); asBirthday refuses a year less than fourteen years ago, so
 * a date the resume was written on is not read. "哈萨克族 ｜ 女" / "2004.02": a year and month alone on the line right
 * under the gender's line is the birth month, the two cells of a sidebar read one under the other.
 */
export function loneDateNearTop(lines: string[]): string {
  const top = headerLines(lines);
  // A relative's row ("父亲 张建国 男 1962.10") gives the relative's birth month, not the candidate's.
  const relative = relativeRows(top);
  const statesGender = top.some(hasGenderPart);
  for (const [n, line] of top.entries()) {
    const parts = segmentsOf(line).map(withoutIcon);
    for (const [i, part] of parts.entries()) {
      const date = FULL_NUMERIC_DATE.test(part) && !inSpan(parts, i) ? asBirthday(part) : '';
      if (date) return date;
    }
    const afterIcon = asBirthday(ICON_DAY_FIRST.exec(line)?.[1] ?? '');
    if (afterIcon) return afterIcon;
    const own = !relative[n] && !namesAnotherPerson(line);
    const month = own ? monthBesideGender(line) : '';
    if (month) return month;
    const alone = asBirthday(withoutIcon(line.trim()));
    if (n > 0 && alone.length === 7 && hasGenderPart(top[n - 1] ?? '')) return alone;
    const calendar = CALENDAR_MONTH.exec(line.trim())?.[1];
    const birthMonth = calendar && statesGender && own ? calendarBirthMonth(calendar, top) : '';
    if (birthMonth) return birthMonth;
  }
  return '';
}
