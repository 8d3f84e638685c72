import { skillIndex } from '../skills/skill-index.ts';
import { toSimplified } from '../text/han-variants.ts';
import { HAN, segmentsOf } from '../text/normalize.ts';
import { anotherPersonBlocks } from './another-person.ts';
import { HAN_PLACES } from './han-place-names.ts';
import { hanNameOverDetails } from './personal-name-over-details.ts';
import {
  asName,
  dropPostNominals,
  FAMILY_GIVEN_THEN_ENGLISH,
  invertedName,
  isCredential,
  isTitleAlone,
  PARTICLE,
  SURNAMES,
  TITLE_WORDS,
  titleCase,
  withoutTitleBefore,
} from './personal-name-rules.ts';
import { headingKind } from './sections.ts';

/** "Hi, I'm Sofia Marchetti — AI Product Manager": a Notion page's greeting title names its writer. */
const GREETING = /^(?:hi|hello|hey)\b[\s,!]*(?:i['’]m|i am|my name is)\s+(.+)$/i;

function nameInGreeting(segment: string): string {
  const after = GREETING.exec(segment)?.[1] ?? '';
  return after ? asName(after.split(/\s+[—–-]\s+|[,.!]/)[0] ?? '') : '';
}

/** The first non-empty answer of `read` over the parts of the first `count` lines. */
export function firstInSegments(lines: string[], count: number, read: (segment: string) => string): string {
  for (const line of lines.slice(0, count)) {
    for (const segment of segmentsOf(line)) {
      const value = read(segment);
      if (value) return value;
    }
  }
  return '';
}

/** One capitalised word of a name (Siobhán, O'Donnell-Hayes); the line patterns below are built from it. */
const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}`;
/** One or two family names: "Westhuizen", "Restrepo Gómez". */
const FAMILY_NAMES = `${NAME_WORD}(?:\\s+${NAME_WORD})?`;
const SINGLE_NAME_WORD = new RegExp(`^${NAME_WORD}$`, 'u');
/**
 * The family-name line of a two-line header: one capitalised word, or (eighteenth round) one after its lower-case
 * particles ("Jan-Willem" / "van den Berg", "Ana" / "de la Cruz"), as a Dutch or Spanish family name is written.
 */
const FAMILY_LINE = new RegExp(`^(?:(?:${PARTICLE})\\s+){0,3}${NAME_WORD}$`, 'u');

/** "“Tandi”", "(Sasha)": a nickname in quotes or brackets on a line of its own. */
const NICKNAME = /[“"‘'(（]\p{Lu}[\p{L}\p{M}.-]{0,20}[”"’')）]/u;
const NICKNAME_LINE = new RegExp(`^${NICKNAME.source}$`, 'u');
/**
 * "Konstantinos (Kostas)" / "Papadopoulos", "Thandiwe" / "“Tandi” Dlamini": the nickname set after the given name or
 * before the family name, on the same line (twenty-fourth round). It is no part of either line's name.
 */
const NICKNAME_AT_ENDS = new RegExp(`\\s+${NICKNAME.source}$|^${NICKNAME.source}\\s+`, 'u');
const withoutNickname = (line: string) => line.replace(NICKNAME_AT_ENDS, '');

/**
 * "Siobhán" / "O'Donnell-Hayes": a header that sets the given and the family name on lines of their own (blank
 * lines between, as Word writes paragraphs). Only at the very top, the first two non-empty lines; a nickname on a
 * line of its own between them ("Thandiwe" / "“Tandi”" / "Dlamini", seventeenth round) is left out.
 */
function nameOverTwoLines(lines: string[]): string {
  const top = lines
    .slice(0, 7)
    .map((line) => line.trim())
    .filter(Boolean)
    .filter((line, n) => n !== 1 || !NICKNAME_LINE.test(line))
    .map(withoutNickname);
  const [given, family] = top;
  if (!given || !family || !SINGLE_NAME_WORD.test(given) || !FAMILY_LINE.test(family)) return '';
  return asName(`${given} ${family}`);
}

/**
 * "Priya" / "github.com/… | priya.raghu@…" / "Raghunathan<tab>+1 (412) …": a Deedy header sets the given name on the
 * first line and the family name lower down, with the contacts right-aligned between and beside them. Taken only
 * when the given name is alone on the very first line and the family name starts a line among the next four.
 */
function givenOverContacts(lines: string[]): string {
  const top = lines.map((line) => line.trim()).filter(Boolean);
  const given = top[0] ?? '';
  if (!SINGLE_NAME_WORD.test(given) || TITLE_WORDS.test(given)) return '';
  for (const line of top.slice(1, 5)) {
    const [family = '', ...rest] = segmentsOf(line);
    if (rest.length > 0 && SINGLE_NAME_WORD.test(family) && !TITLE_WORDS.test(family)) {
      return asName(`${given} ${family}`);
    }
  }
  return '';
}

/**
 * "牛" / "性别：男" / "生日：…" / "犇": a name set vertically in a sidebar band, one character a line, read between
 * the sidebar's own lines. A surname alone on a line near the top, then one or two more lone characters within
 * the next four lines (a lone 男 or 女 is the gender, not part of a name).
 */
function verticalHanName(lines: string[]): string {
  const top = lines.slice(0, 12).map((line) => line.trim());
  const lone = (line: string) => /^\p{Script=Han}$/u.test(line) && !/^[男女]$/.test(line);
  for (let n = 0; n < top.length; n++) {
    const surname = top[n] ?? '';
    if (!lone(surname) || !SURNAMES.has(toSimplified(surname))) continue;
    const given = top
      .slice(n + 1, n + 5)
      .filter(lone)
      .slice(0, 2);
    if (given.length > 0) return asName(surname + given.join(''));
  }
  return '';
}

/**
 * "个 覃赟" / "人" / "信 手机：…" / "息 …": a resume drawn as one table whose section labels (个人, 信息, 教育) are set
 * vertically, one character a line, so each label character is read at the start of a body line (twenty-second
 * round). A lone Han character and a space before a Chinese name is such a character when the line above or below
 * opens with a lone character too.
 */
function nameAfterVerticalLabel(lines: string[]): string {
  const lone = (line: string | undefined) => /^\p{Script=Han}(?:\s|$)/u.test(line ?? '');
  for (let n = 0; n < Math.min(lines.length, 8); n++) {
    const m = /^\p{Script=Han}\s+(\p{Script=Han}{2,4})(?:\s|$)/u.exec(lines[n] ?? '');
    if (!m?.[1] || !(lone(lines[n - 1]) || lone(lines[n + 1]))) continue;
    const name = asName(m[1]);
    if (name) return name;
  }
  return '';
}

/**
 * A profile export's sidebar lists ("Top Skills" / "Stream Processing" / "Kafka", "Languages", "Certifications"):
 * its items have a name's shape but are not the candidate's name. Read up to the next line that is no such item.
 */
const SIDEBAR_LIST_HEADING = /^(?:contact|top skills|skills|languages|certifications|honors-awards|honors & awards)$/i;

function outsideSidebarLists(lines: string[]): string[] {
  let inList = false;
  return lines.map((line) => {
    if (SIDEBAR_LIST_HEADING.test(line.trim())) {
      inList = true;
      return '';
    }
    return inList ? '' : line;
  });
}

/**
 * "區浩然  Kelvin AU Ho-yin" (twenty-fifth round): a header line that opens with a Han name and sets the Latin one
 * after a wide gap. As with "高思远 Gao Siyuan" on one line part, the first is kept; the Latin name beside it says the
 * Han part is a name, as a label would, so a surname the table lacks (區, a Cantonese one) is no bar. Two to four
 * characters, never a job title or a city ("上海  Daniel Wong").
 */
function hanNameBeforeLatin(lines: string[]): string {
  for (const line of lines.slice(0, 8)) {
    const [first = '', second = ''] = segmentsOf(line);
    const compact = first.replace(/\s+/g, '');
    const simple = toSimplified(compact);
    if (!/^\p{Script=Han}{2,4}$/u.test(compact) || HEADLINE.test(simple) || HAN_PLACES.has(simple)) continue;
    const latin = asName(second);
    if (latin && !HAN.test(latin)) return asName(compact, true);
  }
  return '';
}

/**
 * "张  伟", "司马  骏" (thirtieth round): a Chinese name letter-spaced with two spaces or more, which the layout's gap
 * rule splits into one- or two-character parts (司马, a compound surname, alone then passes for a name). A line that
 * holds only such parts, two to four characters in all, is read as one, when the whole is a name.
 */
function joinLetterSpacedHan(line: string): string {
  const parts = segmentsOf(line);
  if (parts.length < 2 || !parts.every((part) => /^\p{Script=Han}{1,2}$/u.test(part))) return line;
  const compact = parts.join('');
  return compact.length <= 4 && asName(compact) ? compact : line;
}

/** One capitalised Latin word and nothing else: "Kelly", "Leo". */
const ENGLISH_GIVEN_NAME = /^\p{Lu}\p{Ll}{1,15}$/u;
/**
 * A bracket left open at a part's end, holding Hangul, kana or Han: the rest went to the next part. The space before
 * it is matched only from its start (review of round 54), so a long run of spaces is read once, not from each of them.
 */
const BRACKET_CUT_OPEN =
  /(?<!\s)\s*[（(][\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][^（()）]*$/u;
/** "PARK Seo-yeon (박서연 / 朴瑞妍" → "PARK Seo-yeon": a part without the bracket a slash cut open at its end. */
export const withoutBracketCutOpen = (segment: string) => segment.replace(BRACKET_CUT_OPEN, '');
/**
 * "Summary 简介", "Hobbies 爱好" (review of round 54): a bilingual heading, not a nickname and a Chinese name; the
 * English word is a heading's or a title's, or the Chinese one a section's.
 */
const isHeadingWord = (word: string) => TITLE_WORDS.test(word) || headingKind(word) !== undefined;

/** The name from the top of the resume: the first line part that looks like a name. */
const findNameNearTop = (lines: string[]): string =>
  nameOverTwoLines(lines) ||
  hanNameBeforeLatin(lines) ||
  firstInSegments(outsideSidebarLists(lines.slice(0, 8)).map(joinLetterSpacedHan), 8, (segment) => {
    // "张伟 AI工程师": a Chinese name followed by more on the same line part.
    const [first = '', second = ''] = segment.split(/[\s,，]+/);
    return (
      asName(segment) ||
      (HAN.test(first) ? asName(first) : '') ||
      // "Kelly 冼嘉欣", "Leo 郑浩然 独立开发者" (fifty-fourth round): an English given name alone before the Chinese
      // name is used at work, as a nickname is; the Chinese name is the whole name.
      (ENGLISH_GIVEN_NAME.test(first) && HAN.test(second) && !isHeadingWord(first) && !isHeadingWord(second)
        ? asName(second)
        : '') ||
      // "PARK Seo-yeon (박서연 / 朴瑞妍)" (fifty-fourth round): the renderings in brackets, cut open by their slash.
      asName(withoutBracketCutOpen(segment)) ||
      nameInGreeting(segment)
    );
  }) ||
  givenOverContacts(lines) ||
  nameAfterVerticalLabel(lines) ||
  verticalHanName(lines) ||
  hanNameOverDetails(lines);

/**
 * A job title on the line under a name ("Frontend Engineer", "数据分析师"). Round 60: 总监 too, a director ("技术总监 · AI
 * SaaS" beside its Latin product name had the shape of a Chinese name beside a Latin one).
 */
const HEADLINE =
  /\b(?:engineer|developer|designer|manager|scientist|analyst|architect|consultant|specialist|accountant|researcher|administrator|programmer|technician|director|officer|lead)\b|工程师|设计师|经理|总监|分析师|架构师|会计|专家/i;
const SIDEBAR_REACH = 60;

/**
 * Letters as an address spells them, accents dropped. Letters with a stroke or without a dot have no accent to drop
 * (thirty-eighth round): Turkish ı, Polish ł, Danish and Norwegian ø, Croatian đ are written i, l, o, d
 * ("Yıldırım" in `emrecan.yildirim@…`).
 */
const foldLetters = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ıłøđ]/g, (c) => ({ ı: 'i', ł: 'l', ø: 'o', đ: 'd' })[c] ?? c);

/** German letters as an address spells them: "Wüstenhagen" is "wuestenhagen", "Groß" is "gross". */
const germanSpelling = (text: string) =>
  text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/**
 * "joost.vanderheijden@…" names Joost van der Heijden: a word of three letters or more is in the address, its
 * accents dropped or (since the fifteenth round) its umlauts written out ("j.wuestenhagen@…" for Wüstenhagen).
 */
function nameInEmail(name: string, email: string): boolean {
  const local = foldLetters(email.split('@')[0] ?? '').replace(/[^a-z]/g, '');
  if (local.length < 3) return false;
  return [foldLetters(name), foldLetters(germanSpelling(name))].some((spelling) =>
    spelling.split(/[^a-z]+/).some((word) => word.length >= 3 && local.includes(word)),
  );
}

const CAPITALS_COMMA_GIVEN =
  /^\p{Lu}{2,}(?:-\p{Lu}{2,})?,\s*\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?(?:\s*[（(]\p{Lu}\p{Ll}+[)）])?$/u;

/** "资深算法专家（P9）" (fifty-second round): a job grade in brackets after a title. */
const GRADE_IN_BRACKETS = /[（(]\s*P\d{1,2}\s*[)）]/gu;

/** The label of the job sought, at the start of a line. */
const OBJECTIVE_LABEL = /^(?:求职意向|应聘(?:职位|岗位)|意向(?:职位|岗位)|目标(?:职位|岗位))\s*[:：]\s*/u;

/** The title is read in simplified characters (twenty-first round): 軟件工程師 and 資深後端工程師 are job titles too. */
function headlineUnder(lines: string[], n: number): boolean {
  // "资深算法专家（P9）" (fifty-second round): a job grade in brackets after the title is no part of it.
  const next = (lines.slice(n + 1, n + 4).find((line) => line.trim() !== '') ?? '').replace(GRADE_IN_BRACKETS, '');
  if (next.trim().length <= 60 && !/\d/.test(next) && HEADLINE.test(toSimplified(next))) return true;
  // "计算机视觉算法实习生 · Computer Vision Intern（可远程，每周 4 天）" (forty-sixth round): the title opens the line
  // as a part of its own, and the rest (working terms) may hold figures.
  const title = toSimplified((segmentsOf(next)[0] ?? '').trim());
  if (title.length <= 30 && !/\d/.test(title) && (HEADLINE.test(title) || INTERN_TITLE.test(title))) return true;
  // "求职意向：计算机视觉算法工程师（2027届校招 / 暑期实习）" (forty-eighth round): the title labelled as the job sought,
  // its terms in brackets after it.
  const objective = toSimplified(next.trim());
  const sought = OBJECTIVE_LABEL.exec(objective);
  if (!sought) return false;
  const wanted = (objective.slice(sought[0].length).split(/[（(]/)[0] ?? '').trim();
  // Round 56: an internship sought ("求职意向：大模型强化学习 / 决策智能 算法实习生") under a name below a sidebar.
  return wanted.length <= 30 && !/\d/.test(wanted) && (HEADLINE.test(wanted) || INTERN_TITLE.test(wanted));
}

/** An intern's title (实习生, "… Intern") under a name, read only as the first part of the line. */
const INTERN_TITLE = /实习生$|\bintern$/iu;

/**
 * The candidate's name: the first line part near the top that looks like a name; else, when a sidebar (contacts,
 * skills) is read before the main column, a name-like line further down that the e-mail address spells or that a
 * job title follows ("CONTACT … SKILLS … Ana Lucía Fernández de Castro / Frontend Engineer").
 */
export function findName(lines: string[], email: string): string {
  const name = findLatinOrHanName(lines, email);
  return (name && !HAN.test(name) && writtenInChinese(lines) && hanNameBeside(lines, name)) || name;
}

function findLatinOrHanName(lines: string[], email: string): string {
  // "CHANG-HSU, Wei-Lin (Wendy)" (forty-sixth round): the first line, family name first with a comma, the e-mail
  // address spelling it, is the name before any part further down ("Core Data" in a skills line has a name's shape).
  // The family name in capitals, the given name not: "Harrington, PhD" or "TAN WEI LING, JOANNE" are other shapes.
  // Round 60: "LAU Chun Kit, Kelvin" too, a Hong Kong or Macau name and the English name after it (a place under it
  // has a name's shape, "Hong Kong SAR").
  // Round 62: after a title too ("Dr NDIAYE, Jean-Baptiste"), which is no part of the given name.
  const firstLine = withoutTitleBefore((lines.find((line) => line.trim() !== '') ?? '').trim());
  const opening =
    CAPITALS_COMMA_GIVEN.test(firstLine) || FAMILY_GIVEN_THEN_ENGLISH.test(firstLine) ? invertedName(firstLine) : '';
  if (opening && nameInEmail(opening, email)) return opening;
  const top = findNameNearTop(lines);
  // "Tailwind CSS" in a tool list at the top, "Star Ferry Wallet Limited" in a job line (fiftieth round): a Latin name
  // near the top that the address does not spell gives way to one on the e-mail's own line (a page footer) that it does.
  // Only then (review 2 of round 50): above "Laura Chen | laura.chen@northstar-talent.example", a recruiter's footer,
  // "Dmitri Volkov" is a person and stays the name.
  // Review 4: "Morgan Stanley" / "Analyst, Fixed Income 2019–2023" or "Deloitte Consulting" at the top is an
  // employer too, the footer's "Wei Zhang | wei.zhang@gmail.com" the candidate.
  const employer = top && (!isPersonLike(top) || isEmployerAtTop(top, lines, email) || isCityAtTop(top, lines));
  const footer = employer && !HAN.test(top) && !nameInEmail(top, email) ? spelledNameOnEmailLine(lines, email) : '';
  if (footer) return footer;
  if (top) return givenNameAbove(top, lines, email) || withWrappedFamilyName(top, lines, email);
  const reach = Math.min(lines.length, SIDEBAR_REACH);
  // Review of round 62: a referee's block ("REFERENCES" / "Dr. Alex Moore," / "PhD") gives no name with post-nominals.
  const another = anotherPersonBlocks(lines.slice(0, reach));
  // From the top: lines a sidebar list hid from the search above may hold the name too. A name the e-mail address
  // spells is looked for first (nineteenth round): a course or certificate line ("Deep Learning Specialization
  // (Coursera, 2020)") with a certificate that names a job under it ("… Data Engineer Associate") has a name's
  // shape and a title under it, but the address never spells it.
  for (let n = 0; n < reach; n++) {
    for (const segment of segmentsOf(lines[n] ?? '')) {
      const name = asName(segment);
      const wrapped = name ? nameWrappedAtParticle(name, lines, n) : nameWrappedAfterParticle(segment, lines, n);
      // Only where the address spells it: "Dr. John Carter," / "PhD" / "Professor of …" may be a referee's block.
      const withPostNominals = name || another[n] ? '' : nameOverPostNominals(segment, lines, n);
      if (withPostNominals && nameInEmail(withPostNominals, email)) return withPostNominals;
      if (wrapped && (nameInEmail(wrapped, email) || headlineUnder(lines, n + 1))) return wrapped;
      if (name && nameInEmail(name, email)) return name;
      const inverted = invertedName(segment);
      if (inverted && nameInEmail(inverted, email)) return inverted;
    }
    const split = givenOverFamilyAt(lines, n, email);
    if (split) return split;
  }
  for (let n = 0; n < reach; n++) {
    for (const segment of segmentsOf(lines[n] ?? '')) {
      const name = asName(segment);
      if (name && headlineUnder(lines, n)) return name;
    }
  }
  return nameOnEmailLine(lines, email) || mononymAtTop(lines, email);
}

/**
 * "Priya" / "Raghunathan" / "Machine Learning Engineer — …" (fifty-fourth round): below a sidebar read first, the main
 * column's header sets the given and the family name on lines of their own. Taken only when the address spells the
 * name and a job title stands under it.
 */
function givenOverFamilyAt(lines: string[], n: number, email: string): string {
  const [given = '', family = ''] = [lines[n], lines[n + 1]].map((line) => (line ?? '').trim());
  if (![given, family].every((word) => SINGLE_NAME_WORD.test(word) && !TITLE_WORDS.test(word))) return '';
  const name = asName(`${given} ${family}`);
  return name && nameInEmail(name, email) && headlineUnder(lines, n + 1) ? name : '';
}

/**
 * "San Francisco, CA" (fifty-fourth round): a town with a state code that is also a credential (CA, MA, MD, PA, …),
 * read as "Name, credential", is where the candidate lives. Only these seven codes are listed: a town before any other
 * state's code ("Austin, TX") is never read as a name with a credential, so it needs no rule here.
 */
const CITY_WITH_CREDENTIAL_STATE = /^(.+),\s*(?:CA|MA|MD|ME|MS|PA|DC)$/u;
const isCityAtTop = (top: string, lines: string[]): boolean =>
  lines.slice(0, 3).some((line) => segmentsOf(line).some((part) => CITY_WITH_CREDENTIAL_STATE.exec(part)?.[1] === top));

/**
 * "WAHYUDI   Senior Mobile Engineer" with wahyudi.dev@…: many Indonesians (and some Burmese, Afghans, South Indians)
 * have one name only (twentieth round). A single word of four letters or more that opens one of the first lines is
 * that name when the e-mail address starts with it; a heading word ("CONTACT", "Resume") never is.
 */
function mononymAtTop(lines: string[], email: string): string {
  const local = foldLetters(email.split('@')[0] ?? '');
  if (!local) return '';
  for (const line of lines.filter((l) => l.trim() !== '').slice(0, 3)) {
    // "PURNOMO, S.Kom." (round 58): a degree title after the one name is no part of it.
    const word = dropPostNominals(segmentsOf(line)[0] ?? '').trim();
    if (!/^\p{Lu}[\p{L}\p{M}'’-]{3,30}$/u.test(word) || TITLE_WORDS.test(word)) continue;
    if (local.startsWith(foldLetters(word))) return titleCase(word);
  }
  return '';
}

/**
 * "João Pedro da Silva" / "Albuquerque" (nineteenth round): a long name that a narrow sidebar wrapped, its last
 * family name alone on the next line. The word is added only when the e-mail address spells it and the name does
 * not already hold it. Since the twenty-second round the name may open a line that goes on in another cell (the city
 * right-aligned beside it), and a profile address spells the word as well as the e-mail does: many people keep a
 * short mailbox (`faith.dev@…`, `jl.hg@…`) and write their whole name in their GitHub or LinkedIn handle. Since the
 * twenty-seventh round the wrapped line may hold two family names, as Spanish and Portuguese names have a father's and
 * a mother's ("María Camila" / "Restrepo Gómez"), when the whole still has a name's shape (four words at most).
 */
function withWrappedFamilyName(name: string, lines: string[], email: string): string {
  if (HAN.test(name)) return withWrappedDotName(name, lines);
  const firstCell = (line: string) => segmentsOf(line)[0] ?? '';
  if (name.endsWith('-')) return nameWrappedAtHyphen(name, lines, firstCell) || name;
  const at = lastLineOfName(name, lines, firstCell);
  const nextLine = at < 0 ? '' : (lines.slice(at + 1, at + 3).find((line) => line.trim() !== '') ?? '');
  const next = firstCell(nextLine);
  // "María José Fernández-Villaverde" / "y Núñez" (forty-eighth round): wrapped before a particle that joins the last
  // family name on. "Ana Souza" / "de São Paulo" (outside review) reads as where she is from, so only a line opening on
  // a conjunction (y, e, i), or one the address or a handle spells, goes on with the name.
  if (PARTICLE_FAMILY_LINE.test(next.trim())) {
    const handles = [email, ...profileHandles(lines)].filter(Boolean);
    const joined = CONJUNCTION_FIRST.test(next.trim()) || handles.some((handle) => nameInEmail(next.trim(), handle));
    return (joined && asName(`${name} ${next.trim()}`)) || name;
  }
  // "Katarzyna Nowak-Lewandowska" / "MLOps / ML Platform Engineer · Kraków" (thirty-sixth round): a line that names a
  // job is the headline under the name, and its first word (a field the profile handle spells) no family name.
  if (HEADLINE.test(toSimplified(nextLine))) return name;
  const words = next.split(/\s+/);
  const familyShape = SINGLE_NAME_WORD.test(next) || (words.length === 2 && asName(`${name} ${next}`) !== '');
  const held = foldLetters(name).split(/\s+/);
  const spelled = [email, ...profileHandles(lines)].some((handle) => handle && nameInEmail(next, handle));
  // "JOSÉ MARÍA" / "FERNÁNDEZ DE CÓRDOBA RUIZ" (fifty-fourth round): family names and their particles in capitals.
  if (TITLE_WORDS.test(next) || words.some((word) => held.includes(foldLetters(word)))) return name;
  const capitals = next === next.toUpperCase() && CAPITALS_FAMILY_LINE.test(next);
  const family = capitals && spelled ? asName(`${name} ${lowerParticles(titleCase(next))}`) : '';
  if (family) return family;
  if (!familyShape) return name;
  return spelled ? `${name} ${next}` : name;
}

/**
 * "迪丽娜尔·阿不都热" / "合曼" (fifty-fourth round): a Uyghur name, given and father's name joined by a middle dot, that
 * a narrow header wrapped; the line under it holds only the rest of the father's name, one to three characters.
 */
function withWrappedDotName(name: string, lines: string[]): string {
  const at = lines.findIndex((line) => line.trim() === name);
  if (!name.includes('·') || at < 0) return name;
  const next = (lines[at + 1] ?? '').trim();
  return (/^\p{Script=Han}{1,3}$/u.test(next) && asName(`${name}${next}`)) || name;
}

/** Two or three family names in capitals with particles between them: "FERNÁNDEZ DE CÓRDOBA RUIZ". */
const CAPITALS_FAMILY_LINE = new RegExp(`^${NAME_WORD}(?:\\s+(?:${PARTICLE}\\s+){0,2}${NAME_WORD}){1,2}$`, 'iu');
/** "Fernández De Córdoba Ruiz" as the name is written in running text: "Fernández de Córdoba Ruiz". */
const lowerParticles = (family: string) =>
  family.replace(new RegExp(`(?<=\\S\\s)${PARTICLE}(?=\\s\\S)`, 'giu'), (p) => p.toLowerCase());

/**
 * "Mohamed Abdelrahman El-" / "Sayed Hassan" (thirty-first round): a name ending on a hyphen was wrapped inside its
 * last word, and the next line finishes it when the whole is still a name. Since the fifty-fourth round a header's
 * other column may set a line or two between ("Ekaterina Sokolova-" / "Office: +41 …" / "Brandt"): the first of the
 * next three lines whose first cell makes the whole a name finishes it, unless a job title comes first.
 */
function nameWrappedAtHyphen(name: string, lines: string[], firstCell: (line: string) => string): string {
  const at = lastLineOfName(name, lines, firstCell);
  if (at < 0) return '';
  for (const line of lines.slice(at + 1, at + 4)) {
    // "Anna Schmidt-" / "Data Scientist" / "Berlin" (review of round 54): a job title under the name ends its block; a
    // town under it is where she lives. Only a line of the other column (a number, a mark) is passed over.
    if (TITLE_WORDS.test(firstCell(line))) return '';
    // "OKAFOR" under "OLUWASEUN ADEYEMI-": the first word in the case of the name found.
    const whole = asName(`${name}${firstCell(line).trim().replace(/^\S+/u, titleCase)}`);
    if (whole && !whole.endsWith('-')) return whole;
  }
  return '';
}

/** The contact labels a right-aligned block may break at the top of the page. */
const CONTACT_LABEL = /^(?:office|mobile|phone|telephone|email|e-mail|address|website|fax|cell|location)$/i;
/**
 * "Offi" / "Layla Al-Hashimi" / … / "ce +971 4 555 0100" (round 62): a contact block beside the name broke its first
 * label, and the label's head came out above the name. The word is that head when a line of the next eight opens
 * on the lower-case rest that completes it into a contact label.
 */
const labelCutAfter = (word: string, lines: string[]): boolean =>
  lines.slice(1, 9).some((line) => {
    const rest = /^(\p{Ll}+)\s/u.exec(line)?.[1];
    return rest !== undefined && CONTACT_LABEL.test(`${word}${rest}`);
  });

/**
 * "Muhammad" / "Hamza Qureshi" (thirty-fourth round): a narrow sidebar wrapped a three-word name after its first word,
 * which alone has no name's shape. The lone capitalised word on the first line starts the name when the line under it
 * is the two-word name found, in the same case, and the e-mail address or a profile handle spells that line.
 */
function givenNameAbove(name: string, lines: string[], email: string): string {
  // A title alone on the first line ("Eng." over "Youssef" / "Ben Amor") is not the given name's line.
  const written = lines.map((line) => line.trim()).filter(Boolean);
  const [given = '', second = ''] = isTitleAlone(written[0] ?? '') ? written.slice(1) : written;
  // "WANJIRU" / "NJERI KAMAU" (forty-eighth round): the line under, in capitals, gives the name in title case.
  if ((second !== name && asName(second) !== name) || name.split(' ').length !== 2 || HAN.test(name)) return '';
  if (!SINGLE_NAME_WORD.test(given) || TITLE_WORDS.test(given) || labelCutAfter(given, written)) return '';
  // A wrapped name keeps its case: "PORTFOLIO" over "Ana Lima" is a heading. A family name in capitals over the given
  // names in mixed case ("OKELLO" / "Grace Atim", forty-second round) is the name written surname first, when the
  // address or a handle spells that word itself as well; a heading never is.
  const capitals = (text: string) => text === text.toUpperCase();
  const handles = [email, ...profileHandles(lines)].filter(Boolean);
  const surnameFirst = capitals(given) && !capitals(second) && handles.some((handle) => nameInEmail(given, handle));
  if (capitals(given) !== capitals(second) && !surnameFirst) return '';
  const spelled = handles.some((handle) => nameInEmail(name, handle));
  return spelled ? asName(`${given} ${second}`) : '';
}

/** "y Núñez", "e Menezes": a wrapped line that opens on the conjunction between two family names. */
const CONJUNCTION_FIRST = /^(?:y|e|i)\s/u;

/** "del Río Olvera", "van der Berg": a line that opens on a particle and goes on with one or two family names. */
const PARTICLE_FAMILY_LINE = new RegExp(`^(?:${PARTICLE}\\s+){1,3}${FAMILY_NAMES}$`, 'u');

const DEGREE_AFTER_FAMILY = /,\s*(?:Ph\.?\s?D\.?|DPhil|MBA|MD|MSc|MEng)$/;

/**
 * A name a narrow column wrapped: `first`, the whole of line n, and the first part of the next line when `rest`
 * matches it. The whole, when it still has a name's shape; '' otherwise.
 */
function nameOverNextLine(first: string, lines: string[], n: number, rest: RegExp): string {
  if (first !== (lines[n] ?? '').trim()) return '';
  // "Castro, PhD" (fiftieth round): a degree after the wrapped family name is no part of it.
  const next = (segmentsOf(lines[n + 1] ?? '')[0] ?? '').trim().replace(DEGREE_AFTER_FAMILY, '');
  return rest.test(next) ? asName(`${first} ${next}`) : '';
}

/**
 * "Dr. Adaeze Okonkwo-Bright," / "DPhil" (round 62): a narrow header wrapped the post-nominals after the name's comma
 * onto the next line. The whole line, ending on its comma, over a line of credentials alone is read as one.
 */
function nameOverPostNominals(segment: string, lines: string[], n: number): string {
  const line = (lines[n] ?? '').trim();
  const next = (lines[n + 1] ?? '').trim();
  if (segment.trim() !== line || !line.endsWith(',') || next === '') return '';
  return next.split(/[\s,]+/).every(isCredential) ? asName(`${line} ${next}`) : '';
}

/** "María Fernanda" / "del Río Olvera" (thirty-first round): wrapped before its particle. */
const nameWrappedAtParticle = (name: string, lines: string[], n: number): string =>
  nameOverNextLine(name, lines, n, PARTICLE_FAMILY_LINE);

/**
 * "Pieter-Jan van der", "Ana Sofía de la": a line of given names that ends on the family name's particles; since the
 * fiftieth round four words before them ("Dr. María José Fernández de" / "Castro, PhD", a title first).
 */
const ENDS_ON_PARTICLE = new RegExp(
  `^\\p{Lu}[\\p{L}\\p{M}'’.-]{1,30}(?:\\s+\\p{Lu}[\\p{L}\\p{M}'’.-]{1,30}){0,3}(?:\\s+${PARTICLE}){1,3}$`,
  'u',
);
/** The family name the line after it carries: one or two capitalised words and nothing else. */
const FAMILY_AFTER_PARTICLE = new RegExp(`^${FAMILY_NAMES}$`, 'u');

/**
 * "Pieter-Jan van der" / "Westhuizen" (thirty-second round): wrapped after its particles, so neither line is a name
 * alone.
 */
const nameWrappedAfterParticle = (segment: string, lines: string[], n: number): string =>
  ENDS_ON_PARTICLE.test(segment) ? nameOverNextLine(segment, lines, n, FAMILY_AFTER_PARTICLE) : '';

/**
 * The line that ends the name: the line that is the name, or (twenty-eighth round) the last of two lines that hold it
 * word by word, as a narrow sidebar sets "Mohamed" / "Osman" / "Elhag" one word a line; -1 when neither.
 */
function lastLineOfName(name: string, lines: string[], firstCell: (line: string) => string): number {
  // "Engr. Chukwuemeka Okonkwo-" (fifty-second round): a title before the name on its line.
  const titled = (cell: string) => cell.endsWith(` ${name}`) && isTitleAlone(cell.slice(0, -name.length - 1));
  // "JOSÉ MARÍA" (fifty-fourth round): a name in capitals is found in title case.
  const whole = lines.findIndex((line) => titleCase(firstCell(line)) === name || titled(firstCell(line)));
  if (whole >= 0 || name.split(' ').length > 3) return whole;
  const top = lines.slice(0, SIDEBAR_REACH);
  return top.findIndex((line, n) => n > 0 && `${firstCell(top[n - 1] ?? '')} ${firstCell(line)}` === name);
}

/** "github.com/wanjiru-kamau", "linkedin.com/in/jlhgarcia": the handle of a profile address, read as a mailbox. */
const PROFILE_HANDLE = /\b(?:github\.com|gitlab\.com|linkedin\.com\/in)\/([A-Za-z0-9][\w.-]{2,38})/gi;
const profileHandles = (lines: string[]) =>
  lines.slice(0, SIDEBAR_REACH).flatMap((line) => [...line.matchAll(PROFILE_HANDLE)].map((m) => `${m[1]}@`));

/**
 * "Tomasz Hale · +48 512 330 871 · tomasz.hale@example.net" as a page footer, read after the body: a name set on the
 * e-mail's own line, wherever that line is, when the address spells it.
 */
function nameOnEmailLine(lines: string[], email: string): string {
  if (!email) return '';
  const mailbox = nameOfMailbox(lines, email);
  if (mailbox) return mailbox;
  for (const line of lines.filter((l) => l.includes(email))) {
    const segments = segmentsOf(line);
    for (const segment of segments) {
      const name = asName(segment);
      if (name && nameInEmail(name, email)) return name;
    }
    // "端木子航 | 电话：… | duanmu.zihang@…" (fortieth round): a Chinese name, which an address spells in pinyin and
    // not in its own letters, opening the e-mail's line (a Word page footer read after the body).
    const first = asName(segments[0] ?? '');
    if (first && HAN.test(first)) return first;
  }
  return '';
}

/** "黎家俊 LAI Ka Chun": a Han name with its Latin spelling after it. */
const HAN_THEN_LATIN = /^(\p{Script=Han}{2,4})\s+(\p{Lu}[\p{L}\p{M}' -]{2,40})$/u;

/** "Star Ferry Wallet Limited": a company's legal suffix ends it. */
const COMPANY_SUFFIX =
  /\b(?:limited|ltd|inc|llc|llp|gmbh|corp|corporation|co|plc|pte|ag|s\.?a|holdings|group|technologies|solutions)\.?$/i;
let skillNames: Set<string> | undefined;
/** A top "name" that is a person's: neither a skill the dictionary names ("Tailwind CSS") nor a company. */
function isPersonLike(name: string): boolean {
  skillNames ??= new Set(skillIndex().names.map((n) => n.text.toLowerCase()));
  return !skillNames.has(name.toLowerCase()) && !COMPANY_SUFFIX.test(name.trim());
}

/** "Deloitte Consulting", "Ernst & Young Advisory": a word that ends a company's name, not a person's. */
const COMPANY_WORD =
  /\b(?:consulting|consultants|advisory|partners|associates|capital|bank|banking|securities|insurance|ventures|labs|systems|software|studios?|agency|logistics|pharmaceuticals?|motors|airlines|industries)$/i;
/** Addresses anyone can open; a recruiter's footer is on the agency's own domain. */
const FREE_MAIL =
  /@(?:gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|aol|proton(?:mail)?|pm|gmx|mail|yandex|zoho|qq|163|126|sina|sohu|foxmail|naver|daum)\./i;
/** "Analyst, Fixed Income 2019–2023": a job title, then a span of years, as a role under its employer is written. */
const ROLE_WITH_YEARS =
  /^([^,\d|·]{2,60})(?:,[^\d]{0,60})?\s+(?:19|20)\d{2}\s*(?:[–—-]|to)\s*(?:(?:19|20)\d{2}|present|now)\b/iu;

/**
 * A top "name" that is an employer's: one ending on a company word, or one with a role and its years under it when the
 * e-mail is on a free-mail domain (a recruiter's footer on its agency's domain keeps "Dmitri Volkov", review 2).
 */
function isEmployerAtTop(top: string, lines: string[], email: string): boolean {
  if (COMPANY_WORD.test(top.trim())) return true;
  if (!FREE_MAIL.test(email)) return false;
  const at = lines.findIndex((line) => line.toLowerCase().includes(top.toLowerCase()));
  const next = at < 0 ? '' : (lines.slice(at + 1, at + 3).find((line) => line.trim() !== '') ?? '').trim();
  const role = ROLE_WITH_YEARS.exec(next)?.[1] ?? '';
  return HEADLINE.test(role);
}

/**
 * A name on the e-mail's line that the address spells: a Latin part, or a Han name whose Latin spelling beside it the
 * address spells ("黎家俊 LAI Ka Chun ｜ … ｜ kachun.lai@…"); '' when there is none.
 */
function spelledNameOnEmailLine(lines: string[], email: string): string {
  if (!email) return '';
  for (const line of lines.filter((l) => l.includes(email))) {
    for (const segment of segmentsOf(line)) {
      const pair = HAN_THEN_LATIN.exec(segment.trim());
      if (pair?.[1] && pair[2] && nameInEmail(pair[2], email)) return asName(pair[1], true);
      const name = asName(segment);
      if (name && !HAN.test(name) && nameInEmail(name, email)) return name;
    }
  }
  return '';
}

/**
 * "From: Tomasz Kowalczyk <t.kowalczyk@example.pl>": a resume pasted under an e-mail's header lines names its writer
 * only in the sender's mailbox. The display name before the candidate's own address in angle brackets is the name
 * (fifteenth round); a recipient's mailbox holds another address and is not read.
 */
function nameOfMailbox(lines: string[], email: string): string {
  const mailbox = `<${email}>`.toLowerCase();
  for (const line of lines.filter((l) => l.toLowerCase().includes(mailbox))) {
    const before = line
      .slice(0, line.toLowerCase().indexOf(mailbox))
      .replace(/^\s*(?:From|Von|De|发件人)\s*[:：]\s*/i, '');
    const name = asName(before.trim().replace(/^["“']|["”']$/g, ''));
    if (name) return name;
  }
  return '';
}

/** More Han characters than a third of the Latin letters: a resume written in Chinese, English terms and all. */
function writtenInChinese(lines: string[]): boolean {
  const text = lines.slice(0, 200).join('\n');
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return han * 3 > latin;
}

/**
 * "陳家豪" / "Kelvin Chan Ka-ho": a Hong Kong, Taiwan or overseas Chinese header sets the name in both scripts on
 * lines of their own, one right under the other. On a resume written in Chinese the Chinese name is the name (the
 * English one is the name used at work, as a nickname in brackets is); '' when no Han name stands beside `name`.
 */
function hanNameBeside(lines: string[], name: string): string {
  const at = lines.slice(0, SIDEBAR_REACH).findIndex((line) => segmentsOf(line).some((s) => asName(s) === name));
  if (at < 0) return '';
  const neighbour = (step: number) => {
    for (let n = at + step; n >= 0 && n < lines.length && Math.abs(n - at) <= 2; n += step) {
      const line = (lines[n] ?? '').trim();
      if (line) return line;
    }
    return '';
  };
  for (const line of [neighbour(-1), neighbour(1)]) {
    const han = HAN.test(line) ? asName(line) : '';
    if (han && HAN.test(han)) return han;
  }
  return '';
}
